/**
 * Appointment states (issue 36). An appointment is booked when made (every appointment before this
 * migration too), then the desk moves it: confirmed, arrived, in the chair, done; or a no-show, or
 * cancelled (with a reason). Each change keeps who made it and when; the change before it is kept
 * once, so the day's last change can be undone. `arrived_at` is the waiting room's "since".
 * - A no-show or a cancellation frees the slot: the slot's unique index covers the other states only,
 *   so the grid keeps showing the old appointment while another is booked in its place.
 * - The last visit and the latest appointment (migration 017) count every appointment but no-shows
 *   and cancellations: a past appointment not marked otherwise still counts, a missed one no longer
 *   does, so the patient who missed the recall appointment is due again.
 */
export const name = 'appointment_states';

const STATES = `('booked', 'confirmed', 'arrived', 'inChair', 'done', 'noShow', 'cancelled')`;

export const sql = /* sql */ `
alter table appointments add column state text not null default 'booked' check (state in ${STATES});
alter table appointments add column state_at timestamptz;
alter table appointments add column state_by bigint references users (id) on delete set null;
alter table appointments add column state_reason text check (char_length(state_reason) <= 200);
alter table appointments add column previous_state text check (previous_state in ${STATES});
alter table appointments add column previous_state_at timestamptz;
alter table appointments add column previous_state_by bigint references users (id) on delete set null;
alter table appointments add column arrived_at timestamptz;

alter table appointments drop constraint appointments_slot_uq;
create unique index appointments_slot_uq on appointments (doctor_id, day, time) where state not in ('noShow', 'cancelled');
-- The week's read and the free slots' search: every appointment of a doctor's days, whatever its state.
create index appointments_doctor_day_idx on appointments (doctor_id, day, time);
-- The waiting room: today's arrived and in-chair patients.
create index appointments_waiting_idx on appointments (day, arrived_at) where state in ('arrived', 'inChair');

create or replace function patient_visits_refresh(patient bigint) returns void
  language sql
  as $$
  update patients p
     set latest_appointment = v.latest_appointment,
         last_visit = greatest(v.latest_appointment, v.latest_act, v.latest_consultation)
    from (select (select max(a.day) from appointments a where a.patient_id = patient and a.state not in ('noShow', 'cancelled')) as latest_appointment,
                 (select max(l.date_appointment)
                    from sheet_lines l join treatment_sheets s on s.id = l.sheet_id
                   where s.patient_id = patient and l.finish = 1) as latest_act,
                 (select max(c.created_at)::date from charges c where c.patient_id = patient and c.kind = 'consultation') as latest_consultation) v
   where p.id = patient
     and (p.latest_appointment is distinct from v.latest_appointment
          or p.last_visit is distinct from greatest(v.latest_appointment, v.latest_act, v.latest_consultation))
$$;

create or replace function patient_visits_refresh_many(patient_ids bigint[]) returns void
  language sql
  as $$
  with visits as materialized (
    select q.id,
           (select max(a.day) from appointments a where a.patient_id = q.id and a.state not in ('noShow', 'cancelled')) as latest_appointment,
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

drop trigger appointments_patient_visits on appointments;
create trigger appointments_patient_visits after insert or delete or update of day, patient_id, state on appointments
  for each row execute function patient_visits_of_row();
`;
