import type { Queryable } from '../../db/types';
import { refreshingVisitsOnce, skippingPatientTriggers } from '../../demo/bulk-writes';

/**
 * Undoing an import removes what it created, only while nothing else has been written on those
 * records: its patients not edited, with no other doctor, and referenced by nothing but their
 * doctors and the import's own charges and appointments; its appointments still booked as imported
 * and referenced by nothing; its treatments and insurers referenced by nothing but its own rows.
 * "Referenced" is read from the database's own foreign keys, so a table added later is covered.
 */

/** Rows that are the import's own where they reference its records (SQL on the referencing row `x`, $1 the import). */
const OWN_ROWS: Record<string, Record<string, string>> = {
  patients: { patient_doctors: 'true', patient_name_tails: 'true', charges: 'x.import_id = $1::bigint', appointments: 'x.import_id = $1::bigint' },
  appointments: {},
  treatments: {},
  assurances: { patients: 'x.import_id = $1::bigint' },
};

/** The tables (and their column) holding a foreign key to `table`, from the catalogue. */
async function referencesTo(db: Queryable, table: string): Promise<{ name: string; quoted: string; column: string }[]> {
  return db.query(
    `select r.relname as name, quote_ident(r.relname) as quoted, quote_ident(a.attname) as column
       from pg_constraint c
       join pg_class r on r.oid = c.conrelid
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = $1::regclass`,
    [table],
  );
}

/** Whether a row of `table` made by the import is referenced by a row that is not the import's own. */
async function referencedElsewhere(db: Queryable, importId: string, table: keyof typeof OWN_ROWS): Promise<boolean> {
  for (const ref of await referencesTo(db, table)) {
    const own = OWN_ROWS[table][ref.name];
    // Identifiers come from the catalogue, quoted by quote_ident; the conditions are this module's constants.
    const rows = await db.query(
      `select 1 from ${ref.quoted} x
        where x.${ref.column} in (select id from ${table} where import_id = $1::bigint)${own ? ` and not (${own})` : ''}
        limit 1`,
      [importId],
    );
    if (rows.length > 0) return true;
  }
  return false;
}

export async function isUndoable(db: Queryable, importId: string): Promise<boolean> {
  const [{ changed }] = await db.query<{ changed: boolean }>(
    `select exists (select 1 from patients where import_id = $1 and updated_at <> created_at)
         or exists (select 1 from patient_doctors d join patients p on p.id = d.patient_id where p.import_id = $1 group by d.patient_id having count(*) > 1)
         or exists (select 1 from appointments where import_id = $1 and (state <> 'booked' or state_at is not null)) as changed`,
    [importId],
  );
  if (changed) return false;
  for (const table of Object.keys(OWN_ROWS)) if (await referencedElsewhere(db, importId, table)) return false;
  return true;
}

/** Deletes what the import created (run in a transaction, after isUndoable). */
export async function deleteImported(tx: Queryable, importId: string): Promise<void> {
  await skippingPatientTriggers(tx, ['balances', 'visits'], () => tx.query('delete from charges where import_id = $1', [importId]));
  await refreshingVisitsOnce(tx, ['appointments'], async () => {
    const rows = await tx.query<{ patient: string }>('delete from appointments where import_id = $1 returning patient_id::text as patient', [importId]);
    return rows.map((row) => row.patient);
  });
  await tx.query('delete from patients where import_id = $1', [importId]);
  await tx.query('delete from treatments where import_id = $1', [importId]);
  await tx.query('delete from assurances where import_id = $1', [importId]);
}
