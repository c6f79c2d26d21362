/**
 * The release path's costs: a module's publish with the real command (tools/release.mjs), the time
 * from the automatic-rollback threshold being crossed (the report that crosses it) to the registry
 * giving no canary, and the bytes the browser's health reports add to a page load.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_ROUTES, routeUrl } from '../../libs/contracts/src/routes.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The release command against the bench's server as admin; its output and wall time. */
function runRelease(base, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('node', ['--import', 'tsx', 'tools/release.mjs', ...args], {
      cwd: root,
      env: { ...process.env, DENTAL_URL: base, DENTAL_USER: 'admin', DENTAL_PASSWORD: 'admin', DENTAL_LANG: 'en' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ stdout, seconds: (performance.now() - started) / 1000 }) : reject(new Error(`release ${args.join(' ')} exited ${code}`))));
  });
}

async function api(base, auth, key, params, body) {
  const response = await fetch(`${base}/api/${routeUrl(key, params)}`, {
    method: API_ROUTES[key].method,
    headers: { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${key}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.success;
}

/**
 * Publishes a module's dist with the command (a new build on the bench's fresh database), then the
 * same folder again (found already stored): wall time of the whole command, node's start included.
 */
export async function timePublish(base, auth, module) {
  const first = await runRelease(base, ['publish', module]);
  const id = /^[0-9a-f]{16}$/m.exec(first.stdout)?.[0];
  if (!id) throw new Error(`publish ${module} printed no build id:\n${first.stdout}`);
  const again = await runRelease(base, ['publish', module]);
  const build = (await api(base, auth, 'release.status', { name: module })).builds.find((b) => b.id === id);
  return { module, build: id, files: build.files, bytes: build.bytes, publish_s: +first.seconds.toFixed(2), republish_s: +again.seconds.toFixed(2) };
}

const load = (module, build, ok) => ({ module, build, cohort: 'canary', stage: ok ? 'mount' : 'entry', ok });
const report = (base, user, loads) => api(base, user.auth, 'moduleHealth.report', undefined, { loads });

/** Polls the registry until the module has no canary; the time since `from`. */
async function untilNoCanary(base, auth, module, from) {
  for (let i = 0; i < 3000; i++) {
    const entry = (await api(base, auth, 'registry.list')).find((m) => m.name === module);
    if (!entry.canary || entry.canary.percent === 0) return performance.now() - from;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${module}: the canary was not rolled back within the wait`);
}

/**
 * Both rules of the automatic rollback with the default thresholds, each on a build published
 * beforehand and canaried at 100 %: three demo users fail to load it (the third report crosses the
 * rule), and 29 good loads then one failure (30 loads at 3.3 %, the stable build at 0 %).
 */
export async function timeRollbacks(base, admin, users, published) {
  const [users3, rate] = published;
  const results = [];
  await api(base, admin.auth, 'release.canary', { name: users3.module }, { build: users3.build, percent: 100 });
  for (const user of users.slice(0, 2)) await report(base, user, [load(users3.module, users3.build, false)]);
  let t0 = performance.now();
  await report(base, users[2], [load(users3.module, users3.build, false)]);
  results.push({ rule: '3 distinct users failing within 5 min', module: users3.module, ms: +(await untilNoCanary(base, admin.auth, users3.module, t0)).toFixed(1) });

  await api(base, admin.auth, 'release.canary', { name: rate.module }, { build: rate.build, percent: 100 });
  // 29 good loads: at most 10 of one user's loads of a build count (USER_LOADS_COUNTED), so the three users share them.
  const good = (count) => Array.from({ length: count }, () => load(rate.module, rate.build, true));
  await report(base, users[1], good(10));
  await report(base, users[2], good(10));
  await report(base, users[0], good(9));
  t0 = performance.now();
  await report(base, users[0], [load(rate.module, rate.build, false)]);
  results.push({ rule: '30 loads, failure rate 3.3 % > 2 % and > stable + 1 point', module: rate.module, ms: +(await untilNoCanary(base, admin.auth, rate.module, t0)).toFixed(1) });
  return results;
}

/** The shell sends a page's loads 2 s after the first (the health reporter's flush delay); this leaves it time to. */
const REPORT_WAIT_MS = 3000;

/** HTTP/1.1 bytes of a head: the first line, each header as `name: value` CRLF, the blank line. */
const headBytes = (firstLine, headers) => firstLine.length + 2 + headers.reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0) + 2;

/** A report's bytes on the wire. Read from its answer: Chromium never finishes a keepalive request for Playwright (no sizes()). */
async function reportBytes(response) {
  const request = response.request();
  const body = Buffer.byteLength(request.postData() ?? '');
  const sent = headBytes(`POST ${new URL(request.url()).pathname} HTTP/1.1`, await request.headersArray()) + body;
  const answered = headBytes(`HTTP/1.1 ${response.status()} ${response.statusText()}`, await response.headersArray()) + Number((await response.headerValue('content-length')) ?? 0);
  return { body, sent, answered };
}

/**
 * A signed-in session of full page loads in a fresh browser context, each page left open until its
 * loads are reported: the health report requests (moduleHealth.report), their bytes sent (head and body) and
 * answered, per page load (the home after sign-in included).
 */
export async function healthBytesPerPage(browser, base, signInOnScreen, paths) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reports = [];
  const reportPath = `/api/${routeUrl('moduleHealth.report')}`;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === reportPath) reports.push(reportBytes(response));
  });
  await page.goto(`${base}/login`);
  await signInOnScreen(page);
  await page.waitForTimeout(REPORT_WAIT_MS);
  for (const to of paths) {
    await page.goto(`${base}${to}`);
    await page.locator('.dn-page__title, .shell-home').first().waitFor();
    await page.waitForTimeout(REPORT_WAIT_MS);
  }
  const sizes = await Promise.all(reports);
  await context.close();
  const pages = paths.length + 1;
  const perPage = (key) => Math.round(sizes.reduce((sum, size) => sum + size[key], 0) / pages);
  return { pages, reports: sizes.length, body_bytes_per_page: perPage('body'), sent_bytes_per_page: perPage('sent'), answer_bytes_per_page: perPage('answered') };
}

export function printRelease({ publish, rollbacks, health }) {
  console.log('\nRelease path (tools/release.mjs against the bench server; the rollbacks with the default thresholds)');
  for (const p of publish) {
    console.log(`  publish ${p.module.padEnd(13)} ${String(p.publish_s).padStart(6)} s  (${p.files} files, ${(p.bytes / 1024 / 1024).toFixed(1)} MB; the same folder again: ${p.republish_s} s)`);
  }
  for (const r of rollbacks) console.log(`  threshold crossed → no canary in the registry: ${String(r.ms).padStart(7)} ms  (${r.module}: ${r.rule})`);
  console.log(
    `  health reports: ${health.reports} POST /api/moduleHealth over ${health.pages} page loads; per page ${health.sent_bytes_per_page} B sent (${health.body_bytes_per_page} B of body) and ${health.answer_bytes_per_page} B answered`,
  );
}
