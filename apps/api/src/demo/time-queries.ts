import type { Db } from '../db/types';
import { listPatients } from '../modules/patients/queries';
import { parseListQuery } from '../modules/patients/validation';

export interface QueryTiming {
  /** The query string, as GET /api/patient receives it. */
  query: string;
  runs: number;
  p50_ms: number;
  p95_ms: number;
  total: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The database time of patient lists: the query string is parsed as the route parses it and run
 * through the route's own `listPatients` (the page, and the count when the page does not tell the
 * total), straight on the database: no HTTP, token, permission check or JSON. As a user with the
 * global view (no doctor filter unless the query names one).
 */
export async function timeListQueries(db: Db, queries: string[], runs: number): Promise<QueryTiming[]> {
  const timings: QueryTiming[] = [];
  for (const text of queries) {
    const query = parseListQuery(Object.fromEntries(new URLSearchParams(text)));
    let total = 0;
    // One untimed run warms the caches, as the HTTP measurement's first requests do.
    await listPatients(db, query);
    const durations: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      total = (await listPatients(db, query)).total;
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    timings.push({ query: text, runs, p50_ms: +percentile(durations, 50).toFixed(2), p95_ms: +percentile(durations, 95).toFixed(2), total });
  }
  return timings;
}
