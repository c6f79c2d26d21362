import type { FastifyInstance } from 'fastify';
import { consumableListRoutes } from './consumable-list';
import { consumptionRoutes } from './consumptions';
import { purchaseOrderRoutes } from './purchase-orders';
import { supplierRoutes } from './suppliers';

/** The consumables (spec part 2 §2): consumptions, the consumable list, suppliers, purchase orders. */
export async function consumablesRoutes(app: FastifyInstance) {
  await app.register(consumptionRoutes);
  await app.register(consumableListRoutes);
  await app.register(supplierRoutes);
  await app.register(purchaseOrderRoutes);
}
