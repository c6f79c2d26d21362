import type { Consumable, Consumption, LoginUserData, Permission, PurchaseOrder, Supplier } from '@dental/contracts';
import { translateMessage } from '@dental/contracts';
import { purchaseOrderRemainder, purchaseOrderTotal, sumAmounts } from '@dental/domain';
import { addNamespace } from '@dental/i18n';
import { allActionsOn, answer, formErrors, permission, refused, renderWithSession, serveApi, type ApiRequest, type Reply, type SessionRenderOptions } from '@dental/testing';
import { App } from './App';
import { translations } from './translations';

export { allActionsOn, permission, type ApiRequest } from '@dental/testing';

addNamespace('consumables', translations);

export const DR_SIDI: LoginUserData = { _id: '4', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 }, dev: false, accessToken: 't4' };
export const OWN_ALL: Permission[] = allActionsOn('BON_COMMANDE', 'CONSOMMATIONS', 'LIST_CONSOMMABLE', 'FOURNISSEURS', 'CONSOMMABLES');

export const consumable = (id: string, name: string): Consumable => ({ _id: id, name, createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '' });
export const supplier = (id: string, name: string, phone = '45250000'): Supplier => ({
  _id: id,
  name,
  phone,
  accounts: [],
  balance: 0,
  historyPayment: [],
  createdAt: '',
  updatedAt: '',
});

type LineIn = { consumable: string; qty: number; price: number };

/**
 * The consumables API as the server keeps it, by route key: the lists in `state`, orders with their
 * sums (from @dental/domain), payments refused beyond the remainder; `overrides` answers first.
 */
export function fakeConsumables(initial: Partial<{ consumables: Consumable[]; suppliers: Supplier[]; orders: PurchaseOrder[]; consumptions: Consumption[] }> = {}, overrides: (request: ApiRequest) => Reply | undefined = () => undefined) {
  const state = {
    consumables: [...(initial.consumables ?? [])],
    suppliers: [...(initial.suppliers ?? [])],
    orders: [...(initial.orders ?? [])],
    consumptions: [...(initial.consumptions ?? [])],
  };
  let ids = 100;
  const next = () => String(++ids);
  const refigure = (order: PurchaseOrder): PurchaseOrder => {
    const paid = sumAmounts(order.payments.map((p) => p.payment));
    return { ...order, paid, remainder: purchaseOrderRemainder(order.total, order.payments.map((p) => p.payment)) };
  };
  const orderOf = (id: string) => state.orders.find((o) => o._id === id);
  const save = (order: PurchaseOrder) => {
    const figured = refigure(order);
    state.orders = state.orders.map((o) => (o._id === order._id ? figured : o));
    return figured;
  };
  const orderLines = (lines: LineIn[]) =>
    lines.map((l) => ({
      _id: next(),
      consumable: { _id: l.consumable, name: state.consumables.find((c) => c._id === l.consumable)?.name ?? '' },
      qty: l.qty,
      price: l.price,
      total: purchaseOrderTotal([{ quantity: l.qty, price: l.price }]),
      createdAt: '',
    }));
  const belowPaid = (order: PurchaseOrder) => formErrors(translateMessage('purchaseOrder.totalBelowPaid', 'fr', { paid: order.paid.toFixed(2) }));
  const calls = serveApi((request) => {
    const override = overrides(request);
    if (override) return override;
    const { route, pathParams } = request;
    const body = request.body as Record<string, unknown>;
    switch (route) {
      case 'consumableList.list':
        return answer('consumableList.list', state.consumables);
      case 'consumableList.create': {
        const name = String(body.name ?? '').trim();
        if (!name) return formErrors(translateMessage('consumable.nameRequired', 'fr'));
        const created = consumable(next(), name);
        state.consumables.push(created);
        return answer('consumableList.create', created);
      }
      case 'suppliers.list':
        return answer('suppliers.list', state.suppliers);
      case 'suppliers.create': {
        const name = String(body.name ?? '').trim();
        const phone = String(body.phone ?? '').trim();
        const missing = [...(name ? [] : [translateMessage('supplier.nameRequired', 'fr')]), ...(phone ? [] : [translateMessage('supplier.phoneRequired', 'fr')])];
        if (missing.length > 0) return formErrors(...missing);
        if (state.suppliers.some((s) => s.name.toLowerCase() === name.toLowerCase())) return formErrors(translateMessage('supplier.exists', 'fr'));
        const created = supplier(next(), name, phone);
        state.suppliers.push(created);
        return answer('suppliers.create', created);
      }
      case 'suppliers.remove':
        if (state.orders.some((o) => o.supplier._id === pathParams.id)) return refused(translateMessage('supplier.hasOrders', 'fr'), 409);
        state.suppliers = state.suppliers.filter((s) => s._id !== pathParams.id);
        return answer('suppliers.remove', supplier(pathParams.id, ''));
      case 'consumptions.list': {
        const query = request.params as { from?: string; to?: string; offset?: number; limit?: number };
        const items = state.consumptions.filter((c) => (!query.from || c.createdAt.slice(0, 10) >= query.from) && (!query.to || c.createdAt.slice(0, 10) <= query.to));
        if (query.limit === undefined) return answer('consumptions.list', items);
        const offset = Number(query.offset ?? 0);
        const sum = Math.round(items.reduce((total, c) => total + c.amount * 100, 0)) / 100;
        return { status: 200, data: { success: items.slice(offset, offset + Number(query.limit)), total: items.length, offset, limit: Number(query.limit), sum } };
      }
      case 'consumptions.create': {
        const createdAt = `${typeof body.createdAt === 'string' ? body.createdAt : '2026-03-01'}T10:00:00.000Z`;
        const created: Consumption = { _id: next(), doctor: '4', note: String(body.note), amount: Number(body.amount), createdAt, updatedAt: '' };
        state.consumptions.unshift(created);
        return answer('consumptions.create', created);
      }
      case 'purchaseOrders.list': {
        const query = request.params as { offset?: number; limit?: number };
        const items = state.orders;
        if (query.limit === undefined) return answer('purchaseOrders.list', items);
        const offset = Number(query.offset ?? 0);
        return { status: 200, data: { success: items.slice(offset, offset + Number(query.limit)), total: items.length, offset, limit: Number(query.limit) } };
      }
      case 'purchaseOrders.create': {
        const lines = body.LinePurchaseOrder as LineIn[];
        const num = state.orders.length + 1;
        const total = typeof body.total === 'number' ? body.total : purchaseOrderTotal(lines.map((l) => ({ quantity: l.qty, price: l.price })));
        const created: PurchaseOrder = {
          _id: next(),
          num,
          reference: `BC-${num}-3`,
          doctor: pathParams.doctorId,
          supplier: supplierRef(state.suppliers, String(body.supplier)),
          total,
          paid: 0,
          remainder: total,
          LinePurchaseOrder: orderLines(lines),
          payments: [],
          paymentDate: null,
          createdAt: '2026-03-05T10:00:00.000Z',
          updatedAt: '',
        };
        state.orders.unshift(created);
        return answer('purchaseOrders.create', created);
      }
      case 'purchaseOrders.update': {
        // Lines, supplier and total in one write: a total below what is paid changes nothing.
        const order = orderOf(pathParams.id);
        if (!order) return refused('introuvable', 404);
        const lines = body.LinePurchaseOrder as LineIn[];
        const total = typeof body.total === 'number' ? body.total : purchaseOrderTotal(lines.map((l) => ({ quantity: l.qty, price: l.price })));
        if (total < order.paid) return belowPaid(order);
        const supplierId = String(body.supplier);
        const changed = { ...order, total, supplier: supplierRef(state.suppliers, supplierId), LinePurchaseOrder: orderLines(lines) };
        return answer('purchaseOrders.update', save(changed));
      }
      case 'purchaseOrders.setTotal': {
        const order = orderOf(pathParams.id);
        if (!order) return refused('introuvable', 404);
        if (Number(body.total) < order.paid) return belowPaid(order);
        return answer('purchaseOrders.setTotal', save({ ...order, total: Number(body.total) }));
      }
      case 'purchaseOrders.addPayment':
      case 'purchaseOrders.updatePayment': {
        const order = orderOf(pathParams.id);
        if (!order) return refused('introuvable', 404);
        const amount = Number(body.payment);
        const others = order.payments.filter((p) => p._id !== pathParams.paymentId);
        const remainder = purchaseOrderRemainder(order.total, others.map((p) => p.payment));
        if (!(amount > 0) || amount > remainder) return formErrors(translateMessage('purchaseOrder.paymentTooLarge', 'fr', { remainder: remainder.toFixed(2) }));
        const payment = { _id: pathParams.paymentId ?? next(), payment: amount, createdAt: String(body.createdAt ?? '2026-03-06') };
        const payments = pathParams.paymentId ? order.payments.map((p) => (p._id === pathParams.paymentId ? payment : p)) : [payment, ...order.payments];
        return answer(route, save({ ...order, payments }));
      }
      case 'purchaseOrders.removePayment': {
        const order = orderOf(pathParams.id);
        if (!order) return refused('introuvable', 404);
        return answer('purchaseOrders.removePayment', save({ ...order, payments: order.payments.filter((p) => p._id !== pathParams.paymentId) }));
      }
      case 'users.list':
        return answer('users.list', []);
      default:
        return refused(`unexpected ${request.method} ${request.url}`, 500);
    }
  });
  return { calls, state };
}

/** An order's supplier as the API gives it. */
const supplierRef = (suppliers: Supplier[], id: string) => {
  const found = suppliers.find((s) => s._id === id);
  return { _id: id, name: found?.name ?? '', phone: found?.phone ?? '' };
};

/** A consumption of doctor 4. */
export const makeConsumption = (_id: string, note: string, amount: number, createdAt: string): Consumption => ({ _id, doctor: '4', note, amount, createdAt, updatedAt: createdAt });

/** An order as the API answers it, its sums from its lines and payments. */
export function makeOrder(fields: { _id: string; num: number; supplier: Supplier; lines: { consumable: Consumable; qty: number; price: number }[]; payments?: number[] }): PurchaseOrder {
  const total = purchaseOrderTotal(fields.lines.map((l) => ({ quantity: l.qty, price: l.price })));
  const payments = (fields.payments ?? []).map((amount, index) => ({ _id: `${fields._id}-p${index}`, payment: amount, createdAt: `2026-02-0${index + 1}` }));
  return {
    _id: fields._id,
    num: fields.num,
    reference: `BC-${fields.num}-2`,
    doctor: '4',
    supplier: { _id: fields.supplier._id, name: fields.supplier.name, phone: fields.supplier.phone },
    total,
    paid: sumAmounts(payments.map((p) => p.payment)),
    remainder: purchaseOrderRemainder(total, payments.map((p) => p.payment)),
    LinePurchaseOrder: fields.lines.map((l, index) => ({
      _id: `${fields._id}-l${index}`,
      consumable: { _id: l.consumable._id, name: l.consumable.name },
      qty: l.qty,
      price: l.price,
      total: purchaseOrderTotal([{ quantity: l.qty, price: l.price }]),
      createdAt: '',
    })),
    payments,
    paymentDate: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '',
  };
}

/** The consumables module at `path`, as the shell mounts it, for a user holding `permissions`. */
export function renderConsumables(path: string, permissions: Permission[] = OWN_ALL, user: LoginUserData = DR_SIDI, prepare?: SessionRenderOptions['prepare']) {
  return renderWithSession(<App />, { namespace: 'consumables', path, user, permissions, prepare });
}

export const viewOnly = (...collections: string[]) => collections.map((collection) => permission('AFFICHER', collection));
