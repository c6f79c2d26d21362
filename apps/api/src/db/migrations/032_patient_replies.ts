/**
 * The patient's answer to a reminder (issue 38).
 * - `appointment_links`: the personal links of reminders. Only the SHA-256 of a link's token is
 *   kept (the token itself leaves once, in the answer to the send); a link opens its appointment
 *   only while the appointment is still at the doctor, day and time it was made for, so a moved
 *   appointment's old links are dead and its next reminder carries a new one. Deleting the
 *   appointment deletes its links.
 * - `appointments.patient_answer`: the patient's last answer (confirmed, cancelled, another time),
 *   when it came, the message of a request for another time, and when and by whom the desk handled
 *   a cancellation or a request ("À rappeler" lists those not handled).
 * - `settings.public_address`: the address patients reach the server at, the start of the links
 *   ('' : the address the staff reached it at).
 */
export const name = 'patient_replies';

export const sql = /* sql */ `
alter table settings add column public_address text not null default '';

create table appointment_links (
  token_hash bytea primary key check (octet_length(token_hash) = 32),
  appointment_id bigint not null references appointments (id) on delete cascade,
  doctor_id bigint not null,
  day date not null,
  time text not null,
  created_at timestamptz not null default now()
);
create index appointment_links_appointment_idx on appointment_links (appointment_id);
create index appointment_links_day_idx on appointment_links (day);

alter table appointments add column patient_answer text check (patient_answer in ('confirmed', 'cancelled', 'otherTime'));
alter table appointments add column patient_answer_at timestamptz;
alter table appointments add column patient_message text check (char_length(patient_message) <= 300);
alter table appointments add column callback_handled_at timestamptz;
alter table appointments add column callback_handled_by bigint references users (id) on delete set null;
-- "À rappeler": the cancellations and requests for another time the desk has not handled.
create index appointments_callbacks_idx on appointments (patient_answer_at) where patient_answer in ('cancelled', 'otherTime') and callback_handled_at is null;
`;
