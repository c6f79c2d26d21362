/** What a fake server answers a call with: an HTTP status and the body. */
export type Reply = { status: number; data: unknown };
