/**
 * The day close (clôture de caisse) and the statistics' reading paths.
 *
 * A closed day's payments can no longer be created, changed or deleted: a trigger on payments
 * refuses any write whose old or new payment date is closed, with SQLSTATE DCLOS (the API answers
 * `payment.dayClosed`). Approving is not such a write: it changes none of the money columns.
 *
 * No payment is lost between a close and a concurrent write: every payment write takes a shared
 * transaction advisory lock on its day(s), the close takes the exclusive one before it reads the
 * day's totals. A write that got in first is committed before the close reads (so it is in the
 * totals); a write that comes second waits for the close to commit, then sees the day closed.
 */
export const name = 'day_closes';

export const sql = /* sql */ `
create table day_closes (
  day date primary key,
  closed_by bigint references users (id) on delete set null,
  closed_by_name text not null,
  closed_at timestamptz not null default now()
);

-- Per payment method: what the payments recorded and what was counted in the drawer.
create table day_close_lines (
  day date not null references day_closes (day) on delete restrict,
  method_id bigint not null references payment_modes (id) on delete restrict,
  recorded numeric(14, 2) not null,
  payments integer not null check (payments >= 0),
  counted numeric(14, 2) not null check (counted >= 0),
  primary key (day, method_id)
);

-- The lock class of the day locks; the key is the day's number since 2000-01-01.
create function day_lock_key(d date) returns integer
  language sql immutable as $$ select d - date '2000-01-01' $$;

create function payments_day_open() returns trigger
  language plpgsql as $$
declare
  d date;
begin
  foreach d in array array_remove(array[
    case when tg_op <> 'INSERT' then old.payment_date end,
    case when tg_op <> 'DELETE' then new.payment_date end], null)
  loop
    perform pg_advisory_xact_lock_shared(14014, day_lock_key(d));
    if exists (select 1 from day_closes where day = d) then
      raise exception using errcode = 'DCLOS', message = 'payment.dayClosed', detail = to_char(d, 'YYYY-MM-DD');
    end if;
  end loop;
  return case when tg_op = 'DELETE' then old else new end;
end $$;

create trigger payments_day_open
  before insert or delete or update of patient_id, doctor_id, amount, type, method_id, supported, invoice_assur_id, payment_date
  on payments for each row execute function payments_day_open();

create index payments_date_doctor_idx on payments (payment_date, doctor_id);
create index lab_consumptions_doctor_created_idx on lab_consumptions (doctor_id, created_at);
create index consumptions_created_idx on consumptions (created_at);
create index purchase_orders_doctor_created_idx on purchase_orders (doctor_id, created_at);
`;
