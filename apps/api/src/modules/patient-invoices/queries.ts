import type { PatientInvoice, PatientInvoiceLine } from '@dental/contracts';
import { invoiceTotal, quoteLineTotal } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

interface InvoiceRow {
  _id: string;
  patient: string;
  numInvoice: number;
  finish: boolean;
  createdAt: string;
}

interface LineRow {
  invoiceId: string;
  _id: string;
  doctor: string;
  treatmentId: string;
  treatmentName: string;
  nums: string[];
  surface: string | null;
  price: string;
  discount: string;
  quoteId: string;
  numDevis: number;
  createdAt: string;
}

/** Invoices (a patient's, one by id, or those of a doctor's patients), by number descending, with the quote lines they bill. */
export interface InvoiceFilter {
  patientId?: string;
  invoiceId?: string;
  /** Only the invoices of the patients this doctor follows. */
  doctorId?: string;
}

/** Most invoices one list answers (the list without a patient). */
const LIST_LIMIT = 500;

export async function loadInvoices(db: Queryable, filter: InvoiceFilter): Promise<PatientInvoice[]> {
  const invoices = await db.query<InvoiceRow>(
    `select i.id::text as "_id", i.patient_id::text as patient, i.num_invoice as "numInvoice", i.finish, api_iso(i.created_at) as "createdAt"
       from patient_invoices i
      where ($1::bigint is null or i.patient_id = $1::bigint) and ($2::bigint is null or i.id = $2::bigint)
        and ($3::bigint is null or exists (select 1 from patient_doctors d where d.patient_id = i.patient_id and d.doctor_id = $3::bigint))
      order by i.num_invoice desc, i.created_at desc
      limit ${LIST_LIMIT}`,
    [filter.patientId ?? null, filter.invoiceId ?? null, filter.doctorId ?? null],
  );
  if (invoices.length === 0) return [];
  const rows = await db.query<LineRow>(
    `select il.invoice_id::text as "invoiceId", l.id::text as "_id", l.doctor_id::text as doctor, t.id::text as "treatmentId", t.name as "treatmentName",
            l.teeth as nums, l.surface, l.price::text as price, l.discount::text as discount, q.id::text as "quoteId", q.num_devis as "numDevis",
            api_iso(l.created_at) as "createdAt"
       from patient_invoice_lines il
       join quote_lines l on l.id = il.quote_line_id
       join quotes q on q.id = l.quote_id
       join treatments t on t.id = l.treatment_id
      where il.invoice_id = any($1::bigint[])
      order by q.num_devis, l.id`,
    [invoices.map((i) => i._id)],
  );
  const byInvoice = new Map<string, PatientInvoiceLine[]>();
  for (const row of rows) {
    const price = numeric(row.price);
    const discount = numeric(row.discount);
    const line: PatientInvoiceLine = {
      _id: row._id,
      doctor: row.doctor,
      treatment: { _id: row.treatmentId, name: row.treatmentName },
      teeth: { nums: row.nums, surface: row.surface },
      price,
      discount,
      total: quoteLineTotal({ price, discount, teeth: row.nums.length }),
      devis: { _id: row.quoteId, numDevis: row.numDevis },
      createdAt: row.createdAt,
    };
    byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), line]);
  }
  return invoices.map((invoice) => {
    const LineInvoice = byInvoice.get(invoice._id) ?? [];
    return { ...invoice, LineInvoice, total: invoiceTotal(LineInvoice.map((l) => ({ price: l.price, discount: l.discount, teeth: l.teeth.nums.length }))) };
  });
}

/** The patient's quote lines no invoice bills yet. */
export async function uninvoicedLines(tx: Queryable, patientId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `select l.id::text as id from quote_lines l join quotes q on q.id = l.quote_id
      where q.patient_id = $1 and not exists (select 1 from patient_invoice_lines il where il.quote_line_id = l.id)
      order by l.id`,
    [patientId],
  );
  return rows.map((row) => row.id);
}

/** Whether acts were recorded on a sheet against a line the invoice bills. */
export async function invoiceHasActs(tx: Queryable, invoiceId: string): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from patient_invoice_lines il join sheet_lines s on s.quote_line_id = il.quote_line_id where il.invoice_id = $1 limit 1`,
    [invoiceId],
  );
  return rows.length > 0;
}
