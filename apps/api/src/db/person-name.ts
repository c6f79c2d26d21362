/**
 * How documents (invoices, receipts) name a user: the ONE SQL expression of a user row's name, given
 * the alias of the users table in the query: the full name where one is known, else the username
 * (libs/domain `personName` says the same on screens).
 */
export const personNameSql = (alias: string): string => `coalesce(nullif(btrim(${alias}.full_name), ''), ${alias}.username)`;
