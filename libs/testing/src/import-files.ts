/**
 * The files the import's tests read (issue 39), made the same way every time (Node only: code
 * pages through iconv-lite, the workbook through write-excel-file). Each generator answers the
 * file's name and bytes; `npm run ... write-import-files` keeps copies in apps/api/src/test/import-files.
 */
import iconv from 'iconv-lite';
import writeExcelFile from 'write-excel-file/node';

export interface ImportFileFixture {
  name: string;
  bytes: Uint8Array;
}

/** A CSV line: every cell quoted when it holds the separator, a quote or a line break. */
function csv(rows: readonly (readonly string[])[], separator: string): string {
  const cell = (text: string) => (/["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text);
  return `${rows.map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`;
}

/**
 * French Excel's "CSV (séparateur : point-virgule)": Windows-1252, `;`, accents everywhere, a
 * decimal comma and spaces between thousands. Row 5 has a bad phone (refused), row 6 an unknown stage.
 */
export function frenchExcelCsv(): ImportFileFixture {
  const rows = [
    ['Nom', 'Téléphone', 'Date de naissance', 'Adresse', 'Assurance', "N° d'immatriculation", 'Pourcentage', 'Étape', 'Solde'],
    ['Hélène Müller', '36 11 22 01', '12/03/1985', 'Rue de la Paix, Nouakchott', 'CNAM', 'A-1001', '80', 'En cours', '-1 500,50'],
    ['François Lefèvre', '36 11 22 02', '1990', 'Tevragh Zeïna', '', '', '', 'Terminé', '2 000'],
    ['Zoé Bérénice', '36 11 22 03', '1978-07-01', '', 'Mutuelle Générale', 'MG-7', '50 %', 'Consultation', ''],
    ['Gérard Cœur', '36-11-22-AB', '1960', 'Ksar', '', '', '', '', ''],
    ['Noël Âgé', '36 11 22 05', '1950', '', '', '', '', 'Peut-être', '0'],
    ['Maïté Éléonore', '36 11 22 06', '05/11/2001', 'Sebkha; îlot B', '', '', '', 'en cours', '-250,00'],
  ];
  return { name: 'patients-excel-fr.csv', bytes: iconv.encode(csv(rows, ';'), 'windows-1252') };
}

/**
 * Arabic Excel's CSV: Windows-1256, commas, Arabic names and headers. The phone's header
 * ("النقال", mobile) is none of the header words: the suggested mapping leaves the phone without a
 * column, for the user to correct. Row 4 has an opening balance owed, row 5 a credit.
 */
export function arabicCsv(): ImportFileFixture {
  const rows = [
    ['الاسم', 'النقال', 'سنة الميلاد', 'العنوان', 'الرصيد'],
    ['محمد ولد أحمد', '22 33 44 01', '1980', 'تفرغ زينة', ''],
    ['فاطمة بنت سيدي', '22 33 44 02', '1992', 'لكصر', '0'],
    ['عائشة بنت محمود', '22 33 44 03', '1975', 'عرفات', '-3 000'],
    ['أحمد سالم', '22 33 44 04', '2001', 'السبخة', '1 200'],
    ['خديجة بنت عبد الله', '22 33 44 05', '1968', 'توجنين', ''],
  ];
  return { name: 'patients-ar-1256.csv', bytes: iconv.encode(csv(rows, ','), 'windows-1256') };
}

/** Days as Excel counts them from 1899-12-30: 31048 is 1985-01-01. */
const serialOf = (day: string) => Math.round((Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) - Date.UTC(1899, 11, 30)) / 86_400_000);

/** The days of birth of the workbook's patients. */
export const XLSX_BIRTH_DAYS = ['1985-01-01', '1999-12-31', '1970-06-15'] as const;

/**
 * A workbook of two sheets: "Notes" first (nothing to import), then "Patients", whose birth dates
 * are plain Excel serial numbers for two rows and a date cell for the third.
 */
export async function serialDatesXlsx(): Promise<ImportFileFixture> {
  const [a, b, c] = XLSX_BIRTH_DAYS;
  const patients = [
    [{ value: 'Name' }, { value: 'Phone' }, { value: 'Date of birth' }, { value: 'Opening balance' }],
    [{ value: 'Amadou Ba' }, { value: '44 55 66 01' }, { value: serialOf(a), type: Number }, { value: -1250.5, type: Number }],
    [{ value: 'Khadija Sy' }, { value: '44 55 66 02' }, { value: serialOf(b), type: Number }, { value: null }],
    [{ value: 'Oumar Kane' }, { value: '44 55 66 03' }, { value: new Date(`${c}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' }, { value: 300, type: Number }],
  ];
  const notes = [[{ value: 'Exporté du registre papier' }]];
  const bytes = await writeExcelFile([
    { data: notes, sheet: 'Notes' },
    { data: patients, sheet: 'Patients' },
  ] as never).toBuffer();
  return { name: 'patients-serial-dates.xlsx', bytes: new Uint8Array(bytes) };
}

/** What the big file holds, for the tests to check the dry run against. */
export const BIG_FILE = { rows: 5000, duplicates: 200, badPhones: 50, emptyNames: 20 } as const;

/** The big file's special rows (index from 0 among the rows under the header). */
const isDuplicateSlot = (j: number) => j % 25 === 24;
const isBadPhoneSlot = (j: number) => j % 100 === 10;
const isEmptyNameSlot = (j: number) => j % 250 === 61;

const FIRST = ['Mohamed', 'Fatimetou', 'Ahmed', 'Mariem', 'Sidi', 'Aicha', 'Cheikh', 'Khadijetou', 'Brahim', 'Zeinabou', 'Moussa', 'Penda'];
const LAST = ['Ould Ahmed', 'Mint Sidi', 'Diop', 'Ba', 'Sy', 'Kane', 'Ould Cheikh', 'Mint Brahim', 'Fall', 'Ndiaye'];
const STAGES = ['En cours', 'Terminé', 'Consultation'];

/** One generated patient: `u` counts the distinct patients. */
function bigRow(u: number): string[] {
  const name = `${FIRST[u % FIRST.length]} ${LAST[Math.floor(u / FIRST.length) % LAST.length]} ${u + 1}`;
  const balance = u % 10 === 0 ? `-${(u % 50) + 1} 000,50` : '';
  return [String(u + 1), name, `3${String(u).padStart(7, '0')}`, String(1940 + (u % 70)), STAGES[u % 3], balance];
}

/**
 * 5,000 patients in UTF-8 with a byte order mark and `;`: 4,730 distinct ones, 200 rows repeating
 * the row before them (every 25th), 50 bad phones (every 100th from the 11th) and 20 empty names
 * (every 250th from the 62nd). The rows' positions: `bigFileSpecialRows`.
 */
export function bigPatientsCsv(rows: number = BIG_FILE.rows): ImportFileFixture {
  const lines: string[][] = [['N° dossier', 'Nom', 'Téléphone', 'Année de naissance', 'Étape', 'Solde']];
  let u = 0;
  for (let j = 0; j < rows; j += 1) {
    if (isDuplicateSlot(j) && u > 0) lines.push([...lines[lines.length - 1]]);
    else if (isBadPhoneSlot(j)) lines.push(['', `Patient ${j}`, `36-${j}-XX`, '1980', '', '']);
    else if (isEmptyNameSlot(j)) lines.push(['', '', `4${String(j).padStart(7, '0')}`, '1980', '', '']);
    else lines.push(bigRow(u++));
  }
  return { name: `patients-${rows}.csv`, bytes: new TextEncoder().encode(`\ufeff${csv(lines, ';')}`) };
}

/** The spreadsheet row numbers (header = 1) of the big file's refused rows: bad phones and empty names. */
export function bigFileRefusedRows(rows: number = BIG_FILE.rows): { badPhones: number[]; emptyNames: number[] } {
  const badPhones: number[] = [];
  const emptyNames: number[] = [];
  for (let j = 0; j < rows; j += 1) {
    if (isDuplicateSlot(j)) continue;
    if (isBadPhoneSlot(j)) badPhones.push(j + 2);
    else if (isEmptyNameSlot(j)) emptyNames.push(j + 2);
  }
  return { badPhones, emptyNames };
}
