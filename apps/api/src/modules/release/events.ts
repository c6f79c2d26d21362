import type { ModuleName, ReleaseAction, ReleaseEvent } from '@dental/contracts';
import { buildIdOfUrl, type StableChange } from '@dental/domain';
import type { Queryable } from '../../db/types';

/** What an event records; the builds are read from the URLs. */
export interface ReleaseEventInput {
  module: ModuleName;
  action: ReleaseAction;
  /** The developer; null for the automatic rollback. */
  byUser: string | null;
  fromUrl: string | null;
  toUrl: string | null;
  percent: number | null;
  reason: string;
  figures?: Record<string, unknown> | null;
}

const EVENT_COLUMNS = `e.id::text as "_id", api_iso(e.at) as at, e.module, e.action, u.username as by,
  e.from_build as "fromBuild", e.to_build as "toBuild", e.from_url as "fromUrl", e.to_url as "toUrl",
  e.percent, e.reason, e.figures`;

const buildOf = (url: string | null) => (url === null ? null : buildIdOfUrl(url));

/** Records an event (in the caller's transaction) and answers it as the history shows it. */
export async function insertReleaseEvent(tx: Queryable, event: ReleaseEventInput): Promise<ReleaseEvent> {
  const [row] = await tx.query<ReleaseEvent>(
    `with e as (
       insert into module_release_events (module, action, by_user, from_build, to_build, from_url, to_url, percent, reason, figures)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) returning *
     )
     select ${EVENT_COLUMNS} from e left join users u on u.id = e.by_user`,
    [
      event.module,
      event.action,
      event.byUser,
      buildOf(event.fromUrl),
      buildOf(event.toUrl),
      event.fromUrl,
      event.toUrl,
      event.percent,
      event.reason,
      event.figures ? JSON.stringify(event.figures) : null,
    ],
  );
  return row;
}

/** The module's history, newest first. */
export async function listReleaseEvents(db: Queryable, module: ModuleName, limit: number): Promise<ReleaseEvent[]> {
  return db.query<ReleaseEvent>(
    `select ${EVENT_COLUMNS} from module_release_events e left join users u on u.id = e.by_user
      where e.module = $1 order by e.id desc limit $2`,
    [module, limit],
  );
}

/** The events that can move the stable build. */
const STABLE_ACTIONS: StableChange['action'][] = ['promote', 'rollback', 'registry'];

/** The most recent change of the module's stable build (what a rollback goes back from), if any. */
export async function lastStableChange(db: Queryable, module: ModuleName): Promise<StableChange | null> {
  const [row] = await db.query<StableChange>(
    `select action, from_url as "fromUrl", to_url as "toUrl" from module_release_events
      where module = $1 and action = any($2::text[]) and from_url <> to_url
      order by id desc limit 1`,
    [module, STABLE_ACTIONS],
  );
  return row ?? null;
}
