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

/** Untimed rounds over every query before timing any (see timeListQueries). */
const WARM_UP_ROUNDS = 5;

/**
 * The database time of patient lists: the query string is parsed as the route parses it and run
 * through the route's own `listPatients` (the page, and the count or estimate when the page does not
 * tell the total), straight on the database: no HTTP, token, permission check or JSON. As a user
 * with the global view (no doctor filter unless the query names one).
 */
export async function timeListQueries(db: Db, queries: string[], runs: number): Promise<QueryTiming[]> {
  const parsed = queries.map((text) => parseListQuery(Object.fromEntries(new URLSearchParams(text))));
  // Warm the caches, as the HTTP measurement's first requests do, and let PGlite's WebAssembly be
  // compiled to optimized code: a fresh process first runs it on baseline code, several times slower.
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const query of parsed) await listPatients(db, query);
  }
  const timings: QueryTiming[] = [];
  for (const [i, query] of parsed.entries()) {
    let total = 0;
    const durations: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      total = (await listPatients(db, query)).total;
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    timings.push({ query: queries[i], runs, p50_ms: +percentile(durations, 50).toFixed(2), p95_ms: +percentile(durations, 95).toFixed(2), total });
  }
  return timings;
}
