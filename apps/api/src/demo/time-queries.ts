import { recallQuerySchema } from '@dental/contracts/schemas';
import { localDay } from '@dental/domain';
import type { Db } from '../db/types';
import { listPatients } from '../modules/patients/queries';
import { recallPage } from '../modules/recalls/queries';
import { parseListQuery } from '../modules/patients/validation';

export interface QueryTiming {
  /** The query string, as GET /api/patient receives it. */
  query: string;
  runs: number;
  p50_ms: number;
  p95_ms: number;
  total: number;
}

export interface Timing<R> {
  runs: number;
  p50_ms: number;
  p95_ms: number;
  /** What the last run answered. */
  answer: R;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Untimed rounds over every query before timing any (see timeEach). */
const WARM_UP_ROUNDS = 5;

/**
 * p50 and p95 of `runs` runs of each item, one item after the other. Every item is first run
 * untimed a few rounds, as the HTTP measurement's first requests do: that warms the caches and lets
 * PGlite's WebAssembly be compiled to optimized code (a fresh process first runs it on baseline
 * code, several times slower).
 */
export async function timeEach<T, R>(items: readonly T[], runs: number, run: (item: T) => Promise<R>): Promise<Timing<R>[]> {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const item of items) await run(item);
  }
  const timings: Timing<R>[] = [];
  for (const item of items) {
    const durations: number[] = [];
    let answer = undefined as R;
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      answer = await run(item);
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    timings.push({ runs, p50_ms: +percentile(durations, 50).toFixed(2), p95_ms: +percentile(durations, 95).toFixed(2), answer });
  }
  return timings;
}

/**
 * The database time of patient lists: the query string is parsed as the route parses it and run
 * through the route's own `listPatients` (the page, and the count or estimate when the page does not
 * tell the total), straight on the database: no HTTP, token, permission check or JSON. As a user
 * with the global view (no doctor filter unless the query names one).
 */
export async function timeListQueries(db: Db, queries: string[], runs: number): Promise<QueryTiming[]> {
  const parsed = queries.map((text) => parseListQuery(Object.fromEntries(new URLSearchParams(text))));
  const timings = await timeEach(parsed, runs, async (query) => (await listPatients(db, query)).total);
  return timings.map(({ answer, ...timing }, i) => ({ query: queries[i], ...timing, total: answer }));
}

/**
 * The database time of recall lists, as patient lists (timeListQueries): the query string of
 * GET /api/recall parsed by the route's schema and run through the route's own `recallPage` (the
 * page and its total), with the clinic's recall delay and today, as a user with the global view.
 */
export async function timeRecallQueries(db: Db, queries: string[], runs: number): Promise<QueryTiming[]> {
  const [{ months }] = await db.query<{ months: number }>('select recall_months::int as months from settings where id = 1');
  const today = localDay();
  const parsed = queries.map((text) => recallQuerySchema.parse(Object.fromEntries(new URLSearchParams(text))));
  const timings = await timeEach(parsed, runs, async ({ doctor, ...query }) => (await recallPage(db, { ...query, doctorIds: doctor ? [doctor] : null, today, months })).total);
  return timings.map(({ answer, ...timing }, i) => ({ query: queries[i], ...timing, total: answer }));
}
