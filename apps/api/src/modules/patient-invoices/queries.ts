import type { InvoiceQuote, PatientInvoice, PatientInvoiceLine } from '@dental/contracts';
import { invoiceSums, quoteLineTotal } from '@dental/domain';
import { personNameSql } from '../../db/person-name';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

interface InvoiceRow {
  _id: string;
  patient: string;
  numInvoice: number;
  finish: boolean;
  total: string;
  reduction: string;
  amountDue: string;
  createdAt: string;
}

interface LineRow {
  invoiceId: string;
  _id: string;
  doctor: string;
  doctorName: string | null;
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

interface InvoiceQuoteRow {
  invoiceId: string;
  quoteId: string;
  numDevis: number;
  reduce: string;
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

/**
 * The invoices with their lines, the quotes they bill (each with the reduction it had when billed and
 * its sums on the billed lines, libs/domain invoiceSums) and the figures stored when they were made.
 */
export async function loadInvoices(db: Queryable, filter: InvoiceFilter): Promise<PatientInvoice[]> {
  const invoices = await db.query<InvoiceRow>(
    `select i.id::text as "_id", i.patient_id::text as patient, i.num_invoice as "numInvoice", i.finish,
            i.total::text as total, i.reduction::text as reduction, i.amount_due::text as "amountDue", api_iso(i.created_at) as "createdAt"
       from patient_invoices i
      where ($1::bigint is null or i.patient_id = $1::bigint) and ($2::bigint is null or i.id = $2::bigint)
        and ($3::bigint is null or exists (select 1 from patient_doctors d where d.patient_id = i.patient_id and d.doctor_id = $3::bigint))
      order by i.num_invoice desc, i.created_at desc
      limit ${LIST_LIMIT}`,
    [filter.patientId ?? null, filter.invoiceId ?? null, filter.doctorId ?? null],
  );
  if (invoices.length === 0) return [];
  const ids = invoices.map((i) => i._id);
  const rows = await db.query<LineRow>(
    `select il.invoice_id::text as "invoiceId", l.id::text as "_id", l.doctor_id::text as doctor, ${personNameSql('u')} as "doctorName",
            t.id::text as "treatmentId", t.name as "treatmentName",
            l.teeth as nums, l.surface, l.price::text as price, l.discount::text as discount, q.id::text as "quoteId", q.num_devis as "numDevis",
            api_iso(l.created_at) as "createdAt"
       from patient_invoice_lines il
       join quote_lines l on l.id = il.quote_line_id
       join quotes q on q.id = l.quote_id
       join treatments t on t.id = l.treatment_id
       left join users u on u.id = l.doctor_id
      where il.invoice_id = any($1::bigint[])
      order by q.num_devis, l.id`,
    [ids],
  );
  const quoteRows = await db.query<InvoiceQuoteRow>(
    `select iq.invoice_id::text as "invoiceId", q.id::text as "quoteId", q.num_devis as "numDevis", iq.reduce::text as reduce
       from patient_invoice_quotes iq join quotes q on q.id = iq.quote_id
      where iq.invoice_id = any($1::bigint[])
      order by q.num_devis`,
    [ids],
  );
  const byInvoice = new Map<string, { line: PatientInvoiceLine; doctorName: string }[]>();
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
    byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), { line, doctorName: row.doctorName ?? '' }]);
  }
  return invoices.map((invoice) => {
    const billed = byInvoice.get(invoice._id) ?? [];
    const LineInvoice = billed.map((b) => b.line);
    const quotes = invoiceQuotes(
      LineInvoice,
      quoteRows.filter((q) => q.invoiceId === invoice._id),
    );
    const doctorName = [...new Set(billed.map((b) => b.doctorName).filter(Boolean))].join(', ');
    return {
      _id: invoice._id,
      patient: invoice.patient,
      numInvoice: invoice.numInvoice,
      finish: invoice.finish,
      LineInvoice,
      total: numeric(invoice.total),
      reduction: numeric(invoice.reduction),
      amountDue: numeric(invoice.amountDue),
      quotes,
      doctorName,
      createdAt: invoice.createdAt,
    };
  });
}

/** Each quote of an invoice with the reduction it was billed at and its sums on the invoice's lines of it. */
function invoiceQuotes(lines: readonly PatientInvoiceLine[], quotes: readonly InvoiceQuoteRow[]): InvoiceQuote[] {
  const sums = invoiceSums(
    quotes.map((q) => ({
      _id: q.quoteId,
      numDevis: q.numDevis,
      reducePercent: numeric(q.reduce),
      lines: lines.filter((l) => l.devis._id === q.quoteId).map((l) => ({ price: l.price, discount: l.discount, teeth: l.teeth.nums.length })),
    })),
  );
  return sums.quotes.map((q) => ({ _id: q._id, numDevis: q.numDevis, reduce: q.reducePercent, total: q.total, reduction: q.reduction, remainder: q.remainder }));
}

/** A quote line no invoice bills yet, with what billing it needs of its quote. */
export interface BillableLine {
  id: string;
  quoteId: string;
  numDevis: number;
  reduce: number;
  price: number;
  discount: number;
  teeth: number;
}

/** The patient's quote lines no invoice bills yet (of the given quotes only, when given). */
export async function uninvoicedLines(tx: Queryable, patientId: string, quoteIds?: readonly string[]): Promise<BillableLine[]> {
  const rows = await tx.query<{ id: string; quoteId: string; numDevis: number; reduce: string; price: string; discount: string; teeth: number }>(
    `select l.id::text as id, q.id::text as "quoteId", q.num_devis as "numDevis", q.reduce::text as reduce,
            l.price::text as price, l.discount::text as discount, cardinality(l.teeth) as teeth
       from quote_lines l join quotes q on q.id = l.quote_id
      where q.patient_id = $1 and ($2::bigint[] is null or q.id = any($2::bigint[]))
        and not exists (select 1 from patient_invoice_lines il where il.quote_line_id = l.id)
      order by q.num_devis, l.id`,
    [patientId, quoteIds ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    quoteId: row.quoteId,
    numDevis: row.numDevis,
    reduce: numeric(row.reduce),
    price: numeric(row.price),
    discount: numeric(row.discount),
    teeth: Number(row.teeth),
  }));
}

/** Of the ids, the patient's quotes (id → number). */
export async function patientQuoteNumbers(tx: Queryable, patientId: string, quoteIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: string; numDevis: number }>('select id::text as id, num_devis as "numDevis" from quotes where patient_id = $1 and id = any($2::bigint[])', [
    patientId,
    quoteIds,
  ]);
  return new Map(rows.map((row) => [row.id, row.numDevis]));
}

/** Whether acts were recorded on a sheet against a line the invoice bills. */
export async function invoiceHasActs(tx: Queryable, invoiceId: string): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from patient_invoice_lines il join sheet_lines s on s.quote_line_id = il.quote_line_id where il.invoice_id = $1 limit 1`,
    [invoiceId],
  );
  return rows.length > 0;
}
