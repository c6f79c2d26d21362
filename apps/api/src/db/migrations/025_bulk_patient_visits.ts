/**
 * Bulk writes of visits (issue 35). The row triggers of migration 017 refresh a patient's last visit
 * once per appointment, act or consultation written: a bulk write of thousands of rows (the demo
 * clinic at 100,000 patients) rewrites the same patients' rows again and again. A transaction that
 * sets `dental.bulk_visits` to 'on' (`set local`, so it ends with the transaction and no other
 * session sees it) skips those refreshes, then refreshes the patients it wrote for in one statement:
 * `patient_visits_refresh_many`, the values of `patient_visits_refresh` for a set of patients, each
 * row of patients rewritten once at most. Its lookups stay per patient through the indexes (the
 * materialized CTE computes them once each), so its plan does not hang on the statistics of tables
 * bulk-written a moment before. Every other write keeps its row triggers as they were.
 */
export const name = 'bulk_patient_visits';

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
`;
