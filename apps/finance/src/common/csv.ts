import { toCents } from '@dental/domain';

/**
 * Tables as CSV files that a French Excel opens as they are: `;` between cells, a decimal comma,
 * UTF-8 with a byte order mark (else Excel reads Arabic names as Latin-1), CRLF line ends.
 */

/** A cell: text, a whole number, or an amount in MRU (written with its two decimals, as on screen). */
export type CsvCell = string | number | { money: number };

const BOM = '\uFEFF';

/** An amount from its whole cents, never through floating point: 1234.5 → "1234,50", −0.05 → "-0,05". */
function moneyText(amount: number): string {
  const cents = toCents(amount);
  const size = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(size / 100)},${String(size % 100).padStart(2, '0')}`;
}

function textCell(text: string): string {
  // A cell starting like a formula would run in the spreadsheet: a leading apostrophe keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cellText(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (typeof cell === 'object') return moneyText(cell.money);
  return textCell(cell);
}

export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header.map(textCell), ...rows.map((row) => row.map(cellText))].map((cells) => cells.join(';')).join('\r\n') + '\r\n';
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
