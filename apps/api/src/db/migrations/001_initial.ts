/**
 * The first schema: secrets, clinic settings, the permission model, users, payment modes and the
 * remote-module registry. Ids are identities exposed as text; uniqueness a person would read as
 * "the same name" is case-insensitive (unique indexes on lower(...)).
 */
export const name = 'initial';

export const sql = /* sql */ `
create function api_iso(t timestamptz) returns text
  language sql stable strict
  as $$ select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table settings (
  id smallint primary key default 1 check (id = 1),
  clinic_name text not null,
  main_color text not null,
  logo text,
  opening_hours text not null,
  updated_at timestamptz not null default now()
);

create table permissions (
  id bigint generated always as identity primary key,
  name text not null,
  collection_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index permissions_name_collection_uq on permissions (lower(name), lower(collection_name));

create table roles (
  id bigint generated always as identity primary key,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index roles_name_uq on roles (lower(name));

create table role_permissions (
  role_id bigint not null references roles (id) on delete cascade,
  permission_id bigint not null references permissions (id) on delete cascade,
  primary key (role_id, permission_id)
);
create index role_permissions_permission_idx on role_permissions (permission_id);

create table users (
  id bigint generated always as identity primary key,
  username text not null,
  password_hash text not null,
  phone text not null default '',
  doctor_cabinet boolean,
  doctor_percentage numeric(5, 2),
  dev boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_doctor_ck check ((doctor_cabinet is null) = (doctor_percentage is null)),
  constraint users_percentage_ck check (doctor_percentage between 0 and 100)
);
create unique index users_username_uq on users (lower(username));

create table user_roles (
  user_id bigint not null references users (id) on delete cascade,
  role_id bigint not null references roles (id) on delete restrict,
  primary key (user_id, role_id)
);
create index user_roles_role_idx on user_roles (role_id);

create table payment_modes (
  id bigint generated always as identity primary key,
  name text not null,
  code integer not null default 0 check (code >= 0),
  archive boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index payment_modes_name_uq on payment_modes (lower(name));

create table module_registry (
  name text primary key,
  url text not null,
  canary_url text,
  canary_percent smallint check (canary_percent between 0 and 100),
  updated_at timestamptz not null default now(),
  constraint module_registry_canary_ck check ((canary_url is null) = (canary_percent is null))
);
`;
