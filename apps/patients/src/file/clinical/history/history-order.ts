/** A tooth's history newest first; entries without a date (a planned line of an undated quote) last, in the server's order. */
export function newestFirst<Entry extends { date: string | null }>(entries: readonly Entry[]): Entry[] {
  return [...entries].sort((a, b) => (a.date === null ? 1 : 0) - (b.date === null ? 1 : 0) || (b.date ?? '').localeCompare(a.date ?? ''));
}
