import { IMPORT_FIELDS, IMPORT_HEADER_WORDS, type AnyImportField, type ImportKind } from '@dental/contracts';

/**
 * Which column of an imported file feeds which field (issue 39): the mapping suggested from the
 * header's words, and a saved mapping (field → header text) applied to another file's header.
 */

/** Arabic letters written several ways, folded to one: hamza forms of alef, tā' marbūṭa, alif maqṣūra. */
const ARABIC_FOLDS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };
/** Tashkeel (short vowels, shadda, sukun), the superscript alef and the tatweel. */
const ARABIC_DROPPED = /[\u064b-\u0652\u0670\u0640]/g;

/**
 * A header as it is compared: no case, accents, spaces or punctuation, Arabic letters folded. "N° dossier",
 * "n°dossier" and "N DOSSIER" are one header; so are "الإسم" and "الاسم".
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(ARABIC_DROPPED, '')
    .replace(/[أإآٱةى]/g, (char) => ARABIC_FOLDS[char])
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]/gu, '');
}

/** Field → column index (from 0), or null when no column feeds it. */
export type ColumnMapping = Record<string, number | null>;

/**
 * The mapping suggested for a header: a header equal to one of a field's words first, then a
 * header containing one of them (the longest word wins); a column feeds one field at most, the
 * fields taking their columns in the order of IMPORT_FIELDS.
 */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const fields: readonly AnyImportField[] = IMPORT_FIELDS[kind];
  const mapping: ColumnMapping = Object.fromEntries(fields.map((field) => [field, null]));
  const taken = new Set<number>();
  const wordsOf = (field: AnyImportField) => IMPORT_HEADER_WORDS[field].map(headerKey).filter((word) => word !== '');
  const take = (field: AnyImportField, column: number) => {
    mapping[field] = column;
    taken.add(column);
  };
  for (const field of fields) {
    const words = wordsOf(field);
    const column = keys.findIndex((key, i) => !taken.has(i) && words.includes(key));
    if (column !== -1) take(field, column);
  }
  for (const field of fields) {
    if (mapping[field] !== null) continue;
    let best: { column: number; length: number } | null = null;
    for (const word of wordsOf(field)) {
      // A word of one or two letters ("dr", "wa", "%") only counts as the whole header.
      if (word.length < 3) continue;
      keys.forEach((key, column) => {
        if (!taken.has(column) && key.includes(word) && (!best || word.length > best.length)) best = { column, length: word.length };
      });
    }
    if (best) take(field, (best as { column: number }).column);
  }
  return mapping;
}

/** A saved mapping (field → header text) on this header: each field's column, found by its header key; null when the header lacks it. */
export function mappingFromSaved(kind: ImportKind, saved: Record<string, string>, headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const mapping: ColumnMapping = {};
  for (const field of IMPORT_FIELDS[kind] as readonly string[]) {
    const text = saved[field];
    const column = text === undefined ? -1 : keys.indexOf(headerKey(text));
    mapping[field] = column === -1 ? null : column;
  }
  return mapping;
}

/** Whether every header text a saved mapping names is in this header. */
export function savedMappingFits(saved: Record<string, string>, headers: readonly string[]): boolean {
  const keys = new Set(headers.map(headerKey));
  return Object.values(saved).every((text) => keys.has(headerKey(text)));
}

/** A mapping as it is saved: each mapped field's header text. */
export function savedColumns(mapping: ColumnMapping, headers: readonly string[]): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const [field, column] of Object.entries(mapping)) if (column !== null && headers[column] !== undefined) columns[field] = headers[column];
  return columns;
}
