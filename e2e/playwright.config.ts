import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** Browser tests run against the production build served by the real API on a throwaway database. */
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'dental-e2e-'));

/**
 * Specs share one server and one database. A test that changes what other specs see (clinic
 * settings, the permissions catalogue, the module registry, a day close) is tagged
 * `{ tag: '@clinic-wide' }` (on the test or its describe): those run after all the others, one at a
 * time, and are skipped when an isolated test failed. Every other test arranges its own users,
 * patients and catalogue entries, and runs two at a time. A filtered run (a file, -g) of a
 * clinic-wide test still runs every isolated test first: add --no-deps to skip them.
 */
const CLINIC_WIDE = /@clinic-wide/;

/**
 * Debian's Chromium (never a downloaded browser): its headless shell when installed (.ci/run
 * installs it), the same engine without the full browser's GPU process and window machinery, which
 * take a third of the run's processor time on a 2-core machine; else the browser itself.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'isolated', grepInvert: CLINIC_WIDE },
    { name: 'clinic-wide', grep: CLINIC_WIDE, dependencies: ['isolated'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  // Journeys with an accessibility audit of each screen take 20-35 s on a 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // npm test lists where the time goes: the 15 slowest files, whatever their time.
  reportSlowTests: { max: 15, threshold: 0 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    locale: 'fr-FR',
    // Recording a trace (DOM snapshots and a screencast of every action) costs the browser 40% more
    // processor time on every test: it is recorded for the retry of a failed test (CI retries once);
    // locally, run a failing test again with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/api/dist/main.js',
    cwd: path.resolve(__dirname, '..'),
    url: `${baseURL}/api/setting`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT_ADDRESS: '1000', LOG_LEVEL: 'warn' },
  },
});
