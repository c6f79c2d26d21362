import type { DoctorProfile, DoctorSummary, User } from '@dental/contracts';
import type { Queryable } from '../../db/types';

/** The doctor part of a user as JSON, or null for a user who is not a doctor. */
export const DOCTOR_JSON = `case when u.doctor_cabinet is null then null
  else json_build_object('cabinet', u.doctor_cabinet, 'percentage', u.doctor_percentage::float8) end`;

const USER_COLUMNS = `
  u.id::text as "_id",
  u.username,
  u.full_name as "fullName",
  u.phone,
  coalesce((select json_agg(ur.role_id::text order by ur.role_id) from user_roles ur where ur.user_id = u.id), '[]'::json) as roles,
  ${DOCTOR_JSON} as doctor,
  u.dev,
  u.active,
  api_iso(u.created_at) as "createdAt",
  api_iso(u.updated_at) as "updatedAt"`;

/** Every user, in creation order; users flagged dev only when `withDev`. */
export function listUsers(db: Queryable, withDev: boolean): Promise<User[]> {
  return db.query<User>(`select ${USER_COLUMNS} from users u where ($1 or not u.dev) order by u.id`, [withDev]);
}

export async function findUser(db: Queryable, id: string, withDev: boolean): Promise<User | undefined> {
  const rows = await db.query<User>(`select ${USER_COLUMNS} from users u where u.id = $1 and ($2 or not u.dev)`, [id, withDev]);
  return rows[0];
}

const SUMMARY_COLUMNS = `u.id::text as "_id", u.username, u.full_name as "fullName", ${DOCTOR_JSON} as doctor`;

/** The doctors who have a cabinet: what every staff member needs for drop-downs and menus. */
export function listCabinetDoctors(db: Queryable, withDev: boolean): Promise<DoctorSummary[]> {
  return db.query<DoctorSummary>(
    `select ${SUMMARY_COLUMNS} from users u where u.doctor_cabinet and ($1 or not u.dev) order by u.id`,
    [withDev],
  );
}

/** One user as {_id, username, doctor}; with `cabinetOnly`, only if they are a cabinet doctor. */
export async function findUserSummary(
  db: Queryable,
  id: string,
  options: { withDev: boolean; cabinetOnly: boolean },
): Promise<DoctorSummary | undefined> {
  const rows = await db.query<DoctorSummary>(
    `select ${SUMMARY_COLUMNS} from users u where u.id = $1 and ($2 or not u.dev) and (not $3 or u.doctor_cabinet)`,
    [id, options.withDev, options.cabinetOnly],
  );
  return rows[0];
}

/** Whether another user (case-insensitively) has this username. */
export async function usernameTaken(db: Queryable, username: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(`select 1 from users where lower(username) = lower($1) and ($2::bigint is null or id <> $2::bigint)`, [
    username,
    exceptId ?? null,
  ]);
  return rows.length > 0;
}

/** The ids among `ids` that name no role. */
export async function missingRoles(db: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>('select id::text as id from roles where id = any($1::bigint[])', [ids]);
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

const PERMISSION_KEY = `p.name || '|' || p.collection_name`;

/** The permissions ("ACTION|COLLECTION") that these roles would give. */
export async function rolesPermissionKeys(db: Queryable, roleIds: string[]): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `select distinct ${PERMISSION_KEY} as key from role_permissions rp join permissions p on p.id = rp.permission_id
      where rp.role_id = any($1::bigint[])`,
    [roleIds],
  );
  return rows.map((row) => row.key);
}

/** What a user holds now ("ACTION|COLLECTION"), by the `effective_permissions` rule. */
export async function userPermissionKeys(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `select ${PERMISSION_KEY} as key from permissions p
      where p.id in (select e.permission_id from effective_permissions e where e.user_id = $1)`,
    [userId],
  );
  return rows.map((row) => row.key);
}

export interface UserWrite {
  username: string;
  /** Absent keeps the current one on update (a body that does not name it); null clears it. */
  fullName?: string | null;
  phone: string;
  doctor: DoctorProfile | null;
  roles: string[];
  /** The new hash; on update, absent keeps the current password. */
  passwordHash?: string;
}

async function setRoles(tx: Queryable, userId: string, roles: string[]): Promise<void> {
  await tx.query('delete from user_roles where user_id = $1', [userId]);
  await tx.query('insert into user_roles (user_id, role_id) select $1::bigint, r from unnest($2::bigint[]) as r', [userId, roles]);
}

export async function insertUser(tx: Queryable, user: UserWrite & { passwordHash: string }): Promise<string> {
  const [{ id }] = await tx.query<{ id: string }>(
    `insert into users (username, password_hash, phone, doctor_cabinet, doctor_percentage, full_name)
     values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
    [user.username, user.passwordHash, user.phone, user.doctor?.cabinet ?? null, user.doctor?.percentage ?? null, user.fullName ?? null],
  );
  await setRoles(tx, id, user.roles);
  return id;
}

/** Rewrites a user and their roles; false when the user no longer exists. */
export async function updateUser(tx: Queryable, id: string, user: UserWrite): Promise<boolean> {
  const rows = await tx.query(
    `update users set username = $2, phone = $3, doctor_cabinet = $4, doctor_percentage = $5,
       password_hash = coalesce($6, password_hash),
       full_name = case when $7 then $8 else full_name end, updated_at = now()
     where id = $1 returning id`,
    [id, user.username, user.phone, user.doctor?.cabinet ?? null, user.doctor?.percentage ?? null, user.passwordHash ?? null, user.fullName !== undefined, user.fullName ?? null],
  );
  if (rows.length === 0) return false;
  await setRoles(tx, id, user.roles);
  return true;
}

/** Deletes a user; false when no row was there (already deleted: exactly one caller gets true). */
export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from users where id = $1 returning id', [id]);
  return rows.length > 0;
}

/** Deactivates or reactivates a user; false when there is no such user. */
export async function setUserActive(db: Queryable, id: string, active: boolean): Promise<boolean> {
  const rows = await db.query('update users set active = $2, updated_at = now() where id = $1 returning id', [id, active]);
  return rows.length > 0;
}
