module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'laboratories',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/dom-setup.cjs'],
};
