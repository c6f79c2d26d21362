/**
 * How names are compared when people look for them: without case, accents or extra spaces
 * ("  PÉNDA   Diop " is "penda diop"). The patient search, the duplicate check and the treatment
 * search use it; SQL holds a copy (`patient_name_key` of migration 011, for its indexes), which a
 * test holds to this function over the whole table.
 *
 * The rule is a plain character table rather than Unicode's case and decomposition rules, so that
 * both engines give the same key whatever the database's locale: PostgreSQL's lower() only knows
 * the ASCII letters under the C locale PGlite runs with.
 */

const LETTER_FOLDS: readonly [string, string][] = [
  ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'],
  ['àáâãäåāăąÀÁÂÃÄÅĀĂĄ', 'a'],
  ['ɓƁ', 'b'],
  ['çćĉċčÇĆĈĊČ', 'c'],
  ['ďđɗĎĐƊ', 'd'],
  ['èéêëēĕėęěÈÉÊËĒĔĖĘĚ', 'e'],
  ['ĝğġģĜĞĠĢ', 'g'],
  ['ĥħĤĦ', 'h'],
  ['ìíîïĩīĭįıÌÍÎÏĨĪĬĮİ', 'i'],
  ['ĵĴ', 'j'],
  ['ķĶ', 'k'],
  ['ĺļľŀłĹĻĽĿŁ', 'l'],
  ['ñńņňŋÑŃŅŇŊ', 'n'],
  ['òóôõöøōŏőÒÓÔÕÖØŌŎŐ', 'o'],
  ['ŕŗřŔŖŘ', 'r'],
  ['śŝşšŚŜŞŠ', 's'],
  ['ţťŧŢŤŦ', 't'],
  ['ùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ', 'u'],
  ['ŵŴ', 'w'],
  ['ýÿŷƴÝŸŶƳ', 'y'],
  ['źżžŹŻŽ', 'z'],
  // Arabic: alef with hamza or madda is written and typed as a bare alef.
  ['أإآٱ', 'ا'],
  // Tabs, line breaks and no-break spaces are spaces.
  ['\t\n\r\u00a0', ' '],
];

/** Combining accents (a decomposed "é"), Arabic short vowels and the tatweel: dropped. */
const DROPPED =
  Array.from({ length: 0x36f - 0x300 + 1 }, (_, i) => String.fromCharCode(0x300 + i)).join('') +
  Array.from({ length: 0x652 - 0x64b + 1 }, (_, i) => String.fromCharCode(0x64b + i)).join('') +
  '\u0670\u0640';

/** The table as SQL's translate(text, from, to) takes it: the characters of `from` past the length of `to` are deleted. */
export const NAME_KEY_FROM = LETTER_FOLDS.map(([from]) => from).join('') + DROPPED;
export const NAME_KEY_TO = LETTER_FOLDS.map(([from, to]) => (to.length === from.length ? to : to.repeat(from.length))).join('');

const FOLDS = new Map([...NAME_KEY_FROM].map((char, i) => [char, NAME_KEY_TO[i] ?? '']));

/** A name as it is compared: folded by the table, runs of spaces made one, trimmed. */
export function nameKey(text: string): string {
  let folded = '';
  for (const char of text) folded += FOLDS.get(char) ?? char;
  return folded.replace(/ {2,}/g, ' ').replace(/^ | $/g, '');
}

/** Whether `text` is found anywhere in `name`, compared as keys; an empty text matches nothing. */
export function nameContains(name: string, text: string): boolean {
  const wanted = nameKey(text);
  return wanted !== '' && nameKey(name).includes(wanted);
}

/**
 * Apostrophes (straight, curly, modifier letters, the backquote), hyphens and dashes, and spaces:
 * "N'diaye", "N’Diaye", "Ndiaye" and "N diaye" are one name for the duplicate check, as are
 * "Sidi-Mohamed" and "Sidi Mohamed".
 */
export const DUPLICATE_KEY_DROPPED = " '\u2018\u2019\u02bc\u02bb`\u00b4-\u2010\u2011\u2012\u2013\u2014\u2015\u2212";

const DUPLICATE_DROPPED = new Set(DUPLICATE_KEY_DROPPED);

/**
 * How the duplicate check compares names: the name key (no case, no accents) without apostrophes,
 * hyphens and spaces. SQL holds a copy (`patient_duplicate_key` of migration 023, over the stored
 * name key), which a test holds to this function.
 */
export function duplicateNameKey(name: string): string {
  let key = '';
  for (const char of nameKey(name)) if (!DUPLICATE_DROPPED.has(char)) key += char;
  return key;
}
