/**
 * The insurers' parts of a period, already added up (issue 40). The statistics read them payment by
 * payment: a year of a busy clinic is 25,000 insurance payments joined to their invoices and
 * patients, two thirds of the payments tab's time. `insurance_day_totals` keeps them added up by
 * what the statistics group them by, as `payment_day_totals` (migration 014) does for the other
 * payments:
 * - the day the part counts on: its invoice's payment day once the invoice is paid (`paid`), else
 *   the payment's own day (as the statistics' payment-queries.ts dates them);
 * - its method (0: none), doctor and approval, and the patient's percentage covered (0: none).
 * Kept by triggers on what decides a part's group: the payment, its invoice being paid or unpaid,
 * the patient's percentage. Rows are kept at zero (the readers skip them), as in payment_day_totals.
 */
export const name = 'insurance_day_totals';

const ADD_UP = `on conflict (day, paid, method_id, doctor_id, approved, percent_covered)
    do update set payments = insurance_day_totals.payments + excluded.payments, amount = insurance_day_totals.amount + excluded.amount`;

/** Adds `moved` (rows of a group's columns with `payments` and `amount`, signed) to their groups. */
const addMoved = (moved: string) => `insert into insurance_day_totals (day, paid, method_id, doctor_id, approved, percent_covered, payments, amount)
  select moved.day, moved.paid, moved.method_id, moved.doctor_id, moved.approved, moved.percent_covered, sum(moved.payments), sum(moved.amount)
    from (${moved}) moved
   group by 1, 2, 3, 4, 5, 6
  ${ADD_UP}`;

export const sql = /* sql */ `
create table insurance_day_totals (
  day date not null,
  paid boolean not null,
  -- 0: no method.
  method_id bigint not null,
  doctor_id bigint not null,
  approved boolean not null,
  -- 0: the patient has none.
  percent_covered numeric(5, 2) not null,
  payments integer not null,
  amount numeric(16, 2) not null,
  primary key (day, paid, method_id, doctor_id, approved, percent_covered)
);
create index insurance_day_totals_doctor_idx on insurance_day_totals (doctor_id, day);

-- One payment's part, added (count 1, its amount) or taken off (-1, minus its amount), in the group
-- its invoice and patient give it now.
create function insurance_day_totals_add(of_invoice bigint, of_day date, of_patient bigint, of_method bigint, of_doctor bigint,
                                         of_approved boolean, of_payments integer, of_amount numeric) returns void
  language sql as $$
  insert into insurance_day_totals (day, paid, method_id, doctor_id, approved, percent_covered, payments, amount)
  select case when coalesce(i.payed, false) then (i.payed_at at time zone 'UTC')::date else of_day end, coalesce(i.payed, false),
         coalesce(of_method, 0), of_doctor, of_approved, coalesce(pt.percent_covered, 0), of_payments, of_amount
    from patients pt left join insurance_invoices i on i.id = of_invoice
   where pt.id = of_patient
  ${ADD_UP}
$$;

create function insurance_day_totals_of_payment() returns trigger
  language plpgsql as $$
begin
  if tg_op <> 'INSERT' and old.supported then
    perform insurance_day_totals_add(old.invoice_assur_id, old.payment_date, old.patient_id, old.method_id, old.doctor_id, old.approved, -1, -old.amount);
  end if;
  if tg_op <> 'DELETE' and new.supported then
    perform insurance_day_totals_add(new.invoice_assur_id, new.payment_date, new.patient_id, new.method_id, new.doctor_id, new.approved, 1, new.amount);
  end if;
  return null;
end $$;

create trigger payments_insurance_day_totals
  after insert or delete or update of payment_date, patient_id, doctor_id, method_id, approved, amount, supported, invoice_assur_id
  on payments for each row execute function insurance_day_totals_of_payment();

-- An invoice paid, unpaid or paid on another day moves its payments' parts: off the group of its
-- old state, onto the group of its new one.
create function insurance_day_totals_of_invoice() returns trigger
  language plpgsql as $$
begin
  ${addMoved(`
      select case when state.payed then (state.payed_at at time zone 'UTC')::date else p.payment_date end as day, state.payed as paid,
             coalesce(p.method_id, 0) as method_id, p.doctor_id, p.approved, coalesce(pt.percent_covered, 0) as percent_covered,
             state.sign as payments, state.sign * p.amount as amount
        from payments p
        join patients pt on pt.id = p.patient_id
        cross join (values (old.payed, old.payed_at, -1), (new.payed, new.payed_at, 1)) as state (payed, payed_at, sign)
       where p.invoice_assur_id = new.id and p.supported`)};
  return null;
end $$;

create trigger insurance_invoices_day_totals
  after update of payed, payed_at on insurance_invoices
  for each row when (old.payed is distinct from new.payed or (new.payed and old.payed_at is distinct from new.payed_at))
  execute function insurance_day_totals_of_invoice();

-- A patient's percentage changed moves their insurance payments' parts to the new percentage.
create function insurance_day_totals_of_patient() returns trigger
  language plpgsql as $$
begin
  ${addMoved(`
      select case when coalesce(i.payed, false) then (i.payed_at at time zone 'UTC')::date else p.payment_date end as day, coalesce(i.payed, false) as paid,
             coalesce(p.method_id, 0) as method_id, p.doctor_id, p.approved, state.percent_covered, state.sign as payments, state.sign * p.amount as amount
        from payments p
        left join insurance_invoices i on i.id = p.invoice_assur_id
        cross join (values (coalesce(old.percent_covered, 0), -1), (coalesce(new.percent_covered, 0), 1)) as state (percent_covered, sign)
       where p.patient_id = new.id and p.supported`)};
  return null;
end $$;

create trigger patients_insurance_day_totals
  after update of percent_covered on patients
  for each row when (coalesce(old.percent_covered, 0) <> coalesce(new.percent_covered, 0))
  execute function insurance_day_totals_of_patient();

insert into insurance_day_totals (day, paid, method_id, doctor_id, approved, percent_covered, payments, amount)
select case when coalesce(i.payed, false) then (i.payed_at at time zone 'UTC')::date else p.payment_date end, coalesce(i.payed, false),
       coalesce(p.method_id, 0), p.doctor_id, p.approved, coalesce(pt.percent_covered, 0), count(*), sum(p.amount)
  from payments p
  join patients pt on pt.id = p.patient_id
  left join insurance_invoices i on i.id = p.invoice_assur_id
 where p.supported
 group by 1, 2, 3, 4, 5, 6;
`;
