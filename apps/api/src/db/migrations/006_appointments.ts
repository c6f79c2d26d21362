/**
 * Appointments (spec part 2 §3): each doctor's matin and soir sessions, working days, and the
 * booked slots. A slot holds one appointment: the unique index on (doctor, day, time) is what
 * makes concurrent bookings of one free slot end with exactly one appointment. The same index
 * serves the week's read (a doctor's range of days).
 *
 * A doctor's sessions and working days are created with the defaults of @dental/domain the first
 * time they are needed (first start and new doctors alike), so the defaults live in one place.
 * The laboratory cases and implants an appointment is booked for have no tables yet: their ids
 * are kept as they are.
 */
export const name = 'appointments';

export const sql = /* sql */ `
create table appointment_settings (
  id bigint generated always as identity primary key,
  doctor_id bigint not null references users (id) on delete cascade,
  part_of_time text not null check (part_of_time in ('matin', 'soir')),
  start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text not null check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- Length of one session, in minutes.
  session_minutes integer not null check (session_minutes between 5 and 240),
  count_seance integer not null check (count_seance between 1 and 48),
  updated_at timestamptz not null default now(),
  constraint appointment_settings_doctor_part_uq unique (doctor_id, part_of_time)
);

create table days_of_work (
  id bigint generated always as identity primary key,
  doctor_id bigint not null unique references users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table working_days (
  id bigint generated always as identity primary key,
  days_of_work_id bigint not null references days_of_work (id) on delete cascade,
  -- Lundi 0 … Dimanche 6.
  day_order smallint not null check (day_order between 0 and 6),
  matin boolean not null,
  soir boolean not null,
  constraint working_days_some_session_ck check (matin or soir),
  constraint working_days_day_uq unique (days_of_work_id, day_order)
);

create table appointments (
  id bigint generated always as identity primary key,
  doctor_id bigint not null references users (id) on delete cascade,
  patient_id bigint not null references patients (id) on delete cascade,
  day date not null,
  time text not null check (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  num_seance integer not null check (num_seance >= 1),
  part_of_time text not null check (part_of_time in ('matin', 'soir')),
  patient_lab_id bigint,
  implant_id bigint,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint appointments_slot_uq unique (doctor_id, day, time)
);
create index appointments_patient_idx on appointments (patient_id);
`;
