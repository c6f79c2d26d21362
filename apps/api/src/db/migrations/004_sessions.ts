/**
 * Server-side sessions, the version of everything a signed-in user's rights depend on, and the
 * sign-in throttle: state every API instance sharing one PostgreSQL sees at once.
 *
 * - `sessions`: one row per sign-in; an access token names its session (`sid`). Signing out, a
 *   password change and a deletion (cascade) end sessions, so their tokens stop working at once.
 * - `auth_state.version`: bumped by statement triggers whenever users, their roles, the roles'
 *   permissions or the catalogue change. An instance may keep a user's permissions in memory and
 *   reuse them while the version it read with the session is unchanged.
 * - NOTIFY `auth_changed` after any change of sessions or of that version: a process that is the
 *   database's only client (PGlite) keeps sessions in memory and drops them on the notification.
 * - `login_attempts`: fixed-window counters of sign-in attempts per address and per username.
 * - `effective_permissions`: what each user holds — the union over their roles, and the whole
 *   catalogue for a developer account whatever its roles (nobody can lock a developer out).
 */
export const name = 'sessions';

export const sql = /* sql */ `
create table sessions (
  id uuid primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz
);
create index sessions_user_idx on sessions (user_id) where ended_at is null;

create table auth_state (
  id smallint primary key default 1 check (id = 1),
  version bigint not null default 1
);
insert into auth_state (id, version) values (1, 1);

create function auth_state_bump() returns trigger
  language plpgsql
  as $$
begin
  update auth_state set version = version + 1 where id = 1;
  return null;
end
$$;

create trigger users_auth_state after insert or update or delete or truncate on users
  for each statement execute function auth_state_bump();
create trigger user_roles_auth_state after insert or update or delete or truncate on user_roles
  for each statement execute function auth_state_bump();
create trigger role_permissions_auth_state after insert or update or delete or truncate on role_permissions
  for each statement execute function auth_state_bump();
create trigger permissions_auth_state after insert or update or delete or truncate on permissions
  for each statement execute function auth_state_bump();

-- Committed changes of sessions or rights, for an API process that keeps them in memory (PGlite).
create function auth_changed_notify() returns trigger
  language plpgsql
  as $$
begin
  perform pg_notify('auth_changed', '');
  return null;
end
$$;
create trigger sessions_auth_changed after update or delete or truncate on sessions
  for each statement execute function auth_changed_notify();
create trigger auth_state_auth_changed after update on auth_state
  for each statement execute function auth_changed_notify();

create table login_attempts (
  key text primary key,
  hits integer not null,
  window_ends timestamptz not null
);
create index login_attempts_window_idx on login_attempts (window_ends);

create view effective_permissions as
  select u.id as user_id, p.id as permission_id from users u cross join permissions p where u.dev
  union
  select ur.user_id, rp.permission_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id;
`;
