module.exports = { ...require('../../jest.preset.cjs'), ...require('../../tools/jest/sharded.cjs')(__dirname), displayName: 'contracts', testEnvironment: 'node' };
