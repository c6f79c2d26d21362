// npm run bench: the performance report. Bundle sizes (gzip) of the shell's first load and of each
// module's first navigation, page timings in Chromium, API latency and throughput on loopback.
// Bounded loops only, loopback only; prints a report and writes bench-report.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { runOrExit } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4320);
const base = `http://localhost:${port}`;
const MODULES = ['admin', 'patients', 'appointments', 'laboratories', 'finance', 'consumables'];

await runOrExit('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);

const server = spawn('node', ['apps/api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dental-bench-')), LOGIN_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/setting`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** JS and CSS the browser fetched, by origin segment: gzip size computed from the bytes served. */
async function pageWeights(page, action) {
  const seen = [];
  const onResponse = async (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css)$/.test(url.pathname)) return;
    const body = await response.body().catch(() => null);
    if (body) seen.push({ path: url.pathname, raw: body.length, gzip: gzipSync(body).length });
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return { files: seen.length, raw: seen.reduce((s, f) => s + f.raw, 0), gzip: seen.reduce((s, f) => s + f.gzip, 0) };
}

async function timeApi(name, count, call) {
  const durations = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await call();
    durations.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return { name, count, p50_ms: +percentile(durations, 50).toFixed(2), p95_ms: +percentile(durations, 95).toFixed(2), per_second: Math.round(count / seconds) };
}

try {
  await waitForServer();
  const report = { date: new Date().toISOString(), bundles: {}, pages: {}, api: [] };

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();

  let t0 = performance.now();
  report.bundles.shell_login = await pageWeights(page, () => page.goto(`${base}/login`));
  report.pages.login_screen_ms = Math.round(performance.now() - t0);

  t0 = performance.now();
  report.bundles.shell_after_sign_in = await pageWeights(page, async () => {
    await page.getByLabel("Nom d'utilisateur").fill('admin');
    await page.getByLabel('Mot de passe').fill('admin');
    await page.getByRole('button', { name: 'Connecter' }).click();
    await page.locator('.shell-tile').first().waitFor();
  });
  report.pages.sign_in_to_home_ms = Math.round(performance.now() - t0);

  const firstPaths = { admin: '/paymentMode', patients: '/patient/consultation/1', appointments: '/appointments/1', laboratories: '/laboratory', finance: '/statistics/1/payments', consumables: '/Consumables/1/consumptions' };
  for (const name of MODULES) {
    t0 = performance.now();
    report.bundles[`module_${name}`] = await pageWeights(page, async () => {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
      }, firstPaths[name]);
      await page.locator('.dn-page__title').first().waitFor();
    });
    report.pages[`first_navigation_${name}_ms`] = Math.round(performance.now() - t0);
  }
  await browser.close();

  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
  const token = (await login.json()).success.accessToken;
  const auth = { Authorization: `Bearer ${token}` };
  report.api.push(await timeApi('GET /api/setting (public)', 500, () => fetch(`${base}/api/setting`).then((r) => r.arrayBuffer())));
  report.api.push(await timeApi('GET /api/paymentMode (token + permission check)', 500, () => fetch(`${base}/api/paymentMode`, { headers: auth }).then((r) => r.arrayBuffer())));
  report.api.push(await timeApi('GET /api/permission/byTable', 200, () => fetch(`${base}/api/permission/byTable`, { headers: auth }).then((r) => r.arrayBuffer())));
  report.api.push(
    await timeApi('POST /api/auth/login (argon2id verify)', 30, () =>
      fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) }).then((r) => r.arrayBuffer()),
    ),
  );

  console.log('\nBundles (JS + CSS fetched by the browser; gzip size of what was served)');
  for (const [name, w] of Object.entries(report.bundles)) console.log(`  ${name.padEnd(24)} ${String(kb(w.gzip)).padStart(7)} kB gzip  ${String(kb(w.raw)).padStart(8)} kB raw  ${w.files} files`);
  console.log('\nPage timings (headless Chromium, loopback)');
  for (const [name, ms] of Object.entries(report.pages)) console.log(`  ${name.padEnd(32)} ${ms} ms`);
  console.log('\nAPI (sequential requests on loopback)');
  for (const r of report.api) console.log(`  ${r.name.padEnd(48)} p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms  ${r.per_second}/s  (n=${r.count})`);
  writeFileSync(path.join(root, 'bench-report.json'), JSON.stringify(report, null, 2));
  console.log('\nwritten: bench-report.json');
} finally {
  stop();
}
