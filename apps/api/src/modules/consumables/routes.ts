import type { FastifyInstance } from 'fastify';
import { named } from '../../plugins/global';
import { consumableListRoutes } from './consumable-list';
import { consumptionRoutes } from './consumptions';
import { purchaseOrderRoutes } from './purchase-orders';
import { supplierRoutes } from './suppliers';

/** The consumables (spec part 2 §2): consumptions, the consumable list, suppliers, purchase orders. */
export async function consumablesRoutes(app: FastifyInstance) {
  await app.register(named(consumptionRoutes));
  await app.register(named(consumableListRoutes));
  await app.register(named(supplierRoutes));
  await app.register(named(purchaseOrderRoutes));
}
