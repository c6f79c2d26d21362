/**
 * Undoing an insurer's payment recorded by mistake (issue 34 §5) may not rewrite a closed day's
 * figures. The insurer's money counts on the day its invoice is paid (`payed_at`), so the undo is
 * refused while that day has a cash close in force (migration 019): a trigger on insurance_invoices
 * raises SQLSTATE DCLOS, as the payments' own guard does, and the route answers `invoice.unpayClosed`.
 * Reopening that day's close lets the undo through. This trigger only guards the undo (payed true → false).
 */
export const name = 'insurer_invoice_undo';

export const sql = /* sql */ `
create function insurance_invoice_undo_open() returns trigger
  language plpgsql as $$
declare
  d date;
begin
  if old.payed and not new.payed and old.payed_at is not null then
    d := old.payed_at::date;
    if exists (select 1 from cash_closes where day = d and reopened_at is null) then
      raise exception using errcode = 'DCLOS', message = 'payment.dayClosed', detail = to_char(d, 'YYYY-MM-DD');
    end if;
  end if;
  return new;
end $$;

create trigger insurance_invoice_undo_open
  before update of payed on insurance_invoices
  for each row execute function insurance_invoice_undo_open();
`;
