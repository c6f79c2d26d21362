/**
 * The clinic's address and phone, printed with its name on quotes and prescriptions. An
 * administrator fills them in; empty until then (the documents then leave them out).
 */
export const name = 'clinic_address_phone';

export const sql = /* sql */ `
alter table settings add column address text not null default '';
alter table settings add column phone text not null default '';
`;
