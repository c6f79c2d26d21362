import { ACTION, type PatientInvoice } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView, viewScopeOf } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { audit } from '../../db/audit';
import { checkPatientAccess } from '../../http/patient-access';
import { lockPatient, nextNumber } from '../../db/numbering';
import { loadQuotes } from '../quotes/queries';
import { invoiceHasActs, loadInvoices, uninvoicedLines } from './queries';

const COLLECTION = 'PATIENTS';

/**
 * A patient's invoices: each bills quote lines not billed before, under the patient's next number
 * (taken under the patient's row lock: gap-free and unique under concurrent creation). An invoice
 * is a document of what was quoted and billed; it does not move the balance (see apps/api/README.md).
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
    await checkPatientAccess(db, me, patientId);
    const invoice = await db.transaction(async (tx) => {
      if (!(await lockPatient(tx, patientId))) throw notFound();
      const lines = await uninvoicedLines(tx, patientId);
      if (lines.length === 0) throw new FormError(['patientInvoice.nothingToInvoice']);
      const number = await nextNumber(tx, 'patient_invoices', 'num_invoice', patientId);
      const [{ id }] = await tx.query<{ id: string }>('insert into patient_invoices (patient_id, num_invoice, user_id) values ($1, $2, $3) returning id::text as id', [
        patientId,
        number,
        me.id,
      ]);
      await tx.query('insert into patient_invoice_lines (invoice_id, quote_line_id) select $1, unnest($2::bigint[])', [id, lines]);
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
