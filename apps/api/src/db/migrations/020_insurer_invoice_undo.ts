/**
 * Undoing an insurer's payment recorded by mistake (issue 34 §5) may not move a closed cash
 * session's figures. The insurer's money counts on the day its invoice is paid (`payed_at`), so the
 * undo is refused once that day is closed: a trigger on insurance_invoices raises SQLSTATE DCLOS,
 * as the payments' own trigger does (migration 014), and the route answers `invoice.unpayClosed`.
 * It takes the day's shared lock like every payment write, so it cannot slip past a close being made.
 * Paying is left to the cash-session rules: this trigger only guards the undo (payed true → false).
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
    perform pg_advisory_xact_lock_shared(14014, day_lock_key(d));
    if exists (select 1 from day_closes where day = d) then
      raise exception using errcode = 'DCLOS', message = 'payment.dayClosed', detail = to_char(d, 'YYYY-MM-DD');
    end if;
  end if;
  return new;
end $$;

create trigger insurance_invoice_undo_open
  before update of payed on insurance_invoices
  for each row execute function insurance_invoice_undo_open();
`;
