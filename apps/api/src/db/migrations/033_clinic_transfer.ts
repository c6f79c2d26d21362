/**
 * Moving a clinic in and out (issue 39).
 * - `imports`: every file brought in, its audit (who, when, which file, what it did) and its state;
 *   the file itself is kept (`file_bytes`) so that the dry run, the run and the refusals' report
 *   read the same bytes. One import runs at a time (`imports_one_running_uq`).
 * - `import_mappings`: column mappings saved by name for the next file of the same shape.
 * - `import_id` on what an import creates (patients, appointments, treatments, insurers and the
 *   opening balances' charges): what undo removes.
 * - `charges.kind = 'opening'`: an opening balance taken over from the previous register ("Solde
 *   repris"), a charge (the patient owes) or, with a negative amount, a credit. A charge, never a
 *   payment: it moves the balance and no takings, share or day's cash.
 * - the rights IMPORT and EXPORT on DONNEES, granted to the administrator.
 */
export const name = 'clinic_transfer';

export const sql = /* sql */ `
create table imports (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('patients', 'appointments', 'treatments')),
  file_name text not null,
  file_bytes bytea,
  -- format, sheets, headers, rows, detected encoding: what the upload found.
  file_info jsonb not null,
  -- The settings of the last dry run or of the run: encoding, sheet, mapping, doctor, balance date.
  settings jsonb,
  state text not null default 'draft' check (state in ('draft', 'running', 'done', 'failed', 'cancelled', 'undone')),
  created_at timestamptz not null default now(),
  created_by bigint references users (id) on delete set null,
  started_at timestamptz,
  finished_at timestamptz,
  total integer not null default 0,
  done integer not null default 0,
  created integer not null default 0,
  matched integer not null default 0,
  refused integer not null default 0,
  -- Each refusal: row, column, field, message key and its parameters (translated when read).
  refusals jsonb not null default '[]',
  -- Why it failed: a message key and its parameters.
  error jsonb,
  cancel_requested boolean not null default false,
  undone_at timestamptz,
  undone_by bigint references users (id) on delete set null
);
create unique index imports_one_running_uq on imports ((true)) where state = 'running';
create index imports_created_idx on imports (created_at desc, id desc);

create table import_mappings (
  id bigint generated always as identity primary key,
  name text not null,
  kind text not null check (kind in ('patients', 'appointments', 'treatments')),
  -- Field → the header text of its column.
  columns jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index import_mappings_name_uq on import_mappings (kind, lower(name));

alter table patients add column import_id bigint references imports (id) on delete set null;
alter table appointments add column import_id bigint references imports (id) on delete set null;
alter table treatments add column import_id bigint references imports (id) on delete set null;
alter table assurances add column import_id bigint references imports (id) on delete set null;
alter table charges add column import_id bigint references imports (id) on delete set null;
create index patients_import_idx on patients (import_id) where import_id is not null;
create index appointments_import_idx on appointments (import_id) where import_id is not null;
create index treatments_import_idx on treatments (import_id) where import_id is not null;
create index assurances_import_idx on assurances (import_id) where import_id is not null;
create index charges_import_idx on charges (import_id) where import_id is not null;

alter table charges drop constraint charges_kind_check;
alter table charges add constraint charges_kind_check check (kind in ('consultation', 'act', 'opening'));
alter table charges drop constraint charges_amount_check;
alter table charges add constraint charges_amount_check check (amount > 0 or (kind = 'opening' and amount <> 0));

insert into permissions (name, collection_name)
  select v.name, 'DONNEES' from (values ('IMPORT'), ('EXPORT')) as v (name)
   where exists (select 1 from permissions)
on conflict do nothing;
insert into role_permissions (role_id, permission_id)
  select r.id, p.id
    from roles r
    join permissions p on p.collection_name = 'DONNEES' and p.name in ('IMPORT', 'EXPORT')
   where lower(r.name) = lower('Administrateur')
on conflict do nothing;
`;
