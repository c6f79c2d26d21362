import type { Queryable } from '../../db/types';
import { ident, qualified, type TableInfo } from './catalog';
import { readSequences, type SequenceState } from './sequences';

export interface TableSummary {
  name: string;
  rows: number;
  /** The sum of a 64-bit hash of every row as JSON: equal contents, equal checksums. */
  content: string;
}

export interface BalanceSummary {
  patients: number;
  sum: string;
  /** md5 over (id, balance) in id order. */
  checksum: string;
}

/** A per-owner number (quotes per patient, orders per doctor…): the next one is the highest + 1. */
export interface NumberingSummary {
  label: string;
  /** Whose numbers they are: each one's next number is its own highest + 1. */
  per: string;
  owners: number;
  highest: number;
  /** md5 over (owner, highest) in owner order. */
  checksum: string;
}

export interface DatabaseSummary {
  tables: TableSummary[];
  balances: BalanceSummary;
  numbering: NumberingSummary[];
  sequences: SequenceState[];
}

/** Where the numbers continuing after a copy come from (the registration number is a sequence). */
export const NUMBERINGS = [
  { label: 'quote', per: 'patient', table: 'quotes', owner: 'patient_id', column: 'num_devis' },
  { label: 'patient invoice', per: 'patient', table: 'patient_invoices', owner: 'patient_id', column: 'num_invoice' },
  { label: 'treatment sheet', per: 'patient', table: 'treatment_sheets', owner: 'patient_id', column: 'num_fiche' },
  { label: 'insurer invoice', per: 'insurer', table: 'insurance_invoices', owner: 'assurance_id', column: 'num_invoice' },
  { label: 'purchase order', per: 'doctor', table: 'purchase_order_counters', owner: 'doctor_id', column: 'last_num' },
] as const;

export const REGISTRATION_SEQUENCE = 'patient_reg_no_seq';

async function summarizeTable(db: Queryable, table: TableInfo): Promise<TableSummary> {
  const columns = table.columns.map(ident).join(', ');
  // A sum of per-row hashes: independent of the order rows are read in, in constant memory.
  const [row] = await db.query<{ rows: string; content: string }>(
    `select count(*)::text as rows, coalesce(sum(('x' || substr(md5(to_jsonb(r)::text), 1, 16))::bit(64)::bigint), 0)::text as content
       from (select ${columns} from ${qualified(table.name)}) r`,
  );
  return { name: table.name, rows: Number(row.rows), content: row.content };
}

async function summarizeBalances(db: Queryable): Promise<BalanceSummary> {
  const [row] = await db.query<{ patients: string; sum: string; checksum: string }>(
    `select count(*)::text as patients, coalesce(sum(balance), 0)::text as sum,
            md5(coalesce(string_agg(id::text || ':' || balance::text, ',' order by id), '')) as checksum
       from patients`,
  );
  return { patients: Number(row.patients), sum: row.sum, checksum: row.checksum };
}

async function summarizeNumbering(db: Queryable, numbering: (typeof NUMBERINGS)[number]): Promise<NumberingSummary> {
  const [row] = await db.query<{ owners: string; highest: string; checksum: string }>(
    `select count(*)::text as owners, coalesce(max(top), 0)::text as highest,
            md5(coalesce(string_agg(owner::text || ':' || top::text, ',' order by owner), '')) as checksum
       from (select ${ident(numbering.owner)} as owner, max(${ident(numbering.column)}) as top
               from ${qualified(numbering.table)} group by 1) n`,
  );
  return { label: numbering.label, per: numbering.per, owners: Number(row.owners), highest: Number(row.highest), checksum: row.checksum };
}

/**
 * What the copy must preserve, read the same way on both sides (in UTC: the JSON of a timestamp
 * carries the session's time zone).
 */
export async function summarize(db: Queryable, tables: readonly TableInfo[]): Promise<DatabaseSummary> {
  const summaries: TableSummary[] = [];
  for (const table of tables) summaries.push(await summarizeTable(db, table));
  const numbering: NumberingSummary[] = [];
  for (const item of NUMBERINGS) numbering.push(await summarizeNumbering(db, item));
  return { tables: summaries, balances: await summarizeBalances(db), numbering, sequences: await readSequences(db) };
}

/** Every way the target differs from the source, as sentences; none when the copy is exact. */
export function differences(source: DatabaseSummary, target: DatabaseSummary): string[] {
  const found: string[] = [];
  const targetTables = new Map(target.tables.map((table) => [table.name, table]));
  for (const table of source.tables) {
    const copy = targetTables.get(table.name);
    if (!copy) found.push(`table ${table.name} is missing from the target`);
    else if (copy.rows !== table.rows) found.push(`table ${table.name}: ${table.rows} rows in the source, ${copy.rows} in the target`);
    else if (copy.content !== table.content) found.push(`table ${table.name}: the rows' content differs`);
  }
  const { balances: a } = source;
  const { balances: b } = target;
  if (a.patients !== b.patients || a.sum !== b.sum || a.checksum !== b.checksum) {
    found.push(`patient balances: ${a.patients} patients summing to ${a.sum} in the source, ${b.patients} summing to ${b.sum} in the target${a.checksum === b.checksum ? '' : ' (checksums differ)'}`);
  }
  for (const [i, item] of source.numbering.entries()) {
    const copy = target.numbering[i];
    if (copy.owners !== item.owners || copy.highest !== item.highest || copy.checksum !== item.checksum) found.push(`${item.label} numbers differ`);
  }
  const targetSequences = new Map(target.sequences.map((sequence) => [sequence.name, sequence]));
  for (const sequence of source.sequences) {
    const copy = targetSequences.get(sequence.name);
    if (!copy || copy.lastValue !== sequence.lastValue || copy.isCalled !== sequence.isCalled) found.push(`sequence ${sequence.name} differs`);
  }
  return found;
}
