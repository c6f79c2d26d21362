import { toCents } from '@dental/domain';

/**
 * Tables as CSV files that a French Excel opens as they are, whatever the interface's language:
 * `;` between cells, a decimal comma, dates as dd/mm/yyyy, UTF-8 with a byte order mark (else
 * Excel reads Arabic names as Latin-1), CRLF line ends, and no invisible direction marks (Arabic
 * screens put some around dates and numbers; a spreadsheet would keep them in the cell).
 */

/**
 * A cell: text, a whole number, an amount in MRU (written with its two decimals, as on screen), a
 * day `YYYY-MM-DD`, or a percentage (33.33 for 33,33 %). Numbers, amounts and percentages are
 * written as numbers Excel reads, never guarded nor quoted.
 */
export type CsvCell = string | number | { money: number } | { date: string } | { percent: number };

const BOM = '\uFEFF';

/** The bidirectional marks and isolates (ALM, LRM, RLM, embeddings, overrides, isolates). */
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** An amount from its whole cents, never through floating point: 1234.5 → "1234,50", −0.05 → "-0,05". */
function moneyText(amount: number): string {
  const cents = toCents(amount);
  const size = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(size / 100)},${String(size % 100).padStart(2, '0')}`;
}

function textCell(text: string): string {
  const bare = text.replace(DIRECTION_MARKS, '');
  // A text starting like a formula (= + - @) would run in the spreadsheet: a leading space keeps it
  // text without the visible apostrophe. Numbers never come here (they are cells of their own kind).
  const safe = /^[=+\-@\t\r]/.test(bare) ? ` ${bare}` : bare;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cellText(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (typeof cell === 'string') return textCell(cell);
  if ('money' in cell) return moneyText(cell.money);
  if ('percent' in cell) return `${moneyText(cell.percent)}%`;
  const [year, month, day] = cell.date.split('-');
  return day ? `${day}/${month}/${year}` : `${month}/${year}`;
}

export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header.map(textCell), ...rows.map((row) => row.map(cellText))].map((cells) => cells.join(';')).join('\r\n') + '\r\n';
}

/** What a file name may hold of a name: letters (any script), digits, `.`, `_` and `-`. */
const slug = (text: string) =>
  text
    .replace(DIRECTION_MARKS, '')
    .trim()
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '');

const lastDayOfMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
};

/**
 * A period as a file name writes it: a day `2026-10-05`, a whole month `2026-10`, a whole year
 * `2026`, any other range `2026-10-05_2026-10-20`.
 */
export function periodPart(from: string, to: string): string {
  if (from === to) return from;
  if (from.endsWith('-01-01') && to === `${from.slice(0, 4)}-12-31`) return from.slice(0, 4);
  if (from.endsWith('-01') && to.slice(0, 7) === from.slice(0, 7) && Number(to.slice(8)) === lastDayOfMonth(from.slice(0, 7))) return from.slice(0, 7);
  return `${from}_${to}`;
}

/** The file's name: what it holds, whose figures (the doctor, or the clinic) and the period: `versement-dr.sidi-2026-10.csv`. */
export function csvFileName(what: string, whose: string, period: string): string {
  return `${[what, slug(whose), period].filter(Boolean).join('-')}.csv`;
}

/** Hands the browser a CSV file to save. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
