/**
 * Patients: the fields of the patient form the base table lacked, what the patient owes or has in
 * advance (balance), charges (what the cabinet bills: consultations now, acts later), registration
 * numbers from a sequence, and the indexes the lists and the search need at 100,000 patients.
 *
 * balance = Σ payments − Σ charges of the patient, kept by row triggers on both tables (the same
 * formula as `patientBalance` in @dental/domain). The triggers add and subtract the amounts that
 * change instead of summing again: `update … set balance = balance + x` takes the patient's row
 * lock, so concurrent payments of one patient queue and none is lost.
 *
 * pg_trgm (a GIN index for "name contains") is created only where the engine offers it: the API
 * loads it into PGlite, and PostgreSQL has it with its contrib package. Elsewhere the name search
 * still works, scanning instead.
 */
export const name = 'patients';

export const sql = /* sql */ `
alter table settings
  add column consultation_price numeric(12, 2) not null default 500 check (consultation_price >= 0);

alter table patients
  -- Membership number at the insurer (N° d'immatriculation) and what the cover is.
  add column registration_number text,
  add column coverage text,
  add column balance numeric(12, 2) not null default 0;

-- The order in which doctors joined the patient: the first one is the patient's own doctor.
alter table patient_doctors add column seq bigint generated always as identity;
create index patient_doctors_doctor_patient_idx on patient_doctors (doctor_id, patient_id);
drop index patient_doctors_doctor_idx;

create table charges (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patients (id) on delete restrict,
  doctor_id bigint not null references users (id) on delete restrict,
  -- Who recorded it.
  user_id bigint references users (id) on delete set null,
  amount numeric(12, 2) not null check (amount > 0),
  -- 'consultation' now; the acts of the treatment sheets come with the patient file.
  kind text not null default 'consultation' check (kind in ('consultation')),
  created_at timestamptz not null default now()
);
create index charges_patient_idx on charges (patient_id);
create index charges_doctor_idx on charges (doctor_id);

create function patient_balance_apply() returns trigger
  language plpgsql
  as $$
declare
  direction numeric := case when tg_table_name = 'payments' then 1 else -1 end;
begin
  if tg_op = 'UPDATE' and new.amount = old.amount and new.patient_id = old.patient_id then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update patients set balance = balance - direction * old.amount where id = old.patient_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update patients set balance = balance + direction * new.amount where id = new.patient_id;
  end if;
  return null;
end
$$;

create trigger payments_patient_balance
  after insert or delete or update of amount, patient_id on payments
  for each row execute function patient_balance_apply();
create trigger charges_patient_balance
  after insert or delete or update of amount, patient_id on charges
  for each row execute function patient_balance_apply();

update patients p set balance = s.total
  from (select patient_id, sum(amount) as total from payments group by patient_id) s
 where s.patient_id = p.id;

-- Registration numbers: nextval is unique under any concurrency (a number lost to a rollback
-- leaves a gap, never a duplicate). It starts after the numbers already given.
create sequence patient_reg_no_seq as integer minvalue 1;
select setval('patient_reg_no_seq', coalesce(max(reg_no), 0) + 1, false) from patients;

-- The registration number as people read it: 4 digits at least (7 → 0007, 12345 stays).
create function patient_reg_no_text(reg_no integer) returns text
  language sql immutable parallel safe
  as $$ select lpad(reg_no::text, greatest(4, length(reg_no::text)), '0') $$;

-- Lists: newest first; search: prefixes (text_pattern_ops serves LIKE 'x%' in any collation).
create index patients_created_idx on patients (created_at desc, id desc);
create index patients_reg_no_text_idx on patients (patient_reg_no_text(reg_no) text_pattern_ops);
create index patients_phone_idx on patients (replace(phone, ' ', '') text_pattern_ops);
create index patients_whatsapp_idx on patients (replace(whatsapp, ' ', '') text_pattern_ops);
create index patients_balance_idx on patients (balance) where reg_no is not null and finish;
-- The few names holding a digit: a search text with a digit ("12") can only be contained in
-- those, which spares the name condition a scan that its trigram index cannot do under 3 letters.
create index patients_name_digits_idx on patients (id) where name ~ '[0-9]';

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    begin
      create extension if not exists pg_trgm;
    exception when insufficient_privilege then
      raise notice 'pg_trgm not created (no privilege): name searches will scan';
    end;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index patients_name_trgm_idx on patients using gin (lower(name) gin_trgm_ops);
  end if;
end
$$;
`;
