/**
 * The recall list on the clinic of BENCH_PATIENTS patients (issue 24), measured as the patient
 * lists are: sequential GET /api/recall over loopback as admin (the global view), then the same
 * query strings straight on the database once the server has let go of it (seed-demo --time-recall,
 * the route's own recallPage without HTTP, auth or JSON).
 */
import { routeUrl } from '../../libs/contracts/src/routes.ts';

/** Issue 24's goal for the recall list: p95 at most this, over HTTP. */
export const RECALL_GOAL_MS = 50;

/** The recall lists measured: the query string of GET /api/recall, as the recall page asks for its first page. */
export const recallQueries = (doctorId) => [
  ['first page, every patient due', 'window=all&contacted=all&offset=0&limit=30'],
  ["a doctor's overdue, not contacted", `doctor=${doctorId}&window=overdue&contacted=no&offset=0&limit=30`],
];

/** seed-demo.js's arguments timing the same lists on the database. */
export const recallSqlArgs = (queries) => queries.map(([, query]) => `--time-recall=${query}`);

/** Each list over HTTP (as `auth`): the patients it counts, and `count` sequential requests timed by `timeApi`. */
export async function timeRecallHttp(base, auth, queries, count, timeApi) {
  const measured = [];
  for (const [name, query] of queries) {
    const url = `${base}/api/${routeUrl('recalls.list')}?${query}`;
    const probe = await fetch(url, { headers: auth });
    if (!probe.ok) throw new Error(`GET ${url}: ${probe.status}`);
    const { total } = (await probe.json()).success;
    measured.push({ name, query, total, http: await timeApi(`GET /api/recall?${query}`, count, () => fetch(url, { headers: auth }).then((r) => r.arrayBuffer())) });
  }
  return measured;
}

/** The report's recall section: each list's HTTP and SQL timings beside the goal. */
export function joinRecalls(http, sql, { patients, engine }) {
  return {
    patients,
    engine,
    method:
      "http: sequential GET /api/recall over loopback (admin, AFFICHER_GLOBAL on RDV); sql: the same query strings parsed by the route's schema and run by its recallPage (the page and its count) directly on the database (seed-demo.js --time-recall), after the server stopped",
    goal_p95_ms: RECALL_GOAL_MS,
    queries: http.map((entry, i) => ({
      name: entry.name,
      query: entry.query,
      total: entry.total,
      http: { p50_ms: entry.http.p50_ms, p95_ms: entry.http.p95_ms, per_second: entry.http.per_second, count: entry.http.count },
      sql: { p50_ms: sql[i].p50_ms, p95_ms: sql[i].p95_ms, runs: sql[i].runs },
    })),
  };
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

export function printRecalls(recalls) {
  console.log(`\nRecall list (${recalls.patients} patients, ${recalls.engine}; HTTP: GET /api/recall on loopback; SQL: the same lists on the database; goal: p95 ≤ ${RECALL_GOAL_MS} ms)`);
  console.log(`  ${'list'.padEnd(36)} ${'due'.padStart(8)}   ${'HTTP p50'.padStart(9)} ${'HTTP p95'.padStart(9)}   ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}   HTTP p95 / goal`);
  for (const q of recalls.queries) {
    const share = `${Math.round((100 * q.http.p95_ms) / RECALL_GOAL_MS)} %`.padStart(6);
    console.log(`  ${q.name.padEnd(36)} ${String(q.total).padStart(8)}   ${ms(q.http.p50_ms)} ${ms(q.http.p95_ms)}   ${ms(q.sql.p50_ms)} ${ms(q.sql.p95_ms)}   ${share} of ${RECALL_GOAL_MS} ms`);
  }
}
