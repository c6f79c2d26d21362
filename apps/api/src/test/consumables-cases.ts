import type { FastifyInstance } from 'fastify';
import { ACTION, API_ROUTES, type Collection, type PurchaseOrder, type RouteKey } from '@dental/contracts';
import { call } from './helpers';
import { referenceRead } from './reference-rule';
import type { CallerRights, RouteCase, Rule } from './route-case-types';

/** The consumables' rows the route cases name, all of the fixtures' doctor (none of the callers). */
export interface ConsumablesFixtures {
  doctor: string;
  consumption: string;
  spareConsumption: string;
  consumable: string;
  spareConsumable: string;
  supplier: string;
  spareSupplier: string;
  order: string;
  spareOrder: string;
  payment: string;
  sparePayment: string;
}

async function created<T extends { _id: string }>(app: FastifyInstance, token: string, url: string, body: unknown): Promise<T> {
  const response = await call<{ success: T }>(app, 'POST', url, { token, body });
  if (response.status !== 200) throw new Error(`${url}: ${response.raw}`);
  return response.body.success;
}

export async function createConsumablesFixtures(app: FastifyInstance, token: string, doctor: string): Promise<ConsumablesFixtures> {
  const make = async (url: string, body: unknown) => (await created(app, token, url, body))._id;
  const consumable = await make('/api/consumableList', { name: 'Gants nitrile' });
  const supplier = await make('/api/supplier', { name: 'Dentaire Sahel', phone: '45251111' });
  const orderOf = () => created<PurchaseOrder>(app, token, `/api/purchaseOrder/${doctor}`, { supplier, LinePurchaseOrder: [{ consumable, qty: 10, price: 150.5 }] });
  const order = (await orderOf())._id;
  const paid = await created<PurchaseOrder>(app, token, `/api/purchaseOrder/${doctor}/${order}/payment`, { payment: 100, createdAt: '2026-01-10' });
  const twice = await created<PurchaseOrder>(app, token, `/api/purchaseOrder/${doctor}/${order}/payment`, { payment: 50 });
  return {
    doctor,
    consumption: await make('/api/consumption', { note: 'Électricité', amount: 1200, doctor }),
    spareConsumption: await make('/api/consumption', { note: 'Eau', amount: 300, doctor }),
    consumable,
    spareConsumable: await make('/api/consumableList', { name: 'Compresses' }),
    supplier,
    spareSupplier: await make('/api/supplier', { name: 'Fournisseur sans commande', phone: '45252222' }),
    order,
    spareOrder: (await orderOf())._id,
    payment: paid.payments[0]._id,
    sparePayment: twice.payments.find((p) => p._id !== paid.payments[0]._id)?._id ?? '',
  };
}

const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: `/api/${API_ROUTES[key].path}` });
const has = (caller: CallerRights, action: string, collection: Collection) => caller.dev || caller.permissions.has(`${action}|${collection}`);
const act =
  (action: string, collection: Collection): Rule =>
  (caller) =>
    has(caller, action, collection);
/** Another doctor's data: the global view of the collection and (for a write) the action. */
const onOthers =
  (collection: Collection, action?: string): Rule =>
  (caller) =>
    has(caller, ACTION.viewGlobal, collection) && (action === undefined || has(caller, action, collection));

/** Every route of the consumables, reads before the deletes of what they read. */
export function consumablesCases(f: ConsumablesFixtures): RouteCase[] {
  const other = { otherDoctor: true };
  const orders = `/api/purchaseOrder/${f.doctor}`;
  const order = `${orders}/${f.order}`;
  const orderBody = { supplier: f.supplier, LinePurchaseOrder: [{ consumable: f.consumable, qty: 12, price: 150.5 }] };
  return [
    { ...at('consumptions.list'), url: `/api/consumption?doctor=${f.doctor}`, allowed: onOthers('CONSOMMATIONS'), ...other },
    { ...at('consumptions.create'), url: '/api/consumption', body: { note: 'Loyer', amount: 5000.25, doctor: f.doctor }, allowed: onOthers('CONSOMMATIONS', ACTION.create), ...other },
    { ...at('consumptions.update'), url: `/api/consumption/${f.consumption}`, body: { note: 'Électricité', amount: 1250.5 }, allowed: onOthers('CONSOMMATIONS', ACTION.edit), ...other },
    { ...at('consumptions.remove'), url: `/api/consumption/${f.spareConsumption}`, allowed: onOthers('CONSOMMATIONS', ACTION.remove), ...other },

    { ...at('consumableList.list'), url: '/api/consumableList', allowed: referenceRead(['LIST_CONSOMMABLE', 'BON_COMMANDE'], ['BON_COMMANDE']) },
    { ...at('consumableList.create'), url: '/api/consumableList', body: { name: 'Anesthésique' }, allowed: act(ACTION.create, 'LIST_CONSOMMABLE') },
    { ...at('consumableList.update'), url: `/api/consumableList/${f.consumable}`, body: { name: 'Gants latex' }, allowed: act(ACTION.edit, 'LIST_CONSOMMABLE') },
    { ...at('consumableList.remove'), url: `/api/consumableList/${f.spareConsumable}`, allowed: act(ACTION.remove, 'LIST_CONSOMMABLE') },

    { ...at('suppliers.list'), url: '/api/supplier', allowed: referenceRead(['FOURNISSEURS', 'BON_COMMANDE'], ['BON_COMMANDE']) },
    { ...at('suppliers.create'), url: '/api/supplier', body: { name: 'Nouveau fournisseur', phone: '45253333' }, allowed: act(ACTION.create, 'FOURNISSEURS') },
    { ...at('suppliers.update'), url: `/api/supplier/${f.supplier}`, body: { name: 'Dentaire Sahel', phone: '45254444' }, allowed: act(ACTION.edit, 'FOURNISSEURS') },
    { ...at('suppliers.remove'), url: `/api/supplier/${f.spareSupplier}`, allowed: act(ACTION.remove, 'FOURNISSEURS') },

    { ...at('purchaseOrders.list'), url: orders, allowed: onOthers('BON_COMMANDE'), ...other },
    { ...at('purchaseOrders.create'), url: orders, body: orderBody, allowed: onOthers('BON_COMMANDE', ACTION.create), ...other },
    { ...at('purchaseOrders.update'), url: order, body: orderBody, allowed: onOthers('BON_COMMANDE', ACTION.edit), ...other },
    { ...at('purchaseOrders.setTotal'), url: `${order}/setTotal`, body: { total: 1900 }, allowed: onOthers('BON_COMMANDE', ACTION.edit), ...other },
    { ...at('purchaseOrders.addPayment'), url: `${order}/payment`, body: { payment: 10, createdAt: '2026-02-01' }, allowed: onOthers('BON_COMMANDE', ACTION.create), ...other },
    { ...at('purchaseOrders.updatePayment'), url: `${order}/payment/${f.payment}`, body: { payment: 120, createdAt: '2026-01-11' }, allowed: onOthers('BON_COMMANDE', ACTION.edit), ...other },
    { ...at('purchaseOrders.removePayment'), url: `${order}/payment/${f.sparePayment}`, allowed: onOthers('BON_COMMANDE', ACTION.remove), ...other },
    { ...at('purchaseOrders.remove'), url: `${orders}/${f.spareOrder}`, allowed: onOthers('BON_COMMANDE', ACTION.remove), ...other },
  ];
}
