import type { Quote, QuoteLine, TreatmentType } from '@dental/contracts';
import { quoteLineTotal, quoteSums } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

interface QuoteRow {
  _id: string;
  patient: string;
  numDevis: number;
  reduce: string;
  createdAt: string;
  updatedAt: string;
}

interface LineRow {
  _id: string;
  quoteId: string;
  doctor: string;
  treatmentId: string;
  treatmentName: string;
  treatmentType: TreatmentType;
  assurance: string | null;
  price: string;
  discount: string;
  nums: string[];
  surface: string | null;
  done: boolean;
  invoice: string | null;
  createdAt: string;
  updatedAt: string;
}

const LINE_COLUMNS = `
  l.id::text as "_id", l.quote_id::text as "quoteId", l.doctor_id::text as doctor,
  t.id::text as "treatmentId", t.name as "treatmentName", t.type as "treatmentType", t.assurance_id::text as assurance,
  l.price::text as price, l.discount::text as discount, l.teeth as nums, l.surface,
  exists (select 1 from sheet_lines s where s.quote_line_id = l.id) as done,
  (select il.invoice_id::text from patient_invoice_lines il where il.quote_line_id = l.id) as invoice,
  api_iso(l.created_at) as "createdAt", api_iso(l.updated_at) as "updatedAt"`;

function toLine(row: LineRow): QuoteLine {
  const price = numeric(row.price);
  const discount = numeric(row.discount);
  return {
    _id: row._id,
    doctor: row.doctor,
    treatment: { _id: row.treatmentId, name: row.treatmentName, type: row.treatmentType, assurance: row.assurance },
    price,
    discount,
    teeth: { nums: row.nums, surface: row.surface },
    total: quoteLineTotal({ price, discount, teeth: row.nums.length }),
    done: row.done,
    invoice: row.invoice,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export interface QuoteFilter {
  quoteId?: string;
  /** Only the lines no invoice bills yet, and only quotes that have some. */
  invoiceable?: boolean;
}

/** A patient's quotes, newest number first, with their lines (in order) and sums. */
export async function loadQuotes(db: Queryable, patientId: string, filter: QuoteFilter = {}): Promise<Quote[]> {
  const quotes = await db.query<QuoteRow>(
    `select q.id::text as "_id", q.patient_id::text as patient, q.num_devis as "numDevis", q.reduce::text as reduce,
            api_iso(q.created_at) as "createdAt", api_iso(q.updated_at) as "updatedAt"
       from quotes q where q.patient_id = $1 and ($2::bigint is null or q.id = $2::bigint)
      order by q.num_devis desc`,
    [patientId, filter.quoteId ?? null],
  );
  if (quotes.length === 0) return [];
  const lines = await db.query<LineRow>(
    `select ${LINE_COLUMNS} from quote_lines l join treatments t on t.id = l.treatment_id
      where l.quote_id = any($1::bigint[]) order by l.id`,
    [quotes.map((q) => q._id)],
  );
  const byQuote = new Map<string, QuoteLine[]>();
  for (const row of lines) {
    const line = toLine(row);
    if (filter.invoiceable && line.invoice !== null) continue;
    byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), line]);
  }
  return quotes
    .map((q) => {
      const LineDevis = byQuote.get(q._id) ?? [];
      const reduce = numeric(q.reduce);
      const sums = quoteSums(LineDevis.map((l) => ({ price: l.price, discount: l.discount, teeth: l.teeth.nums.length })), reduce);
      return { _id: q._id, patient: q.patient, numDevis: q.numDevis, reduce, LineDevis, ...sums, createdAt: q.createdAt, updatedAt: q.updatedAt };
    })
    .filter((quote) => !filter.invoiceable || quote.LineDevis.length > 0);
}

export async function loadQuote(db: Queryable, patientId: string, quoteId: string): Promise<Quote | undefined> {
  return (await loadQuotes(db, patientId, { quoteId }))[0];
}

export interface LineWrite {
  doctorId: string;
  treatmentId: string;
  price: number;
  discount: number;
  nums: string[];
  surface: string | null;
}

export async function insertLine(tx: Queryable, quoteId: string, line: LineWrite): Promise<void> {
  await tx.query(
    `insert into quote_lines (quote_id, doctor_id, treatment_id, price, discount, teeth, surface) values ($1, $2, $3, $4, $5, $6::text[], $7)`,
    [quoteId, line.doctorId, line.treatmentId, line.price.toFixed(2), line.discount.toFixed(2), line.nums, line.surface],
  );
}

export async function updateLine(tx: Queryable, lineId: string, line: LineWrite): Promise<void> {
  await tx.query(
    `update quote_lines set doctor_id = $2, treatment_id = $3, price = $4, discount = $5, teeth = $6::text[], surface = $7, updated_at = now() where id = $1`,
    [lineId, line.doctorId, line.treatmentId, line.price.toFixed(2), line.discount.toFixed(2), line.nums, line.surface],
  );
}

export async function touchQuote(tx: Queryable, quoteId: string): Promise<void> {
  await tx.query('update quotes set updated_at = now() where id = $1', [quoteId]);
}

export interface TreatmentFacts {
  id: string;
  name: string;
  type: TreatmentType;
  price: number;
}

/** The treatments a patient's quote may use: the cabinet's catalogue and the patient's insurer's list. */
export async function usableTreatments(db: Queryable, patientId: string, ids: string[]): Promise<Map<string, TreatmentFacts>> {
  const rows = await db.query<{ id: string; name: string; type: TreatmentType; price: string }>(
    `select t.id::text as id, t.name, t.type, t.price::text as price from treatments t
      where t.id = any($1::bigint[])
        and (t.assurance_id is null or t.assurance_id = (select assurance_id from patients where id = $2))`,
    [ids, patientId],
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, type: row.type, price: numeric(row.price) }]));
}
