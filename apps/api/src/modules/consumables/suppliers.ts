import { ACTION, viewScope } from '@dental/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/types';
import { ApiError, FormError, notFound } from '../../http/errors';
import { can, currentUser, requireAction } from '../../http/guards';
import { requireReferenceRead } from '../../http/reference-lists';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { checkKnownDoctor, doctorFilter } from '../../http/doctor-scope';
import { loadSuppliers } from './supplier-queries';

const COLLECTION = 'FOURNISSEURS';

const nameTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new FormError(['supplier.exists']);
  throw error;
};

/**
 * Suppliers (FOURNISSEURS), readable by who orders (BON_COMMANDE). Their accounts and payment
 * history cover the doctors the caller may see: every doctor with a global view (or the one of
 * `?doctor=`), else the caller's own.
 */
export async function supplierRoutes(app: FastifyInstance) {
  const { db } = app;

  /** The doctor whose accounts the caller sees, from the collection that gives the wider view. */
  const accountsOf = (request: FastifyRequest, doctor?: string) => {
    const me = currentUser(request);
    const holds = (action: string, on: string) => can(me, action, on);
    const scopes = { [COLLECTION]: viewScope(holds, COLLECTION), BON_COMMANDE: viewScope(holds, 'BON_COMMANDE') } as const;
    // A writer without any view still sees the supplier it wrote, with its own account only.
    if (scopes[COLLECTION] === 'none' && scopes.BON_COMMANDE === 'none') return me.id;
    const collection = scopes[COLLECTION] === 'all' || scopes.BON_COMMANDE === 'none' ? COLLECTION : 'BON_COMMANDE';
    return doctorFilter(me, collection, doctor);
  };

  const supplierOf = async (request: FastifyRequest, id: string) => {
    const [supplier] = await loadSuppliers(db, accountsOf(request), id);
    if (!supplier) throw notFound();
    return supplier;
  };

  route(app, 'suppliers.list', { guard: requireReferenceRead('suppliers.list') }, async (request) => {
    const accounts = accountsOf(request, request.query.doctor);
    await checkKnownDoctor(db, request.query.doctor);
    return ok(await loadSuppliers(db, accounts));
  });

  route(app, 'suppliers.create', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const { name, phone } = request.body;
    const rows = await db.query<{ id: string }>('insert into suppliers (name, phone) values ($1, $2) returning id::text as id', [name, phone]).catch(nameTaken);
    return ok(await supplierOf(request, rows[0].id));
  });

  route(app, 'suppliers.update', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { name, phone } = request.body;
    const rows = await db.query('update suppliers set name = $2, phone = $3, updated_at = now() where id = $1 returning id', [request.params.id, name, phone]).catch(nameTaken);
    if (rows.length === 0) throw notFound();
    return ok(await supplierOf(request, request.params.id));
  });

  /** Refused while the supplier has purchase orders (of any doctor): the database's restrict says so atomically. */
  route(app, 'suppliers.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const supplier = await supplierOf(request, request.params.id);
    const rows = await db.query('delete from suppliers where id = $1 returning id', [supplier._id]).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new ApiError(409, 'supplier.hasOrders');
      throw error;
    });
    if (rows.length === 0) throw notFound();
    return ok(supplier);
  });
}
