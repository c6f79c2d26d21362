import type { Queryable } from '../../db/types';
import { startsWith } from '../../db/like';

/** The characters of a text in reverse order, as PostgreSQL's reverse() has them. */
const reversed = (text: string) => [...text].reverse().join('');

/**
 * The patients whose name key holds `key`, a text of several words already in `nameKey` form, read
 * from `patient_name_tails` (migration 034): the text starts a word of the name, or its first word
 * ends a longer word and its other words follow. Both are ranges of an index as long as the answer,
 * where the trigram index merges the trigrams' lists of every name that has a common word.
 * Undefined beyond `cap` patients: the caller reads the names themselves, walking the list.
 */
export async function patientsNamed(db: Queryable, key: string, cap: number): Promise<string[] | undefined> {
  const space = key.indexOf(' ');
  if (space < 0) throw new Error('patientsNamed: a text of several words');
  const firstWord = key.slice(0, space);
  const [{ ids }] = await db.query<{ ids: string[] }>(
    `select array(
       select patient_id from patient_name_tails where tail like $1
       union
       select patient_id from patient_name_tails where prev_rev ~>~ $2 and prev_rev like $3 and tail like $4
       limit $5)::text[] as ids`,
    [startsWith(key), reversed(firstWord), startsWith(reversed(firstWord)), startsWith(key.slice(space + 1)), cap + 1],
  );
  return ids.length <= cap ? ids : undefined;
}
