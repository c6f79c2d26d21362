import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the production build served by the real API on throwaway databases:
 * two servers, one per project below, each with a database of its own.
 *
 * A test that changes what other specs see (clinic settings, the permissions catalogue, the module
 * registry, a day close) is tagged `{ tag: '@clinic-wide' }` (on the test or its describe): those
 * run one at a time on a server of their own. Every other test arranges its own users, patients and
 * catalogue entries, and runs two at a time on the other server, beside the clinic-wide ones: one
 * after the other, the clinic-wide tests left a core idle for minutes. A third isolated worker once
 * the clinic-wide tests are done gained nothing: the browsers already use both cores.
 */
const CLINIC_WIDE = /@clinic-wide/;
const firstPort = Number(process.env.E2E_PORT ?? 4310);
const servers = {
  isolated: { port: firstPort, dataDir: mkdtempSync(path.join(tmpdir(), 'dental-e2e-')) },
  clinicWide: { port: firstPort + 1, dataDir: mkdtempSync(path.join(tmpdir(), 'dental-e2e-clinic-wide-')) },
};
const addressOf = (port: number) => `http://localhost:${port}`;

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
  workers: 3,
  projects: [
    { name: 'isolated', grepInvert: CLINIC_WIDE, workers: 2, use: { baseURL: addressOf(servers.isolated.port) } },
    { name: 'clinic-wide', grep: CLINIC_WIDE, workers: 1, use: { baseURL: addressOf(servers.clinicWide.port) } },
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
  webServer: Object.values(servers).map(({ port, dataDir }) => ({
    command: 'node apps/api/dist/main.js',
    cwd: path.resolve(__dirname, '..'),
    url: `${addressOf(port)}/api/setting`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port), DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT_ADDRESS: '1000', LOG_LEVEL: 'warn' },
  })),
});
