import { nameKey } from '@dental/domain';
import type { Queryable } from '../../db/types';
import type { RowCells } from './cells';

/**
 * The clinic's doctors by username and by full name, compared as name keys ("Dr" before a name
 * ignored); `only`: the one doctor the importer may name (their own view), null for any doctor.
 */
export interface DoctorLookup {
  find(text: string): string | null;
  only: string | null;
}

const withoutTitle = (text: string) => nameKey(text).replace(/^(dr|docteur|doctor|د)\.? /, '');

export async function loadDoctors(db: Queryable, only: string | null): Promise<DoctorLookup> {
  const rows = await db.query<{ id: string; username: string; fullName: string | null }>(
    'select id::text as id, username, full_name as "fullName" from users where doctor_cabinet is not null',
  );
  const byKey = new Map<string, string>();
  for (const row of rows) {
    byKey.set(nameKey(row.username), row.id);
    if (row.fullName) byKey.set(withoutTitle(row.fullName), row.id);
  }
  return { find: (text) => byKey.get(nameKey(text)) ?? byKey.get(withoutTitle(text)) ?? null, only };
}

/** The row's doctor: its cell's doctor, else the import's default one; null (refused) when neither. */
export function rowDoctor(cells: RowCells, doctors: DoctorLookup, fallback: string | null): string | null {
  const text = cells.text('doctor');
  if (text === '') {
    if (fallback === null) cells.refuse('doctor', 'import.doctorRequired');
    return fallback;
  }
  const found = doctors.find(text);
  if (found === null) cells.refuse('doctor', 'import.doctorUnknown', { doctor: text });
  else if (doctors.only !== null && found !== doctors.only) {
    cells.refuse('doctor', 'auth.otherDoctor');
    return null;
  }
  return found;
}
