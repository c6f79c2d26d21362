module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'module-kit',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/dom-setup.cjs'],
};
