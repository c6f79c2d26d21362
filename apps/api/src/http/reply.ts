/** The success envelope of the wire contract: `{ success: data }` with status 200. */
export function ok<T>(data: T): { success: T } {
  return { success: data };
}

/**
 * A page of a list: the list is read through `success` like every list; paging rides beside it,
 * with `totalEstimated: true` when the total is an estimate.
 */
export function okPage<T>(page: { items: T[]; total: number; totalEstimated?: true; offset: number; limit: number }) {
  return { success: page.items, total: page.total, ...(page.totalEstimated && { totalEstimated: true as const }), offset: page.offset, limit: page.limit };
}
