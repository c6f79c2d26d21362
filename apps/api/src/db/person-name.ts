/**
 * How documents (invoices, receipts) name a user: the ONE SQL expression of a user row's name, given
 * the alias of the users table in the query. Today the username; switch it here to the full name
 * (with the username where none is known) and every document follows.
 */
export const personNameSql = (alias: string): string => `${alias}.username`;
