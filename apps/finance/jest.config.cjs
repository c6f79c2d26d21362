module.exports = {
  ...require('../../jest.preset.cjs'),
  ...require('../../tools/jest/sharded.cjs')(__dirname),
  displayName: 'finance',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/dom-setup.cjs'],
};
