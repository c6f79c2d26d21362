module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api-client',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/dom-setup.cjs'],
};
