import type { Supplier, SupplierPayment } from '@dental/contracts';
import { supplierBalance, sumAmounts } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

interface SupplierRow {
  _id: string;
  name: string;
  phone: string;
  createdAt: string;
  updatedAt: string;
}

interface AccountRow {
  supplier: string;
  doctor: string;
  total: string;
  paid: string;
}

type PaymentRow = Omit<SupplierPayment, 'payment'> & { supplier: string; payment: string };

/**
 * Suppliers (all, or one) with the accounts and payment history of one doctor's orders, or of
 * every doctor's when `doctor` is undefined.
 */
export async function loadSuppliers(db: Queryable, doctor: string | undefined, id?: string): Promise<Supplier[]> {
  const params = [id ?? null, doctor ?? null];
  const suppliers = await db.query<SupplierRow>(
    `select id::text as "_id", name, phone, api_iso(created_at) as "createdAt", api_iso(updated_at) as "updatedAt"
       from suppliers where ($1::bigint is null or id = $1::bigint) order by lower(name) collate "C", id`,
    [id ?? null],
  );
  const accounts = await db.query<AccountRow>(
    `select o.supplier_id::text as supplier, o.doctor_id::text as doctor, sum(o.total)::text as total,
            coalesce(sum((select sum(p.amount) from supplier_payments p where p.purchase_order_id = o.id)), 0)::text as paid
       from purchase_orders o
      where ($1::bigint is null or o.supplier_id = $1::bigint) and ($2::bigint is null or o.doctor_id = $2::bigint)
      group by o.supplier_id, o.doctor_id order by o.doctor_id`,
    params,
  );
  const payments = await db.query<PaymentRow>(
    `select p.id::text as "_id", p.amount::text as payment, o.id::text as "purchaseOrderId",
            'BC-' || o.num || '-' || extract(month from o.created_at at time zone 'UTC')::int as reference,
            o.doctor_id::text as doctor, o.supplier_id::text as supplier, to_char(p.paid_on, 'YYYY-MM-DD') as "createdAt"
       from supplier_payments p join purchase_orders o on o.id = p.purchase_order_id
      where ($1::bigint is null or o.supplier_id = $1::bigint) and ($2::bigint is null or o.doctor_id = $2::bigint)
      order by p.paid_on desc, p.id desc`,
    params,
  );
  return suppliers.map((supplier) => {
    const mine = accounts
      .filter((row) => row.supplier === supplier._id)
      .map((row) => ({ doctor: row.doctor, balance: supplierBalance([{ total: numeric(row.total), paid: numeric(row.paid) }]) }));
    return {
      ...supplier,
      accounts: mine,
      balance: sumAmounts(mine.map((account) => account.balance)),
      historyPayment: payments
        .filter((row) => row.supplier === supplier._id)
        .map(({ supplier: _supplier, payment, ...row }) => ({ ...row, payment: numeric(payment) })),
    };
  });
}
