import type { ImportOutcome, MessageKey, MessageParams } from '@dental/contracts';

/** A refused row: its number, the header of the column at fault ('' for the row as a whole), the field, the message key and its parameters. */
export interface Refusal {
  row: number;
  column: string;
  field: string | null;
  key: MessageKey;
  params?: MessageParams;
}

/** A value of a row as it will be stored, shown by the dry run. */
export type PreviewValue = string | number | boolean | null;

/** What one row of the file will do, and (to create) the record it will write. */
export interface PlannedRow<R> {
  line: number;
  outcome: ImportOutcome;
  matchedId: string | null;
  values: Record<string, PreviewValue>;
  record: R | null;
}

/** The whole file planned: each row's outcome, and every refusal in row order. */
export interface Plan<R = unknown> {
  rows: PlannedRow<R>[];
  refusals: Refusal[];
}

/** The outcome counts of a plan. */
export function planCounts(plan: Plan): { total: number; created: number; matched: number; refused: number } {
  const count = (outcome: ImportOutcome) => plan.rows.filter((row) => row.outcome === outcome).length;
  return { total: plan.rows.length, created: count('create'), matched: count('match'), refused: count('refuse') };
}
