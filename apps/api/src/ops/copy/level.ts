import { migrations, type Migration } from '../../db/migrations';
import type { Queryable } from '../../db/types';
import { CopyRefused } from './errors';
import { MIGRATIONS_TABLE } from './catalog';

export interface MigrationLevel {
  /** The highest migration applied (0: none). */
  level: number;
  /** The code's migrations the database lacks. */
  missing: Migration[];
}

/**
 * The database's migration level against the code's. Refuses a database that is not the API's
 * (no schema_migrations) and one migrated by a newer version of the code.
 */
export async function migrationLevel(db: Queryable, where: string, known: readonly Migration[] = migrations): Promise<MigrationLevel> {
  const [{ present }] = await db.query<{ present: boolean }>('select to_regclass($1) is not null as present', [`public.${MIGRATIONS_TABLE}`]);
  if (!present) throw new CopyRefused(`${where} holds no clinic database (it has no ${MIGRATIONS_TABLE} table).`);
  const applied = (await db.query<{ version: number }>(`select version from ${MIGRATIONS_TABLE} order by version`)).map((row) => Number(row.version));
  const codeVersions = new Set(known.map((migration) => migration.version));
  const unknown = applied.filter((version) => !codeVersions.has(version));
  const codeLevel = Math.max(0, ...codeVersions);
  if (unknown.length > 0) {
    throw new CopyRefused(
      `${where} is at migration level ${Math.max(...applied)}, newer than this code (level ${codeLevel}): update the code to the version that wrote it, then copy again.`,
    );
  }
  const done = new Set(applied);
  return { level: Math.max(0, ...applied), missing: known.filter((migration) => !done.has(migration.version)) };
}
