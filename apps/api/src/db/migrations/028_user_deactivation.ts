/**
 * A user who wrote records is deactivated, never deleted (issue 36). Deleting one used to empty
 * "Saisi par" on every payment they entered (the references were `on delete set null`).
 * - `users.active`: a deactivated user cannot sign in; they stay in every record and every list of
 *   who did what, and can be reactivated.
 * - Every reference to a user that says who wrote, changed or closed something now refuses the
 *   user's deletion (`on delete restrict`): the API answers 409 `user.inUse` and offers to deactivate.
 *   Only a user who wrote nothing can still be deleted.
 */
export const name = 'user_deactivation';

export const sql = /* sql */ `
alter table users add column active boolean not null default true;

do $$
declare
  fk record;
begin
  for fk in
    select c.conname, c.conrelid::regclass as tbl, a.attname as col
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confrelid = 'users'::regclass and c.confdeltype = 'n' and array_length(c.conkey, 1) = 1
  loop
    execute format('alter table %s drop constraint %I', fk.tbl, fk.conname);
    execute format('alter table %s add constraint %I foreign key (%I) references users (id) on delete restrict', fk.tbl, fk.conname, fk.col);
  end loop;
end
$$;
`;
