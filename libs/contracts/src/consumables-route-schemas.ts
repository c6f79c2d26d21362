import { z } from 'zod';
import type { MessageKey } from './messages';
import { consumableSchema, consumptionSchema, purchaseOrderSchema, supplierSchema } from './consumables-responses';
import {
  consumableInputSchema,
  consumptionInputSchema,
  consumptionQuerySchema,
  purchaseOrderInputSchema,
  purchaseOrderTotalSchema,
  supplierInputSchema,
  supplierPaymentInputSchema,
  supplierQuerySchema,
} from './consumables-schemas';
import { envelope } from './responses';

/** The schemas of the consumables' calls, merged into `ROUTE_SCHEMAS` (same rules). */

const invalidId: MessageKey = 'common.invalidId';
const id = () => z.string({ error: invalidId }).regex(/^[1-9]\d{0,17}$/, { error: invalidId });

const idParams = z.object({ id: id() });
const doctorParams = z.object({ doctorId: id() });
const orderParams = z.object({ doctorId: id(), id: id() });
const paymentParams = z.object({ doctorId: id(), id: id(), paymentId: id() });

const order = envelope(purchaseOrderSchema);

/**
 * GET purchaseOrder/{doctorId}: every order (newest first), one supplier's with `?supplier=`; with
 * `?limit=` one page of them from `offset`, the paging beside the list (`total`, `offset`, `limit`).
 */
const purchaseOrderQuerySchema = z.object({
  supplier: id().optional(),
  offset: z.coerce.number({ error: invalidId }).int({ error: invalidId }).min(0, { error: invalidId }).max(10_000_000, { error: invalidId }).optional(),
  limit: z.coerce.number({ error: invalidId }).int({ error: invalidId }).min(1, { error: invalidId }).max(200, { error: invalidId }).optional(),
});
const orderListAnswer = z.object({
  success: z.array(purchaseOrderSchema),
  total: z.number().optional(),
  offset: z.number().optional(),
  limit: z.number().optional(),
});
/** A doctor's consumptions: every one, or a page of them (`limit`) with the count and the sum of the period. */
const consumptionListAnswer = z.object({
  success: z.array(consumptionSchema),
  total: z.number().optional(),
  offset: z.number().optional(),
  limit: z.number().optional(),
  sum: z.number().optional(),
});
const supplier = envelope(supplierSchema);

export const CONSUMABLES_ROUTE_SCHEMAS = {
  'consumptions.list': { query: consumptionQuerySchema, response: consumptionListAnswer },
  'consumptions.create': { body: consumptionInputSchema, response: envelope(consumptionSchema) },
  'consumptions.update': { params: idParams, body: consumptionInputSchema, response: envelope(consumptionSchema) },
  'consumptions.remove': { params: idParams, response: envelope(consumptionSchema) },

  'consumableList.list': { response: envelope(z.array(consumableSchema)) },
  'consumableList.create': { body: consumableInputSchema, response: envelope(consumableSchema) },
  'consumableList.update': { params: idParams, body: consumableInputSchema, response: envelope(consumableSchema) },
  'consumableList.remove': { params: idParams, response: envelope(consumableSchema) },

  'suppliers.list': { query: supplierQuerySchema, response: envelope(z.array(supplierSchema)) },
  'suppliers.create': { body: supplierInputSchema, response: supplier },
  'suppliers.update': { params: idParams, body: supplierInputSchema, response: supplier },
  'suppliers.remove': { params: idParams, response: supplier },

  'purchaseOrders.list': { params: doctorParams, query: purchaseOrderQuerySchema, response: orderListAnswer },
  'purchaseOrders.create': { params: doctorParams, body: purchaseOrderInputSchema, response: order },
  'purchaseOrders.update': { params: orderParams, body: purchaseOrderInputSchema, response: order },
  'purchaseOrders.remove': { params: orderParams, response: order },
  'purchaseOrders.setTotal': { params: orderParams, body: purchaseOrderTotalSchema, response: order },
  'purchaseOrders.addPayment': { params: orderParams, body: supplierPaymentInputSchema, response: order },
  'purchaseOrders.updatePayment': { params: paymentParams, body: supplierPaymentInputSchema, response: order },
  'purchaseOrders.removePayment': { params: paymentParams, response: order },
};
