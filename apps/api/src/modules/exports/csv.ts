/**
 * CSV as French Excel opens it: UTF-8 with a byte order mark, `;` between fields, CRLF after each
 * row, RFC 4180 quoting (a field with a separator, a quote or a line break between quotes, its
 * quotes doubled). An empty field is a missing value.
 */

export const CSV_BOM = '\uFEFF';

function field(value: string | null): string {
  if (value === null) return '';
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRow(values: readonly (string | null)[]): string {
  return `${values.map(field).join(';')}\r\n`;
}
