/**
 * Laboratories' money and follow-up (spec part 2 §2–§3): payments of a doctor to a laboratory,
 * and the indexes the lab pages read by. A doctor's account with a lab is computed, never stored:
 * Σ (price × number of teeth) of the doctor's consumptions there − Σ of the doctor's payments to it
 * (@dental/domain labAccount), so concurrent payments cannot leave it stale.
 *
 * A laboratory with payments cannot be deleted (restrict), nor can a doctor with payments. The
 * appointments booked for a lab case or an implant (appointments.patient_lab_id / implant_id) are
 * found by these indexes; the latest one is the case's or implant's appointment, and cancelling
 * it (deleting the row) clears it.
 */
export const name = 'lab_payments';

export const sql = /* sql */ `
create table lab_payments (
  id bigint generated always as identity primary key,
  laboratory_id bigint not null references laboratories (id) on delete restrict,
  doctor_id bigint not null references users (id) on delete restrict,
  amount numeric(12, 2) not null check (amount > 0),
  comment text not null default '',
  -- The day of the payment (the form's date input).
  paid_on date not null default current_date,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index lab_payments_lab_doctor_idx on lab_payments (laboratory_id, doctor_id, paid_on desc);
create index lab_payments_doctor_idx on lab_payments (doctor_id, paid_on desc);

create index lab_consumptions_lab_doctor_idx on lab_consumptions (laboratory_id, doctor_id, created_at desc);
create index lab_cases_finish_idx on lab_cases (finish, created_at desc);
create index implants_doctor_created_idx on implants (doctor_id, created_at desc);
create index appointments_patient_lab_idx on appointments (patient_lab_id) where patient_lab_id is not null;
create index appointments_implant_idx on appointments (implant_id) where implant_id is not null;
`;
