/**
 * A user's full name ("Dr Ahmed Sidi"), which documents print for a doctor instead of the
 * username; null until an administrator gives it (documents then print the username).
 */
export const name = 'user_full_name';

export const sql = /* sql */ `
alter table users add column full_name text;
`;
