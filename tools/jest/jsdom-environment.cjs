// jsdom with the Fetch API classes of Node, which react-router's data routers need. AbortController
// comes along so that a signal made by one realm is accepted by the Request of the same realm.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
