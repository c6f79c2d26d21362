import type { HttpMethod, RouteKey } from '@dental/contracts';

/** The shape of a route-wide test case (see route-cases.ts), on its own so the cases files import it one way. */

/** What a caller holds: the developer flag and permissions as "ACTION|COLLECTION". */
export interface CallerRights {
  dev: boolean;
  permissions: ReadonlySet<string>;
}

export type Rule = (caller: CallerRights) => boolean;

export interface RouteCase {
  /** The call of the route table (libs/contracts `API_ROUTES`) the case makes. */
  key: RouteKey;
  method: HttpMethod;
  /** The route as the server registers it, with its parameters (`:id`), from the table. */
  route: string;
  /** A concrete request of that route. */
  url: string;
  /** The body: JSON, or the bytes of an upload (with its content type in `headers`). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Reachable without a token. */
  public?: boolean;
  /** Who gets past the permission checks (signed-in callers). */
  allowed: Rule;
  /** The request targets another doctor's data: an own-data caller may be answered 404 (not found for them) as well as 403. */
  otherDoctor?: boolean;
  /** The call ends the caller's session: make it with a fresh one. */
  endsSession?: boolean;
}
