/**
 * The release path of the modules (issue 21): builds stored in the database, so every API instance
 * on the same PostgreSQL serves every build; the history of every change of what users load; the
 * loads the browsers report, from which a failing canary is rolled back; per-module thresholds.
 */
export const name = 'module_releases';

export const sql = /* sql */ `
create table module_builds (
  id text primary key check (id ~ '^[0-9a-f]{16}$'),
  module text not null references module_registry(name),
  created_at timestamptz not null default now(),
  created_by bigint references users(id) on delete set null,
  files integer not null,
  bytes bigint not null,
  bad boolean not null default false,
  bad_reason text
);
create index module_builds_module_idx on module_builds (module, created_at desc);

create table module_build_files (
  build_id text not null references module_builds(id) on delete cascade,
  path text not null,
  content_type text not null,
  content bytea not null,
  primary key (build_id, path)
);

create table module_release_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  module text not null references module_registry(name),
  action text not null check (action in ('publish', 'canary', 'promote', 'rollback', 'auto-rollback', 'registry')),
  by_user bigint references users(id) on delete set null,
  from_build text,
  to_build text,
  from_url text,
  to_url text,
  percent smallint,
  reason text not null default '',
  figures jsonb
);
create index module_release_events_module_idx on module_release_events (module, id desc);

create table module_loads (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id bigint not null,
  module text not null,
  build text not null,
  cohort text not null check (cohort in ('stable', 'canary', 'forced')),
  stage text not null,
  ok boolean not null
);
create index module_loads_build_idx on module_loads (module, build, at);
create index module_loads_at_idx on module_loads (at);

alter table module_registry add column thresholds jsonb;
`;
