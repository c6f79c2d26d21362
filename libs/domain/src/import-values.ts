import { TREATMENT_TYPES, type PatientStage, type TreatmentType } from '@dental/contracts';
import { isDay } from './dates';
import { headerKey } from './import-columns';

/**
 * A spreadsheet's cells read as the product's values (issue 39): amounts in cents, days, times of
 * day, years of birth, a patient's stage and a treatment's type from the words people type. Each
 * answers null for a cell it cannot read.
 */

const SPACES = /[\s\u00a0\u202f\u2009\u2007]/g;

/**
 * An amount in cents: a decimal comma or point, spaces (thin or not) or the other mark between
 * thousands, currency words ("MRU", "UM", "أوقية") ignored, a leading sign. "-1 234,50 MRU" is -123450.
 */
export function amountCents(text: string): number | null {
  const bare = text.replace(SPACES, '').replace(/\p{L}+\.?/gu, '');
  const match = /^([+-]?)(\d[\d.,]*)$/.exec(bare);
  if (!match) return null;
  const [, sign, digits] = match;
  const lastMark = Math.max(digits.lastIndexOf(','), digits.lastIndexOf('.'));
  const mark = lastMark === -1 ? '' : digits[lastMark];
  // One mark used once is the decimal mark; a mark used several times, or before the other one, separates thousands.
  const decimal = mark !== '' && digits.split(mark).length === 2 ? lastMark : -1;
  const whole = (decimal === -1 ? digits : digits.slice(0, decimal)).replace(/[.,]/g, '');
  const fraction = decimal === -1 ? '' : digits.slice(decimal + 1);
  if (fraction.length > 2 || whole === '' || !/^\d*$/.test(fraction)) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** Cents as the decimal text SQL's numeric takes: -123450 is "-1234.50". */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Days Excel counts from (its day 1 is 1900-01-01, counting the 29th of February 1900 that never was). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serial numbers of the days 1920-01-01 to 2199-12-31: a plain number outside is not taken for a day. */
const SERIAL_RANGE = [7306, 109_574] as const;

/** The day of an Excel serial number (45123 is 2023-07-16); its fraction (the time) ignored. */
export function excelSerialDay(serial: number): string {
  const date = new Date(EXCEL_EPOCH + Math.floor(serial) * DAY_MS);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** A day typed as 31/01/2026 (or with - or .), 2026-01-31 (a time after it ignored), or an Excel serial number: `YYYY-MM-DD`. */
export function parseDay(text: string): string | null {
  const value = text.trim();
  let day: string | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (iso) day = `${iso[1]}-${pad2(Number(iso[2]))}-${pad2(Number(iso[3]))}`;
  else if (french) day = `${french[3]}-${pad2(Number(french[2]))}-${pad2(Number(french[1]))}`;
  else if (/^\d+(\.\d+)?$/.test(value)) {
    const serial = Number(value);
    if (serial >= SERIAL_RANGE[0] && serial <= SERIAL_RANGE[1]) day = excelSerialDay(serial);
  }
  return day !== null && isDay(day) ? day : null;
}

/** A year of birth from a year (1985) or a day (its year); null otherwise. The patient schema checks its range. */
export function birthYear(text: string): number | null {
  const value = text.trim();
  if (/^\d{4}$/.test(value)) return Number(value);
  const day = parseDay(value);
  return day === null ? null : Number(day.slice(0, 4));
}

/** A time of day typed as 09:30, 9:30, 9h30, 9h or 09:30:00, or an Excel fraction of a day (0.395833…): `HH:MM`. */
export function parseTime(text: string): string | null {
  const value = text.trim().toLowerCase();
  const typed = /^(\d{1,2})\s*[:h]\s*(\d{2})?(?::\d{2})?$/.exec(value);
  let minutes: number | null = null;
  if (typed) minutes = Number(typed[1]) * 60 + Number(typed[2] ?? 0);
  else if (/^0?\.\d+$/.test(value)) minutes = Math.round(Number(value) * 24 * 60);
  if (minutes === null || (typed && Number(typed[2] ?? 0) > 59) || minutes >= 24 * 60) return null;
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** The words of each stage (fr, en, ar), compared as header keys. */
const STAGE_WORDS: Record<PatientStage, readonly string[]> = {
  consultation: ['consultation', 'en consultation', 'استشارة', 'قيد الاستشارة'],
  current: ['en cours', 'current', 'in progress', 'قيد العلاج', 'جاري'],
  finish: ['terminé', 'fini', 'finished', 'done', 'منتهي', 'انتهى', 'finish'],
};

/** A patient's stage from its words; null for a word of none. */
export function parseStage(text: string): PatientStage | null {
  const key = headerKey(text);
  const found = (Object.keys(STAGE_WORDS) as PatientStage[]).find((stage) => STAGE_WORDS[stage].some((word) => headerKey(word) === key));
  return found ?? null;
}

/** The words of each treatment type (its value, and how the catalogue screens name it in fr, en, ar). */
const TYPE_WORDS: Record<TreatmentType, readonly string[]> = {
  soins: ['Soins', 'Care', 'علاجات', 'علاج'],
  prothese: ['Prothèse', 'Prosthesis', 'تركيبات'],
  gencive: ['Soins gencive', 'Gencive', 'Gum care', 'Gum', 'علاج اللثة', 'اللثة'],
  implant: ['Implant', 'زرعة'],
  pediatre: ['Soins pédiatre', 'Pédiatre', 'Paediatric care', 'Pediatric', 'علاج الأطفال'],
  bouche: ['Soins de bouche', 'Bouche', 'Oral care', 'علاج الفم'],
  conservative: ['Conservateur', 'Conservative', 'Soins conservateurs', 'علاج تحفظي'],
};

/** A treatment type from its value or words; null for a word of none. */
export function parseTreatmentType(text: string): TreatmentType | null {
  const key = headerKey(text);
  return TREATMENT_TYPES.find((type) => headerKey(type) === key || TYPE_WORDS[type].some((word) => headerKey(word) === key)) ?? null;
}
