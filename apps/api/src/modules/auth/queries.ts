import type { DoctorProfile } from '@dental/contracts';
import type { Queryable } from '../../db/types';
import type { AuthUser } from '../../plugins/auth';
import { DOCTOR_JSON } from '../users/queries';

export interface Credentials {
  id: string;
  username: string;
  passwordHash: string;
  dev: boolean;
  doctor: DoctorProfile | null;
}

/** The account a login names (usernames are case-insensitive). */
export async function findCredentials(db: Queryable, username: string): Promise<Credentials | undefined> {
  const rows = await db.query<Credentials>(
    `select u.id::text as id, u.username, u.password_hash as "passwordHash", u.dev, ${DOCTOR_JSON} as doctor
       from users u where lower(u.username) = lower($1)`,
    [username],
  );
  return rows[0];
}

/** A user with their effective permissions: the union of the permissions of their roles. */
export async function loadAuthUser(db: Queryable, id: string): Promise<AuthUser | undefined> {
  const rows = await db.query<Omit<AuthUser, 'permissions'> & { permissions: string[] }>(
    `select u.id::text as id, u.username, u.dev, ${DOCTOR_JSON} as doctor,
            coalesce((select json_agg(distinct p.name || '|' || p.collection_name)
                        from user_roles ur
                        join role_permissions rp on rp.role_id = ur.role_id
                        join permissions p on p.id = rp.permission_id
                       where ur.user_id = u.id), '[]'::json) as permissions
       from users u where u.id = $1`,
    [id],
  );
  const row = rows[0];
  return row && { ...row, permissions: new Set(row.permissions) };
}
