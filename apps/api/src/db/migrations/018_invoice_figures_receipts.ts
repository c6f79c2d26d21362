/**
 * Invoices that keep what they billed, and numbered payment receipts (issue 34 §1).
 *
 * - `patient_invoice_quotes`: each quote an invoice bills lines of, with the quote's reduction in
 *   percent at the time of billing; `patient_invoices.total / reduction / amount_due`: the invoice's
 *   figures as libs/domain's `invoiceSums` made them (each quote's reduction on its own lines). A later
 *   change of a quote's reduction no longer changes an invoice already made, and billed lines cannot
 *   change (the API refuses it). Existing invoices are back-filled with their quotes' reductions of
 *   today, the same rule in SQL (numeric round is half up on these positive amounts, as percentOf).
 * - `payments.receipt_no`: the receipt number, given at insert by a trigger from a one-row counter
 *   updated in the inserting transaction: unique, and without gaps under concurrency (a rolled-back
 *   insert rolls its number back; a sequence would lose it). The trigger first takes the patient's row
 *   lock, which the balance trigger takes right after anyway, so every payment insert takes its locks
 *   in one order (patient, then counter). Existing payments are numbered by creation order.
 */
export const name = 'invoice_figures_receipts';

export const sql = /* sql */ `
create table patient_invoice_quotes (
  invoice_id bigint not null references patient_invoices (id) on delete cascade,
  quote_id bigint not null references quotes (id) on delete restrict,
  -- The quote's reduction, in percent, when the invoice was made.
  reduce numeric(5, 2) not null check (reduce between 0 and 100),
  primary key (invoice_id, quote_id)
);
create index patient_invoice_quotes_quote_idx on patient_invoice_quotes (quote_id);

alter table patient_invoices
  add column total numeric(14, 2),
  add column reduction numeric(14, 2),
  add column amount_due numeric(14, 2);

insert into patient_invoice_quotes (invoice_id, quote_id, reduce)
  select distinct il.invoice_id, l.quote_id, q.reduce
    from patient_invoice_lines il join quote_lines l on l.id = il.quote_line_id join quotes q on q.id = l.quote_id;

with per_quote as (
  select iq.invoice_id, sum((l.price - l.discount) * cardinality(l.teeth)) as total, iq.reduce
    from patient_invoice_quotes iq
    join patient_invoice_lines il on il.invoice_id = iq.invoice_id
    join quote_lines l on l.id = il.quote_line_id and l.quote_id = iq.quote_id
   group by iq.invoice_id, iq.quote_id, iq.reduce
), figures as (
  select invoice_id, sum(total) as total, sum(round(total * reduce / 100, 2)) as reduction from per_quote group by invoice_id
)
update patient_invoices i set total = f.total, reduction = f.reduction, amount_due = f.total - f.reduction
  from figures f where f.invoice_id = i.id;
update patient_invoices set total = 0, reduction = 0, amount_due = 0 where total is null;

alter table patient_invoices
  alter column total set not null,
  alter column reduction set not null,
  alter column amount_due set not null;

create table receipt_numbers (
  only_row boolean primary key default true check (only_row),
  last integer not null check (last >= 0)
);

alter table payments add column receipt_no integer;
with numbered as (select id, row_number() over (order by created_at, id) as n from payments)
update payments p set receipt_no = numbered.n from numbered where numbered.id = p.id;
insert into receipt_numbers (last) select coalesce(max(receipt_no), 0) from payments;
alter table payments alter column receipt_no set not null;
create unique index payments_receipt_no_uq on payments (receipt_no);

create function payment_receipt_number() returns trigger
  language plpgsql as $$
begin
  perform 1 from patients where id = new.patient_id for update;
  update receipt_numbers set last = last + 1 returning last into new.receipt_no;
  return new;
end $$;

create trigger payments_receipt_number before insert on payments
  for each row execute function payment_receipt_number();
`;
