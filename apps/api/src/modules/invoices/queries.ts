import type { InsuranceInvoice, InsuredPayment } from '@dental/contracts';
import { insurerInvoiceState, insurerInvoiceTotal } from '@dental/domain';
import { isUniqueViolation, type Db, type Queryable } from '../../db/types';
import { numeric, numericOrNull, regNoText } from '../../db/values';
import { FormError, notFound } from '../../http/errors';

/** Whose invoices: one doctor's (doctorId), or the global ones in common for every doctor (null). */
export type InvoiceScope = { doctorId: string } | { global: true };

/** An invoice without its payments (its state follows from payed and finish). */
export type InvoiceHeader = Omit<InsuranceInvoice, 'payments' | 'totals' | 'state'>;

const doctorOf = (scope: InvoiceScope): string | null => ('doctorId' in scope ? scope.doctorId : null);

/** The scope of an invoice row, as the routes check it. */
export const scopeOfInvoice = (invoice: InvoiceHeader): InvoiceScope =>
  invoice.inCommon || invoice.doctor === null ? { global: true } : { doctorId: invoice.doctor };

const HEADER_COLUMNS = `
  i.id::text as "_id",
  i.assurance_id::text as assurance,
  i.num_invoice as "numInvoice",
  i.doctor_id::text as doctor,
  i.in_common as "inCommon",
  i.payed,
  i.finish,
  api_iso(i.payed_at) as "payedAt",
  api_iso(i.created_at) as "createdAt"`;

/** `i` belongs to the scope whose doctor is $2 (null: the global invoices). */
const IN_SCOPE = `(case when $2::bigint is null then i.in_common else not i.in_common and i.doctor_id = $2::bigint end)`;

interface PaymentRow {
  _id: string;
  invoiceId: string;
  patientId: string;
  patientName: string;
  regNo: number | null;
  professionalId: string | null;
  percentCovered: string | null;
  doctorId: string;
  doctorName: string;
  type: InsuredPayment['type'];
  amount: string;
  paymentDate: string;
  createdAt: string;
}

function insuredPayment(row: PaymentRow): InsuredPayment {
  // The insurer's part, as credited to the patient: the invoice bills it as it is (libs/domain insurance.ts).
  const amount = numeric(row.amount);
  const percentCovered = numericOrNull(row.percentCovered) ?? 0;
  return {
    _id: row._id,
    patient: {
      _id: row.patientId,
      name: row.patientName,
      RegNo: regNoText(row.regNo),
      professionalId: row.professionalId,
      percentCovered,
    },
    doctor: { _id: row.doctorId, username: row.doctorName },
    type: row.type,
    amount,
    coveredAmount: amount,
    paymentDate: row.paymentDate,
    createdAt: row.createdAt,
  };
}

/** The payments attached to these invoices, by payment date then id. */
async function paymentsOf(db: Queryable, invoiceIds: string[]): Promise<Map<string, InsuredPayment[]>> {
  const byInvoice = new Map<string, InsuredPayment[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db.query<PaymentRow>(
    `select p.id::text as "_id",
            p.invoice_assur_id::text as "invoiceId",
            pt.id::text as "patientId",
            pt.name as "patientName",
            pt.reg_no as "regNo",
            pt.professional_id as "professionalId",
            pt.percent_covered::text as "percentCovered",
            u.id::text as "doctorId",
            u.username as "doctorName",
            p.type,
            p.amount::text as amount,
            to_char(p.payment_date, 'YYYY-MM-DD') as "paymentDate",
            api_iso(p.created_at) as "createdAt"
       from payments p
       join patients pt on pt.id = p.patient_id
       join users u on u.id = p.doctor_id
      where p.invoice_assur_id = any($1::bigint[])
      order by p.payment_date, p.id`,
    [invoiceIds],
  );
  for (const row of rows) {
    const list = byInvoice.get(row.invoiceId) ?? [];
    list.push(insuredPayment(row));
    byInvoice.set(row.invoiceId, list);
  }
  return byInvoice;
}

/** Totals exact to the cent (never a float sum): the invoice bills exactly what its payments credited to the patients. */
export function invoiceTotals(payments: readonly InsuredPayment[]): InsuranceInvoice['totals'] {
  const billed = insurerInvoiceTotal(payments);
  return { amount: billed, coveredAmount: billed, count: payments.length };
}

async function withPayments(db: Queryable, headers: InvoiceHeader[]): Promise<InsuranceInvoice[]> {
  const payments = await paymentsOf(
    db,
    headers.map((h) => h._id),
  );
  return headers.map((header) => {
    const list = payments.get(header._id) ?? [];
    return { ...header, state: insurerInvoiceState(header), payments: list, totals: invoiceTotals(list) };
  });
}

/** An insurer's invoices of one scope, newest number first, each with its insured payments. */
export async function listInvoices(db: Queryable, assuranceId: string, scope: InvoiceScope): Promise<InsuranceInvoice[]> {
  const headers = await db.query<InvoiceHeader>(
    `select ${HEADER_COLUMNS} from insurance_invoices i
      where i.assurance_id = $1 and ${IN_SCOPE}
      order by i.num_invoice desc`,
    [assuranceId, doctorOf(scope)],
  );
  return withPayments(db, headers);
}

/** One invoice of that insurer (an invoice of another insurer is not found). */
export async function findInvoiceHeader(db: Queryable, assuranceId: string, invoiceId: string): Promise<InvoiceHeader | undefined> {
  const rows = await db.query<InvoiceHeader>(`select ${HEADER_COLUMNS} from insurance_invoices i where i.id = $1 and i.assurance_id = $2`, [
    invoiceId,
    assuranceId,
  ]);
  return rows[0];
}

export async function loadInvoice(db: Queryable, header: InvoiceHeader): Promise<InsuranceInvoice> {
  const [invoice] = await withPayments(db, [header]);
  return invoice;
}

/**
 * One attempt at creating the next invoice, in a transaction: the insurer's row is locked first
 * (FOR NO KEY UPDATE: creators of that insurer's invoices wait for each other, while inserts that
 * only reference the insurer, such as patients, are not held up), so the number read next is the
 * committed maximum and nobody else can take it.
 */
async function createOnce(tx: Queryable, assuranceId: string, scope: InvoiceScope): Promise<string> {
  const locked = await tx.query('select id from assurances where id = $1 for no key update', [assuranceId]);
  if (locked.length === 0) throw notFound();
  const doctorId = doctorOf(scope);
  const [last] = await tx.query<{ finish: boolean; numInvoice: number }>(
    `select i.finish, i.num_invoice as "numInvoice" from insurance_invoices i
      where i.assurance_id = $1 and ${IN_SCOPE}
      order by i.num_invoice desc limit 1`,
    [assuranceId, doctorId],
  );
  if (last && !last.finish) throw new FormError([{ key: 'invoice.lastNotClosedNumber', params: { num: last.numInvoice } }]);
  const [{ id }] = await tx.query<{ id: string }>(
    `insert into insurance_invoices (assurance_id, doctor_id, in_common, num_invoice)
       select $1::bigint, $2::bigint, $3::boolean, coalesce(max(n.num_invoice), 0) + 1
         from insurance_invoices n where n.assurance_id = $1::bigint
     returning id::text as id`,
    [assuranceId, doctorId, doctorId === null],
  );
  return id;
}

const CREATE_ATTEMPTS = 3;

/**
 * Creates the insurer's next invoice for the scope: numbers are per insurer, from 1, unique and
 * without gaps; refused (300 invoice.lastNotClosedNumber, naming it) while the scope's last invoice is open. The
 * unique indexes are the last guard: a violation is retried (the retry sees the winner's invoice)
 * and is never a server error.
 */
export async function createInvoice(db: Db, assuranceId: string, scope: InvoiceScope): Promise<InvoiceHeader> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const id = await db.transaction((tx) => createOnce(tx, assuranceId, scope));
      const header = await findInvoiceHeader(db, assuranceId, id);
      if (!header) throw notFound();
      return header;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= CREATE_ATTEMPTS) throw new FormError(['invoice.lastNotClosed']);
    }
  }
}

/** Marks an invoice paid (and so closed); false when it was already paid. */
export async function markInvoicePayed(db: Queryable, assuranceId: string, invoiceId: string): Promise<boolean> {
  const rows = await db.query(
    `update insurance_invoices set payed = true, finish = true, payed_at = now()
      where id = $1 and assurance_id = $2 and not payed returning id`,
    [invoiceId, assuranceId],
  );
  return rows.length > 0;
}

/**
 * Deletes an open, empty invoice: refused once closed or paid (300 invoice.cannotDelete) and while
 * payments are attached (300 invoice.filled). The row is locked, so a payment attaching at the same
 * time either comes first (and is seen) or waits and then finds no invoice.
 */
export async function deleteOpenInvoice(db: Db, assuranceId: string, invoiceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [invoice] = await tx.query<{ finish: boolean; payed: boolean }>(
      'select finish, payed from insurance_invoices where id = $1 and assurance_id = $2 for update',
      [invoiceId, assuranceId],
    );
    if (!invoice) throw notFound();
    if (invoice.finish || invoice.payed) throw new FormError(['invoice.cannotDelete']);
    const attached = await tx.query('select 1 from payments where invoice_assur_id = $1 limit 1', [invoiceId]);
    if (attached.length > 0) throw new FormError(['invoice.filled']);
    await tx.query('delete from insurance_invoices where id = $1', [invoiceId]);
  });
}

/**
 * The invoice an insured payment of this doctor attaches to: the doctor's open invoice of that
 * insurer, else the insurer's open global invoice; else the business error invoice.notCreated
 * (300). Call it inside the payment's transaction: the invoice row stays locked (FOR SHARE) until
 * the payment is written, so it cannot be paid, closed or deleted in between.
 */
export async function openInvoiceFor(db: Queryable, assuranceId: string, doctorId: string): Promise<InvoiceHeader> {
  const own = await db.query<InvoiceHeader>(
    `select ${HEADER_COLUMNS} from insurance_invoices i
      where i.assurance_id = $1 and not i.finish and not i.in_common and i.doctor_id = $2
      order by i.num_invoice desc limit 1
      for share`,
    [assuranceId, doctorId],
  );
  if (own[0]) return own[0];
  const global = await db.query<InvoiceHeader>(
    `select ${HEADER_COLUMNS} from insurance_invoices i
      where i.assurance_id = $1 and not i.finish and i.in_common
      order by i.num_invoice desc limit 1
      for share`,
    [assuranceId],
  );
  if (global[0]) return global[0];
  throw new FormError(['invoice.notCreated']);
}

/**
 * Closes an open invoice: no more payments attach to it, it awaits the insurer's payment. Refused
 * (300 invoice.alreadyClosed) once closed or paid. A payment attaching at the same time holds the
 * row (FOR SHARE, `openInvoiceFor`): the close waits for it, and the payment is on the invoice.
 */
export async function closeOpenInvoice(db: Queryable, invoice: InvoiceHeader): Promise<void> {
  const rows = await db.query('update insurance_invoices set finish = true where id = $1 and assurance_id = $2 and not finish and not payed returning id', [
    invoice._id,
    invoice.assurance,
  ]);
  if (rows.length === 0) throw new FormError([{ key: 'invoice.alreadyClosed', params: { num: invoice.numInvoice } }]);
}

/** What the audit trail keeps of an undone insurer payment. */
export interface UndoneInsurerPayment {
  numInvoice: number;
  payedAt: string | null;
  total: number;
}

/**
 * Undoes the insurer's payment of an invoice recorded by mistake: the invoice is closed and unpaid
 * again (payed false, payed_at null), in one transaction with its audit row (who, when, why, the
 * date the payment had). Refused (300 invoice.notPayed) when the invoice is not paid. The database
 * refuses it (SQLSTATE DCLOS, migration 020) when the payment falls in a closed cash session; the
 * route answers that in words.
 */
export async function unpayInvoice(db: Db, invoice: InvoiceHeader, record: (tx: Queryable, undone: UndoneInsurerPayment) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ payed: boolean; payedAt: string | null }>(
      'select payed, api_iso(payed_at) as "payedAt" from insurance_invoices where id = $1 and assurance_id = $2 for update',
      [invoice._id, invoice.assurance],
    );
    if (!row) throw notFound();
    if (!row.payed) throw new FormError([{ key: 'invoice.notPayed', params: { num: invoice.numInvoice } }]);
    await tx.query('update insurance_invoices set payed = false, payed_at = null where id = $1', [invoice._id]);
    const [{ total }] = await tx.query<{ total: string | null }>('select sum(amount)::text as total from payments where invoice_assur_id = $1', [invoice._id]);
    await record(tx, { numInvoice: invoice.numInvoice, payedAt: row.payedAt, total: numeric(total ?? '0') });
  });
}
