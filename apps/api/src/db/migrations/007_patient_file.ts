/**
 * The patient file (spec part 2 §2–§3): quotes (devis) and their lines, the patient's invoices made
 * of quote lines, treatment sheets (fiches) whose done acts charge the balance, prescriptions,
 * laboratories with their price lists, laboratory consumptions and cases, implant follow-ups, and
 * the audit trail of every write that moves money.
 *
 * Numbers (quotes, invoices, sheets) are per patient, from 1: the API takes them under the
 * patient's row lock, so concurrent creations queue and get consecutive numbers; the unique
 * constraints are the last guard. Teeth are FDI numbers or gum areas, as text.
 */
export const name = 'patient_file';

export const sql = /* sql */ `
create table quotes (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete restrict,
  num_devis integer not null check (num_devis > 0),
  -- Reduction, a percent of the quote.
  reduce numeric(5, 2) not null default 0 check (reduce between 0 and 100),
  user_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint quotes_number_uq unique (patient_id, num_devis)
);

create table quote_lines (
  id bigint generated always as identity primary key,
  quote_id bigint not null references quotes (id) on delete cascade,
  doctor_id bigint not null references users (id) on delete restrict,
  -- A treatment used in a quote can no longer leave the catalogue.
  treatment_id bigint not null references treatments (id) on delete restrict,
  price numeric(12, 2) not null check (price >= 0),
  discount numeric(12, 2) not null default 0 check (discount >= 0 and discount <= price),
  teeth text[] not null check (cardinality(teeth) > 0),
  surface text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quote_lines_quote_idx on quote_lines (quote_id);
create index quote_lines_treatment_idx on quote_lines (treatment_id);

create table patient_invoices (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete restrict,
  num_invoice integer not null check (num_invoice > 0),
  finish boolean not null default false,
  user_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint patient_invoices_number_uq unique (patient_id, num_invoice)
);

-- A quote line is billed once; a billed line cannot leave its quote.
create table patient_invoice_lines (
  invoice_id bigint not null references patient_invoices (id) on delete cascade,
  quote_line_id bigint not null unique references quote_lines (id) on delete restrict,
  primary key (invoice_id, quote_line_id)
);

create table laboratories (
  id bigint generated always as identity primary key,
  name text not null,
  phone text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index laboratories_name_uq on laboratories (lower(name));

create table laboratory_treatments (
  id bigint generated always as identity primary key,
  laboratory_id bigint not null references laboratories (id) on delete cascade,
  treatment_id bigint not null references treatments (id) on delete restrict,
  price numeric(12, 2) not null check (price >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint laboratory_treatments_uq unique (laboratory_id, treatment_id)
);

create table lab_consumptions (
  id bigint generated always as identity primary key,
  laboratory_id bigint not null references laboratories (id) on delete restrict,
  doctor_id bigint not null references users (id) on delete restrict,
  patient_id bigint not null references patients (id) on delete restrict,
  treatment_id bigint not null references treatments (id) on delete restrict,
  -- The lab's price per tooth.
  price numeric(12, 2) not null check (price >= 0),
  teeth text[] not null check (cardinality(teeth) > 0),
  surface text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index lab_consumptions_patient_idx on lab_consumptions (patient_id, created_at desc);
create index lab_consumptions_lab_idx on lab_consumptions (laboratory_id, created_at desc);

create table lab_cases (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete restrict,
  lab_consumption_id bigint not null unique references lab_consumptions (id) on delete cascade,
  finger_print_date date not null default current_date,
  finish boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table treatment_sheets (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete restrict,
  num_fiche integer not null check (num_fiche > 0),
  created_at timestamptz not null default now(),
  constraint treatment_sheets_number_uq unique (patient_id, num_fiche)
);

create table sheet_lines (
  id bigint generated always as identity primary key,
  sheet_id bigint not null references treatment_sheets (id) on delete cascade,
  doctor_id bigint not null references users (id) on delete restrict,
  date_appointment date,
  acte text not null default '',
  amount numeric(12, 2) not null default 0 check (amount >= 0),
  -- 0 not done; 1 done: act and amount are locked and the amount is charged.
  finish smallint not null default 0 check (finish in (0, 1)),
  payment_id bigint references payments (id) on delete set null,
  quote_line_id bigint references quote_lines (id) on delete restrict,
  teeth text[] not null default '{}',
  lab_consumption_id bigint references lab_consumptions (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sheet_lines_sheet_idx on sheet_lines (sheet_id);
create index sheet_lines_quote_line_idx on sheet_lines (quote_line_id) where quote_line_id is not null;

create table implants (
  id bigint generated always as identity primary key,
  doctor_id bigint not null references users (id) on delete restrict,
  patient_id bigint not null references patients (id) on delete restrict,
  treatment_id bigint not null references treatments (id) on delete restrict,
  sheet_line_id bigint unique references sheet_lines (id) on delete set null,
  price numeric(12, 2) not null check (price >= 0),
  teeth text[] not null,
  surface text,
  is_set_appointment boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index implants_doctor_idx on implants (doctor_id, is_set_appointment);

create table prescriptions (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete restrict,
  content text not null,
  user_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index prescriptions_patient_idx on prescriptions (patient_id, created_at desc);

-- A done act charges the patient (its amount), through the balance trigger of the charges.
alter table charges drop constraint charges_kind_check;
alter table charges add constraint charges_kind_check check (kind in ('consultation', 'act'));
alter table charges add column sheet_line_id bigint unique references sheet_lines (id) on delete restrict;

create index payments_patient_created_idx on payments (patient_id, created_at desc);

-- Who changed money, when, what, and the values before and after; written in the transaction of
-- the change. No API route writes it, and the table refuses updates and deletes.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id bigint,
  username text not null default '',
  patient_id bigint,
  entity text not null,
  entity_id bigint,
  action text not null,
  before jsonb,
  after jsonb
);
create index audit_log_patient_idx on audit_log (patient_id, at desc);

create function audit_log_append_only() returns trigger
  language plpgsql
  as $$
begin
  raise exception 'audit_log is append-only';
end
$$;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();
`;
