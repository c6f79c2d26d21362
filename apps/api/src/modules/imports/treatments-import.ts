import { DEFAULT_TREATMENT_TYPE, fitsMoneyColumn, MAX_AMOUNT, moneyParam, type TreatmentType } from '@dental/contracts';
import { amountCents, centsText, parseTreatmentType } from '@dental/domain';
import type { Queryable } from '../../db/types';
import type { RowCells } from './cells';
import type { PlannedRow } from './plan-types';

/** A treatment of the clinic's catalogue to create. */
export interface TreatmentRecord {
  name: string;
  type: TreatmentType;
  priceCents: number;
}

/** The catalogue's names (lower case) → ids: a row of a name already there is matched; so is a name an earlier row gave. */
export type TreatmentContext = Map<string, string>;

export async function loadTreatmentContext(db: Queryable): Promise<TreatmentContext> {
  const rows = await db.query<{ id: string; name: string }>('select id::text as id, name from treatments where assurance_id is null');
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

const NAME_MAX = 200;

export function planTreatmentRow(context: TreatmentContext, cells: RowCells): PlannedRow<TreatmentRecord> {
  const name = cells.text('name');
  if (name === '') cells.refuse('name', 'treatment.nameRequired');
  else if (name.length > NAME_MAX) cells.refuse('name', 'common.tooLong', { field: 'name' });
  const typeText = cells.text('type');
  const type = typeText === '' ? DEFAULT_TREATMENT_TYPE : parseTreatmentType(typeText);
  if (type === null) cells.refuse('type', 'import.typeInvalid', { type: typeText });
  const priceText = cells.text('price');
  const cents = amountCents(priceText);
  if (cents === null || cents < 0) cells.refuse('price', 'import.amountInvalid', { value: priceText });
  else if (!fitsMoneyColumn(cents / 100)) cells.refuse('price', 'common.amountTooLarge', { max: moneyParam(MAX_AMOUNT) });
  const values = { name, type, price: cents === null ? null : Number(centsText(cents)) };
  if (cells.refusals.length > 0 || type === null || cents === null) return { line: cells.line, outcome: 'refuse', matchedId: null, values, record: null };
  const matched = context.get(name.toLowerCase());
  if (matched !== undefined) return { line: cells.line, outcome: 'match', matchedId: matched.startsWith('row:') ? null : matched, values, record: null };
  context.set(name.toLowerCase(), `row:${cells.line}`);
  return { line: cells.line, outcome: 'create', matchedId: null, values, record: { name, type, priceCents: cents } };
}

export async function writeTreatments(tx: Queryable, importId: string, records: readonly TreatmentRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx.query(
    `insert into treatments (name, type, price, import_id)
     select * , $4::bigint from unnest($1::text[], $2::text[], $3::numeric[])`,
    [records.map((r) => r.name), records.map((r) => r.type), records.map((r) => centsText(r.priceCents)), importId],
  );
}
