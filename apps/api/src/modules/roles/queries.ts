import type { Role } from '@dental/contracts';
import type { Queryable } from '../../db/types';

const ROLE_COLUMNS = `
  r.id::text as "_id",
  r.name,
  coalesce((select json_agg(rp.permission_id::text order by rp.permission_id) from role_permissions rp where rp.role_id = r.id), '[]'::json) as permissions,
  api_iso(r.created_at) as "createdAt",
  api_iso(r.updated_at) as "updatedAt"`;

export function listRoles(db: Queryable): Promise<Role[]> {
  return db.query<Role>(`select ${ROLE_COLUMNS} from roles r order by r.id`);
}

export async function findRole(db: Queryable, id: string): Promise<Role | undefined> {
  const rows = await db.query<Role>(`select ${ROLE_COLUMNS} from roles r where r.id = $1`, [id]);
  return rows[0];
}

export async function roleNameTaken(db: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(`select 1 from roles where lower(name) = lower($1) and ($2::bigint is null or id <> $2::bigint)`, [
    name,
    exceptId ?? null,
  ]);
  return rows.length > 0;
}

export async function insertRole(db: Queryable, name: string): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>('insert into roles (name) values ($1) returning id::text as id', [name]);
  return id;
}

/** Renames a role; false when it no longer exists. */
export async function renameRole(db: Queryable, id: string, name: string): Promise<boolean> {
  const rows = await db.query('update roles set name = $2, updated_at = now() where id = $1 returning id', [id, name]);
  return rows.length > 0;
}

/** The ids among `ids` that name no permission. */
export async function missingPermissions(db: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>('select id::text as id from permissions where id = any($1::bigint[])', [ids]);
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** The permissions with these ids as "ACTION|COLLECTION". */
export async function permissionKeys(db: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ key: string }>(
    `select name || '|' || collection_name as key from permissions where id = any($1::bigint[])`,
    [ids],
  );
  return rows.map((row) => row.key);
}

/** Replaces the permissions of a role; false when it no longer exists. */
export async function setRolePermissions(tx: Queryable, id: string, permissionIds: string[]): Promise<boolean> {
  const rows = await tx.query('update roles set updated_at = now() where id = $1 returning id', [id]);
  if (rows.length === 0) return false;
  await tx.query('delete from role_permissions where role_id = $1', [id]);
  await tx.query('insert into role_permissions (role_id, permission_id) select $1::bigint, p from unnest($2::bigint[]) as p', [
    id,
    permissionIds,
  ]);
  return true;
}

export async function roleInUse(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from user_roles where role_id = $1 limit 1', [id]);
  return rows.length > 0;
}

/** Deletes a role; false when no row was there (already deleted: exactly one caller gets true). */
export async function deleteRole(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from roles where id = $1 returning id', [id]);
  return rows.length > 0;
}
