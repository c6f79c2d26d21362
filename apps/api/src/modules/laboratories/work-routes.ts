import { ACTION, type Collection } from '@dental/contracts';
import type { ParsedBody } from '@dental/contracts/schemas';
import { localDay } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, type Queryable } from '../../db/types';
import { numeric } from '../../db/values';
import { ApiError, FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { checkDoctorScope, checkNamedDoctors, isDoctor, listDoctor } from '../../http/doctor-scope';
import { audit } from '../../db/audit';
import { checkLabAccount } from '../../http/money-limits';
import { labAccounts, listLabCases, listLabPayments, PAYMENT_TRAIL_COLUMNS, type PaymentTrail } from './work-queries';
import { findLaboratory } from './queries';

const PAYMENTS: Collection = 'PAIEMENTS_LABORATOIRES';
const CASES: Collection = 'PATIENTS_LABORATOIRE';
const ACCOUNTS: Collection = 'COMPTES_LABORATOIRE';

/** Money paid to a laboratory goes to the audit trail (no patient) in the same transaction. */
const auditPayment = (tx: Queryable, me: AuthUser, action: 'create' | 'update' | 'delete', before: PaymentTrail | undefined, after: PaymentTrail | undefined) => {
  const figures = (row: PaymentTrail | undefined) => row && { laboratory: row.laboratory, doctor: row.doctor, amount: numeric(row.amount), comment: row.comment, paidOn: row.paidOn };
  return audit(tx, me, { patientId: null, entity: 'labPayment', entityId: (after ?? before)?.id ?? null, action, before: figures(before), after: figures(after) });
};

/**
 * A laboratory's work: the doctors' accounts (COMPTES_LABORATOIRE, global view only), the payments
 * to labs (PAIEMENTS_LABORATOIRES) and the patient cases (PATIENTS_LABORATOIRE), each with its own
 * doctor (AFFICHER) or every doctor's (AFFICHER_GLOBAL).
 */
export async function laboratoryWorkRoutes(app: FastifyInstance) {
  const { db } = app;

  const labOf = async (id: string) => {
    const lab = await findLaboratory(db, id);
    if (!lab) throw notFound();
    return lab;
  };

  route(app, 'labAccounts.list', { guard: requireView(ACCOUNTS) }, async (request) => {
    const lab = await labOf(request.params.labId);
    return ok(await labAccounts(db, lab._id));
  });

  // ── Payments ──

  route(app, 'labPayments.list', { guard: requireView(PAYMENTS) }, async (request) => {
    const me = currentUser(request);
    const { labId, doctor } = request.query;
    const doctorId = await listDoctor(db, me, PAYMENTS, doctor);
    if (labId !== undefined) await labOf(labId);
    return ok(await listLabPayments(db, { labId, doctorId }));
  });

  /** The payment's doctor: the body's, else the caller when a doctor; one the caller may work on, who is a doctor. */
  const payingDoctor = async (me: AuthUser, body: ParsedBody<'labPayments.create'>): Promise<string> => {
    const doctor = body.doctor ?? (me.doctor ? me.id : undefined);
    if (doctor === undefined) throw new FormError(['labPayment.doctorRequired']);
    checkNamedDoctors(me, [PAYMENTS], [doctor]);
    if (!(await isDoctor(db, doctor))) throw new FormError(['labPayment.doctorRequired']);
    return doctor;
  };

  const paymentOf = async (me: AuthUser, paymentId: string, labId: string | undefined) => {
    const [payment] = await listLabPayments(db, { id: paymentId, labId });
    if (!payment) throw notFound();
    checkDoctorScope(me, PAYMENTS, payment.doctor._id);
    return payment;
  };

  const writeFailed = (error: unknown): never => {
    // The laboratory or the doctor was deleted in the meantime.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  };

  route(app, 'labPayments.create', { guard: requireAction(ACTION.create, PAYMENTS) }, async (request) => {
    const me = currentUser(request);
    const lab = await labOf(request.query.labId);
    const doctor = await payingDoctor(me, request.body);
    const { amount, comment, createdAt } = request.body;
    const id = await db
      .transaction(async (tx) => {
        const [row] = await tx.query<PaymentTrail>(
          `insert into lab_payments (laboratory_id, doctor_id, amount, comment, paid_on, created_by) values ($1, $2, $3, $4, $5, $6) returning ${PAYMENT_TRAIL_COLUMNS}`,
          [lab._id, doctor, amount.toFixed(2), comment ?? '', createdAt ?? localDay(), me.id],
        );
        await checkLabAccount(tx, lab._id, doctor);
        await auditPayment(tx, me, 'create', undefined, row);
        return row.id;
      })
      .catch(writeFailed);
    return ok((await listLabPayments(db, { id }))[0]);
  });

  route(app, 'labPayments.update', { guard: requireAction(ACTION.edit, PAYMENTS) }, async (request) => {
    const me = currentUser(request);
    const { paymentId } = request.params;
    const current = await paymentOf(me, paymentId, request.query.labId);
    const doctor = request.body.doctor === undefined || request.body.doctor === null ? current.doctor._id : await payingDoctor(me, request.body);
    const { amount, comment, createdAt } = request.body;
    await db
      .transaction(async (tx) => {
        const [before] = await tx.query<PaymentTrail>(`select ${PAYMENT_TRAIL_COLUMNS} from lab_payments where id = $1 for update`, [paymentId]);
        if (!before) throw notFound();
        const [after] = await tx.query<PaymentTrail>(
          `update lab_payments set doctor_id = $2, amount = $3, comment = $4, paid_on = $5, updated_at = now() where id = $1 returning ${PAYMENT_TRAIL_COLUMNS}`,
          [paymentId, doctor, amount.toFixed(2), comment ?? before.comment, createdAt ?? before.paidOn],
        );
        await checkLabAccount(tx, after.laboratory, doctor);
        await auditPayment(tx, me, 'update', before, after);
      })
      .catch(writeFailed);
    return ok((await listLabPayments(db, { id: paymentId }))[0]);
  });

  route(app, 'labPayments.remove', { guard: requireAction(ACTION.remove, PAYMENTS) }, async (request) => {
    const me = currentUser(request);
    const { paymentId } = request.params;
    const payment = await paymentOf(me, paymentId, request.query.labId);
    await db.transaction(async (tx) => {
      const [before] = await tx.query<PaymentTrail>(`delete from lab_payments where id = $1 returning ${PAYMENT_TRAIL_COLUMNS}`, [paymentId]);
      if (!before) throw notFound();
      await auditPayment(tx, me, 'delete', before, undefined);
    });
    return ok(payment);
  });

  // ── Patient cases ──

  route(app, 'labCases.list', { guard: requireView(CASES) }, async (request) => {
    const me = currentUser(request);
    const lab = await labOf(request.params.labId);
    const { doctor, finish } = request.query;
    return ok(await listLabCases(db, lab._id, { doctorId: await listDoctor(db, me, CASES, doctor), finish }));
  });

  /** Empty body: the case is finished; a finished case is refused (409), never finished twice. */
  route(app, 'labCases.finish', { guard: requireAction(ACTION.edit, CASES) }, async (request) => {
    const me = currentUser(request);
    const { labId, caseId } = request.params;
    const [labCase] = await listLabCases(db, labId, { id: caseId });
    if (!labCase) throw notFound();
    checkDoctorScope(me, CASES, labCase.consumptionLab.doctor);
    const rows = await db.query('update lab_cases set finish = true, updated_at = now() where id = $1 and not finish returning id', [caseId]);
    if (rows.length === 0) {
      if (labCase.finish || (await db.query('select 1 from lab_cases where id = $1', [caseId])).length > 0) throw new ApiError(409, 'labCase.alreadyFinished');
      throw notFound();
    }
    return ok((await listLabCases(db, labId, { id: caseId }))[0]);
  });
}
