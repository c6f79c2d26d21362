/**
 * Recalls and reminders (issue 24).
 * - `patients.last_visit`: the latest of the patient's appointments (of any day), finished acts and
 *   consultations; `patients.latest_appointment`: the latest appointment day. Both are kept by
 *   triggers, so the recall list (due = last_visit + the clinic's months, no appointment today or
 *   later, not archived) is one indexed range scan at 100,000 patients. A future appointment that
 *   becomes past needs no update: it was already the latest visit.
 * - `patients.message_language`: the language of the patient's messages (null: the clinic's).
 * - `settings`: the recall delay in months (1–24), the clinic's message language and its own
 *   message texts (null: the product's defaults, libs/domain message-templates.ts).
 * - `recall_contacts`: who contacted a patient about which due date, and when; a new visit moves the
 *   due date, so the contact no longer counts.
 * - `appointment_reminders`: who sent an appointment's reminder, and when.
 */
export const name = 'recalls';

export const sql = /* sql */ `
alter table patients add column message_language text check (message_language in ('fr', 'ar'));
alter table patients add column last_visit date;
alter table patients add column latest_appointment date;

alter table settings add column recall_months smallint not null default 6 check (recall_months between 1 and 24);
alter table settings add column message_language text not null default 'fr' check (message_language in ('fr', 'ar'));
alter table settings add column message_texts jsonb;

create table recall_contacts (
  patient_id bigint primary key references patients (id) on delete cascade,
  due_date date not null,
  contacted_by bigint references users (id) on delete set null,
  contacted_at timestamptz not null default now()
);

create table appointment_reminders (
  appointment_id bigint primary key references appointments (id) on delete cascade,
  sent_by bigint references users (id) on delete set null,
  sent_at timestamptz not null default now()
);

create function patient_visits_refresh(patient bigint) returns void
  language sql
  as $$
  update patients p
     set latest_appointment = v.latest_appointment,
         last_visit = greatest(v.latest_appointment, v.latest_act, v.latest_consultation)
    from (select (select max(a.day) from appointments a where a.patient_id = patient) as latest_appointment,
                 (select max(l.date_appointment)
                    from sheet_lines l join treatment_sheets s on s.id = l.sheet_id
                   where s.patient_id = patient and l.finish = 1) as latest_act,
                 (select max(c.created_at)::date from charges c where c.patient_id = patient and c.kind = 'consultation') as latest_consultation) v
   where p.id = patient
     and (p.latest_appointment is distinct from v.latest_appointment
          or p.last_visit is distinct from greatest(v.latest_appointment, v.latest_act, v.latest_consultation))
$$;

create function patient_visits_of_row() returns trigger
  language plpgsql
  as $$
declare
  old_patient bigint;
  new_patient bigint;
begin
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

create trigger appointments_patient_visits after insert or delete or update of day, patient_id on appointments
  for each row execute function patient_visits_of_row();
create trigger sheet_lines_patient_visits after insert or delete or update of finish, date_appointment, sheet_id on sheet_lines
  for each row execute function patient_visits_of_row();
create trigger charges_patient_visits after insert or delete or update of created_at, patient_id on charges
  for each row execute function patient_visits_of_row();

update patients p
   set latest_appointment = a.latest,
       last_visit = greatest(a.latest, l.latest, c.latest)
  from patients q
  left join (select patient_id, max(day) as latest from appointments group by patient_id) a on a.patient_id = q.id
  left join (select s.patient_id, max(l.date_appointment) as latest
               from sheet_lines l join treatment_sheets s on s.id = l.sheet_id
              where l.finish = 1 group by s.patient_id) l on l.patient_id = q.id
  left join (select patient_id, max(created_at)::date as latest from charges where kind = 'consultation' group by patient_id) c on c.patient_id = q.id
 where p.id = q.id;

create index patients_recall_idx on patients (last_visit, id) include (latest_appointment) where not archive and last_visit is not null;
`;
