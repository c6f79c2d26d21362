import { translateMessage, type Language } from '@dental/contracts';
import Papa from 'papaparse';
import type { Refusal } from './plan-types';
import type { ReadFile } from './read-file';

/** The report's own columns, in the caller's language. */
const REPORT_COLUMNS: Record<Language, { row: string; error: string }> = {
  fr: { row: 'Ligne', error: 'Erreur' },
  en: { row: 'Row', error: 'Error' },
  ar: { row: 'السطر', error: 'الخطأ' },
};

/**
 * The refused rows as a CSV file for Excel (UTF-8 with a byte order mark, `;`): each row's own
 * cells under the file's header, then its row number and what is wrong with it, so the rows can
 * be put right and the file imported again (the two added columns feed no field).
 */
export function refusalReport(file: ReadFile, refusals: readonly Refusal[], language: Language): string {
  const byLine = new Map<number, string[]>();
  for (const refusal of refusals) {
    const text = translateMessage(refusal.key, language, refusal.params);
    const said = refusal.column === '' ? text : `${refusal.column} : ${text}`;
    byLine.set(refusal.row, [...(byLine.get(refusal.row) ?? []), said]);
  }
  const width = file.headers.length;
  const rows = file.rows
    .filter((row) => byLine.has(row.line))
    .map((row) => [...Array.from({ length: width }, (_, i) => row.cells[i] ?? ''), String(row.line), (byLine.get(row.line) ?? []).join(' | ')]);
  const words = REPORT_COLUMNS[language];
  return `\ufeff${Papa.unparse([[...file.headers, words.row, words.error], ...rows], { delimiter: ';', newline: '\r\n' })}`;
}
