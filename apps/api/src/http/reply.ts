/** The success envelope of the wire contract: `{ success: data }` with status 200. */
export function ok<T>(data: T): { success: T } {
  return { success: data };
}
