/**
 * The one database interface used everywhere. Both engines (PGlite and PostgreSQL through `pg`)
 * run the same SQL; every value travels as a parameter, never spliced into the text.
 */
export interface Queryable {
  /** One statement with $1..$n parameters; resolves to its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Only where this process is the database's only client (PGlite): calls `onNotify` for every
   * committed NOTIFY on `channel`, before the code that committed it resumes, so state kept in
   * memory follows the database exactly. Absent for PostgreSQL, where other instances write too.
   */
  listen?(channel: string, onNotify: () => void): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: runs `read` and takes PGlite's dump of the data directory (an uncompressed tar)
   * with no other statement in between, so what `read` saw is exactly what the dump holds.
   */
  snapshotDataDir?<T>(read: (tx: Queryable) => Promise<T>): Promise<{ read: T; dump: Blob }>;
  /** PostgreSQL only: the address the pool connects to (pg_dump opens connections of its own). */
  readonly connectionString?: string;
}

/** PostgreSQL error codes the API reacts to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** A delete refused by an `on delete restrict` foreign key. */
  restrictViolation: '23001',
} as const;

/** The SQLSTATE of a database error raised by either engine, if it is one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === PG_ERROR.uniqueViolation;
}

/** A reference that does not exist, or a referenced row that cannot go (no action or restrict). */
export function isForeignKeyViolation(error: unknown): boolean {
  const state = sqlState(error);
  return state === PG_ERROR.foreignKeyViolation || state === PG_ERROR.restrictViolation;
}
