import type { Db } from './types';

/** How often an embedded database's planner statistics are refreshed. */
export const STATISTICS_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * PGlite has no autovacuum: without a periodic ANALYZE the planner's estimates (which decide how a
 * patient search reads its page and the "about N" totals) drift as the clinic grows. Refreshes them
 * now and then every `intervalMs`; PostgreSQL's autovacuum does this itself. Returns a stop function.
 */
export function refreshStatisticsPeriodically(db: Db, onError: (error: unknown) => void, intervalMs = STATISTICS_INTERVAL_MS): () => void {
  if (db.engine !== 'pglite') return () => undefined;
  const refresh = () => db.exec('analyze').catch(onError);
  void refresh();
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
