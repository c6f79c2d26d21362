import { paymentModeName, type Language } from '@dental/contracts';

/** What a row of the audit trail changed, field by field, as the history shows it. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Bookkeeping fields every record carries: they tell nothing about the change. */
const IGNORED = new Set(['_id', 'createdAt', 'updatedAt', 'patient', 'user']);
const LONGEST = 80;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value in a few words: a reference by its name or number, a list by its items, long texts cut. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (Array.isArray(value)) return value.map(auditValue).join(', ');
  if (isRecord(value)) {
    const named = value.name ?? value.username ?? value.numDevis ?? value.numInvoice ?? value.nums;
    if (named !== undefined) return auditValue(named);
    const text = JSON.stringify(value);
    return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
  }
  return String(value);
}

const YES_NO: Record<Language, [string, string]> = { fr: ['oui', 'non'], en: ['yes', 'no'], ar: ['نعم', 'لا'] };

/** A field's value as the history shows it: a payment's mode and a yes or no in the user's words. */
function fieldValue(field: string, value: unknown, language: Language): string {
  if (typeof value === 'boolean') return YES_NO[language][value ? 0 : 1];
  const text = auditValue(value);
  return field === 'method' ? paymentModeName(text, language) : text;
}

/** The fields whose value differs between before and after (a creation has only after, a deletion only before). */
export function auditChanges(before: unknown, after: unknown, language: Language): AuditChange[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => !IGNORED.has(field));
  return fields
    .map((field) => ({ field, before: fieldValue(field, old[field], language), after: fieldValue(field, now[field], language) }))
    .filter((change) => change.before !== change.after);
}
