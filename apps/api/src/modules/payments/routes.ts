import { ACTION, type ActionName, type Payment } from '@dental/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isForeignKeyViolation, type Queryable } from '../../db/types';
import { FormError, notFound } from '../../http/errors';
import { actionDenied, can, currentUser, requireAction, requireView, viewDenied, viewScopeOf } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { openInvoiceFor } from '../invoices/queries';
import { audit } from '../../db/audit';
import { checkPatientAccess } from '../../http/patient-access';
import { checkNamedDoctors, doctorsAmong } from '../../http/doctor-scope';
import { findPaymentMode } from '../patients/consultations';
import { insurerOf } from '../patients/queries';
import { findPayment, insertPayment, listPayments, loadReceipt, paymentsByIds, updatePayment, type PaymentWrite } from './queries';

/**
 * The approval rule (spec part 2 §4), applied whatever the client sends: a payment recorded by a
 * cabinet doctor is approved at once; anyone else's (an edit included) waits for APPROUVER on PAIEMENTS_PATIENTS.
 */
const approvesOwn = (me: AuthUser) => me.doctor?.cabinet === true;

/** Payments are taken with rights on either collection: the global view on either lets one name another doctor. */
const PAYMENT_COLLECTIONS = ['PAIEMENTS_PATIENTS', 'PATIENTS'] as const;

/** Taking payments is a patient-file action: the action on PAIEMENTS_PATIENTS or on PATIENTS. */
function requirePaymentAction(action: ActionName) {
  return async (request: FastifyRequest) => {
    const me = currentUser(request);
    if (!can(me, action, 'PAIEMENTS_PATIENTS') && !can(me, action, 'PATIENTS')) throw actionDenied(action, 'PAIEMENTS_PATIENTS');
  };
}

type PaymentBody = {
  doctor: string;
  patient: string;
  amount: number;
  type: Payment['type'];
  method?: string | null;
  supported?: boolean | null;
  paymentDate?: string;
};

/** A payment already on a paid insurer's invoice is settled and stays as it is. */
function checkNotSettled(payment: Payment): void {
  if (payment.invoiceAssur?.payed) throw new FormError(['payment.invoicePayed']);
}

export async function paymentRoutes(app: FastifyInstance) {
  const { db } = app;

  /** What to store for a body, or a FormError: a doctor user, a payment mode (not archived) unless covered, an insured patient when covered. */
  const writeOf = async (tx: Queryable, me: AuthUser, body: PaymentBody): Promise<PaymentWrite> => {
    const problems: FormError['messages'] = [];
    if (!(await doctorsAmong(tx, [body.doctor])).has(body.doctor)) problems.push({ key: 'payment.doctorRequired' });
    const supported = body.supported === true;
    const methodId = await findPaymentMode(tx, body.method);
    if (!supported && !methodId) problems.push({ key: 'payment.methodRequired' });
    let invoiceId: string | null = null;
    if (supported && problems.length === 0) {
      const insurer = await insurerOf(tx, body.patient);
      if (!insurer) throw new FormError(['payment.notInsured']);
      invoiceId = (await openInvoiceFor(tx, insurer.assuranceId, body.doctor))._id;
    }
    if (problems.length > 0) throw new FormError(problems);
    return {
      patientId: body.patient,
      doctorId: body.doctor,
      userId: me.id,
      amount: body.amount,
      type: body.type,
      methodId,
      supported,
      invoiceId,
      paymentDate: body.paymentDate ?? null,
      approved: approvesOwn(me),
    };
  };

  /** The payment of the path, of a patient the user may work on, locked for the transaction. */
  const paymentOf = async (tx: Queryable, me: AuthUser, id: string): Promise<Payment> => {
    const payment = await findPayment(tx, id, true);
    if (!payment) throw notFound();
    await checkPatientAccess(tx, me, payment.patient);
    return payment;
  };

  const gone = (error: unknown): never => {
    // The doctor, payment mode or invoice vanished between the checks and the write.
    if (isForeignKeyViolation(error)) throw new FormError(['payment.methodRequired']);
    throw error;
  };

  route(app, 'payments.list', { guard: requireView('PATIENTS', 'PAIEMENTS_PATIENTS') }, async (request) => {
    const { patient, type } = request.query;
    await checkPatientAccess(db, currentUser(request), patient);
    return ok(await listPayments(db, patient, type));
  });

  /** A payment's receipt: read as the payment list is (a patient the caller cannot see is not found). */
  route(app, 'payments.receipt', { guard: requireView('PATIENTS', 'PAIEMENTS_PATIENTS') }, async (request) => {
    const me = currentUser(request);
    const payment = await findPayment(db, request.params.id);
    if (!payment) throw notFound();
    await checkPatientAccess(db, me, payment.patient);
    return ok(await loadReceipt(db, payment));
  });

  route(app, 'payments.create', { guard: requirePaymentAction(ACTION.create) }, async (request) => {
    const me = currentUser(request);
    const body = request.body as PaymentBody;
    await checkPatientAccess(db, me, body.patient);
    checkNamedDoctors(me, PAYMENT_COLLECTIONS, [body.doctor]);
    const payment = await db
      .transaction(async (tx) => {
        const id = await insertPayment(tx, await writeOf(tx, me, body));
        const created = (await findPayment(tx, id)) as Payment;
        await audit(tx, me, { patientId: body.patient, entity: 'payment', entityId: id, action: 'create', after: created });
        return created;
      })
      .catch(gone);
    return ok(payment);
  });

  route(app, 'payments.update', { guard: requirePaymentAction(ACTION.edit) }, async (request) => {
    const me = currentUser(request);
    const body = request.body as PaymentBody;
    const payment = await db
      .transaction(async (tx) => {
        const before = await paymentOf(tx, me, request.params.id);
        checkNotSettled(before);
        if (body.patient !== before.patient) await checkPatientAccess(tx, me, body.patient);
        checkNamedDoctors(me, PAYMENT_COLLECTIONS, [body.doctor], [before.doctor]);
        await updatePayment(tx, before._id, await writeOf(tx, me, body));
        const after = (await findPayment(tx, before._id)) as Payment;
        await audit(tx, me, { patientId: after.patient, entity: 'payment', entityId: before._id, action: 'update', before, after });
        return after;
      })
      .catch(gone);
    return ok(payment);
  });

  route(app, 'payments.remove', { guard: requirePaymentAction(ACTION.remove) }, async (request) => {
    const me = currentUser(request);
    const payment = await db.transaction(async (tx) => {
      const before = await paymentOf(tx, me, request.params.id);
      checkNotSettled(before);
      await tx.query('delete from payments where id = $1', [before._id]);
      await audit(tx, me, { patientId: before.patient, entity: 'payment', entityId: before._id, action: 'delete', before });
      return before;
    });
    return ok(payment);
  });

  /** Approves the listed payments of the doctor (one's own, or any doctor's with the global view of patients). */
  route(app, 'payments.approve', { guard: requireAction(ACTION.approve, 'PAIEMENTS_PATIENTS') }, async (request) => {
    const me = currentUser(request);
    const { doctorId } = request.params;
    if (doctorId !== me.id && viewScopeOf(me, 'PATIENTS') !== 'all') throw viewDenied('PATIENTS');
    if (!(await doctorsAmong(db, [doctorId])).has(doctorId)) throw notFound();
    const ids = [...new Set((request.body as { payments: string[] }).payments)];
    const approved = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; patient: string }>(
        `update payments set approved = true, updated_at = now()
          where id = any($1::bigint[]) and doctor_id = $2 and not approved returning id::text as id, patient_id::text as patient`,
        [ids, doctorId],
      );
      for (const row of rows) await audit(tx, me, { patientId: row.patient, entity: 'payment', entityId: row.id, action: 'approve', before: { approved: false }, after: { approved: true } });
      return paymentsByIds(tx, ids);
    });
    return ok(approved.filter((payment) => payment.doctor === doctorId));
  });
}
