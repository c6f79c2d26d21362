import type { DetectedEncoding, ImportEncoding } from '@dental/contracts';
import Papa from 'papaparse';
import type readXlsxFile from 'read-excel-file/node';
import { ApiError } from '../../http/errors';
import { decodeText, detectEncoding } from './encoding';

/** A row under the header: its number as the spreadsheet shows it (the header is row 1) and its cells as texts. */
export interface FileRow {
  line: number;
  cells: string[];
}

/** A file read: its format, sheets, the encoding found (CSV), the header's texts and the rows under it. */
export interface ReadFile {
  format: 'csv' | 'xlsx';
  sheets: string[];
  sheet: string | null;
  detectedEncoding: DetectedEncoding | null;
  headers: string[];
  rows: FileRow[];
}

export interface ReadOptions {
  encoding: ImportEncoding;
  sheet: string | null;
}

const unreadable = () => new ApiError(400, 'import.fileUnreadable');

/** An XLSX file is a zip: its first bytes are "PK\x03\x04". */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a date cell as its day (`YYYY-MM-DD`, the day Excel shows), a number as JavaScript writes it. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad2(value.getUTCMonth() + 1)}-${pad2(value.getUTCDate())}`;
  return String(value).trim();
}

/** The header (first row) and the non-empty rows under it, numbered as the spreadsheet numbers them. */
function headerAndRows(table: readonly (readonly unknown[])[]): Pick<ReadFile, 'headers' | 'rows'> {
  const cells = table.map((row) => row.map(cellText));
  const headers = cells[0] ?? [];
  if (headers.every((text) => text === '')) throw new ApiError(400, 'import.noHeader');
  const rows: FileRow[] = [];
  cells.slice(1).forEach((row, i) => {
    if (row.some((text) => text !== '')) rows.push({ line: i + 2, cells: row });
  });
  return { headers, rows };
}

const DELIMITERS = [';', ',', '\t', '|'];

/**
 * The separator of a CSV file: the one its header line uses most (papaparse's own guess needs
 * many rows and takes a comma for a two-line file in semicolons); a comma when none is there.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (mark: string) => header.split(mark).length - 1;
  return DELIMITERS.reduce((best, mark) => (count(mark) > count(best) ? mark : best), ',');
}

function readCsv(bytes: Uint8Array, options: ReadOptions): ReadFile {
  // Text files hold no NUL byte: this one is some other kind of file.
  if (bytes.includes(0)) throw unreadable();
  const detected = detectEncoding(bytes);
  const text = decodeText(bytes, options.encoding === 'auto' ? detected : options.encoding);
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  if (parsed.data.length === 0) throw unreadable();
  return { format: 'csv', sheets: [], sheet: null, detectedEncoding: detected, ...headerAndRows(parsed.data) };
}

async function readXlsx(bytes: Uint8Array, options: ReadOptions): Promise<ReadFile> {
  // Loaded with the first workbook: most files are CSV, and this reader took a tenth of every server start.
  const { default: readWorkbook } = await import('read-excel-file/node');
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    sheets = await readWorkbook(Buffer.from(bytes));
  } catch {
    throw unreadable();
  }
  const chosen = options.sheet === null ? sheets[0] : sheets.find((sheet) => sheet.sheet === options.sheet);
  if (!chosen) throw new ApiError(400, 'import.sheetNotFound', { sheet: options.sheet ?? '' });
  return { format: 'xlsx', sheets: sheets.map((sheet) => sheet.sheet), sheet: chosen.sheet, detectedEncoding: null, ...headerAndRows(chosen.data) };
}

/** The file's header and rows, read as the options say (an encoding for CSV, a sheet for XLSX). */
export async function readImportFile(bytes: Uint8Array, options: ReadOptions): Promise<ReadFile> {
  return isZip(bytes) ? readXlsx(bytes, options) : readCsv(bytes, options);
}
