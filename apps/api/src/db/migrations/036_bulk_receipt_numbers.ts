/**
 * Receipt numbers for a bulk write of payments (the demo seed). Each payment takes the next number
 * by updating the one row of `receipt_numbers` (migration 018); thousands in one transaction leave
 * thousands of versions of that row that only the commit lets go, and each update walks the ones
 * before it: 0.7 ms a payment at 15,000 a transaction, growing with the square of their number.
 * A bulk write reserves its block in one update (its row lock held until commit, as a single
 * payment's is), gives each payment its number, and says so with `dental.bulk_receipts`: the
 * trigger then keeps the number given. Without the flag, a number given is replaced as before.
 */
export const name = 'bulk_receipt_numbers';

export const sql = /* sql */ `
create or replace function payment_receipt_number() returns trigger
  language plpgsql as $$
begin
  if new.receipt_no is not null and current_setting('dental.bulk_receipts', true) = 'on' then
    return new;
  end if;
  perform 1 from patients where id = new.patient_id for update;
  update receipt_numbers set last = last + 1 returning last into new.receipt_no;
  return new;
end $$;
`;
