// npm run bench: the performance report. Bundle sizes (gzip) of the shell's first load and of each
// module's first navigation, page timings in Chromium, API latency and throughput on loopback, and
// patient lists and searches on a clinic of 100,000 patients (BENCH_PATIENTS), over HTTP and as
// the same queries straight on the database.
// Bounded loops only, loopback only; prints a report and writes bench-report.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { runOrExit } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4320);
const base = `http://localhost:${port}`;
const MODULES = ['admin', 'patients', 'appointments', 'laboratories', 'finance', 'consumables'];
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
if (!Number.isInteger(PATIENTS) || PATIENTS < 0 || PATIENTS > 100_000) {
  console.error('BENCH_PATIENTS must be a whole number from 0 to 100000');
  process.exit(2);
}
/** The patient lists measured: the query string of GET /api/patient, as the screens send it. */
const PATIENT_QUERIES = [
  ['name search (q=ould)', 'q=ould'],
  ['RegNo prefix (q=12)', 'q=12'],
  ['phone prefix (q=2222)', 'q=2222'],
  ['current list, first page', 'ptType=current'],
  ['finished, debtors', 'ptType=finish&filter=debtor'],
];
const PATIENT_REQUESTS = 50;

await runOrExit('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);

const dataDir = mkdtempSync(path.join(tmpdir(), 'dental-bench-'));
const dbEnv = { ...process.env, DATA_DIR: dataDir };
delete dbEnv.DATABASE_URL;

/** The demo clinic CLI of the API on the bench's database (the server must not be running: PGlite is single-process). */
function seedCli(args) {
  const result = spawnSync('node', ['apps/api/dist/seed-demo.js', ...args, '--json'], { cwd: root, env: dbEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`seed-demo ${args.join(' ')} failed (${result.status ?? result.signal})`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

console.log(`\nSeeding ${PATIENTS} demo patients in ${dataDir}...`);
const seeded = seedCli([`--patients=${PATIENTS}`]);
console.log(`  seeded in ${seeded.seconds} s`);

const server = spawn('node', ['apps/api/dist/main.js'], {
  cwd: root,
  env: { ...dbEnv, PORT: String(port), LOGIN_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => server.once('exit', resolve));
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
        globalThis.history.pushState(null, '', to);
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

  // Patients: over HTTP (token, permissions, JSON, compression), as a user with the global view.
  const patientHttp = [];
  for (const [name, query] of PATIENT_QUERIES) {
    const probe = await fetch(`${base}/api/patient?${query}`, { headers: auth });
    if (!probe.ok) throw new Error(`GET /api/patient?${query}: ${probe.status}`);
    const { total } = await probe.json();
    patientHttp.push({ name, query, total, http: await timeApi(`GET /api/patient?${query}`, PATIENT_REQUESTS, () => fetch(`${base}/api/patient?${query}`, { headers: auth }).then((r) => r.arrayBuffer())) });
  }

  // Then the same queries straight on the database, once the server has let go of it: the seed CLI
  // parses each query string as the route does and runs the route's own listPatients (page + count).
  stop();
  await exited;
  const sql = seedCli([...PATIENT_QUERIES.map(([, query]) => `--time-query=${query}`), `--runs=${PATIENT_REQUESTS}`]);
  report.patients = {
    patients: PATIENTS,
    seed_seconds: seeded.seconds,
    engine: sql.database,
    method:
      'http: sequential GET /api/patient over loopback (admin, AFFICHER_GLOBAL); sql: the same query strings parsed and run by the route\'s listPatients directly on the database (seed-demo.js --time-query), after the server stopped, without HTTP, auth or JSON',
    queries: patientHttp.map((entry, i) => ({
      name: entry.name,
      query: entry.query,
      total: entry.total,
      http: { p50_ms: entry.http.p50_ms, p95_ms: entry.http.p95_ms, per_second: entry.http.per_second, count: entry.http.count },
      sql: { p50_ms: sql.timings[i].p50_ms, p95_ms: sql.timings[i].p95_ms, runs: sql.timings[i].runs },
    })),
  };

  console.log('\nBundles (JS + CSS fetched by the browser; gzip size of what was served)');
  for (const [name, w] of Object.entries(report.bundles)) console.log(`  ${name.padEnd(24)} ${String(kb(w.gzip)).padStart(7)} kB gzip  ${String(kb(w.raw)).padStart(8)} kB raw  ${w.files} files`);
  console.log('\nPage timings (headless Chromium, loopback)');
  for (const [name, ms] of Object.entries(report.pages)) console.log(`  ${name.padEnd(32)} ${ms} ms`);
  console.log('\nAPI (sequential requests on loopback)');
  for (const r of report.api) console.log(`  ${r.name.padEnd(48)} p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms  ${r.per_second}/s  (n=${r.count})`);
  console.log(`\nPatients (${PATIENTS} patients, ${report.patients.engine}; HTTP: GET /api/patient on loopback; SQL: the same list queries on the database)`);
  console.log(`  ${'query'.padEnd(30)} ${'matches'.padStart(8)}   ${'HTTP p50'.padStart(9)} ${'HTTP p95'.padStart(9)}   ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}`);
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
  for (const q of report.patients.queries) {
    console.log(`  ${q.name.padEnd(30)} ${String(q.total).padStart(8)}   ${ms(q.http.p50_ms)} ${ms(q.http.p95_ms)}   ${ms(q.sql.p50_ms)} ${ms(q.sql.p95_ms)}`);
  }
  writeFileSync(path.join(root, 'bench-report.json'), JSON.stringify(report, null, 2));
  console.log('\nwritten: bench-report.json');
} finally {
  stop();
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
