import type { ModuleName, ReleaseBuild } from '@dental/contracts';
import { storedBuildUrl, type KnownBuild } from '@dental/domain';
import type { Db, Queryable } from '../../db/types';
import { contentTypeOf, type BuildFiles } from './build-files';
import { insertReleaseEvent } from './events';

/** Rows of module_build_files per insert statement (4 parameters each). */
const FILES_PER_INSERT = 200;

async function insertFiles(tx: Queryable, id: string, files: BuildFiles): Promise<void> {
  const entries = [...files.entries()];
  for (let start = 0; start < entries.length; start += FILES_PER_INSERT) {
    const chunk = entries.slice(start, start + FILES_PER_INSERT);
    const rows = chunk.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}::bytea)`);
    const params = chunk.flatMap(([path, content]) => [id, path, contentTypeOf(path), content]);
    await tx.query(`insert into module_build_files (build_id, path, content_type, content) values ${rows.join(', ')}`, params);
  }
}

/**
 * Stores a checked build and records its publish, in one transaction; false when the same build
 * was already stored (a repeat, or a concurrent identical publish: nothing more is written).
 */
export async function storeBuild(db: Db, module: ModuleName, id: string, files: BuildFiles, userId: string): Promise<boolean> {
  const bytes = [...files.values()].reduce((sum, content) => sum + content.length, 0);
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into module_builds (id, module, created_by, files, bytes) values ($1, $2, $3, $4, $5)
       on conflict (id) do nothing returning id`,
      [id, module, userId, files.size, bytes],
    );
    if (inserted.length === 0) return false;
    await insertFiles(tx, id, files);
    await insertReleaseEvent(tx, { module, action: 'publish', byUser: userId, fromUrl: null, toUrl: storedBuildUrl(module, id), percent: null, reason: 'publish' });
    return true;
  });
}

/** A stored build of the module as the release commands weigh it; null when the module has none by that id. */
export async function findKnownBuild(db: Queryable, module: ModuleName, id: string): Promise<KnownBuild | null> {
  const [row] = await db.query<KnownBuild>('select id, bad, bad_reason as "badReason" from module_builds where id = $1 and module = $2', [id, module]);
  return row ?? null;
}

interface BuildRow extends Omit<ReleaseBuild, 'url' | 'bytes'> {
  bytes: string | number;
}

/**
 * The module's stored builds, newest first (or the one named), with their loads and failures of the
 * last 24 hours: only those the server could check (`counted`: served to that user in that cohort),
 * so reports of other builds or cohorts, and forced loads, do not show here.
 */
export async function listBuilds(db: Queryable, module: ModuleName, onlyId?: string): Promise<ReleaseBuild[]> {
  const rows = await db.query<BuildRow>(
    `select b.id, b.module, api_iso(b.created_at) as "createdAt", u.username as "createdBy", b.files, b.bytes,
            b.bad, b.bad_reason as "badReason", coalesce(l.loads, 0)::int as loads, coalesce(l.failures, 0)::int as failures
       from module_builds b
       left join users u on u.id = b.created_by
       left join lateral (
         select count(*) as loads, count(*) filter (where not ok) as failures
           from module_loads
          where module = b.module and build = b.id and counted and at > now() - interval '24 hours'
       ) l on true
      where b.module = $1 and ($2::text is null or b.id = $2)
      order by b.created_at desc, b.id`,
    [module, onlyId ?? null],
  );
  return rows.map((row) => ({ ...row, url: storedBuildUrl(module, row.id), bytes: Number(row.bytes) }));
}

/** One stored file of a build, as served. */
export interface StoredFile {
  contentType: string;
  content: Buffer;
}

export async function readBuildFile(db: Queryable, module: ModuleName, id: string, path: string): Promise<StoredFile | null> {
  const [row] = await db.query<{ contentType: string; content: Uint8Array }>(
    `select f.content_type as "contentType", f.content
       from module_build_files f join module_builds b on b.id = f.build_id
      where f.build_id = $1 and f.path = $2 and b.module = $3`,
    [id, path, module],
  );
  if (!row) return null;
  const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
  return { contentType: row.contentType, content };
}
