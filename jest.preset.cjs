// Shared jest settings: TypeScript through SWC, @dental/* aliases resolved to the libs' sources.
const path = require('node:path');

const root = __dirname;
const libs = ['contracts', 'api-client', 'auth', 'i18n', 'ui', 'domain', 'module-kit'];

module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  moduleNameMapper: Object.fromEntries([
    ['^@dental/contracts/schemas$', path.join(root, 'libs/contracts/src/server.ts')],
    ['^@dental/testing$', path.join(root, 'libs/testing/src/index.tsx')],
    ...libs.map((lib) => [`^@dental/${lib}$`, path.join(root, `libs/${lib}/src/index.ts`)]),
    // The ui lib's entry points (package.json exports): this checkout's sources, not node_modules' link.
    ['^@dental/ui/(combobox|form|tooth-chart)$', path.join(root, 'libs/ui/src/$1/index.ts')],
    // The domain lib's entry point for amounts in words (kept out of its index: see amount-in-words.ts).
    ['^@dental/domain/amount-in-words$', path.join(root, 'libs/domain/src/amount-in-words.ts')],
    ['\\.css$', path.join(root, 'tools/jest/style-stub.cjs')],
  ]),
  // n2words ships ES modules only: SWC turns them into CommonJS like the workspace's own sources.
  transformIgnorePatterns: ['/node_modules/(?!n2words/)'],
  // Every language's server messages, as the API has them (a browser loads its user's: loadMessages).
  setupFiles: [path.join(root, 'tools/jest/all-messages.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // A shard runs other test files (tools/jest/shards.ts): npm test runs the shards (sharded.cjs).
  testPathIgnorePatterns: ['/node_modules/', '\\.shard\\.test\\.ts$'],
  testSequencer: path.join(root, 'tools/jest/slowest-first.cjs'),
  // npm test lists the slowest files of every project (tools/test-all.mjs).
  reporters: ['default', path.join(root, 'tools/jest/timings-reporter.cjs')],
  clearMocks: true,
  // Screen tests type and scroll through user-event: on a busy 2-core machine (jest beside the
  // other checks) one took past 20 s. A limit only stops a test that hangs; it slows no passing one.
  testTimeout: 60_000,
};
