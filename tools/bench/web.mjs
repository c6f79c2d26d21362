// The web figures of the speed issue, in Debian's Chromium against the production build the API
// serves: Lighthouse on the login screen, the login screen's weight and time, sign-in to a usable home, the whole first load beside
// a plain build of the same libraries, cold and warm visits on the issue's slow link (each beside the
// plain page under the same emulation) and each module's first navigation. Answers the figures and
// their table (figure | reference | now | goal | met).
import { isCode, ownerOf, weigh } from './web/network-log.ts';
import { CPU_SLOWDOWN, firstNavigation, loadLogin, measuredPage, QUIET_MAX_MS, QUIET_MS, SLOW_LINK } from './web/journeys.ts';
import { firstNavigations, HOME, LOGIN, navigateTo, patientList, PLAIN, signInToHome } from './web/screens.ts';
import { firstUsable, usableAt } from './web/usable.ts';
import { LIGHTHOUSE_GOALS, lighthouseLogin } from './lighthouse.mjs';
import { servePlainReference, shellWithoutFederation } from './plain-reference.mjs';

/** The goals of the last speed issue (40) where it sets them, else those of the one before. */
export const WEB_GOALS = {
  loginBytes: 100 * 1024,
  firstLoadRatio: 1.3,
  loginLoopbackMs: 400,
  coldLoginMs: 1500,
  coldHomeMs: 1200,
  coldListMs: 1500,
  warmMs: 800,
  warmBytes: 25 * 1024,
  patientsOwnGzip: 45 * 1024,
  moduleOwnGzip: 30 * 1024,
};

/** The issues' figures when they were written (the "reference" column beside the plain page, where one is measured). */
const ISSUE_REFERENCE = {
  loginBytes: 'issue 40: 84 kB',
  firstLoadRatio: 'issue 40: 2.26×',
  loginLoopbackMs: '~1210 ms',
  coldLogin: 'issue 40: 1.7 s',
  coldHome: 'issue 40: 2.0–2.1 s',
  warmLogin: 'issue 40: 1.4–2.0 s',
  warmHome: 'issue 40: 1.9–2.6 s',
  patients: '90.8 kB',
  modules: '29–33 kB',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const fileList = (transfers) => transfers.map((t) => ({ path: t.path, transferred: t.transferred, body: t.body, gzip: t.gzip }));

/**
 * The login screen on loopback, no throttling, in a new context each run (empty cache), then the
 * sign-in to the home; after one visit left out, which warms the browser and the server up.
 */
async function loopbackVisits(browser, base, runs) {
  const logins = [];
  const homes = [];
  let files = [];
  for (let run = -1; run < runs; run++) {
    const context = await browser.newContext();
    const login = await loadLogin(context, base);
    const home = await signInToHome(login.page);
    await context.close();
    if (run < 0) continue;
    logins.push(login.span.ms);
    homes.push(home.ms);
    files = login.beforeUsable;
  }
  return {
    login_runs: logins.map(Math.round),
    median_ms: Math.round(median(logins)),
    sign_in_to_home_runs: homes.map(Math.round),
    sign_in_to_home_median_ms: Math.round(median(homes)),
    before_usable: { ...weigh(files), files_list: fileList(files) },
  };
}

/**
 * One cold visit on the slow link in a new context, then the next morning's in the same context
 * (the HTTP cache kept, the page closed): a signed-in user opening the home, then, signed out, the login screen.
 */
async function slowVisit(browser, base, doctorId) {
  const context = await browser.newContext();
  const { page, log, span: login, beforeUsable } = await loadLogin(context, base, true);
  await log.quiet(QUIET_MS, QUIET_MAX_MS);
  const whileTyping = log.transfers().filter((t) => t.finishedAt > login.usable.wallMs);
  const home = await signInToHome(page);
  const duringSignIn = log.transfers().filter((t) => t.finishedAt >= home.startedAt && t.finishedAt <= home.usable.wallMs);
  const firstLoad = log.transfers().filter((t) => isCode(t) && t.finishedAt <= home.usable.wallMs);
  await log.quiet(QUIET_MS, QUIET_MAX_MS);
  const afterHome = log.transfers().filter((t) => t.finishedAt > home.usable.wallMs);
  const target = patientList(doctorId);
  const list = await navigateTo(page, target.path, target.screen);
  const listFiles = log.transfers().filter((t) => t.finishedAt >= list.startedAt && t.finishedAt <= list.usable.wallMs);
  await page.close();

  const warmHome = await openOnSlowLink(context, `${base}/`, [HOME, LOGIN]);
  if (warmHome.screen === HOME.name) {
    // The page still watches for the login screen (openOnSlowLink), which the sign-out shows.
    await warmHome.page.getByRole('button', { name: 'Déconnexion' }).click();
    await usableAt(warmHome.page, LOGIN);
  }
  await warmHome.page.close();
  const warmLogin = await openOnSlowLink(context, `${base}/login`, [LOGIN]);
  await warmLogin.page.close();
  await context.close();

  const all = (transfers) => ({ ...weigh(transfers), code: weigh(transfers.filter(isCode)) });
  return {
    login: { ms: login.ms, before_usable: { ...weigh(beforeUsable), files_list: fileList(beforeUsable) }, while_typing: { ...all(whileTyping), files_list: fileList(whileTyping) } },
    sign_in_to_home: { ms: home.ms, received: { ...all(duringSignIn), files_list: fileList(duringSignIn) }, after_home_until_quiet: all(afterHome) },
    first_load: { ...weigh(firstLoad), files_list: fileList(firstLoad) },
    first_load_shell: weigh(firstLoad.filter((t) => ownerOf(t) === 'shell')),
    patient_list: { ms: list.ms, received: { ...all(listFiles), files_list: fileList(listFiles) } },
    warm_home_signed_in: { ms: warmHome.ms, shown: warmHome.screen, received: { ...all(warmHome.transfers), files_list: fileList(warmHome.transfers) } },
    warm_login_signed_out: { ms: warmLogin.ms, received: { ...all(warmLogin.transfers), files_list: fileList(warmLogin.transfers) } },
  };
}

/**
 * A new page of `context` on the slow link opening `url`: until the first of `screens` is usable
 * (which one tells, on a return, whether the user was still signed in), and every response until the network is quiet.
 */
async function openOnSlowLink(context, url, screens) {
  const { page, log } = await measuredPage(context, { slow: true, screens });
  await page.goto(url, { waitUntil: 'commit' });
  const { screen, usable } = await firstUsable(page, screens);
  await log.quiet(QUIET_MS, QUIET_MAX_MS);
  return { page, screen: screen.name, ms: usable.pageMs, usable, transfers: log.transfers() };
}

/** The plain page on the slow link: cold in a new context, then warm in a new page of the same context. */
async function slowPlainVisit(browser, url) {
  const context = await browser.newContext();
  const cold = await openOnSlowLink(context, url, [PLAIN]);
  await cold.page.close();
  const warm = await openOnSlowLink(context, url, [PLAIN]);
  await context.close();
  return { cold_ms: cold.ms, code: weigh(cold.transfers.filter((t) => isCode(t) && t.finishedAt <= cold.usable.wallMs)), warm_ms: warm.ms, warm_received: weigh(warm.transfers) };
}

/** The run whose value of `pick` is the median (its other figures come with it). */
const medianRun = (runs, pick) => {
  const value = median(runs.map(pick));
  return runs.find((run) => pick(run) === value);
};

async function moduleNavigations(browser, base, doctorId, modules) {
  const targets = firstNavigations(doctorId);
  const result = {};
  for (const name of modules) {
    const context = await browser.newContext();
    const navigation = await firstNavigation(context, base, name, targets[name]);
    await context.close();
    result[name] = {
      path: targets[name].path,
      ms: Math.round(navigation.span.ms),
      own: { ...weigh(navigation.own), files_list: fileList(navigation.own) },
      own_shared: { ...weigh(navigation.ownShared), libraries: [...new Set(navigation.ownShared.map((t) => t.library))], files_list: fileList(navigation.ownShared) },
      own_all: weigh([...navigation.own, ...navigation.ownShared]),
      shell_lazy: { ...weigh(navigation.shellLazy), files_list: fileList(navigation.shellLazy) },
      other_modules: { ...weigh(navigation.otherModules), files_list: fileList(navigation.otherModules) },
    };
  }
  return result;
}

/**
 * Every web figure: `runs` runs of each timed visit (the median is reported), then each module's
 * first navigation on loopback. `plainPort`: where the plain reference page is served meanwhile.
 */
export async function measureWeb({ browser, base, plainPort, doctorId, modules, runs }) {
  const plain = await servePlainReference(plainPort);
  try {
    const loopback = await loopbackVisits(browser, base, runs);
    const slow = [];
    const slowPlain = [];
    for (let run = 0; run < runs; run++) {
      console.log(`  slow link, run ${run + 1} of ${runs}...`);
      slow.push(await slowVisit(browser, base, doctorId));
      slowPlain.push(await slowPlainVisit(browser, plain.url));
    }
    console.log('  Lighthouse on /login...');
    const lighthouse = await lighthouseLogin(`${base}/login`, runs);
    console.log("  modules' first navigations...");
    const timing = (pick) => Math.round(median(slow.map(pick)));
    return {
      method: {
        browser: 'Chromium (/usr/bin/chromium) headless, production build served by the API',
        slow_link: { ...SLOW_LINK, cpu_slowdown: CPU_SLOWDOWN },
        usable: 'every element the screen needs is present, visible and enabled, checked each animation frame in the page',
        transferred: 'CDP Network.loadingFinished encodedDataLength: response head and encoded body; body: the encoded body alone; gzip: gzip -9 of the decoded JS/CSS',
        quiet: `a phase ends ${QUIET_MS} ms after the last network event (at most ${QUIET_MAX_MS} ms)`,
        bytes: 'the slow link figures in bytes come from the run whose cold login time is the median (median_run)',
        runs,
      },
      lighthouse,
      shell_without_federation: await shellWithoutFederation(),
      plain_reference: { disk: plain.weight, slow: slowPlain, cold_ms: Math.round(median(slowPlain.map((p) => p.cold_ms))), warm_ms: Math.round(median(slowPlain.map((p) => p.warm_ms))), code: slowPlain[0].code },
      loopback,
      slow: {
        login_ms: timing((s) => s.login.ms),
        sign_in_to_home_ms: timing((s) => s.sign_in_to_home.ms),
        patient_list_ms: timing((s) => s.patient_list.ms),
        warm_login_ms: timing((s) => s.warm_login_signed_out.ms),
        warm_home_ms: timing((s) => s.warm_home_signed_in.ms),
        median_run: medianRun(slow, (s) => s.login.ms),
        runs: slow.map((s) => ({ login: Math.round(s.login.ms), sign_in_to_home: Math.round(s.sign_in_to_home.ms), patient_list: Math.round(s.patient_list.ms), warm_home: Math.round(s.warm_home_signed_in.ms), warm_login: Math.round(s.warm_login_signed_out.ms) })),
      },
      modules: await moduleNavigations(browser, base, doctorId, modules),
    };
  } finally {
    await plain.close();
  }
}

/** The figure table: one row per figure of the issue, with its reference, today's value, the goal and whether it is met. */
export function webFigureRows(web) {
  const run = web.slow.median_run;
  const plain = web.plain_reference;
  const firstLoad = run.first_load;
  const rows = [
    [
      `Lighthouse ${web.lighthouse.runs[0].version} mobile on /login: performance / total blocking time`,
      'issue 40: 92–93 / 309–330 ms',
      `${web.lighthouse.score} / ${ms(web.lighthouse.tbt_ms)}`,
      `≥ ${LIGHTHOUSE_GOALS.score} / ≤ ${ms(LIGHTHOUSE_GOALS.tbtMs)}`,
      web.lighthouse.score >= LIGHTHOUSE_GOALS.score && web.lighthouse.tbt_ms <= LIGHTHOUSE_GOALS.tbtMs,
    ],
    ['login screen JS+CSS before usable, transferred (body only)', ISSUE_REFERENCE.loginBytes, `${kb(run.login.before_usable.transferred)} (${kb(run.login.before_usable.body)}), ${run.login.before_usable.files} files`, `≤ ${kb(WEB_GOALS.loginBytes)}`, run.login.before_usable.transferred <= WEB_GOALS.loginBytes],
    ['  … then while the user types, all responses (JS+CSS)', '—', `${kb(run.login.while_typing.transferred)} (${kb(run.login.while_typing.code.transferred)})`, '—', null],
    ['sign-in → home usable, all responses (JS+CSS)', '—', `${kb(run.sign_in_to_home.received.transferred)} (${kb(run.sign_in_to_home.received.code.transferred)})`, '—', null],
    [
      'whole first load login→home JS+CSS, transferred ÷ plain build (brotli, as served)',
      `plain ${kb(plain.code.transferred)} (disk: br ${kb(plain.disk.brotli)}, gzip ${kb(plain.disk.gzip)}); ${ISSUE_REFERENCE.firstLoadRatio}`,
      `${kb(firstLoad.transferred)} = ${(firstLoad.transferred / plain.code.transferred).toFixed(2)}× (gzip ${kb(firstLoad.gzip)} = ${(firstLoad.gzip / plain.disk.gzip).toFixed(2)}×)`,
      `≤ ${WEB_GOALS.firstLoadRatio}×`,
      firstLoad.transferred / plain.code.transferred <= WEB_GOALS.firstLoadRatio,
    ],
    [
      "  … the first load's shell files (brotli body) ÷ the shell's entry in one plain build, no federation (brotli)",
      `plain shell ${kb(web.shell_without_federation.brotli)}`,
      `${kb(run.first_load_shell.body)} = ${(run.first_load_shell.body / web.shell_without_federation.brotli).toFixed(2)}×`,
      '—',
      null,
    ],
    ['login usable, loopback', ISSUE_REFERENCE.loginLoopbackMs, ms(web.loopback.median_ms), `≤ ${ms(WEB_GOALS.loginLoopbackMs)}`, web.loopback.median_ms <= WEB_GOALS.loginLoopbackMs],
    ['  … sign-in → home usable, loopback', '—', ms(web.loopback.sign_in_to_home_median_ms), '—', null],
    ['cold, slow link: login usable', `plain page ${ms(plain.cold_ms)}; ${ISSUE_REFERENCE.coldLogin}`, ms(web.slow.login_ms), `≤ ${ms(WEB_GOALS.coldLoginMs)}`, web.slow.login_ms <= WEB_GOALS.coldLoginMs],
    ['cold, slow link: sign-in → home usable', `plain page ${ms(plain.cold_ms)}; ${ISSUE_REFERENCE.coldHome}`, ms(web.slow.sign_in_to_home_ms), `≤ ${ms(WEB_GOALS.coldHomeMs)}`, web.slow.sign_in_to_home_ms <= WEB_GOALS.coldHomeMs],
    ['cold, slow link: first navigation to the patient list', `plain page ${ms(plain.cold_ms)}`, ms(web.slow.patient_list_ms), `≤ ${ms(WEB_GOALS.coldListMs)}`, web.slow.patient_list_ms <= WEB_GOALS.coldListMs],
    [
      'warm, slow link: login usable (signed out), all responses',
      `plain page ${ms(plain.warm_ms)}, ${kb(plain.slow[0].warm_received.transferred)}; ${ISSUE_REFERENCE.warmLogin}`,
      `${ms(web.slow.warm_login_ms)}, ${kb(run.warm_login_signed_out.received.transferred)}`,
      `≤ ${ms(WEB_GOALS.warmMs)}; ≤ ${kb(WEB_GOALS.warmBytes)}`,
      web.slow.warm_login_ms <= WEB_GOALS.warmMs && run.warm_login_signed_out.received.transferred <= WEB_GOALS.warmBytes,
    ],
    [
      'warm, slow link: home usable (still signed in), all responses',
      `plain page ${ms(plain.warm_ms)}; ${ISSUE_REFERENCE.warmHome}`,
      `${ms(web.slow.warm_home_ms)}, ${kb(run.warm_home_signed_in.received.transferred)}${run.warm_home_signed_in.shown === HOME.name ? '' : ' (NOT signed in: the login screen showed)'}`,
      `≤ ${ms(WEB_GOALS.warmMs)}; ≤ ${kb(WEB_GOALS.warmBytes)}`,
      web.slow.warm_home_ms <= WEB_GOALS.warmMs && run.warm_home_signed_in.received.transferred <= WEB_GOALS.warmBytes,
    ],
  ];
  for (const [name, m] of Object.entries(web.modules)) {
    const goal = name === 'patients' ? WEB_GOALS.patientsOwnGzip : WEB_GOALS.moduleOwnGzip;
    const shared = m.own_shared.files > 0 ? ` (own code ${kb(m.own.gzip)} + shared libs ${kb(m.own_shared.gzip)})` : '';
    rows.push([`${name}: first navigation, own JS+CSS, gzip`, name === 'patients' ? ISSUE_REFERENCE.patients : ISSUE_REFERENCE.modules, `${kb(m.own_all.gzip)}, ${m.own_all.files} files${shared}`, `≤ ${kb(goal)}`, m.own_all.gzip <= goal]);
  }
  return rows.map(([figure, reference, now, goal, met]) => ({ figure, reference, now, goal, met }));
}

/** `extraRows`: the back-end rows of the same table (finance, search), measured outside the browser. */
export function printWeb(web, extraRows = []) {
  console.log(
    `\nModules' first navigation (loopback, a fresh browser context each, after sign-in; gzip; own: files served from /modules/{name}/ from the login screen on, the home's widgets included; shared libs: the shared libraries' chunks among them, served by a module only when it needs a version the shell does not give)`,
  );
  console.log(`  ${'module'.padEnd(14)} ${'own'.padStart(9)} ${'own code'.padStart(9)} ${'shared libs'.padStart(12)} ${'own sent'.padStart(9)} ${'shell, lazy'.padStart(12)} ${'other mod.'.padStart(11)}  time`);
  for (const [name, m] of Object.entries(web.modules)) {
    const libraries = m.own_shared.libraries.length > 0 ? `  (${m.own_shared.libraries.join(', ')})` : '';
    console.log(
      `  ${name.padEnd(14)} ${kb(m.own_all.gzip).padStart(9)} ${kb(m.own.gzip).padStart(9)} ${kb(m.own_shared.gzip).padStart(12)} ${kb(m.own_all.transferred).padStart(9)} ${kb(m.shell_lazy.gzip).padStart(12)} ${kb(m.other_modules.gzip).padStart(11)}  ${ms(m.ms)}${libraries}`,
    );
  }
  console.log(`\nSlow link, each run (ms): ${web.slow.runs.map((r) => JSON.stringify(r)).join(' ')}`);
  const rows = [...webFigureRows(web), ...extraRows];
  const widths = ['figure', 'reference', 'now', 'goal'].map((key) => Math.max(key.length, ...rows.map((row) => row[key].length)));
  const line = (cells) => `  ${cells.map((cell, i) => (i < 4 ? cell.padEnd(widths[i]) : cell)).join(' | ')}`;
  console.log(`\nThe speed issue's figures (median of ${web.method.runs} runs; slow link: ${SLOW_LINK.downloadThroughput * 8 / 1e6} Mbit/s down, ${SLOW_LINK.uploadThroughput * 8 / 1000} kbit/s up, ${SLOW_LINK.latency} ms, CPU ${CPU_SLOWDOWN}×; kB = 1024 bytes)`);
  console.log(line(['figure', 'reference', 'now', 'goal', 'met']));
  console.log(line(widths.map((w) => '-'.repeat(w)).concat('---')));
  for (const row of rows) console.log(line([row.figure, row.reference, row.now, row.goal, row.met === null ? '' : row.met ? 'yes' : 'NO']));
  return rows;
}
