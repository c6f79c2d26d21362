module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'ui',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/dom-setup.cjs'],
};
