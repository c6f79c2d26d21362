import { beforeAll, describe, expect, it } from '@jest/globals';
import { moneyParam, type Consumable, type Consumption, type PurchaseOrder, type Supplier } from '@dental/contracts';
import { ar, call, createRole, createUser, fr, useAdminApp, type Session } from '../../test/helpers';

type Answer<T> = { success: T };
const errorsOf = (response: { body: unknown }) => (response.body as { formErrors: string[] }).formErrors;
const errOf = (response: { body: unknown }) => (response.body as { err: string }).err;

const ALL_ACTIONS = ['AFFICHER', 'AJOUTER', 'MODIFIER', 'SUPPRIMER'];
const ownRights = (...collections: string[]) => collections.flatMap((c) => ALL_ACTIONS.map((a) => [a, c] as [string, string]));

describe('consumables: list, consumptions, suppliers, purchase orders and their payments', () => {
  const { t, admin } = useAdminApp();
  let own: Session & { user: { _id: string } };
  let other: Session & { user: { _id: string } };
  let gloves: string;
  let masks: string;

  beforeAll(async () => {
    const role = await createRole(t.app, admin.token, 'Consumables own', ownRights('CONSOMMATIONS', 'BON_COMMANDE', 'FOURNISSEURS', 'LIST_CONSOMMABLE'));
    own = await createUser(t.app, admin.token, 'dr.consumables', [role._id], { doctor: { cabinet: true, percentage: 50 } });
    other = await createUser(t.app, admin.token, 'dr.consumables.other', [role._id], { doctor: { cabinet: true, percentage: 50 } });
    const add = async (name: string) => (await call<Answer<Consumable>>(t.app, 'POST', '/api/consumableList', { token: admin.token, body: { name } })).body.success._id;
    gloves = await add('Gants');
    masks = await add('masques');
  });

  const post = <T>(url: string, body: unknown, token = admin.token, lang?: 'ar') => call<Answer<T>>(t.app, 'POST', url, { token, body, lang });
  const put = <T>(url: string, body: unknown, token = admin.token) => call<Answer<T>>(t.app, 'PUT', url, { token, body });

  it('keeps the consumable list alphabetical whatever the case, with "name required" and "already exists"', async () => {
    expect((await post<Consumable>('/api/consumableList', { note: 'anesthésique' })).body.success.name).toBe('anesthésique');
    expect(errorsOf(await post('/api/consumableList', { name: '  ' }))).toEqual([fr('consumable.nameRequired')]);
    expect(errorsOf(await post('/api/consumableList', { name: 'GANTS' }, admin.token, 'ar'))).toEqual([ar('consumable.exists')]);
    const list = (await call<Answer<Consumable[]>>(t.app, 'GET', '/api/consumableList', { token: own.token })).body.success;
    expect(list.map((c) => c.name)).toEqual(['anesthésique', 'Gants', 'masques']);
    const renamed = await put<Consumable>(`/api/consumableList/${list[0]._id}`, { name: 'Anesthésique' });
    expect(renamed.body.success.name).toBe('Anesthésique');
    expect((await call(t.app, 'DELETE', `/api/consumableList/${list[0]._id}`, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/consumableList/${list[0]._id}`, { token: admin.token })).status).toBe(404);
  });

  it("records a doctor's consumptions, with name and amount required, seen by their own doctor only", async () => {
    expect(errorsOf(await post('/api/consumption', {}, own.token))).toEqual([fr('consumption.noteRequired'), fr('consumption.amountRequired')]);
    expect(errorsOf(await post('/api/consumption', { note: 'Eau', amount: -5 }, own.token))).toEqual([fr('consumption.amountInvalid')]);
    const mine = await post<Consumption>('/api/consumption', { note: 'Électricité', amount: 1200.35 }, own.token);
    expect(mine.body.success).toMatchObject({ doctor: own.user._id, note: 'Électricité', amount: 1200.35 });
    // An own-view doctor cannot write for another doctor, nor read or change theirs.
    expect((await post('/api/consumption', { note: 'Eau', amount: 10, doctor: other.user._id }, own.token)).status).toBe(403);
    const theirs = await post<Consumption>('/api/consumption', { note: 'Loyer', amount: 5000 }, other.token);
    expect((await put(`/api/consumption/${theirs.body.success._id}`, { note: 'Pris', amount: 1 }, own.token)).status).toBe(403);
    const denied = await call(t.app, 'GET', `/api/consumption?doctor=${other.user._id}`, { token: own.token });
    expect(denied.status).toBe(403);
    expect(errOf(denied).startsWith('AFFICHER')).toBe(true);
    const list = (await call<Answer<Consumption[]>>(t.app, 'GET', '/api/consumption', { token: own.token })).body.success;
    expect(list.map((c) => c.note)).toEqual(['Électricité']);
    // The global view (the admin) sees both, or one doctor's on asking.
    expect((await call<Answer<Consumption[]>>(t.app, 'GET', '/api/consumption', { token: admin.token })).body.success).toHaveLength(2);
    const edited = await put<Consumption>(`/api/consumption/${mine.body.success._id}`, { note: 'Électricité mars', amount: 1300 }, own.token);
    expect(edited.body.success).toMatchObject({ note: 'Électricité mars', amount: 1300, doctor: own.user._id });
    expect((await call(t.app, 'DELETE', `/api/consumption/${mine.body.success._id}`, { token: own.token })).status).toBe(200);
  });

  it("dates a consumption on the day given, and pages a doctor's consumptions newest first with the period's count and sum", async () => {
    const doctor = await createUser(t.app, admin.token, 'dr.consumptions.pages', [(await createRole(t.app, admin.token, 'Pages own', ownRights('CONSOMMATIONS')))._id], {
      doctor: { cabinet: true, percentage: 50 },
    });
    const days = ['2026-01-05', '2026-01-20', '2026-02-03', '2026-02-17', '2026-03-01'];
    for (const [i, day] of days.entries()) {
      const made = await post<Consumption>('/api/consumption', { note: `Achat ${i + 1}`, amount: [100.1, 200.2, 300.3, 400.4, 500.5][i], createdAt: day }, doctor.token);
      expect(made.body.success.createdAt.slice(0, 10)).toBe(day);
    }
    expect(errorsOf(await post('/api/consumption', { note: 'Eau', amount: 5, createdAt: '2026-02-31' }, doctor.token))).toEqual([fr('consumption.dateInvalid')]);
    type Page = { success: Consumption[]; total: number; offset: number; limit: number; sum: number };
    const page = async (query: string) => (await call<Page>(t.app, 'GET', `/api/consumption?${query}`, { token: doctor.token })).body;
    const first = await page('limit=2');
    expect(first.success.map((c) => c.note)).toEqual(['Achat 5', 'Achat 4']);
    expect({ total: first.total, sum: first.sum, offset: first.offset, limit: first.limit }).toEqual({ total: 5, sum: 1501.5, offset: 0, limit: 2 });
    expect((await page('limit=2&offset=4')).success.map((c) => c.note)).toEqual(['Achat 1']);
    const february = await page('from=2026-02-01&to=2026-02-28&limit=30');
    expect({ notes: february.success.map((c) => c.note), total: february.total, sum: february.sum }).toEqual({ notes: ['Achat 4', 'Achat 3'], total: 2, sum: 700.7 });
    // Without a page asked for, the whole list as the spec's client reads it.
    expect((await call<Answer<Consumption[]>>(t.app, 'GET', '/api/consumption?from=2026-01-01&to=2026-01-31', { token: doctor.token })).body).toEqual({
      success: [expect.objectContaining({ note: 'Achat 2' }), expect.objectContaining({ note: 'Achat 1' })],
    });
  });

  it('creates suppliers with "name and phone required" and "already exists", and refuses to delete one with orders', async () => {
    expect(errorsOf(await post('/api/supplier', {}))).toEqual([fr('supplier.nameRequired'), fr('supplier.phoneRequired')]);
    const supplier = (await post<Supplier>('/api/supplier', { name: 'Medi Sud', phone: '45250001' })).body.success;
    expect(supplier).toMatchObject({ name: 'Medi Sud', phone: '45250001', balance: 0, accounts: [], historyPayment: [] });
    expect(errorsOf(await post('/api/supplier', { name: 'medi sud', phone: '1' }))).toEqual([fr('supplier.exists')]);
    const order = await post<PurchaseOrder>(`/api/purchaseOrder/${own.user._id}`, { supplier: supplier._id, LinePurchaseOrder: [{ consumable: gloves, qty: 1, price: 10 }] }, own.token);
    const refused = await call(t.app, 'DELETE', `/api/supplier/${supplier._id}`, { token: admin.token, lang: 'ar' });
    expect([refused.status, errOf(refused)]).toEqual([409, ar('supplier.hasOrders')]);
    expect((await call(t.app, 'DELETE', `/api/purchaseOrder/${own.user._id}/${order.body.success._id}`, { token: own.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/supplier/${supplier._id}`, { token: admin.token })).status).toBe(200);
  });

  it('creates an order with two lines, refuses empty lines, is paid in two parts and keeps remainder and balance exact', async () => {
    const supplier = (await post<Supplier>('/api/supplier', { name: 'Dental Nord', phone: '45250002' })).body.success._id;
    const base = `/api/purchaseOrder/${own.user._id}`;
    const lines = (...list: unknown[]) => ({ supplier, LinePurchaseOrder: list });
    expect(errorsOf(await post(base, lines({ qty: 2, price: 5 }), own.token))).toEqual(['il y a une ligne vide dans votre bon de commande']);
    expect(errorsOf(await post(base, lines({ consumable: gloves, price: 5 }), own.token))).toEqual(["il y a un element que vous n'avez pas donner sa quantite"]);
    expect(errorsOf(await post(base, lines({ consumable: gloves, qty: 0, price: 5 }), own.token))).toEqual([fr('purchaseOrder.quantityInvalid')]);
    expect(errorsOf(await post(base, lines({ consumable: '999999', qty: 1, price: 5 }), own.token))).toEqual([fr('purchaseOrder.lineEmpty')]);
    expect(errorsOf(await post(base, { LinePurchaseOrder: [] }, own.token))).toEqual([fr('purchaseOrder.supplierRequired'), fr('purchaseOrder.detailsRequired')]);
    expect(errorsOf(await post(base, { ...lines({ consumable: gloves, qty: 1, price: 5 }), supplier: '999999' }, own.token))).toEqual([fr('purchaseOrder.supplierRequired')]);

    const created = await post<PurchaseOrder>(base, lines({ consumable: gloves, qty: 3, price: 0.1 }, { consumable: { name: 'MASQUES' }, quantity: 7, price: 19.99 }), own.token);
    expect(created.status).toBe(200);
    const order = created.body.success;
    // Number 1 went to the order of the supplier test, deleted since: numbers are not reused.
    const month = new Date(order.createdAt).getUTCMonth() + 1;
    expect(order).toMatchObject({ num: 2, reference: `BC-2-${month}`, total: 140.23, paid: 0, remainder: 140.23 });
    expect(order.LinePurchaseOrder.map((l) => [l.consumable._id, l.consumable.name, l.qty, l.price, l.total])).toEqual([
      [gloves, 'Gants', 3, 0.1, 0.3],
      [masks, 'masques', 7, 19.99, 139.93],
    ]);

    const pay = (payment: unknown, extra = {}) => post<PurchaseOrder>(`${base}/${order._id}/payment`, { payment, ...extra }, own.token);
    const tooMuch = await pay(140.24);
    expect(errorsOf(tooMuch)).toEqual([fr('purchaseOrder.paymentTooLarge', { remainder: moneyParam(140.23) })]);
    expect(errorsOf(await pay(0))).toEqual([fr('purchaseOrder.paymentInvalid')]);
    expect(errorsOf(await pay(1, { createdAt: '2026-13-45' }))).toEqual([fr('purchaseOrder.dateInvalid')]);
    expect(errorsOf(await pay(1, { createdAt: '2026-02-30' }))).toEqual([fr('purchaseOrder.dateInvalid')]);
    expect((await pay(100.1, { createdAt: '2026-01-10' })).body.success).toMatchObject({ paid: 100.1, remainder: 40.13 });
    const second = await post<PurchaseOrder>(`${base}/${order._id}/payment`, { amount: 40.13, supplier }, own.token);
    expect(second.body.success).toMatchObject({ paid: 140.23, remainder: 0 });
    const firstPayment = second.body.success.payments.find((p) => p.payment === 100.1)!;
    expect(firstPayment.createdAt).toBe('2026-01-10');

    // The supplier's balance and payment history for this doctor.
    const suppliers = (await call<Answer<Supplier[]>>(t.app, 'GET', '/api/supplier', { token: own.token })).body.success;
    const account = suppliers.find((s) => s._id === supplier)!;
    expect(account).toMatchObject({ balance: 0, accounts: [{ doctor: own.user._id, balance: 0 }] });
    expect(account.historyPayment.map((p) => [p.payment, p.reference])).toEqual([
      [40.13, `BC-2-${month}`],
      [100.1, `BC-2-${month}`],
    ]);

    // Changing a payment stays within the total; lowering the total below what is paid is refused.
    const change = (payment: number) => put<PurchaseOrder>(`${base}/${order._id}/payment/${firstPayment._id}`, { payment }, own.token);
    expect(errorsOf(await change(100.11))).toEqual([fr('purchaseOrder.paymentTooLarge', { remainder: moneyParam(100.1) })]);
    expect((await change(60)).body.success).toMatchObject({ paid: 100.13, remainder: 40.1 });
    expect(errorsOf(await put(`${base}/${order._id}/setTotal`, { total: 100 }, own.token))).toEqual([fr('purchaseOrder.totalBelowPaid', { paid: moneyParam(100.13) })]);
    expect((await put<PurchaseOrder>(`${base}/${order._id}/setTotal`, { total: 150 }, own.token)).body.success).toMatchObject({ total: 150, remainder: 49.87 });
    const edited = await put<PurchaseOrder>(`${base}/${order._id}`, lines({ consumable: gloves, qty: 2, price: 5 }), own.token);
    expect(errorsOf(edited)).toEqual([fr('purchaseOrder.totalBelowPaid', { paid: moneyParam(100.13) })]);
    const removed = await call<Answer<PurchaseOrder>>(t.app, 'DELETE', `${base}/${order._id}/payment/${firstPayment._id}`, { token: own.token });
    expect(removed.body.success).toMatchObject({ paid: 40.13, remainder: 109.87 });
    // Each payment write is in the audit trail, with what changed.
    const trail = await t.db.query<{ action: string; before: { amount: number } | null; after: { amount: number } | null }>(
      "select action, before, after from audit_log where entity = 'supplierPayment' and entity_id = $1 order by id",
      [firstPayment._id],
    );
    expect(trail.map((row) => [row.action, row.before?.amount ?? null, row.after?.amount ?? null])).toEqual([
      ['create', null, 100.1],
      ['update', 100.1, 60],
      ['delete', 60, null],
    ]);
    // Paid: the order stays with its supplier; a total the database could not keep is refused.
    const elsewhere = (await post<Supplier>('/api/supplier', { name: 'Dental Sud', phone: '45250003' })).body.success._id;
    expect(errorsOf(await put(`${base}/${order._id}`, { ...lines({ consumable: gloves, qty: 10, price: 5 }), supplier: elsewhere }, own.token))).toEqual([fr('purchaseOrder.supplierLocked')]);
    const huge = lines({ consumable: gloves, qty: 1_000_000, price: 999_999_999.99 });
    expect(errorsOf(await post(base, huge, own.token))).toEqual([fr('purchaseOrder.totalTooLarge', { max: moneyParam(9999999999.99) })]);
    expect(errorsOf(await put(`${base}/${order._id}`, huge, own.token))).toEqual([fr('purchaseOrder.totalTooLarge', { max: moneyParam(9999999999.99) })]);
    const smaller = await put<PurchaseOrder>(`${base}/${order._id}`, lines({ consumable: gloves, qty: 10, price: 5 }), own.token);
    expect(smaller.body.success).toMatchObject({ total: 50, paid: 40.13, remainder: 9.87, num: 2 });
    const balance = (await call<Answer<Supplier[]>>(t.app, 'GET', '/api/supplier', { token: admin.token })).body.success.find((s) => s._id === supplier)!;
    expect(balance.balance).toBe(9.87);
  });

  it("keeps each doctor's orders to their own view: another doctor's are refused with AFFICHER", async () => {
    const denied = await call(t.app, 'GET', `/api/purchaseOrder/${other.user._id}`, { token: own.token });
    expect(denied.status).toBe(403);
    expect(errOf(denied).startsWith('AFFICHER')).toBe(true);
    expect((await call(t.app, 'GET', `/api/purchaseOrder/${other.user._id}`, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/purchaseOrder/999999', { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/supplier?doctor=${other.user._id}`, { token: own.token })).status).toBe(403);
  });

  it('numbers concurrent orders without gaps or repeats, and lets concurrent payments only fill the total', async () => {
    const supplier = (await post<Supplier>('/api/supplier', { name: 'Course', phone: '45250003' })).body.success._id;
    const base = `/api/purchaseOrder/${other.user._id}`;
    const body = { supplier, LinePurchaseOrder: [{ consumable: gloves, qty: 3, price: 50 }] };
    const created = await Promise.all(Array.from({ length: 20 }, () => post<PurchaseOrder>(base, body, other.token)));
    expect(created.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(created.map((r) => r.body.success.num).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    const order = created[0].body.success._id;
    const answers = await Promise.all(Array.from({ length: 25 }, () => post<PurchaseOrder>(`${base}/${order}/payment`, { payment: 10.01 }, other.token)));
    const accepted = answers.filter((r) => r.status === 200).length;
    expect(accepted).toBe(14);
    expect(answers.filter((r) => r.status === 300)).toHaveLength(11);
    const [final] = (await call<Answer<PurchaseOrder[]>>(t.app, 'GET', `${base}?supplier=${supplier}`, { token: other.token })).body.success.filter((o) => o._id === order);
    expect(final).toMatchObject({ total: 150, paid: 140.14, remainder: 9.86 });
    expect(final.payments).toHaveLength(14);

    // With ?limit= the list comes a page at a time, newest first, its paging beside it; without, all of it.
    type Paged = Answer<PurchaseOrder[]> & { total: number; offset: number; limit: number };
    const all = (await call<Answer<PurchaseOrder[]>>(t.app, 'GET', base, { token: other.token })).body.success;
    expect(all).toHaveLength(20);
    const second = (await call<Paged>(t.app, 'GET', `${base}?offset=15&limit=10`, { token: other.token })).body;
    expect({ total: second.total, offset: second.offset, limit: second.limit }).toEqual({ total: 20, offset: 15, limit: 10 });
    expect(second.success.map((o) => o._id)).toEqual(all.slice(15).map((o) => o._id));
    expect((await call(t.app, 'GET', `${base}?limit=0`, { token: other.token })).status).toBe(400);
  });

  it('keeps a typed total with the lines in one write: an edit whose total is refused changes neither lines nor total', async () => {
    const supplier = (await post<Supplier>('/api/supplier', { name: 'Total Atomique', phone: '45250004' })).body.success._id;
    const base = `/api/purchaseOrder/${own.user._id}`;
    const body = (total: unknown, ...list: unknown[]) => ({ supplier, LinePurchaseOrder: list, ...(total === undefined ? {} : { total }) });
    const current = async (id: string) => (await call<Answer<PurchaseOrder[]>>(t.app, 'GET', `${base}?supplier=${supplier}`, { token: own.token })).body.success.find((o) => o._id === id)!;
    const linesOf = (order: PurchaseOrder) => order.LinePurchaseOrder.map((l) => [l.consumable._id, l.qty, l.price]);

    // Created with its "Total BC" in the same call: no second write that could fail after the first.
    expect(errorsOf(await post(base, body('abc', { consumable: gloves, qty: 2, price: 50 }), own.token))).toEqual([fr('purchaseOrder.totalInvalid')]);
    const created = await post<PurchaseOrder>(base, body(90, { consumable: gloves, qty: 2, price: 50 }), own.token);
    expect(created.body.success).toMatchObject({ total: 90, paid: 0, remainder: 90 });
    const id = created.body.success._id;
    expect((await post<PurchaseOrder>(`${base}/${id}/payment`, { payment: 80 }, own.token)).body.success).toMatchObject({ paid: 80, remainder: 10 });

    // New lines with a total below what is paid: refused, and the order is as it was.
    const refused = await put(`${base}/${id}`, body(70, { consumable: masks, qty: 10, price: 10 }), own.token);
    expect(refused.status).toBe(300);
    expect(errorsOf(refused)).toEqual([fr('purchaseOrder.totalBelowPaid', { paid: moneyParam(80) })]);
    expect(errorsOf(await put(`${base}/${id}`, body(-1, { consumable: masks, qty: 10, price: 10 }), own.token))).toEqual([fr('purchaseOrder.totalInvalid')]);
    const unchanged = await current(id);
    expect(unchanged).toMatchObject({ total: 90, paid: 80, remainder: 10 });
    expect(linesOf(unchanged)).toEqual([[gloves, 2, 50]]);

    // Accepted: lines and typed total together; without a total, the sum of the lines.
    const edited = await put<PurchaseOrder>(`${base}/${id}`, body(85, { consumable: masks, qty: 10, price: 10 }), own.token);
    expect(edited.body.success).toMatchObject({ total: 85, paid: 80, remainder: 5 });
    expect(linesOf(edited.body.success)).toEqual([[masks, 10, 10]]);
    expect((await put<PurchaseOrder>(`${base}/${id}`, body(null, { consumable: masks, qty: 10, price: 10 }), own.token)).body.success).toMatchObject({ total: 100, remainder: 20 });
    // setTotal still answers its other callers.
    expect((await put<PurchaseOrder>(`${base}/${id}/setTotal`, { total: 95 }, own.token)).body.success).toMatchObject({ total: 95, remainder: 15 });
  });
});
