import type { Permission } from '@dental/contracts';
import type { Queryable } from '../../db/types';

const PERMISSION_COLUMNS = `
  p.id::text as "_id",
  p.name,
  p.collection_name as "collectionName",
  api_iso(p.created_at) as "createdAt",
  api_iso(p.updated_at) as "updatedAt"`;

/** The whole catalogue, in creation order. */
export function listPermissions(db: Queryable): Promise<Permission[]> {
  return db.query<Permission>(`select ${PERMISSION_COLUMNS} from permissions p order by p.id`);
}

/** The catalogue ordered by collection name (byte order, the same on every engine and locale), then creation. */
export function listPermissionsByCollection(db: Queryable): Promise<Permission[]> {
  return db.query<Permission>(`select ${PERMISSION_COLUMNS} from permissions p order by p.collection_name collate "C", p.id`);
}

/** A user's effective permissions (the `effective_permissions` rule: every one for a developer). */
export function listUserPermissions(db: Queryable, userId: string): Promise<Permission[]> {
  return db.query<Permission>(
    `select ${PERMISSION_COLUMNS} from permissions p
      where p.id in (select e.permission_id from effective_permissions e where e.user_id = $1)
      order by p.id`,
    [userId],
  );
}

export async function findPermission(db: Queryable, id: string): Promise<Permission | undefined> {
  const rows = await db.query<Permission>(`select ${PERMISSION_COLUMNS} from permissions p where p.id = $1`, [id]);
  return rows[0];
}

export async function permissionTaken(db: Queryable, name: string, collectionName: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from permissions
      where lower(name) = lower($1) and lower(collection_name) = lower($2) and ($3::bigint is null or id <> $3::bigint)`,
    [name, collectionName, exceptId ?? null],
  );
  return rows.length > 0;
}

export async function insertPermission(db: Queryable, name: string, collectionName: string): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    'insert into permissions (name, collection_name) values ($1, $2) returning id::text as id',
    [name, collectionName],
  );
  return id;
}

export async function updatePermission(db: Queryable, id: string, name: string, collectionName: string): Promise<boolean> {
  const rows = await db.query(
    'update permissions set name = $2, collection_name = $3, updated_at = now() where id = $1 returning id',
    [id, name, collectionName],
  );
  return rows.length > 0;
}

/** Deletes a permission; false when no row was there (already deleted: exactly one caller gets true). */
export async function deletePermission(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from permissions where id = $1 returning id', [id]);
  return rows.length > 0;
}
