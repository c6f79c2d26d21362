/**
 * A treatment-sheet line knows the appointment booked for it (spec part 2 §3, LineFiche.appointment).
 * The line's appointment date is that appointment's day. Cancelling the appointment (deleting it,
 * from the sheet or the calendar) clears the date of a line not done, so the line offers the
 * appointment button again; a done line keeps its date (the visit happened).
 */
export const name = 'sheet_line_appointments';

export const sql = /* sql */ `
alter table sheet_lines add column appointment_id bigint references appointments (id) on delete set null;
create index sheet_lines_appointment_idx on sheet_lines (appointment_id) where appointment_id is not null;

create function sheet_lines_appointment_cancelled() returns trigger
  language plpgsql
  as $$
begin
  update sheet_lines set date_appointment = null, appointment_id = null, updated_at = now()
   where appointment_id = old.id and finish = 0;
  return old;
end
$$;

create trigger appointments_cancel_sheet_lines
  before delete on appointments
  for each row execute function sheet_lines_appointment_cancelled();
`;
