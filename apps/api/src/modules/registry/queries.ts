import { MODULE_NAMES, type ModuleName, type RegistryEntryInput, type RemoteModuleEntry } from '@dental/contracts';
import type { Queryable } from '../../db/types';

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

export async function updateRegistryEntry(db: Queryable, name: ModuleName, input: RegistryEntryInput): Promise<boolean> {
  const rows = await db.query(
    `update module_registry set url = $2, canary_url = $3, canary_percent = $4, updated_at = now()
      where name = $1 returning name`,
    [name, input.url, input.canary?.url ?? null, input.canary?.percent ?? null],
  );
  return rows.length > 0;
}
