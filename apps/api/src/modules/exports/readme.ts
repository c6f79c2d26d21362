import { LEFT_OUT, LEFT_OUT_COLUMNS, columnDescription, type Described, type ExportedFile } from './clinic-tables';

/** LISEZMOI.txt of an export, from the same description table the export reads: French first, then English. */

type Language = 0 | 1;

const INTRO: Record<Language, (when: string) => string[]> = {
  0: (when) => [
    `Export fait le ${when} (UTC).`,
    '',
    'Un fichier CSV par table : UTF-8 avec BOM, séparateur « ; », fin de ligne CRLF, guillemets selon la RFC 4180.',
    'Les montants sont en texte décimal avec un point (1500.50), exacts. Les dates sont au format AAAA-MM-JJ,',
    'les dates et heures au format ISO 8601 en UTC (2026-01-31T09:30:00.000Z). Oui/non : true/false.',
    'Un champ vide est une valeur absente. Les colonnes « id » relient les fichiers entre eux.',
  ],
  1: (when) => [
    `Exported on ${when} (UTC).`,
    '',
    'One CSV file per table: UTF-8 with BOM, ";" separator, CRLF line endings, RFC 4180 quoting.',
    'Amounts are decimal text with a point (1500.50), exact. Dates are YYYY-MM-DD, date-times ISO 8601',
    'in UTC (2026-01-31T09:30:00.000Z). Yes/no: true/false. An empty field is a missing value.',
    'The "id" columns link the files together.',
  ],
};

const HEADINGS: Record<Language, { files: string; leftOut: string; columnsLeftOut: string }> = {
  0: { files: 'FICHIERS', leftOut: 'Tables non exportées :', columnsLeftOut: 'Colonnes non exportées :' },
  1: { files: 'FILES', leftOut: 'Tables not exported:', columnsLeftOut: 'Columns not exported:' },
};

export interface ReadmeOptions {
  title: Described;
  /** With the tables and columns the clinic's export leaves out. */
  leftOut: boolean;
}

function section(files: readonly ExportedFile[], language: Language, when: string, options: ReadmeOptions): string[] {
  const say = (text: Described) => text[language];
  const lines = [say(options.title), ...INTRO[language](when), '', HEADINGS[language].files, ''];
  for (const { table, columns } of files) {
    lines.push(`${table.table}.csv — ${say(table.about)}`);
    for (const column of columns) lines.push(`  ${column}: ${say(columnDescription(table, column) as Described)}`);
    lines.push('');
  }
  if (!options.leftOut) return lines;
  lines.push(HEADINGS[language].leftOut);
  for (const [table, why] of Object.entries(LEFT_OUT)) lines.push(`  ${table}: ${say(why)}`);
  lines.push('', HEADINGS[language].columnsLeftOut);
  for (const [table, columns] of Object.entries(LEFT_OUT_COLUMNS)) {
    for (const [column, why] of Object.entries(columns)) lines.push(`  ${table}.${column}: ${say(why)}`);
  }
  return lines;
}

/** The README of these files. */
export function exportReadme(files: readonly ExportedFile[], now: Date, options: ReadmeOptions): string {
  const when = now.toISOString().slice(0, 19).replace('T', ' ');
  const separator = ['', '='.repeat(72), ''];
  return `\uFEFF${[...section(files, 0, when, options), ...separator, ...section(files, 1, when, options)].join('\r\n')}\r\n`;
}
