import type { Queryable } from '../../db/types';

/**
 * How long a process that is its database's only client (PGlite) trusts its list of registry
 * origins before reading it again; its own registry writes refresh the list at once. On PostgreSQL
 * other instances write the registry too: there the list is read again for every page (one small
 * query), so a build named through one instance is never blocked by the next page of another.
 */
export const REGISTRY_ORIGINS_MAX_AGE_MS = 30_000;

/** What a Content-Security-Policy source may look like: scheme, host (name or IP) and port, nothing else. */
const CSP_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin of an absolute http(s) build URL, as a CSP source (`https://cdn.example:8443`); null
 * for a site-relative path (served by this origin: 'self') and for anything that is not a plain
 * origin once normalized (a host with `*`, `;` or `,` would widen or break the policy).
 */
export function cspOriginOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return null;
  }
  return CSP_ORIGIN.test(origin) ? origin : null;
}

/** The distinct origins of every stable and canary build URL of the registry, sorted. */
export async function readRegistryOrigins(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ url: string | null }>(
    'select url from module_registry union select canary_url from module_registry where canary_url is not null',
  );
  const origins = new Set<string>();
  for (const { url } of rows) {
    const origin = url ? cspOriginOf(url) : null;
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The registry's origins, kept in memory for the Content-Security-Policy of every HTML answer:
 * read at start, refreshed by every registry write (so the next page allows the new build) and
 * re-read when older than `maxAgeMs` (0 on PostgreSQL: writes made through another instance).
 */
export class RegistryOrigins {
  private origins: readonly string[] = [];
  private readAt = Number.NEGATIVE_INFINITY;
  /** Increases with every read started: a slow older read never replaces a newer list. */
  private generation = 0;
  private applied = 0;
  private stalenessRead: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly maxAgeMs = REGISTRY_ORIGINS_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The origins as last read (empty before the first read). */
  list(): readonly string[] {
    return this.origins;
  }

  /** Reads the registry now (after a write: never shares a read started before it). */
  async refresh(): Promise<void> {
    const generation = ++this.generation;
    const startedAt = this.now();
    const origins = await readRegistryOrigins(this.db);
    if (generation > this.applied) {
      this.applied = generation;
      this.origins = origins;
      this.readAt = startedAt;
    }
  }

  /** Marks the list stale, so the next `ensureFresh` reads it again. */
  invalidate(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
  }

  /** Reads the registry again when the list is older than maxAgeMs; concurrent callers share one read. */
  async ensureFresh(): Promise<void> {
    if (this.now() - this.readAt < this.maxAgeMs) return;
    if (!this.stalenessRead) {
      this.stalenessRead = this.refresh().finally(() => {
        this.stalenessRead = null;
      });
    }
    await this.stalenessRead;
  }
}

const perDatabase = new WeakMap<Queryable, RegistryOrigins>();

/** Whether this process is the database's only client: it alone writes the registry (PGlite's `listen`). */
const onlyClient = (db: Queryable) => 'listen' in db && typeof db.listen === 'function';

/** The one cache of a database's registry origins, shared by the registry routes and the security headers. */
export function registryOrigins(db: Queryable): RegistryOrigins {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = new RegistryOrigins(db, onlyClient(db) ? REGISTRY_ORIGINS_MAX_AGE_MS : 0);
    perDatabase.set(db, cache);
  }
  return cache;
}

/**
 * After a write of stable or canary URLs: the next page's Content-Security-Policy must allow the
 * builds just named. A failed read leaves the list stale, read again on the next page.
 */
export async function refreshRegistryOrigins(db: Queryable, log: { warn(details: object, message: string): void }): Promise<void> {
  const origins = registryOrigins(db);
  await origins.refresh().catch((error: unknown) => {
    origins.invalidate();
    log.warn({ err: error }, 'registry origins not refreshed: read again on the next page');
  });
}
