/** The success envelope of the wire contract: `{ success: data }` with status 200. */
export function ok<T>(data: T): { success: T } {
  return { success: data };
}

/** A page of a list: the list is read through `success` like every list; paging rides beside it. */
export function okPage<T>(page: { items: T[]; total: number; offset: number; limit: number }) {
  return { success: page.items, total: page.total, offset: page.offset, limit: page.limit };
}
