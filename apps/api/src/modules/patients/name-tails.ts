import type { Queryable } from '../../db/types';
import { startsWith } from '../../db/like';
import { parameters } from './parameters';

/** The characters of a text in reverse order, as PostgreSQL's reverse() has them. */
const reversed = (text: string) => [...text].reverse().join('');

/**
 * The patients whose name key holds `key`, a text of several words already in `nameKey` form, and
 * their creation dates, read from `patient_name_tails` (migrations 034 and 037): the text starts a
 * word of the name, or its first word ends a longer word and its other words follow. Both are
 * ranges of an index as long as the answer, where the trigram index merges the trigrams' lists of
 * every name that has a common word; the index holds the patient and the date, which orders the
 * lists, so that neither the tails' rows nor the patients' are read. A query of `patient_id` and
 * `created_at`; `param` adds the parameters.
 */
export function namedPatientsQuery(key: string, param: (value: unknown) => string): string {
  const space = key.indexOf(' ');
  if (space < 0) throw new Error('namedPatientsQuery: a text of several words');
  const firstWord = key.slice(0, space);
  return `select patient_id, created_at from patient_name_tails where tail like ${param(startsWith(key))}
          union
          select patient_id, created_at from patient_name_tails
           where prev_rev ~>~ ${param(reversed(firstWord))} and prev_rev like ${param(startsWith(reversed(firstWord)))} and tail like ${param(startsWith(key.slice(space + 1)))}`;
}

/**
 * The ids of the patients whose name key holds `key` (namedPatientsQuery). Undefined beyond `cap`
 * patients: the caller reads the names themselves, walking the list.
 */
export async function patientsNamed(db: Queryable, key: string, cap: number): Promise<string[] | undefined> {
  const { params, param } = parameters();
  const query = namedPatientsQuery(key, param);
  const [{ ids }] = await db.query<{ ids: string[] }>(`select array(select patient_id from (${query}) named limit ${param(cap + 1)})::text[] as ids`, params);
  return ids.length <= cap ? ids : undefined;
}
