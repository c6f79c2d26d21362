import { ACTION, type PatientInvoice } from '@dental/contracts';
import { invoiceSums } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError, FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView, viewScopeOf } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { audit } from '../../db/audit';
import type { Queryable } from '../../db/types';
import { checkPatientAccess } from '../../http/patient-access';
import { lockPatient, nextNumber } from '../../db/numbering';
import { loadQuotes } from '../quotes/queries';
import { invoiceHasActs, loadInvoices, patientQuoteNumbers, uninvoicedLines, type BillableLine } from './queries';

const COLLECTION = 'PATIENTS';

/**
 * A patient's invoices: each bills quote lines not billed before (all of them, or those of the
 * chosen quotes), under the patient's next number (taken under the patient's row lock: gap-free and
 * unique under concurrent creation, and no line billed twice). Each quote's reduction applies to its
 * own lines (libs/domain invoiceSums, the rule of the quote's Reste); the invoice keeps the
 * reductions and figures it was made with. An invoice is a document of what was quoted and billed;
 * it does not move the balance (see apps/api/README.md).
 */
export async function patientInvoiceRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'patientInvoices.list', { guard: requireView(COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patient } = request.query;
    if (patient !== undefined) {
      await checkPatientAccess(db, me, patient);
      return ok(await loadInvoices(db, { patientId: patient }));
    }
    return ok(await loadInvoices(db, { doctorId: viewScopeOf(me, COLLECTION) === 'all' ? undefined : me.id }));
  });

  route(app, 'patientInvoices.get', { guard: requireView(COLLECTION) }, async (request) => {
    const [invoice] = await loadInvoices(db, { invoiceId: request.params.id });
    if (!invoice) throw notFound();
    await checkPatientAccess(db, currentUser(request), invoice.patient);
    return ok(invoice);
  });

  route(app, 'patientInvoices.invoiceable', { guard: requireView(COLLECTION) }, async (request) => {
    const { patientId } = request.params;
    await checkPatientAccess(db, currentUser(request), patientId);
    return ok(await loadQuotes(db, patientId, { invoiceable: true }));
  });

  route(app, 'patientInvoices.create', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patientId } = request.params;
    const chosen = request.body.devis ? [...new Set(request.body.devis)] : undefined;
    await checkPatientAccess(db, me, patientId);
    const invoice = await db.transaction(async (tx) => {
      if (!(await lockPatient(tx, patientId))) throw notFound();
      const lines = await billableLines(tx, patientId, chosen);
      const quotes = byQuote(lines);
      const sums = invoiceSums(quotes);
      const number = await nextNumber(tx, 'patient_invoices', 'num_invoice', patientId);
      const [{ id }] = await tx.query<{ id: string }>(
        `insert into patient_invoices (patient_id, num_invoice, user_id, total, reduction, amount_due)
         values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
        [patientId, number, me.id, sums.total.toFixed(2), sums.reduction.toFixed(2), sums.amountDue.toFixed(2)],
      );
      await tx.query('insert into patient_invoice_quotes (invoice_id, quote_id, reduce) select $1, unnest($2::bigint[]), unnest($3::numeric[])', [
        id,
        quotes.map((q) => q.quoteId),
        quotes.map((q) => q.reducePercent.toFixed(2)),
      ]);
      await tx.query('insert into patient_invoice_lines (invoice_id, quote_line_id) select $1, unnest($2::bigint[])', [id, lines.map((line) => line.id)]);
      const [created] = await loadInvoices(tx, { invoiceId: id });
      await audit(tx, me, { patientId, entity: 'patientInvoice', entityId: id, action: 'create', after: created });
      return created;
    });
    return ok(invoice);
  });

  route(app, 'patientInvoices.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patientId, invoiceId } = request.params;
    await checkPatientAccess(db, me, patientId);
    const removed = await db.transaction(async (tx): Promise<PatientInvoice> => {
      if (!(await lockPatient(tx, patientId))) throw notFound();
      const [invoice] = await loadInvoices(tx, { patientId, invoiceId });
      if (!invoice) throw notFound();
      if (await invoiceHasActs(tx, invoiceId)) throw new ApiError(409, 'invoice.filled');
      await tx.query('delete from patient_invoices where id = $1', [invoiceId]);
      await audit(tx, me, { patientId, entity: 'patientInvoice', entityId: invoiceId, action: 'delete', before: invoice });
      return invoice;
    });
    return ok(removed);
  });
}

/**
 * The lines an invoice bills, under the patient's lock: every line not yet invoiced, or only those of
 * the chosen quotes, each of which must be the patient's and still have one (else a form error that
 * names it).
 */
async function billableLines(tx: Queryable, patientId: string, chosen: string[] | undefined): Promise<BillableLine[]> {
  if (chosen === undefined) {
    const lines = await uninvoicedLines(tx, patientId);
    if (lines.length === 0) throw new FormError(['patientInvoice.nothingToInvoice']);
    return lines;
  }
  const numbers = await patientQuoteNumbers(tx, patientId, chosen);
  if (chosen.some((id) => !numbers.has(id))) throw new FormError(['patientInvoice.unknownQuote']);
  const lines = await uninvoicedLines(tx, patientId, chosen);
  const billed = new Set(lines.map((line) => line.quoteId));
  const spent = chosen.filter((id) => !billed.has(id)).map((id) => numbers.get(id) as number).sort((a, b) => a - b);
  if (spent.length > 0) throw new FormError(spent.map((number) => ({ key: 'patientInvoice.quoteNothingToInvoice' as const, params: { number } })));
  return lines;
}

/** The billed lines by quote, in the quotes' order, each with its quote's reduction: what invoiceSums takes. */
function byQuote(lines: readonly BillableLine[]) {
  const quotes = new Map<string, { quoteId: string; reducePercent: number; lines: BillableLine[] }>();
  for (const line of lines) {
    const quote = quotes.get(line.quoteId) ?? { quoteId: line.quoteId, reducePercent: line.reduce, lines: [] };
    quote.lines.push(line);
    quotes.set(line.quoteId, quote);
  }
  return [...quotes.values()];
}
