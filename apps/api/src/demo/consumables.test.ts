import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PurchaseOrder, Supplier } from '@dental/contracts';
import { purchaseOrderRemainder, purchaseOrderTotal, sumAmounts } from '@dental/domain';
import { call, createTestDb, loginAdmin, startTestApp, type TestApp, type TestDb } from '../test/helpers';
import { CONSUMABLES_MONTHS_BACK, DEMO_CONSUMABLES, DEMO_SUPPLIERS, seedConsumables } from './consumables';
import { generator } from './seed-demo';

type Answer<T> = { success: T };

describe('the demo consumables', () => {
  let testDb: TestDb;
  let t: TestApp;
  const doctors: string[] = [];
  const now = new Date('2026-11-20T09:00:00Z');

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    t = await startTestApp({}, testDb);
    for (const username of ['dr.demo.a', 'dr.demo.b']) {
      const [row] = await testDb.db.query<{ id: string }>(
        "insert into users (username, password_hash, phone, doctor_cabinet, doctor_percentage) values ($1, 'x', '36000000', true, 50) returning id::text as id",
        [username],
      );
      doctors.push(row.id);
    }
  });
  afterAll(async () => {
    await t.app.close();
    await testDb.drop();
  });

  const snapshot = () =>
    testDb.db.query<{ doctor: string; num: number; supplier: string; total: string; at: string; lines: string; payments: string }>(
      `select o.doctor_id::text as doctor, o.num, s.name as supplier, o.total::text as total, api_iso(o.created_at) as at,
              (select string_agg(l.consumable_name || ' ' || l.qty || ' × ' || l.price, ', ' order by l.id) from purchase_order_lines l where l.purchase_order_id = o.id) as lines,
              (select string_agg(p.amount || ' ' || p.paid_on, ', ' order by p.id) from supplier_payments p where p.purchase_order_id = o.id) as payments
         from purchase_orders o join suppliers s on s.id = o.supplier_id order by o.doctor_id, o.num`,
    );

  it('fills five years of orders with lines and payments, and consumptions, exact to the cent, the same way each time, once', async () => {
    const first = await seedConsumables(testDb.db, doctors, generator(11), now);
    expect(first.suppliers).toBe(DEMO_SUPPLIERS.length);
    expect(first.consumables).toBe(DEMO_CONSUMABLES.length);
    expect(first.orders).toBeGreaterThan(CONSUMABLES_MONTHS_BACK * 2 * 2);
    expect(first.lines).toBeGreaterThan(first.orders);
    expect(first.payments).toBeGreaterThan(first.orders / 2);
    expect(first.consumptions).toBeGreaterThan(CONSUMABLES_MONTHS_BACK * 2 * 3);

    const admin = await loginAdmin(t.app);
    const suppliers = (await call<Answer<Supplier[]>>(t.app, 'GET', `/api/supplier?doctor=${doctors[0]}`, { token: admin.token })).body.success;
    for (const doctor of doctors) {
      const answer = await call<Answer<PurchaseOrder[]>>(t.app, 'GET', `/api/purchaseOrder/${doctor}`, { token: admin.token });
      expect(answer.status).toBe(200);
      const orders = answer.body.success;
      // Numbered 1..n in date order, over about five years, never after now.
      expect(orders.map((o) => o.num).sort((a, b) => a - b)).toEqual(orders.map((_, i) => i + 1));
      const days = orders.map((o) => o.createdAt).sort();
      expect(days[days.length - 1] <= now.toISOString()).toBe(true);
      expect(new Date(days[0]).getTime()).toBeLessThan(now.getTime() - 4.8 * 365 * 86_400_000);
      for (const order of orders) {
        expect(order.reference).toBe(`BC-${order.num}-${new Date(order.createdAt).getUTCMonth() + 1}`);
        expect(order.total).toBe(purchaseOrderTotal(order.LinePurchaseOrder.map((l) => ({ quantity: l.qty, price: l.price }))));
        expect(order.remainder).toBe(purchaseOrderRemainder(order.total, order.payments.map((p) => p.payment)));
        expect(order.remainder).toBeGreaterThanOrEqual(0);
        for (const payment of order.payments) expect(payment.createdAt >= order.createdAt.slice(0, 10) && payment.createdAt <= '2026-11-20').toBe(true);
      }
      expect(orders.some((o) => o.remainder === 0)).toBe(true);
      expect(orders.some((o) => o.remainder > 0)).toBe(true);
      if (doctor === doctors[0]) {
        // The supplier balances the API shows are the orders' remainders.
        for (const supplier of suppliers) {
          expect(supplier.balance).toBe(sumAmounts(orders.filter((o) => o.supplier._id === supplier._id).map((o) => o.remainder)));
        }
      }
      // The next order the API numbers follows the demo's.
      const next = await call<Answer<PurchaseOrder>>(t.app, 'POST', `/api/purchaseOrder/${doctor}`, {
        token: admin.token,
        body: { supplier: suppliers[0]._id, LinePurchaseOrder: [{ consumable: DEMO_CONSUMABLES[0].name, qty: 1, price: 10 }] },
      });
      expect(next.body.success.num).toBe(orders.length + 1);
      await call(t.app, 'DELETE', `/api/purchaseOrder/${doctor}/${next.body.success._id}`, { token: admin.token });
    }
    const consumptions = await call<Answer<unknown[]>>(t.app, 'GET', `/api/consumption?doctor=${doctors[1]}`, { token: admin.token });
    expect(consumptions.body.success.length).toBeGreaterThan(CONSUMABLES_MONTHS_BACK * 3);

    // A second run writes nothing; the same generator writes the same orders again.
    const rows = await snapshot();
    expect(await seedConsumables(testDb.db, doctors, generator(11), now)).toEqual({ suppliers: 0, consumables: 0, orders: 0, lines: 0, payments: 0, consumptions: 0 });
    await testDb.db.query('delete from purchase_orders');
    await testDb.db.query('delete from purchase_order_counters');
    await seedConsumables(testDb.db, doctors, generator(11), now);
    expect(await snapshot()).toEqual(rows);
  });
});
