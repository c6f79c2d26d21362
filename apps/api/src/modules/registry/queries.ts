import { MODULE_NAMES, type ModuleName, type RegistryEntryInput, type RemoteModuleEntry } from '@dental/contracts';
import type { Db, Queryable } from '../../db/types';
import { insertReleaseEvent } from '../release/events';

/** The registry of the six modules, in the order of MODULE_NAMES. */
export async function listRegistry(db: Queryable): Promise<RemoteModuleEntry[]> {
  const rows = await db.query<RemoteModuleEntry>(
    `select name, url,
            case when canary_url is null then null
                 else json_build_object('url', canary_url, 'percent', canary_percent) end as canary
       from module_registry where name = any($1::text[])`,
    [[...MODULE_NAMES]],
  );
  return rows.sort((a, b) => MODULE_NAMES.indexOf(a.name) - MODULE_NAMES.indexOf(b.name));
}

export async function findRegistryEntry(db: Queryable, name: ModuleName): Promise<RemoteModuleEntry | undefined> {
  return (await listRegistry(db)).find((entry) => entry.name === name);
}

/**
 * A hand edit of the registry entry, recorded in the release history in the same transaction (on
 * the module's locked row) when it changes what users load. False when the module has no entry.
 */
export async function updateRegistryEntry(db: Db, name: ModuleName, input: RegistryEntryInput, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ url: string; canaryUrl: string | null; canaryPercent: number | null }>(
      'select url, canary_url as "canaryUrl", canary_percent as "canaryPercent" from module_registry where name = $1 for update',
      [name],
    );
    if (!before) return false;
    const canary = input.canary ?? null;
    if (before.url === input.url && before.canaryUrl === (canary?.url ?? null) && before.canaryPercent === (canary?.percent ?? null)) return true;
    await tx.query('update module_registry set url = $2, canary_url = $3, canary_percent = $4, updated_at = now() where name = $1', [
      name,
      input.url,
      canary?.url ?? null,
      canary?.percent ?? null,
    ]);
    await insertReleaseEvent(tx, {
      module: name,
      action: 'registry',
      byUser: userId,
      fromUrl: before.url,
      toUrl: input.url,
      percent: canary?.percent ?? null,
      reason: canary ? `registry edit: canary ${canary.url} at ${canary.percent} %` : 'registry edit: no canary',
    });
    return true;
  });
}
