import { ACTION } from '@dental/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../db/audit';
import { isForeignKeyViolation, sqlState, type Queryable } from '../../db/types';
import { ApiError, dayParam, FormError, notFound } from '../../http/errors';
import { checkNamedDoctors } from '../../http/doctor-scope';
import { can, canView, currentUser, requireAction, requireView, viewDenied, viewScopeOf } from '../../http/guards';
import { parseId } from '../../http/ids';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { assuranceExists } from '../assurances/queries';
import { findUser } from '../users/queries';
import {
  closeOpenInvoice,
  createInvoice,
  deleteOpenInvoice,
  findInvoiceHeader,
  listInvoices,
  loadInvoice,
  markInvoicePayed,
  scopeOfInvoice,
  unpayInvoice,
  type InvoiceHeader,
  type InvoiceScope,
} from './queries';

const COLLECTION = 'PATIENTS_ASSURANCE';

/**
 * The scope of the query string: `?global=true` (the invoices in common), else `?doctor={userId}`;
 * neither is a form error (300 invoice.doctorRequired), a malformed doctor id a 400.
 */
function scopeOfQuery(query: unknown): InvoiceScope {
  const { doctor, global } = (query ?? {}) as { doctor?: unknown; global?: unknown };
  if (global === 'true') return { global: true };
  if (doctor === undefined || doctor === '') throw new FormError(['invoice.doctorRequired']);
  return { doctorId: parseId(doctor) };
}

/**
 * Who may work on which invoices: a doctor's with AFFICHER (one's own only) or AFFICHER_GLOBAL
 * (any doctor's); the global ones with a view permission and FACTURE_GLOBAL.
 */
function checkScope(me: AuthUser, scope: InvoiceScope): void {
  if ('global' in scope) {
    if (!canView(me, COLLECTION)) throw viewDenied(COLLECTION);
    if (!can(me, ACTION.globalInvoice, COLLECTION)) throw new ApiError(403, 'invoice.globalDenied');
    return;
  }
  const sees = viewScopeOf(me, COLLECTION);
  if (sees === 'all' || (sees === 'own' && scope.doctorId === me.id)) return;
  throw viewDenied(COLLECTION);
}

/** The insurer of the path must exist, and so must the doctor of a doctor's scope. */
async function checkTargets(db: Queryable, me: AuthUser, assuranceId: string, scope: InvoiceScope): Promise<void> {
  if (!(await assuranceExists(db, assuranceId))) throw notFound();
  if ('doctorId' in scope && !(await findUser(db, scope.doctorId, me.dev || scope.doctorId === me.id))) throw notFound();
}

const assIdOf = (request: FastifyRequest) => parseId((request.params as { AssId?: unknown }).AssId);

/** The invoice of the path, of the insurer of the path, in a scope the user may work on. */
async function invoiceOfPath(db: Queryable, request: FastifyRequest): Promise<InvoiceHeader> {
  const assuranceId = assIdOf(request);
  const invoiceId = parseId((request.params as { invoiceId?: unknown }).invoiceId);
  const invoice = await findInvoiceHeader(db, assuranceId, invoiceId);
  if (!invoice) throw notFound();
  checkScope(currentUser(request), scopeOfInvoice(invoice));
  return invoice;
}

export async function invoiceRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'invoices.list', { guard: requireView(COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const assuranceId = assIdOf(request);
    const scope = scopeOfQuery(request.query);
    checkScope(me, scope);
    await checkTargets(db, me, assuranceId, scope);
    return ok(await listInvoices(db, assuranceId, scope));
  });

  /** Creates the next invoice of the scope; the body is empty. */
  route(app, 'invoices.create', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const assuranceId = assIdOf(request);
    const scope = scopeOfQuery(request.query);
    if ('doctorId' in scope) checkNamedDoctors(me, [COLLECTION], [scope.doctorId]);
    checkScope(me, scope);
    await checkTargets(db, me, assuranceId, scope);
    const header = await createInvoice(db, assuranceId, scope).catch((error: unknown) => {
      // The doctor was deleted in the meantime.
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    });
    return ok(await loadInvoice(db, header));
  });

  /** The spec's verb for paying is ambiguous (update-like, or delete in one reading): both are served. */
  const pay = async (request: FastifyRequest) => {
    const invoice = await invoiceOfPath(db, request);
    if (invoice.payed || !(await markInvoicePayed(db, invoice.assurance, invoice._id))) throw new FormError(['invoice.alreadyPayed']);
    const paid = await findInvoiceHeader(db, invoice.assurance, invoice._id);
    if (!paid) throw notFound();
    return ok(await loadInvoice(db, paid));
  };
  const payOptions = { guard: requireAction(ACTION.edit, COLLECTION) };
  route(app, 'invoices.pay', payOptions, pay);
  route(app, 'invoices.payByDelete', payOptions, pay);

  /** Closes the open invoice of the path (empty body): no more payments attach to it; it awaits the insurer. */
  route(app, 'invoices.close', payOptions, async (request) => {
    const invoice = await invoiceOfPath(db, request);
    await closeOpenInvoice(db, invoice);
    const closed = await findInvoiceHeader(db, invoice.assurance, invoice._id);
    if (!closed) throw notFound();
    return ok(await loadInvoice(db, closed));
  });

  /**
   * Undoes an insurer's payment recorded by mistake, by whoever may pay (MODIFIER on
   * PATIENTS_ASSURANCE, in the invoice's scope), with a reason kept in the audit trail: the invoice
   * is closed and unpaid again. Refused when the payment falls in a closed cash session.
   */
  route(app, 'invoices.unpay', payOptions, async (request) => {
    const me = currentUser(request);
    const invoice = await invoiceOfPath(db, request);
    const { reason } = request.body;
    await unpayInvoice(db, invoice, (tx, undone) =>
      audit(tx, me, {
        patientId: null,
        entity: 'insuranceInvoice',
        entityId: invoice._id,
        action: 'unpay',
        before: { payed: true, payedAt: undone.payedAt, numInvoice: undone.numInvoice, total: undone.total },
        after: { payed: false, reason },
      }),
    ).catch((error: unknown) => {
      // The database's closed-session guard (migration 020): said in words of the undo.
      if (sqlState(error) === 'DCLOS') throw new ApiError(409, 'invoice.unpayClosed', { day: dayParam(String((error as { detail?: unknown }).detail ?? '')) });
      throw error;
    });
    const unpaid = await findInvoiceHeader(db, invoice.assurance, invoice._id);
    if (!unpaid) throw notFound();
    return ok(await loadInvoice(db, unpaid));
  });

  route(app, 'invoices.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const invoice = await invoiceOfPath(db, request);
    const answer = await loadInvoice(db, invoice);
    await deleteOpenInvoice(db, invoice.assurance, invoice._id).catch((error: unknown) => {
      // A payment attached between the check and the delete.
      if (isForeignKeyViolation(error)) throw new FormError(['invoice.filled']);
      throw error;
    });
    return ok(answer);
  });
}
