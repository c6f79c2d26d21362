module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'i18n',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/dom-setup.cjs'],
};
