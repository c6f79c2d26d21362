import type { DoctorProfile } from '@dental/contracts';
import type { Queryable } from '../../db/types';
import type { AuthUser } from '../../http/auth-user';
import { DOCTOR_JSON } from '../users/queries';

export interface Credentials {
  id: string;
  username: string;
  passwordHash: string;
  dev: boolean;
  active: boolean;
  doctor: DoctorProfile | null;
}

/** The account a login names (usernames are case-insensitive). */
export async function findCredentials(db: Queryable, username: string): Promise<Credentials | undefined> {
  const rows = await db.query<Credentials>(
    `select u.id::text as id, u.username, u.password_hash as "passwordHash", u.dev, u.active, ${DOCTOR_JSON} as doctor
       from users u where lower(u.username) = lower($1)`,
    [username],
  );
  return rows[0];
}

export type AuthProfile = Omit<AuthUser, 'sessionId'>;

/** A user with their effective permissions (see `effective_permissions`), as "ACTION|COLLECTION". */
export async function loadAuthProfile(db: Queryable, id: string): Promise<AuthProfile | undefined> {
  const rows = await db.query<Omit<AuthProfile, 'permissions'> & { permissions: string[] }>(
    `select u.id::text as id, u.username, u.dev, ${DOCTOR_JSON} as doctor,
            coalesce((select json_agg(p.name || '|' || p.collection_name)
                        from permissions p
                       where p.id in (select e.permission_id from effective_permissions e where e.user_id = u.id)), '[]'::json) as permissions
       from users u where u.id = $1 and u.active`,
    [id],
  );
  const row = rows[0];
  return row && { ...row, permissions: new Set(row.permissions) };
}

/** Opens a session for a user until `expiresAt` (seconds since the epoch, the token's `exp`). */
export async function openSession(db: Queryable, sessionId: string, userId: string, expiresAt: number): Promise<void> {
  await db.query('insert into sessions (id, user_id, expires_at) values ($1, $2, to_timestamp($3))', [sessionId, userId, expiresAt]);
  // Keep the table small: the user's sessions that ended or expired a day ago are of no use.
  await db.query(
    `delete from sessions where user_id = $1 and coalesce(ended_at, expires_at) < now() - interval '1 day'`,
    [userId],
  );
}

export interface LiveSession {
  userId: string;
  /** `auth_state.version` read in the same statement: what the cached permissions are checked against. */
  authVersion: string;
  /** When the session expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/** The session if it is still open and unexpired, with the current version of users and rights. */
export async function findLiveSession(db: Queryable, sessionId: string): Promise<LiveSession | undefined> {
  const rows = await db.query<Omit<LiveSession, 'expiresAt'> & { expiresAt: string }>(
    `select s.user_id::text as "userId", (select a.version::text from auth_state a where a.id = 1) as "authVersion",
            (extract(epoch from s.expires_at) * 1000)::bigint::text as "expiresAt"
       from sessions s
      where s.id = $1 and s.ended_at is null and s.expires_at > now()`,
    [sessionId],
  );
  return rows[0] && { ...rows[0], expiresAt: Number(rows[0].expiresAt) };
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update sessions set ended_at = now() where id = $1 and ended_at is null', [sessionId]);
}

/** Ends every open session of a user except `keep` (the session that asked, when a user changes their own password). */
export async function endUserSessions(db: Queryable, userId: string, keep?: string): Promise<void> {
  await db.query('update sessions set ended_at = now() where user_id = $1 and ended_at is null and ($2::uuid is null or id <> $2::uuid)', [
    userId,
    keep ?? null,
  ]);
}
