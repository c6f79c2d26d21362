/**
 * The day close (clôture de caisse) and the statistics' reading paths.
 *
 * `payment_day_totals` keeps, per day, doctor, method and approval, the number and Σ of the
 * payments that are not insurance payments, maintained by a row trigger in the payment's own
 * transaction (an upsert: concurrent payments queue on the row, none is lost). The statistics read
 * a year from it instead of every payment (apps/api/README.md has the figures). Insurance payments
 * are read from `payments` itself: whether they count depends on their insurer invoice, and their
 * insurers' part on the patient's percentage, which change elsewhere.
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

create table payment_day_totals (
  day date not null,
  doctor_id bigint not null,
  -- 0: no method.
  method_id bigint not null,
  approved boolean not null,
  payments integer not null,
  amount numeric(16, 2) not null,
  primary key (day, doctor_id, method_id, approved)
);
create index payment_day_totals_doctor_idx on payment_day_totals (doctor_id, day);

create function payment_day_totals_apply() returns trigger
  language plpgsql as $$
begin
  if tg_op <> 'INSERT' and not old.supported then
    update payment_day_totals set payments = payments - 1, amount = amount - old.amount
     where day = old.payment_date and doctor_id = old.doctor_id and method_id = coalesce(old.method_id, 0) and approved = old.approved;
  end if;
  if tg_op <> 'DELETE' and not new.supported then
    insert into payment_day_totals (day, doctor_id, method_id, approved, payments, amount)
    values (new.payment_date, new.doctor_id, coalesce(new.method_id, 0), new.approved, 1, new.amount)
    on conflict (day, doctor_id, method_id, approved)
      do update set payments = payment_day_totals.payments + 1, amount = payment_day_totals.amount + excluded.amount;
  end if;
  return null;
end $$;

create trigger payments_day_totals
  after insert or delete or update of payment_date, doctor_id, method_id, approved, amount, supported
  on payments for each row execute function payment_day_totals_apply();

insert into payment_day_totals (day, doctor_id, method_id, approved, payments, amount)
  select payment_date, doctor_id, coalesce(method_id, 0), approved, count(*), sum(amount) from payments where not supported group by 1, 2, 3, 4;

-- The lines of a period (newest first), its insurance payments and its unapproved ones.
create index payments_date_idx on payments (payment_date, id);
create index payments_doctor_date_idx on payments (doctor_id, payment_date, id);
create index payments_supported_date_idx on payments (payment_date, doctor_id) where supported;
create index payments_unapproved_date_idx on payments (payment_date, doctor_id) where not approved;
create index lab_consumptions_doctor_created_idx on lab_consumptions (doctor_id, created_at);
create index consumptions_created_idx on consumptions (created_at);
create index purchase_orders_doctor_created_idx on purchase_orders (doctor_id, created_at);
`;
