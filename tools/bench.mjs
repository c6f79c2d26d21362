// npm run bench: the performance report. The speed issue's web figures (tools/bench/web.mjs): the
// login screen's weight and time, sign-in to the home, the first load beside a plain build of the same
// libraries, cold and warm visits on a slow link, each module's first navigation; then the shared UI
// building blocks (forms, combobox, print layout), page timings in Chromium, API latency and throughput under 20
// concurrent clients on loopback, and patient lists and searches on a clinic of 100,000 patients
// (BENCH_PATIENTS), over HTTP and as the same queries straight on the database, the recall list on that
// clinic the same way (tools/bench/recalls.mjs), and the week view of
// a doctor with two fully booked years of appointments, and the financial statistics of a clinic with
// 500,000 payments (BENCH_PAYMENTS) beside the same aggregates as plain SQL (tools/bench/finance.mjs),
// and the release path: a module's publish with the real command, the delay from a rollback threshold
// crossed to the rollback, the bytes of the browsers' health reports per page (tools/bench/release.mjs),
// and the write throughput of two API instances behind nginx beside one alone, on PostgreSQL
// (tools/bench/two-instances.mjs), and the patient answer page of a reminder's link as a phone without JavaScript receives it (tools/bench/patient-reply.mjs),
// and the clinic's export and an import of 20,000 patients (tools/bench/export.mjs, tools/bench/import.mjs).
// Bounded loops only, loopback only; prints a report, the figure table last, and writes
// bench-report.json. `npm run bench -- --web` (or BENCH_ONLY=web): the web figures alone, on a small
// demo clinic (BENCH_PATIENTS, 300 by default there), in a minute or two. BENCH_ONLY=recalls: the recall
// list's row alone, on the big clinic (the API built alone, no Chromium).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { componentCosts } from './bench/component-costs.mjs';
import { FINANCE_PATIENTS, FINANCE_PAYMENTS, FINANCE_RUNS, financeCases, financeFigureRows, financeSqlArgs, joinFinance, printFinance, timeFinanceHttp } from './bench/finance.mjs';
import { buildChartPatient, buildImagePatient, clinicalCalls, printClinical, timeClinicalScreens, timePanoramicUploads } from './bench/clinical.mjs';
import { buildHeavyFile, FILE_SIZE, fileCalls, timeFileSections } from './bench/patient-file.mjs';
import { measurePatientReply, printPatientReply } from './bench/patient-reply.mjs';
import { LAB_YEARS, recordCalls } from './bench/years-of-records.mjs';
import { measureWeb, printWeb } from './bench/web.mjs';
import { firstNavigations } from './bench/web/screens.ts';
import { healthBytesPerPage, printRelease, timePublish, timeRollbacks } from './bench/release.mjs';
import { printBackup, timeBackupRestore } from './bench/backup.mjs';
import { joinRecalls, printRecalls, recallQueries, recallSqlArgs, timeRecallHttp } from './bench/recalls.mjs';
import { printTwoInstances, twoInstancesThroughput } from './bench/two-instances.mjs';
import { measureExport, printExport } from './bench/export.mjs';
import { measureImport, printImport } from './bench/import.mjs';
import { measureMillionPatients, millionFigureRow, printMillionPatients } from './bench/patients-million.mjs';
import { runOrExit } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4320);
const base = `http://127.0.0.1:${port}`;
const MODULES = ['admin', 'patients', 'appointments', 'laboratories', 'finance', 'consumables'];
/** The modules whose first navigation is weighed (BENCH_MODULES=patients,admin: those only, to iterate faster). */
const WEIGHED_MODULES = process.env.BENCH_MODULES ? process.env.BENCH_MODULES.split(',') : MODULES;
if (WEIGHED_MODULES.some((name) => !MODULES.includes(name))) {
  console.error(`BENCH_MODULES: a comma-separated list of ${MODULES.join(', ')}`);
  process.exit(2);
}
const WEB_ONLY = process.argv.includes('--web') || process.env.BENCH_ONLY === 'web';
const RECALLS_ONLY = process.env.BENCH_ONLY === 'recalls';
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? (WEB_ONLY ? 300 : 100_000));
if (!Number.isInteger(PATIENTS) || PATIENTS < 0 || PATIENTS > 100_000) {
  console.error('BENCH_PATIENTS must be a whole number from 0 to 100000');
  process.exit(2);
}
/** Runs of each timed visit of the web figures (their median is reported). */
const WEB_RUNS = Number(process.env.BENCH_RUNS ?? (WEB_ONLY ? 1 : 3));
if (!Number.isInteger(WEB_RUNS) || WEB_RUNS < 1 || WEB_RUNS > 9) {
  console.error('BENCH_RUNS must be a whole number from 1 to 9');
  process.exit(2);
}

/** The patient lists measured: the query string of GET /api/patient, as the screens send it. */
const patientQueries = (doctorId) => [
  ['name search (q=ould)', 'q=ould'],
  ['quick search (q=ould, 5 hits)', 'q=ould&offset=0&limit=5'],
  ['RegNo prefix (q=12)', 'q=12'],
  ['phone prefix (q=2222)', 'q=2222'],
  ['current list, first page', 'ptType=current'],
  ["a doctor's current list", doctorListQuery(doctorId)],
  ['finished, debtors', 'ptType=finish&filter=debtor'],
];
const PATIENT_REQUESTS = 50;
/** The goal of the hardening issue for every patient query: p95 at most this, over HTTP. */
const PATIENT_GOAL_MS = 20;
/** A doctor's own current list, as the patients module asks for its first page. */
const doctorListQuery = (doctorId) => `ptType=current&offset=0&limit=30&filter=patients&doctor=${doctorId}`;
/** Throughput: this many clients, each sending one request after another, for at most so long and so many. */
const CLIENTS = 20;
const THROUGHPUT_SECONDS = 5;
const THROUGHPUT_MAX_PER_CLIENT = 500;

await runOrExit('npx', ['nx', ...(RECALLS_ONLY ? ['run', 'api:build'] : ['run-many', '-t', 'build']), '--output-style=static']);

const dataDir = mkdtempSync(path.join(tmpdir(), 'dental-bench-'));
const dbEnv = { ...process.env, DATA_DIR: dataDir };
delete dbEnv.DATABASE_URL;
const financeDir = mkdtempSync(path.join(tmpdir(), 'dental-bench-finance-'));
const financeEnv = { ...dbEnv, DATA_DIR: financeDir };

/** The demo clinic CLI of the API on a bench database (the server must not be running on it: PGlite is single-process). */
function seedCli(args, env = dbEnv) {
  const result = spawnSync('node', ['apps/api/dist/seed-demo.js', ...args, '--json'], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`seed-demo ${args.join(' ')} failed (${result.status ?? result.signal})`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

console.log(`\nSeeding ${PATIENTS} demo patients in ${dataDir}...`);
const seeded = seedCli([`--patients=${PATIENTS}`, `--lab-years=${WEB_ONLY || RECALLS_ONLY ? 0 : LAB_YEARS}`]);
console.log(`  seeded in ${seeded.seconds} s`);

/** The API on a bench database; `stop` it and await `exited` before the seed CLI opens that database again. */
function startServer(env) {
  const server = spawn('node', ['apps/api/dist/main.js'], {
    cwd: root,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), LOGIN_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT_ADDRESS: '100000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  return { stop, pid: server.pid, exited: new Promise((resolve) => server.once('exit', resolve)) };
}
let api = startServer(dbEnv);

/** Up to a minute: on a busy machine the API opens a freshly seeded database slowly. */
async function waitForServer() {
  for (let i = 0; i < 600; i++) {
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

/**
 * CLIENTS loops at once, each sending `call` one request after the other until it has sent
 * THROUGHPUT_MAX_PER_CLIENT or THROUGHPUT_SECONDS have passed; every answer must be a success.
 */
async function throughput(name, call) {
  const durations = [];
  const started = performance.now();
  const deadline = started + THROUGHPUT_SECONDS * 1000;
  const client = async () => {
    for (let i = 0; i < THROUGHPUT_MAX_PER_CLIENT && performance.now() < deadline; i++) {
      const t0 = performance.now();
      const response = await call();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return { name, count: durations.length, seconds: +seconds.toFixed(2), per_second: Math.round(durations.length / seconds), p50_ms: +percentile(durations, 50).toFixed(2), p95_ms: +percentile(durations, 95).toFixed(2) };
}

async function signIn(username, password) {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
  const { _id, accessToken } = (await response.json()).success;
  return { id: _id, auth: { Authorization: `Bearer ${accessToken}` } };
}

const percentOf = (value, reference) => `${Math.round((100 * value) / reference)} %`;

try {
  await waitForServer();
  const report = { date: new Date().toISOString(), mode: WEB_ONLY ? 'web' : RECALLS_ONLY ? 'recalls' : 'full', web: null, pages: {}, api: [] };
  if (RECALLS_ONLY) await recallsAlone(report);
  else {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const fileDoctor = await signIn('dr.sidi', 'demo1234');
    console.log('\nThe web figures (tools/bench/web.mjs)...');
    report.web = await measureWeb({ browser, base, plainPort: port + 1, doctorId: fileDoctor.id, modules: WEIGHED_MODULES, runs: WEB_RUNS });
    if (!WEB_ONLY) await backEndFigures(report, browser, fileDoctor);
    await browser.close();
    report.figures = printWeb(report.web, WEB_ONLY ? [] : [...financeFigureRows(report.finance), millionFigureRow(report.patients_million)]);
  }
  writeFileSync(path.join(root, 'bench-report.json'), JSON.stringify(report, null, 2));
  console.log('\nwritten: bench-report.json');
} finally {
  api.stop();
  await api.exited;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(financeDir, { recursive: true, force: true });
}

/** BENCH_ONLY=recalls: the recall list's row alone, as backEndFigures measures it beside the patient lists. */
async function recallsAlone(report) {
  const doctor = await signIn('dr.sidi', 'demo1234');
  const queries = recallQueries(doctor.id);
  const http = await timeRecallHttp(base, (await signIn('admin', 'admin')).auth, queries, PATIENT_REQUESTS, timeApi);
  api.stop();
  await api.exited;
  const sql = seedCli([...recallSqlArgs(queries), `--runs=${PATIENT_REQUESTS}`]);
  report.recalls = { seed_seconds: seeded.seconds, seeded: seeded.recalls, ...joinRecalls(http, sql.recalls, { patients: PATIENTS, engine: sql.database }) };
  printRecalls(report.recalls);
}

/**
 * Everything but the web figures: the heavy patient file, the health reports, the API's latency and
 * throughput, years of records, the patient lists on a big clinic, the finance statistics, the
 * release path, the shared UI blocks; printed as they are measured.
 */
async function backEndFigures(report, browser, fileDoctor) {
  const signInOnScreen = async (tab) => {
    await tab.getByLabel("Nom d'utilisateur").fill('admin');
    await tab.getByLabel('Mot de passe').fill('admin');
    await tab.getByRole('button', { name: 'Connecter' }).click();
    await tab.locator('.shell-tile').first().waitFor();
  };
  const firstPaths = firstNavigations(fileDoctor.id);
  // A heavy patient file of dr.sidi's (tools/bench/patient-file.mjs), each section opened in Chromium.
  const admin = await signIn('admin', 'admin');
  const auth = admin.auth;
  const heavyPatient = await buildHeavyFile(base, auth, fileDoctor.id);
  Object.assign(report.pages, await timeFileSections(browser, base, signInOnScreen, fileDoctor.id, heavyPatient));
  // What the module-load health reports add to a session of page loads (the home, three modules' pages).
  const healthBytes = await healthBytesPerPage(browser, base, signInOnScreen, ['/', firstPaths.finance.path, firstPaths.admin.path, firstPaths.laboratories.path]);

  report.api.push(await timeApi('GET /api/setting (public)', 500, () => fetch(`${base}/api/setting`).then((r) => r.arrayBuffer())));
  report.api.push(await timeApi('GET /api/paymentMode (token + permission check)', 500, () => fetch(`${base}/api/paymentMode`, { headers: auth }).then((r) => r.arrayBuffer())));
  report.api.push(await timeApi('GET /api/permission/byTable', 200, () => fetch(`${base}/api/permission/byTable`, { headers: auth }).then((r) => r.arrayBuffer())));
  report.api.push(
    await timeApi('POST /api/auth/login (argon2id verify)', 30, () =>
      fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) }).then((r) => r.arrayBuffer()),
    ),
  );

  report.heavy_file = { size: FILE_SIZE, api: [] };
  for (const [name, path] of fileCalls(heavyPatient)) {
    const timing = await timeApi(name, 100, () => fetch(`${base}/api/${path}`, { headers: auth }).then((r) => r.arrayBuffer()));
    report.heavy_file.api.push(timing);
    report.api.push(timing);
  }

  // The clinical record (issue 37): a 10 MB panoramic uploaded, a chart of 300 acts, 200 images.
  const chartPatient = await buildChartPatient(base, auth, fileDoctor.id);
  const imagePatient = await buildImagePatient(base, auth, fileDoctor.id);
  report.clinical = { panoramic: await timePanoramicUploads(base, auth, chartPatient), api: [] };
  for (const [name, path] of clinicalCalls(chartPatient, imagePatient)) {
    report.clinical.api.push(await timeApi(name, 50, () => fetch(`${base}/api/${path}`, { headers: auth }).then((r) => r.arrayBuffer())));
  }
  report.clinical.pages = await timeClinicalScreens(browser, base, signInOnScreen, fileDoctor.id, chartPatient, imagePatient);

  // The patient's answer page of a reminder's link, as a phone without JavaScript receives it (tools/bench/patient-reply.mjs).
  report.patient_reply = await measurePatientReply(browser, base, auth, timeApi);

  // Years of records: the busy lab (seed-demo --lab-years) and dr.sidi's five years of purchase orders.
  report.years_of_records = { lab: seeded.labHistory, consumables: seeded.consumables, api: [] };
  for (const [name, path] of recordCalls(seeded.labHistory.laboratory, fileDoctor.id)) {
    const probe = await fetch(`${base}/api/${path}`, { headers: auth });
    if (!probe.ok) throw new Error(`${name}: ${probe.status}`);
    const timing = await timeApi(name, 50, () => fetch(`${base}/api/${path}`, { headers: auth }).then((r) => r.arrayBuffer()));
    report.years_of_records.api.push({ ...timing, rows: (await probe.json()).success.length });
  }

  // Throughput: a cabinet doctor of the demo clinic sees their own patients only (AFFICHER, not
  // AFFICHER_GLOBAL): asking for another doctor's list must be refused.
  const doctor = await signIn('dr.sidi', 'demo1234');
  const othersList = await fetch(`${base}/api/patient?${doctorListQuery(admin.id)}`, { headers: doctor.auth });
  if (othersList.status !== 403) throw new Error(`dr.sidi is expected to have the own-data view of patients (got ${othersList.status})`);
  report.throughput = {
    clients: CLIENTS,
    seconds: THROUGHPUT_SECONDS,
    max_per_client: THROUGHPUT_MAX_PER_CLIENT,
    results: [
      await throughput('GET /api/setting (public)', () => fetch(`${base}/api/setting`)),
      await throughput('GET /api/paymentMode (admin)', () => fetch(`${base}/api/paymentMode`, { headers: auth })),
      await throughput('GET /api/registry (admin)', () => fetch(`${base}/api/registry`, { headers: auth })),
      await throughput("GET /api/patient, dr.sidi's current list", () => fetch(`${base}/api/patient?${doctorListQuery(doctor.id)}`, { headers: doctor.auth })),
    ],
  };

  // The release path: the finance and admin builds published with the real command, then each rule of
  // the automatic rollback crossed on one of them (three demo doctors failing; a failure rate over 30 loads).
  const published = [await timePublish(base, auth, 'finance'), await timePublish(base, auth, 'admin')];
  const failingUsers = [doctor, await signIn('dr.aicha', 'demo1234'), await signIn('dr.mohamed', 'demo1234')];
  report.release = { publish: published, rollbacks: await timeRollbacks(base, admin, failingUsers, published), health: healthBytes };

  // Appointments: dr.sidi reads his own week view (AFFICHER on RDV) over two fully booked past years
  // of the demo agenda, another week at each request; the first answer must hold a full week.
  const pad = (n) => String(n).padStart(2, '0');
  const sundayWeeksBack = (weeks) => {
    const day = new Date();
    day.setHours(12, 0, 0, 0);
    day.setDate(day.getDate() - day.getDay() - 7 * weeks);
    return day;
  };
  const dayText = (day) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  const weekQuery = (weeks) => {
    const sunday = sundayWeeksBack(weeks);
    const saturday = new Date(sunday);
    saturday.setDate(sunday.getDate() + 6);
    return `startDate=${dayText(sunday)}&endDate=${dayText(saturday)}`;
  };
  const fullWeek = await fetch(`${base}/api/appointment/${doctor.id}?${weekQuery(1)}`, { headers: doctor.auth });
  if (!fullWeek.ok) throw new Error(`dr.sidi's week: ${fullWeek.status}`);
  const weekSize = (await fullWeek.json()).success.length;
  let weekIndex = 0;
  const weekView = await timeApi(`GET /api/appointment/{dr.sidi}, one week of a 2-year agenda (${weekSize} per week)`, 200, () => {
    weekIndex = (weekIndex % 104) + 1;
    return fetch(`${base}/api/appointment/${doctor.id}?${weekQuery(weekIndex)}`, { headers: doctor.auth }).then((r) => r.arrayBuffer());
  });
  report.api.push(weekView);
  report.appointments = { agenda: seeded.appointments, week_size: weekSize, week_view: weekView, module_first_navigation: 'see modules.appointments' };

  // Patients: over HTTP (token, permissions, JSON, compression), as a user with the global view.
  const measured = patientQueries(doctor.id);
  const patientHttp = [];
  for (const [name, query] of measured) {
    const probe = await fetch(`${base}/api/patient?${query}`, { headers: auth });
    if (!probe.ok) throw new Error(`GET /api/patient?${query}: ${probe.status}`);
    const { total, totalEstimated = false } = await probe.json();
    patientHttp.push({ name, query, total, totalEstimated, http: await timeApi(`GET /api/patient?${query}`, PATIENT_REQUESTS, () => fetch(`${base}/api/patient?${query}`, { headers: auth }).then((r) => r.arrayBuffer())) });
  }
  // The recall list on the same clinic, the same way (tools/bench/recalls.mjs).
  const recalls = recallQueries(doctor.id);
  const recallHttp = await timeRecallHttp(base, auth, recalls, PATIENT_REQUESTS, timeApi);

  // Moving a clinic in and out (issue 39): the whole clinic's export streamed (time, size, the API's
  // memory), then 20,000 patients imported from a CSV (dry run, import, undo).
  report.transfer = { export: await measureExport(base, auth, api.pid, PATIENTS), import: await measureImport(base, auth) };

  // Then the same queries straight on the database, once the server has let go of it: the seed CLI
  // parses each query string as the route does and runs the route's own listPatients (page + count).
  api.stop();
  await api.exited;
  const sql = seedCli([...measured.map(([, query]) => `--time-query=${query}`), ...recallSqlArgs(recalls), `--runs=${PATIENT_REQUESTS}`]);
  report.recalls = { seeded: seeded.recalls, ...joinRecalls(recallHttp, sql.recalls, { patients: PATIENTS, engine: sql.database }) };
  // The big clinic backed up and restored with the commands, while no server holds its folder.
  console.log(`\nBacking up and restoring the ${PATIENTS}-patient clinic...`);
  report.backup = timeBackupRestore(dataDir, PATIENTS);
  report.patients = {
    patients: PATIENTS,
    seed_seconds: seeded.seconds,
    engine: sql.database,
    method:
      'http: sequential GET /api/patient over loopback (admin, AFFICHER_GLOBAL); sql: the same query strings parsed and run by the route\'s listPatients directly on the database (seed-demo.js --time-query), after the server stopped, without HTTP, auth or JSON',
    goal_p95_ms: PATIENT_GOAL_MS,
    queries: patientHttp.map((entry, i) => ({
      name: entry.name,
      query: entry.query,
      total: entry.total,
      total_estimated: entry.totalEstimated,
      http: { p50_ms: entry.http.p50_ms, p95_ms: entry.http.p95_ms, per_second: entry.http.per_second, count: entry.http.count },
      sql: { p50_ms: sql.timings[i].p50_ms, p95_ms: sql.timings[i].p95_ms, runs: sql.timings[i].runs },
    })),
  };

  // The financial statistics on a busy clinic of its own (tools/bench/finance.mjs): over HTTP, then
  // the same aggregates as plain SQL once the server has let go of the database.
  console.log(`\nSeeding the busy clinic: ${FINANCE_PATIENTS} demo patients, then ${FINANCE_PAYMENTS} payments in ${financeDir}...`);
  const busy = seedCli([`--patients=${FINANCE_PATIENTS}`, `--payments=${FINANCE_PAYMENTS}`], financeEnv);
  console.log(`  seeded in ${busy.seconds} s, payments loaded in ${busy.load.seconds} s`);
  api = startServer(financeEnv);
  await waitForServer();
  const busyDoctor = await signIn('dr.sidi', 'demo1234');
  const cases = financeCases(busyDoctor.id);
  const financeHttp = await timeFinanceHttp(base, (await signIn('admin', 'admin')).auth, cases, busyDoctor.id, timeApi);
  api.stop();
  await api.exited;
  const financeSql = seedCli([...financeSqlArgs(cases.cases), `--runs=${FINANCE_RUNS}`], financeEnv);
  report.finance = { load: busy.load, seed_seconds: busy.seconds, engine: financeSql.database, ...joinFinance(financeHttp, financeSql.finance) };

  // A group of clinics: write throughput of two instances behind nginx beside one alone, on PostgreSQL
  // (tools/bench/two-instances.mjs); no other server runs meanwhile.
  report.two_instances = await twoInstancesThroughput();

  // The patient search at 1,000,000 patients on PostgreSQL (tools/bench/patients-million.mjs): a cluster of its own.
  report.patients_million = await measureMillionPatients({ runs: PATIENT_REQUESTS });

  report.components = await componentCosts();

  const size = (w) => `${String(kb(w.gzip)).padStart(7)} kB`;
  console.log('\nShared UI building blocks (gzip each adds; whole packages, as Module Federation shares them; tools/bench/component-costs.mjs)');
  for (const c of Object.values(report.components)) console.log(`  ${c.label.padEnd(42)} ${size(c)}  ${String(kb(c.raw)).padStart(6)} kB raw  → ${c.lands}`);
  console.log('\nPage timings (headless Chromium, loopback; the web figures are timed in tools/bench/web.mjs)');
  for (const [name, ms] of Object.entries(report.pages)) console.log(`  ${name.padEnd(32)} ${ms} ms`);
  console.log('\nAPI (sequential requests on loopback)');
  for (const r of report.api) console.log(`  ${r.name.padEnd(48)} p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms  ${r.per_second}/s  (n=${r.count})`);
  const [reference, ...others] = report.throughput.results;
  console.log(`\nThroughput (${CLIENTS} concurrent clients on loopback, ${THROUGHPUT_SECONDS} s or ${THROUGHPUT_MAX_PER_CLIENT} requests each; reference: GET /api/setting)`);
  const rate = (r) => `  ${r.name.padEnd(42)} ${String(r.per_second).padStart(6)} req/s  p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms  (n=${r.count})`;
  console.log(`${rate(reference)}  reference`);
  for (const r of others) console.log(`${rate(r)}  = ${percentOf(r.per_second, reference.per_second)} of setting`);

  console.log(`\nHeavy patient file (${FILE_SIZE.quotes} quotes, ${FILE_SIZE.payments} payments, ${FILE_SIZE.sheets} sheets; as admin, sequential)`);
  for (const r of report.heavy_file.api) console.log(`  ${r.name.padEnd(48)} p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms`);
  for (const [name, ms] of Object.entries(report.pages).filter(([key]) => key.startsWith('heavy_file_'))) console.log(`  time to usable, ${name.padEnd(30)} ${ms} ms`);

  printClinical(report.clinical);
  printPatientReply(report.patient_reply, report.api[0]);

  const { lab, api: recordTimings } = report.years_of_records;
  console.log(`\nYears of records (the busy lab: ${lab.consumptions} cases over ${LAB_YEARS} years, ${lab.payments} payments; dr.sidi's purchase orders over 5 years; as admin)`);
  for (const r of recordTimings) console.log(`  ${r.name.padEnd(62)} ${String(r.rows).padStart(5)} rows  p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms`);

  console.log(`\nPatients (${PATIENTS} patients, ${report.patients.engine}; HTTP: GET /api/patient on loopback; SQL: the same list queries on the database; goal: p95 ≤ ${PATIENT_GOAL_MS} ms)`);
  console.log(`  ${'query'.padEnd(30)} ${'matches'.padStart(8)}   ${'HTTP p50'.padStart(9)} ${'HTTP p95'.padStart(9)}   ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}   HTTP p95 / goal`);
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
  const matches = (q) => `${q.total_estimated ? '~' : ''}${q.total}`.padStart(8);
  for (const q of report.patients.queries) {
    console.log(`  ${q.name.padEnd(30)} ${matches(q)}   ${ms(q.http.p50_ms)} ${ms(q.http.p95_ms)}   ${ms(q.sql.p50_ms)} ${ms(q.sql.p95_ms)}   ${percentOf(q.http.p95_ms, PATIENT_GOAL_MS).padStart(6)} of ${PATIENT_GOAL_MS} ms`);
  }
  if (report.patients.queries.some((q) => q.total_estimated)) console.log('  ~: an estimated total (the list says "about")');
  printRecalls(report.recalls);
  printExport(report.transfer.export);
  printImport(report.transfer.import);
  printBackup(report.backup);
  printFinance(report.finance);
  printRelease(report.release);
  printTwoInstances(report.two_instances);
  printMillionPatients(report.patients_million);
}
