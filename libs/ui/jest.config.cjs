module.exports = {
  ...require('../../jest.preset.cjs'),
  ...require('../../tools/jest/sharded.cjs')(__dirname),
  displayName: 'ui',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/dom-setup.cjs'],
};
