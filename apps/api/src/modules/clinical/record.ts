import type { Queryable } from '../../db/types';

/** The rights of the clinical record: conditions on teeth and clinical notes. */
export const COLLECTION = 'DOSSIER_CLINIQUE';

/** Whether a day (YYYY-MM-DD) is after the clinic's today, as the database dates it. */
export async function isFuture(db: Queryable, day: string): Promise<boolean> {
  const [row] = await db.query<{ future: boolean }>('select $1::date > current_date as future', [day]);
  return row.future;
}
