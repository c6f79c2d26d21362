/**
 * Cash sessions (the deposit-slip model) instead of a day that locks at its first close.
 *
 * A close ("Clôture 1", "Clôture 2"... numbered per day) takes the payments of its day that no close
 * in force holds yet: the patients' payments that are not insurance-covered (the drawer's money),
 * the laboratories' and the suppliers' payments. It marks them with its id (`cash_close_id`) and
 * keeps, per payment method, what they recorded beside what was counted, with the method's name as
 * it was then. Payments of the same day recorded later are open: the next close of the day takes them.
 *
 * `cash_session_guard` (one function for the three tables; its argument names the date column):
 * - a row held by a close can no longer be changed (its money, date, patient, doctor, method...) nor
 *   deleted: SQLSTATE DCLOS, message `payment.sessionClosed`, detail `day|number`;
 * - a row cannot enter a past day (insert, date moved, or becoming a drawer payment) while a close of
 *   that day is in force: DCLOS, `payment.dayClosed`, detail the day. Today stays open: a payment
 *   dated today after a close goes to the next session.
 *
 * Reopening a close (with its reason) releases its rows; the next close takes them again.
 *
 * No payment is lost to a close racing a write: the close marks only the rows it can lock at once
 * (`for update skip locked`), so a row being written stays open for the next session, and a row it
 * marked refuses a write that waited for it. Closes and reopens of a day queue on an advisory lock.
 */
export const name = 'cash_sessions';

export const sql = /* sql */ `
create table cash_closes (
  id bigint generated always as identity primary key,
  day date not null,
  -- Its number within the day: Clôture 1, 2...
  seq integer not null default 1 check (seq > 0),
  closed_by bigint references users (id) on delete set null,
  closed_by_name text not null,
  closed_at timestamptz not null default now(),
  -- Why the counted amounts differ from the recorded ones (required then).
  comment text not null default '',
  lab_payments integer not null default 0 check (lab_payments >= 0),
  lab_paid numeric(16, 2) not null default 0,
  supplier_payments integer not null default 0 check (supplier_payments >= 0),
  supplier_paid numeric(16, 2) not null default 0,
  reopened_by bigint references users (id) on delete set null,
  reopened_by_name text,
  reopened_at timestamptz,
  reopen_reason text,
  constraint cash_closes_day_seq_uq unique (day, seq)
);
create index cash_closes_in_force_idx on cash_closes (day) where reopened_at is null;

-- Per payment method: what the session's payments recorded and what was counted in the drawer.
create table cash_close_lines (
  close_id bigint not null references cash_closes (id) on delete restrict,
  position integer not null,
  method_id bigint references payment_modes (id) on delete set null,
  -- The method's name when the close was made: renaming the method leaves it.
  method_name text not null,
  recorded numeric(16, 2) not null,
  payments integer not null check (payments >= 0),
  counted numeric(14, 2) not null check (counted >= 0),
  primary key (close_id, position)
);

alter table payments add column cash_close_id bigint references cash_closes (id) on delete restrict;
alter table lab_payments add column cash_close_id bigint references cash_closes (id) on delete restrict;
alter table supplier_payments add column cash_close_id bigint references cash_closes (id) on delete restrict;
create index payments_cash_close_idx on payments (cash_close_id) where cash_close_id is not null;
create index payments_open_day_idx on payments (payment_date) where cash_close_id is null and not supported;
create index lab_payments_cash_close_idx on lab_payments (cash_close_id) where cash_close_id is not null;
create index lab_payments_paid_on_idx on lab_payments (paid_on) where cash_close_id is null;
create index supplier_payments_cash_close_idx on supplier_payments (cash_close_id) where cash_close_id is not null;
create index supplier_payments_paid_on_idx on supplier_payments (paid_on) where cash_close_id is null;

-- The closes of migration 014 become each day's Clôture 1, holding that day's drawer payments.
drop trigger payments_day_open on payments;
drop function payments_day_open();
insert into cash_closes (day, seq, closed_by, closed_by_name, closed_at)
  select day, 1, closed_by, closed_by_name, closed_at from day_closes order by day;
insert into cash_close_lines (close_id, position, method_id, method_name, recorded, payments, counted)
  select c.id, row_number() over (partition by c.id order by m.code, m.name, m.id), m.id, m.name, l.recorded, l.payments, l.counted
    from day_close_lines l join cash_closes c on c.day = l.day join payment_modes m on m.id = l.method_id;
update payments p set cash_close_id = c.id from cash_closes c where c.day = p.payment_date and not p.supported;
drop table day_close_lines;
drop table day_closes;

create function cash_session_guard() returns trigger
  language plpgsql as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  held record;
  new_day date;
begin
  if old_row is not null and old_row ->> 'cash_close_id' is not null then
    select day, seq into held from cash_closes where id = (old_row ->> 'cash_close_id')::bigint;
    raise exception using errcode = 'DCLOS', message = 'payment.sessionClosed', detail = to_char(held.day, 'YYYY-MM-DD') || '|' || held.seq;
  end if;
  if new_row is not null and not coalesce((new_row ->> 'supported')::boolean, false) then
    new_day := (new_row ->> tg_argv[0])::date;
    if new_day < current_date
       and (old_row is null or (old_row ->> tg_argv[0])::date <> new_day or coalesce((old_row ->> 'supported')::boolean, false))
       and exists (select 1 from cash_closes where day = new_day and reopened_at is null) then
      raise exception using errcode = 'DCLOS', message = 'payment.dayClosed', detail = to_char(new_day, 'YYYY-MM-DD');
    end if;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;

create trigger payments_cash_session
  before insert or delete or update of patient_id, doctor_id, amount, type, method_id, supported, invoice_assur_id, payment_date
  on payments for each row execute function cash_session_guard('payment_date');
create trigger lab_payments_cash_session
  before insert or delete or update of laboratory_id, doctor_id, amount, paid_on
  on lab_payments for each row execute function cash_session_guard('paid_on');
create trigger supplier_payments_cash_session
  before insert or delete or update of purchase_order_id, amount, paid_on
  on supplier_payments for each row execute function cash_session_guard('paid_on');
`;
