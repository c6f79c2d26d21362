import type { PurchaseOrder } from '@dental/contracts';
import { purchaseOrderLineTotal, purchaseOrderReference, purchaseOrderRemainder, sumAmounts } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

interface OrderRow {
  _id: string;
  num: number;
  month: number;
  doctor: string;
  supplierId: string;
  supplierName: string;
  supplierPhone: string;
  total: string;
  paymentDate: string | null;
  createdAt: string;
  updatedAt: string;
}

interface LineRow {
  _id: string;
  order: string;
  consumableId: string | null;
  consumableName: string;
  qty: number;
  price: string;
  createdAt: string;
}

interface PaymentRow {
  _id: string;
  order: string;
  payment: string;
  createdAt: string;
}

/** One page of a doctor's purchase orders (or one supplier's), newest first, and how many there are. */
export async function loadOrderPage(
  db: Queryable,
  doctorId: string,
  { supplier, offset, limit }: { supplier?: string; offset: number; limit: number },
): Promise<{ items: PurchaseOrder[]; total: number }> {
  const [count] = await db.query<{ total: string }>(
    'select count(*)::text as total from purchase_orders where doctor_id = $1 and ($2::bigint is null or supplier_id = $2::bigint)',
    [doctorId, supplier ?? null],
  );
  const items = await loadOrders(db, doctorId, { supplier, offset, limit });
  return { items, total: Number(count.total) };
}

/** A doctor's purchase orders (all, one, one supplier's, or a page of them), newest first, with lines, payments and sums. */
export async function loadOrders(
  db: Queryable,
  doctorId: string,
  filter: { id?: string; supplier?: string; offset?: number; limit?: number } = {},
): Promise<PurchaseOrder[]> {
  const orders = await db.query<OrderRow>(
    `select o.id::text as "_id", o.num, extract(month from o.created_at at time zone 'UTC')::int as month, o.doctor_id::text as doctor,
            s.id::text as "supplierId", s.name as "supplierName", s.phone as "supplierPhone", o.total::text as total, to_char(o.payment_date, 'YYYY-MM-DD') as "paymentDate",
            api_iso(o.created_at) as "createdAt", api_iso(o.updated_at) as "updatedAt"
       from purchase_orders o join suppliers s on s.id = o.supplier_id
      where o.doctor_id = $1 and ($2::bigint is null or o.id = $2::bigint) and ($3::bigint is null or o.supplier_id = $3::bigint)
      order by o.created_at desc, o.id desc
      limit $4 offset $5`,
    [doctorId, filter.id ?? null, filter.supplier ?? null, filter.limit ?? null, filter.offset ?? 0],
  );
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order._id);
  const lines = await db.query<LineRow>(
    `select id::text as "_id", purchase_order_id::text as order, consumable_id::text as "consumableId", consumable_name as "consumableName",
            qty, price::text as price, api_iso(created_at) as "createdAt"
       from purchase_order_lines where purchase_order_id = any($1::bigint[]) order by id`,
    [ids],
  );
  const payments = await db.query<PaymentRow>(
    `select id::text as "_id", purchase_order_id::text as order, amount::text as payment, to_char(paid_on, 'YYYY-MM-DD') as "createdAt"
       from supplier_payments where purchase_order_id = any($1::bigint[]) order by paid_on desc, id desc`,
    [ids],
  );
  return orders.map((order) => {
    const total = numeric(order.total);
    const paidAmounts = payments.filter((p) => p.order === order._id).map((p) => ({ _id: p._id, payment: numeric(p.payment), createdAt: p.createdAt }));
    return {
      _id: order._id,
      num: order.num,
      reference: purchaseOrderReference(order.num, order.month),
      doctor: order.doctor,
      supplier: { _id: order.supplierId, name: order.supplierName, phone: order.supplierPhone },
      total,
      paid: sumAmounts(paidAmounts.map((p) => p.payment)),
      remainder: purchaseOrderRemainder(total, paidAmounts.map((p) => p.payment)),
      LinePurchaseOrder: lines
        .filter((line) => line.order === order._id)
        .map((line) => {
          const price = numeric(line.price);
          return {
            _id: line._id,
            consumable: { _id: line.consumableId, name: line.consumableName },
            qty: line.qty,
            price,
            total: purchaseOrderLineTotal({ quantity: line.qty, price }),
            createdAt: line.createdAt,
          };
        }),
      payments: paidAmounts,
      paymentDate: order.paymentDate,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    };
  });
}

/** Locks a doctor's order for the rest of the transaction: its total and paid sum (undefined when gone). */
export async function lockOrder(tx: Queryable, doctorId: string, id: string): Promise<{ supplier: string; total: number; paid: number } | undefined> {
  const rows = await tx.query<{ supplier: string; total: string }>('select supplier_id::text as supplier, total::text as total from purchase_orders where id = $1 and doctor_id = $2 for update', [id, doctorId]);
  if (rows.length === 0) return undefined;
  const paid = await tx.query<{ amount: string }>('select amount::text as amount from supplier_payments where purchase_order_id = $1', [id]);
  return { supplier: rows[0].supplier, total: numeric(rows[0].total), paid: sumAmounts(paid.map((row) => numeric(row.amount))) };
}

/** The next number of a doctor's orders: the counter's row makes concurrent creations queue. */
export async function nextOrderNumber(tx: Queryable, doctorId: string): Promise<number> {
  const rows = await tx.query<{ num: number }>(
    `insert into purchase_order_counters (doctor_id, last_num)
     values ($1, coalesce((select max(num) from purchase_orders where doctor_id = $1), 0) + 1)
     on conflict (doctor_id) do update set last_num = purchase_order_counters.last_num + 1
     returning last_num as num`,
    [doctorId],
  );
  return Number(rows[0].num);
}
