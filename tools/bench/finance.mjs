/**
 * The financial statistics over years: a busy clinic (seed-demo --payments, 500,000 payments over
 * five years by default), its day, month and year of payments and accounting for one doctor and
 * for the whole clinic over HTTP, beside the same aggregates as plain SQL on the database
 * (seed-demo --time-finance, once the server has let go of it), and the treatments of a year.
 */
import { routeUrl } from '../../libs/contracts/src/routes.ts';

export const FINANCE_PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 500_000);
if (!Number.isInteger(FINANCE_PAYMENTS) || FINANCE_PAYMENTS < 0 || FINANCE_PAYMENTS > 5_000_000) {
  console.error('BENCH_PAYMENTS must be a whole number from 0 to 5000000');
  process.exit(2);
}
/** Demo patients of the busy clinic (their years of takings come with them). */
export const FINANCE_PATIENTS = 3000;
export const FINANCE_RUNS = 30;
/** Rounds of every statistics call before any is timed (timeFinanceHttp). */
const FINANCE_WARMUP_ROUNDS = 5;

/**
 * The speed issue's goals (40): p95 over HTTP of a year (one doctor or the whole clinic), of a month
 * and a day of one doctor, and HTTP p95 at most this many times the plain SQL's.
 */
export const FINANCE_GOALS = { year: 120, month: 40, day: 20, sqlRatio: 1.2 };

/** The p95 goal of a case, if the issue sets one. */
export const financeGoalOf = (c) => (c.period === 'year' || c.doctor ? FINANCE_GOALS[c.period] : undefined);

const pad = (n) => String(n).padStart(2, '0');

/**
 * The periods measured, in the last full year (a whole year of the load): the year, June, and
 * June's second Saturday (the busiest day of the week).
 */
function periods(now) {
  const year = now.getUTCFullYear() - 1;
  const firstOfJune = new Date(Date.UTC(year, 5, 1));
  const secondSaturday = 1 + ((6 - firstOfJune.getUTCDay() + 7) % 7) + 7;
  const day = `${year}-06-${pad(secondSaturday)}`;
  return { year, list: [['day', day, day], ['month', `${year}-06-01`, `${year}-06-30`], ['year', `${year}-01-01`, `${year}-12-31`]] };
}

/** Every case: payments and accounting × day, month, year × one doctor, the whole clinic. */
export function financeCases(doctorId, now = new Date()) {
  const { year, list } = periods(now);
  const cases = [];
  for (const kind of ['payments', 'accounting']) {
    for (const [period, from, to] of list) {
      for (const doctor of [doctorId, null]) cases.push({ kind, period, from, to, doctor, label: `${kind}, ${period}, ${doctor ? 'one doctor' : 'whole clinic'}` });
    }
  }
  return { year, cases };
}

const queryOf = (c) => `from=${c.from}&to=${c.to}${c.doctor ? `&doctor=${c.doctor}` : ''}`;

/** seed-demo.js's arguments timing the same cases as plain SQL. */
export const financeSqlArgs = (cases) => cases.map((c) => `--time-finance=${[c.kind, c.from, c.to, ...(c.doctor ? [c.doctor] : [])].join(',')}`);

/**
 * Each case over HTTP (as `auth`, who has the global view): p50/p95 of `runs` sequential requests
 * and the period's takings the first answer gives; a call that is refused keeps its status.
 * Then the treatments of the year, for the doctor and for the clinic.
 */
export async function timeFinanceHttp(base, auth, { year, cases }, doctorId, timeApi) {
  const get = (path) => fetch(`${base}/api/${path}`, { headers: auth });
  // A clinic's server has run for days: its JIT (and PGlite's WebAssembly, first run by V8's baseline
  // compiler) is warm. Every call is made a few times first, so that no case times the warm-up.
  const paths = cases.map((c) => `${routeUrl(c.kind === 'payments' ? 'statistics.payments' : 'statistics.accounting')}?${queryOf(c)}`);
  for (let round = 0; round < FINANCE_WARMUP_ROUNDS; round++) for (const path of paths) await (await get(path)).arrayBuffer();
  const measure = async (label, path, read) => {
    const probe = await get(path);
    if (!probe.ok) return { label, status: probe.status };
    const figures = read((await probe.json()).success);
    return { label, ...figures, ...(await timeApi(label, FINANCE_RUNS, () => get(path).then((r) => r.arrayBuffer()))) };
  };
  const statistics = [];
  for (const [index, c] of cases.entries()) {
    statistics.push({ ...c, http: await measure(c.label, paths[index], (answer) => ({ collected: c.kind === 'payments' ? answer.collected : answer.figures.total })) });
  }
  const treatments = [];
  for (const [label, doctor] of [['treatments of a year, one doctor', doctorId], ['treatments of a year, whole clinic', null]]) {
    treatments.push(await measure(label, `${routeUrl('statistics.treatments')}?year=${year}${doctor ? `&doctor=${doctor}` : ''}`, (answer) => ({ rows: answer.rows.length })));
  }
  return { statistics, treatments };
}

/** The HTTP figures beside the plain SQL's (`sql`: seed-demo --time-finance's answers, in the same order). */
export const joinFinance = (http, sql) => ({
  ...http,
  statistics: http.statistics.map((c, i) => ({ ...c, sql: { p50_ms: sql[i].p50_ms, p95_ms: sql[i].p95_ms, collected: sql[i].collected } })),
});

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

export function printFinance(finance) {
  const { load, statistics, treatments } = finance;
  console.log(
    `\nFinance (${load.total} payments over years, ${load.added} loaded in bulk in ${load.seconds} s; HTTP: sequential requests as admin; SQL: the same aggregates as plain SQL on the database; goals: year p95 ≤ ${FINANCE_GOALS.year} ms, one doctor's month ≤ ${FINANCE_GOALS.month} ms and day ≤ ${FINANCE_GOALS.day} ms, HTTP ≤ ${FINANCE_GOALS.sqlRatio}× SQL)`,
  );
  console.log(`  ${'call, period, scope'.padEnd(36)} ${'HTTP p50'.padStart(9)} ${'HTTP p95'.padStart(9)}   ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}   ${'p95 ratio'.padStart(9)}          ${'goal'.padEnd(16)}  same total`);
  for (const c of statistics) {
    if (c.http.status) {
      console.log(`  ${c.label.padEnd(36)} HTTP ${c.http.status}   ${ms(c.sql.p50_ms)} ${ms(c.sql.p95_ms)}`);
      continue;
    }
    const goal = financeGoalOf(c);
    const ratio = c.http.p95_ms / c.sql.p95_ms;
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    console.log(
      `  ${c.label.padEnd(36)} ${ms(c.http.p50_ms)} ${ms(c.http.p95_ms)}   ${ms(c.sql.p50_ms)} ${ms(c.sql.p95_ms)}   ${`${ratio.toFixed(2)}×`.padStart(9)} ${verdict(ratio <= FINANCE_GOALS.sqlRatio).padEnd(6)}  ${(goal ? `${verdict(c.http.p95_ms <= goal)} (${goal} ms)` : '—').padEnd(16)}  ${c.http.collected === c.sql.collected ? 'yes' : `NO (${c.http.collected} / ${c.sql.collected})`}`,
    );
  }
  for (const t of treatments) console.log(`  ${t.label.padEnd(36)} ${t.status ? `HTTP ${t.status}` : `${ms(t.p50_ms)} ${ms(t.p95_ms)}   ${t.rows} treatments`}`);
}

/** The speed issue's table rows of the finance figures (figure, reference, now, goal, met). */
export function financeFigureRows(finance) {
  const find = (kind, period, global) => finance.statistics.find((c) => c.kind === kind && c.period === period && (c.doctor === null) === global);
  const p95 = (c) => (c.http.status ? `HTTP ${c.http.status}` : `${c.http.p95_ms.toFixed(0)} ms`);
  const ratio = (c) => c.http.p95_ms / c.sql.p95_ms;
  const metYear = (c) => !c.http.status && c.http.p95_ms <= FINANCE_GOALS.year && ratio(c) <= FINANCE_GOALS.sqlRatio;
  const yearPayments = find('payments', 'year', true);
  const yearAccounting = find('accounting', 'year', true);
  const doctorYear = find('payments', 'year', false);
  const month = find('payments', 'month', false);
  const day = find('payments', 'day', false);
  return [
    {
      figure: `a year of the whole clinic's statistics at ${finance.load.total.toLocaleString('en')} payments, p95 (payments / accounting), × plain SQL`,
      reference: 'issue 40: 269 / 318 ms (one doctor: 154 ms)',
      now: `${p95(yearPayments)} (${ratio(yearPayments).toFixed(2)}×) / ${p95(yearAccounting)} (${ratio(yearAccounting).toFixed(2)}×); one doctor ${p95(doctorYear)}`,
      goal: `≤ ${FINANCE_GOALS.year} ms and ≤ ${FINANCE_GOALS.sqlRatio}× SQL`,
      met: metYear(yearPayments) && metYear(yearAccounting),
    },
    {
      figure: 'a month / a day of one doctor (payments), p95',
      reference: 'issue 40: 56 / 34 ms',
      now: `${p95(month)} / ${p95(day)}`,
      goal: `≤ ${FINANCE_GOALS.month} / ≤ ${FINANCE_GOALS.day} ms`,
      met: !month.http.status && !day.http.status && month.http.p95_ms <= FINANCE_GOALS.month && day.http.p95_ms <= FINANCE_GOALS.day,
    },
  ];
}
