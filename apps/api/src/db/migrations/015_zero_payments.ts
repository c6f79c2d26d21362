/**
 * A payment of 0 is kept (a free check-up, a consultation the insurer covers whole): the spec's
 * statistics hide such lines, so the product must be able to hold them. Negative amounts stay out.
 */
export const name = 'zero_payments';

export const sql = /* sql */ `
alter table payments drop constraint payments_amount_check;
alter table payments add constraint payments_amount_check check (amount >= 0);
`;
