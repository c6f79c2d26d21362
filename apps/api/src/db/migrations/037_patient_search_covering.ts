/**
 * A search's matches without reading the patients' rows (issue 40). At a million patients, "12"
 * is 11,100 registration numbers and "Mohamed Ould Ahmed" 843 names: each match's row was read for
 * its creation date, which orders the list, and the reading cost the most (30 ms for "12").
 * - The search's indexes on patients hold, beside what each rule compares, the creation date and
 *   the id, and the column the rule's expression is computed from (PostgreSQL answers from an
 *   expression index alone only when that column is in it too).
 * - `patient_name_tails` (migration 034) holds each patient's creation date, which its triggers keep
 *   when the patient's creation date changes too; its indexes hold the patient and that date.
 * The names' tails are computed again from the patients, before their indexes and foreign key.
 */
export const name = 'patient_search_covering';

export const sql = /* sql */ `
drop table patient_name_tails;
drop function patient_name_tails_of(bigint, text);
create table patient_name_tails (
  patient_id bigint not null,
  created_at timestamptz not null,
  prev_rev text not null,
  tail text not null
);

create function patient_name_tails_of(of_patient bigint, of_created timestamptz, of_key text)
  returns table (patient_id bigint, created_at timestamptz, prev_rev text, tail text)
  language sql immutable parallel safe
  as $$
  select of_patient, of_created, coalesce(reverse(w[i - 1]), ''), array_to_string(w[i:], ' ')
    from (select string_to_array(of_key, ' ') as w) words, generate_series(1, coalesce(array_length(w, 1), 0)) i
$$;

create or replace function patient_name_tails_inserted() returns trigger
  language plpgsql
  as $$
begin
  insert into patient_name_tails (patient_id, created_at, prev_rev, tail)
  select t.* from inserted p, patient_name_tails_of(p.id, p.created_at, p.name_key) t;
  return null;
end
$$;

create or replace function patient_name_tails_renamed() returns trigger
  language plpgsql
  as $$
begin
  delete from patient_name_tails where patient_id = new.id;
  insert into patient_name_tails (patient_id, created_at, prev_rev, tail)
  select * from patient_name_tails_of(new.id, new.created_at, new.name_key);
  return null;
end
$$;

drop trigger patients_name_tails_renamed on patients;
create trigger patients_name_tails_renamed after update of name, created_at on patients
  for each row when (old.name_key is distinct from new.name_key or old.created_at is distinct from new.created_at)
  execute function patient_name_tails_renamed();

insert into patient_name_tails (patient_id, created_at, prev_rev, tail)
select t.* from patients p, patient_name_tails_of(p.id, p.created_at, p.name_key) t;
create index patient_name_tails_tail_idx on patient_name_tails (tail text_pattern_ops) include (patient_id, created_at);
create index patient_name_tails_prev_idx on patient_name_tails (prev_rev text_pattern_ops, tail text_pattern_ops) include (patient_id, created_at)
  where prev_rev <> '';
create index patient_name_tails_patient_idx on patient_name_tails (patient_id);
alter table patient_name_tails add foreign key (patient_id) references patients (id) on delete cascade;

drop index patients_reg_no_text_idx;
create index patients_reg_no_text_idx on patients (patient_reg_no_text(reg_no) text_pattern_ops) include (reg_no, created_at, id);
drop index patients_phone_idx;
create index patients_phone_idx on patients (replace(phone, ' ', '') text_pattern_ops) include (phone, reg_no, created_at, id);
drop index patients_whatsapp_idx;
create index patients_whatsapp_idx on patients (replace(whatsapp, ' ', '') text_pattern_ops) include (whatsapp, reg_no, created_at, id);
drop index patients_name_digits_idx;
create index patients_name_digits_idx on patients (id) include (name_key, reg_no, created_at) where name ~ '[0-9]';

analyze patients, patient_name_tails;
`;
