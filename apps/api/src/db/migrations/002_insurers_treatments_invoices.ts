/**
 * Insurance companies, the treatment catalogues (the cabinet's and each insurer's), the base of
 * the patient file (patients, their doctors, payments) and insurers' invoices.
 *
 * Money is numeric(12,2) (exact cents; the API turns it into numbers at the query boundary).
 * The treatment types are written out here, not read from the contracts, so that this migration
 * stays what it was when it was first applied; a test checks they match TREATMENT_TYPES.
 */
export const name = 'insurers_treatments_invoices';

export const sql = /* sql */ `
create table assurances (
  id bigint generated always as identity primary key,
  name text not null,
  cons_price numeric(12, 2) not null check (cons_price >= 0),
  color text not null default '#0984e3',
  type text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index assurances_name_uq on assurances (lower(name));

create table treatments (
  id bigint generated always as identity primary key,
  name text not null,
  type text not null default 'soins'
    check (type in ('soins', 'prothese', 'gencive', 'implant', 'pediatre', 'bouche', 'conservative')),
  price numeric(12, 2) not null check (price >= 0),
  -- null: the cabinet's catalogue; otherwise that insurer's list, deleted with the insurer.
  assurance_id bigint references assurances (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index treatments_cabinet_name_uq on treatments (lower(name)) where assurance_id is null;
create unique index treatments_insurer_name_uq on treatments (assurance_id, lower(name)) where assurance_id is not null;

create table patients (
  id bigint generated always as identity primary key,
  -- Registration number: null while the patient is at the consultation stage.
  reg_no integer unique check (reg_no > 0),
  name text not null,
  phone text not null default '',
  whatsapp text not null default '',
  address text not null default '',
  health_condition text not null default '',
  -- Year of birth.
  dob integer check (dob between 1000 and 9999),
  assurance_id bigint references assurances (id) on delete restrict,
  professional_id text,
  percent_covered numeric(5, 2) check (percent_covered between 0 and 100),
  finish boolean not null default false,
  archive boolean not null default false,
  date_archive timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index patients_assurance_idx on patients (assurance_id) where assurance_id is not null;

create table patient_doctors (
  patient_id bigint not null references patients (id) on delete cascade,
  doctor_id bigint not null references users (id) on delete restrict,
  primary key (patient_id, doctor_id)
);
create index patient_doctors_doctor_idx on patient_doctors (doctor_id);

create table insurance_invoices (
  id bigint generated always as identity primary key,
  assurance_id bigint not null references assurances (id) on delete restrict,
  -- The doctor of a doctor's invoice; null for a global (in common) invoice.
  doctor_id bigint references users (id) on delete restrict,
  in_common boolean not null default false,
  -- Per insurer, from 1, without gaps (the API numbers under a lock on the insurer's row).
  num_invoice integer not null check (num_invoice > 0),
  payed boolean not null default false,
  finish boolean not null default false,
  payed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint insurance_invoices_number_uq unique (assurance_id, num_invoice),
  constraint insurance_invoices_scope_ck check (in_common or doctor_id is not null),
  constraint insurance_invoices_payed_ck check (not payed or (finish and payed_at is not null))
);
-- At most one open invoice per scope: a new one is only created once the last one is closed.
create unique index insurance_invoices_open_doctor_uq on insurance_invoices (assurance_id, doctor_id)
  where not finish and not in_common;
create unique index insurance_invoices_open_global_uq on insurance_invoices (assurance_id)
  where not finish and in_common;
create index insurance_invoices_doctor_idx on insurance_invoices (doctor_id) where doctor_id is not null;

create table payments (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete restrict,
  doctor_id bigint not null references users (id) on delete restrict,
  -- Who recorded it.
  user_id bigint references users (id) on delete set null,
  amount numeric(12, 2) not null check (amount > 0),
  type text not null default 'payment' check (type in ('payment', 'soins', 'consultations')),
  method_id bigint references payment_modes (id) on delete restrict,
  -- Covered by the patient's insurer: then attached to one of its invoices.
  supported boolean not null default false,
  invoice_assur_id bigint references insurance_invoices (id) on delete restrict,
  payment_date date not null default current_date,
  approved boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_patient_idx on payments (patient_id);
create index payments_doctor_idx on payments (doctor_id);
create index payments_invoice_idx on payments (invoice_assur_id) where invoice_assur_id is not null;
`;
