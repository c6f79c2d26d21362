const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  ...require('../../tools/jest/sharded.cjs')(__dirname),
  displayName: 'api',
  testEnvironment: 'node',
  transform: {
    ...preset.transform,
    // PGlite's CommonJS build loads Node built-ins with import(), which Jest's module runtime only
    // allows under --experimental-vm-modules: SWC rewrites those imports to require().
    'node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // content-disposition (used by @fastify/static) and cookie (used by inject) ship ES modules only;
  // Node 20 loads them with require(esm) but Jest's module runtime does not: SWC converts them.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@electric-sql/pglite)/)'],
  // Each test file starts its own database (PGlite compiles its WebAssembly on first use).
  testTimeout: 60000,
  // The migrated database every test file copies (src/test/template-db.ts).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
};
