import { ACTION, MAX_AMOUNT, moneyParam } from '@dental/contracts';
import type { ParsedBody } from '@dental/contracts/schemas';
import { paymentFits, purchaseOrderRemainder, purchaseOrderTotal } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, type Queryable } from '../../db/types';
import { numeric } from '../../db/values';
import { FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { ok, okPage } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { audit } from '../../db/audit';
import { loadOrderPage, loadOrders, lockOrder, nextOrderNumber } from './order-queries';
import { checkDoctor } from './scope';

const COLLECTION = 'BON_COMMANDE';
const ID = /^[1-9]\d{0,17}$/;

type OrderBody = ParsedBody<'purchaseOrders.create'>;
type Line = { consumableId: string; name: string; qty: number; price: number };

/** The lines of a body with their consumables of the list (by id or by name); an unknown one is an empty line. */
async function resolveLines(db: Queryable, body: OrderBody): Promise<Line[]> {
  const refs = body.LinePurchaseOrder.map((line) => line.consumable);
  const rows = await db.query<{ id: string; name: string }>(
    'select id::text as id, name from consumables where id = any($1::bigint[]) or lower(name) = any($2::text[])',
    [refs.filter((ref) => ID.test(ref)), refs.filter((ref) => !ID.test(ref)).map((ref) => ref.toLowerCase())],
  );
  return body.LinePurchaseOrder.map((line) => {
    const ref = line.consumable;
    const consumable = rows.find((row) => (ID.test(ref) ? row.id === ref : row.name.toLowerCase() === ref.toLowerCase()));
    if (!consumable) throw new FormError(['purchaseOrder.lineEmpty']);
    return { consumableId: consumable.id, name: consumable.name, qty: line.qty, price: line.price };
  });
}

async function insertLines(tx: Queryable, orderId: string, lines: Line[]): Promise<void> {
  await tx.query(
    `insert into purchase_order_lines (purchase_order_id, consumable_id, consumable_name, qty, price)
     select $1, * from unnest($2::bigint[], $3::text[], $4::int[], $5::numeric[])`,
    [orderId, lines.map((l) => l.consumableId), lines.map((l) => l.name), lines.map((l) => l.qty), lines.map((l) => l.price.toFixed(2))],
  );
}

const supplierGone = (error: unknown): never => {
  if (isForeignKeyViolation(error)) throw new FormError(['purchaseOrder.supplierRequired']);
  throw error;
};

/** A supplier payment as the audit trail keeps it. */
interface PaymentTrail {
  id: string;
  purchaseOrder: string;
  amount: string;
  paidOn: string;
}
const TRAIL_COLUMNS = `id::text as id, purchase_order_id::text as "purchaseOrder", amount::text as amount, to_char(paid_on, 'YYYY-MM-DD') as "paidOn"`;

/** Money paid to suppliers goes to the audit trail (no patient) in the same transaction. */
const auditPayment = (tx: Queryable, me: AuthUser, action: 'create' | 'update' | 'delete', before: PaymentTrail | undefined, after: PaymentTrail | undefined) => {
  const figures = (row: PaymentTrail | undefined) => row && { purchaseOrder: row.purchaseOrder, amount: numeric(row.amount), paidOn: row.paidOn };
  return audit(tx, me, { patientId: null, entity: 'supplierPayment', entityId: (after ?? before)?.id ?? null, action, before: figures(before), after: figures(after) });
};

/** Refuses a total the database could not keep (numeric(12, 2)) with a message rather than a failed write. */
function checkTotal(total: number): void {
  if (total > MAX_AMOUNT) throw new FormError([{ key: 'purchaseOrder.totalTooLarge', params: { max: moneyParam(MAX_AMOUNT) } }]);
}

/** The order's total: the one typed ("Total BC") when given, else the sum of its lines. */
const orderTotal = (body: OrderBody, lines: readonly Line[]): number =>
  body.total ?? purchaseOrderTotal(lines.map((l) => ({ quantity: l.qty, price: l.price })));

const totalBelowPaid = (paid: number) => new FormError([{ key: 'purchaseOrder.totalBelowPaid', params: { paid: moneyParam(paid) } }]);

/**
 * A doctor's purchase orders (BON_COMMANDE, own doctor or global view) and their payments. Every
 * write that touches the total or the payments holds the order's row lock, so paid ≤ total holds
 * under concurrent payments; numbers come from the doctor's counter (race-free).
 */
export async function purchaseOrderRoutes(app: FastifyInstance) {
  const { db } = app;

  const orderOf = async (doctorId: string, id: string) => {
    const [order] = await loadOrders(db, doctorId, { id });
    if (!order) throw notFound();
    return order;
  };

  /** Runs `write` under the order's lock with its figures; 404 when the order is not the doctor's. */
  const underLock = async (doctorId: string, id: string, write: (tx: Queryable, figures: { supplier: string; total: number; paid: number }) => Promise<void>) => {
    await db.transaction(async (tx) => {
      const figures = await lockOrder(tx, doctorId, id);
      if (!figures) throw notFound();
      await write(tx, figures);
    });
    return ok(await orderOf(doctorId, id));
  };

  route(app, 'purchaseOrders.list', { guard: requireView(COLLECTION) }, async (request) => {
    const { doctorId } = request.params;
    await checkDoctor(db, currentUser(request), COLLECTION, doctorId);
    const { supplier, offset = 0, limit } = request.query;
    if (limit === undefined) return ok(await loadOrders(db, doctorId, { supplier }));
    const page = await loadOrderPage(db, doctorId, { supplier, offset, limit });
    return okPage({ ...page, offset, limit });
  });

  route(app, 'purchaseOrders.create', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const { doctorId } = request.params;
    await checkDoctor(db, currentUser(request), COLLECTION, doctorId);
    const body = request.body;
    const lines = await resolveLines(db, body);
    const total = orderTotal(body, lines);
    checkTotal(total);
    const id = await db
      .transaction(async (tx) => {
        const num = await nextOrderNumber(tx, doctorId);
        const rows = await tx.query<{ id: string }>(
          'insert into purchase_orders (doctor_id, supplier_id, num, total, payment_date) values ($1, $2, $3, $4, $5) returning id::text as id',
          [doctorId, body.supplier, num, total.toFixed(2), body.paymentDate ?? null],
        );
        await insertLines(tx, rows[0].id, lines);
        return rows[0].id;
      })
      .catch(supplierGone);
    return ok(await orderOf(doctorId, id));
  });

  /**
   * New supplier, lines and total (the typed one, else Σ lines) in one transaction: a total refused
   * (below what is paid, too large) leaves the lines as they were too.
   */
  route(app, 'purchaseOrders.update', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { doctorId, id } = request.params;
    await checkDoctor(db, currentUser(request), COLLECTION, doctorId);
    const body = request.body;
    const lines = await resolveLines(db, body);
    const total = orderTotal(body, lines);
    checkTotal(total);
    return underLock(doctorId, id, async (tx, figures) => {
      if (purchaseOrderRemainder(total, [figures.paid]) < 0) throw totalBelowPaid(figures.paid);
      // The payments went to this supplier: moving the order would move them too.
      if (figures.paid > 0 && String(body.supplier) !== figures.supplier) throw new FormError(['purchaseOrder.supplierLocked']);
      await tx.query('update purchase_orders set supplier_id = $2, total = $3, payment_date = $4, updated_at = now() where id = $1', [id, body.supplier, total.toFixed(2), body.paymentDate ?? null]);
      await tx.query('delete from purchase_order_lines where purchase_order_id = $1', [id]);
      await insertLines(tx, id, lines);
    }).catch(supplierGone);
  });

  route(app, 'purchaseOrders.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const { doctorId, id } = request.params;
    await checkDoctor(db, currentUser(request), COLLECTION, doctorId);
    const order = await orderOf(doctorId, id);
    const rows = await db.query('delete from purchase_orders where id = $1 and doctor_id = $2 returning id', [id, doctorId]);
    if (rows.length === 0) throw notFound();
    return ok(order);
  });

  route(app, 'purchaseOrders.setTotal', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { doctorId, id } = request.params;
    await checkDoctor(db, currentUser(request), COLLECTION, doctorId);
    const { total } = request.body;
    checkTotal(total);
    return underLock(doctorId, id, async (tx, figures) => {
      if (purchaseOrderRemainder(total, [figures.paid]) < 0) throw totalBelowPaid(figures.paid);
      await tx.query('update purchase_orders set total = $2, updated_at = now() where id = $1', [id, total.toFixed(2)]);
    });
  });

  const checkPayment = (amount: number, supplier: string | null | undefined, figures: { supplier: string; total: number; paid: number }, previous = 0) => {
    if (supplier && supplier !== figures.supplier) throw new FormError(['purchaseOrder.supplierMismatch']);
    const remainder = purchaseOrderRemainder(figures.total, [figures.paid, -previous]);
    if (!paymentFits(amount, remainder)) throw new FormError([{ key: 'purchaseOrder.paymentTooLarge', params: { remainder: moneyParam(remainder) } }]);
  };

  route(app, 'purchaseOrders.addPayment', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const { doctorId, id } = request.params;
    const me = currentUser(request);
    await checkDoctor(db, me, COLLECTION, doctorId);
    const { payment, createdAt, supplier } = request.body;
    return underLock(doctorId, id, async (tx, figures) => {
      checkPayment(payment, supplier, figures);
      const [after] = await tx.query<PaymentTrail>(
        `insert into supplier_payments (purchase_order_id, amount, paid_on) values ($1, $2, coalesce($3::date, current_date)) returning ${TRAIL_COLUMNS}`,
        [id, payment.toFixed(2), createdAt ?? null],
      );
      await auditPayment(tx, me, 'create', undefined, after);
    });
  });

  route(app, 'purchaseOrders.updatePayment', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { doctorId, id, paymentId } = request.params;
    const me = currentUser(request);
    await checkDoctor(db, me, COLLECTION, doctorId);
    const { payment, createdAt, supplier } = request.body;
    return underLock(doctorId, id, async (tx, figures) => {
      const [previous] = await tx.query<PaymentTrail>(`select ${TRAIL_COLUMNS} from supplier_payments where id = $1 and purchase_order_id = $2`, [paymentId, id]);
      if (!previous) throw notFound();
      checkPayment(payment, supplier, figures, numeric(previous.amount));
      const [after] = await tx.query<PaymentTrail>(`update supplier_payments set amount = $2, paid_on = coalesce($3::date, paid_on) where id = $1 returning ${TRAIL_COLUMNS}`, [
        paymentId,
        payment.toFixed(2),
        createdAt ?? null,
      ]);
      await auditPayment(tx, me, 'update', previous, after);
    });
  });

  route(app, 'purchaseOrders.removePayment', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const { doctorId, id, paymentId } = request.params;
    const me = currentUser(request);
    await checkDoctor(db, me, COLLECTION, doctorId);
    return underLock(doctorId, id, async (tx) => {
      const [before] = await tx.query<PaymentTrail>(`delete from supplier_payments where id = $1 and purchase_order_id = $2 returning ${TRAIL_COLUMNS}`, [paymentId, id]);
      if (!before) throw notFound();
      await auditPayment(tx, me, 'delete', before, undefined);
    });
  });
}
