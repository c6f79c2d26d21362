/**
 * Bulk writes of visits and money (issue 35). Row triggers rewrite a patient's row for each
 * appointment, act or consultation written (the last visit, migration 017) and for each charge or
 * payment (the balance, migration 003): a bulk write of thousands of rows (the demo clinic at 100,000
 * patients) rewrites the same patients' rows again and again, each time in every index of patients.
 * A transaction that sets `dental.bulk_visits` or `dental.bulk_balances` to 'on' (`set local`, so it
 * ends with the transaction and no other session sees it) skips those triggers and keeps the
 * columns itself, once per patient:
 * - `patient_visits_refresh_many`: the values of `patient_visits_refresh` for a set of patients, in
 *   one statement. Its lookups stay per patient through the indexes (the materialized CTE computes
 *   them once each), so its cost follows the patients, not the tables.
 * - the balances: the writer adds each patient's payments less charges (demo/bulk-writes.ts).
 * Every other write keeps its row triggers as they were.
 */
export const name = 'bulk_patient_writes';

export const sql = /* sql */ `
create or replace function patient_visits_of_row() returns trigger
  language plpgsql
  as $$
declare
  old_patient bigint;
  new_patient bigint;
begin
  if current_setting('dental.bulk_visits', true) = 'on' then return null; end if;
  if tg_table_name = 'sheet_lines' then
    if tg_op in ('UPDATE', 'DELETE') then select s.patient_id into old_patient from treatment_sheets s where s.id = old.sheet_id; end if;
    if tg_op in ('INSERT', 'UPDATE') then select s.patient_id into new_patient from treatment_sheets s where s.id = new.sheet_id; end if;
  else
    if tg_op in ('UPDATE', 'DELETE') then old_patient := old.patient_id; end if;
    if tg_op in ('INSERT', 'UPDATE') then new_patient := new.patient_id; end if;
  end if;
  if old_patient is not null then perform patient_visits_refresh(old_patient); end if;
  if new_patient is not null and new_patient is distinct from old_patient then perform patient_visits_refresh(new_patient); end if;
  return null;
end;
$$;

create function patient_visits_refresh_many(patient_ids bigint[]) returns void
  language sql
  as $$
  with visits as materialized (
    select q.id,
           (select max(a.day) from appointments a where a.patient_id = q.id) as latest_appointment,
           (select max(l.date_appointment)
              from sheet_lines l join treatment_sheets s on s.id = l.sheet_id
             where s.patient_id = q.id and l.finish = 1) as latest_act,
           (select max(c.created_at)::date from charges c where c.patient_id = q.id and c.kind = 'consultation') as latest_consultation
      from (select distinct unnest(patient_ids) as id) q)
  update patients p
     set latest_appointment = v.latest_appointment,
         last_visit = greatest(v.latest_appointment, v.latest_act, v.latest_consultation)
    from visits v
   where p.id = v.id
     and (p.latest_appointment is distinct from v.latest_appointment
          or p.last_visit is distinct from greatest(v.latest_appointment, v.latest_act, v.latest_consultation))
$$;

create or replace function patient_balance_apply() returns trigger
  language plpgsql
  as $$
declare
  direction numeric := case when tg_table_name = 'payments' then 1 else -1 end;
begin
  if current_setting('dental.bulk_balances', true) = 'on' then return null; end if;
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
`;
