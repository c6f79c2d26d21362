import { z } from 'zod';
import { daySchema } from './day-schema';
import type { MessageKey } from './messages';
import { amountSchema, moneyDaySchema } from './money-schemas';
import { refSchema } from './patient-file-schemas';
import { PHONE_PATTERN } from './phone';

/**
 * What the consumables' calls accept (spec part 2 §7). Where the spec reads a field two ways, both
 * are accepted: a consumable list item's `name` or `note` (its add modal has one note field), a
 * line's `qty` or `quantity`, a payment's `payment` or `amount`, a reference as an id or `{ _id }`.
 */

const key = (k: MessageKey) => k;
const absent = (input: unknown) => input === undefined || input === null || input === '';

/** A required text, trimmed. */
const text = (required: MessageKey, max = 200) =>
  z
    .string({ error: key(required) })
    .trim()
    .min(1, { error: key(required) })
    .max(max, { error: key('common.tooLong') });

/** Reads `alias` as `field` when `field` is absent. */
const aliased = (field: string, alias: string) => (input: unknown) => {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  return record[field] === undefined && alias in record ? { ...record, [field]: record[alias] } : record;
};

/** POST/PUT consumption: {amount, note, doctor}; the doctor is the caller when absent. */
export const consumptionInputSchema = z.object({
  note: text('consumption.noteRequired', 500),
  amount: amountSchema('consumption.amountRequired', 'consumption.amountInvalid', true),
  doctor: refSchema('consumption.doctorInvalid').optional(),
  /** The day the consumption was used (YYYY-MM-DD or ISO); today when absent. */
  createdAt: daySchema('consumption.dateInvalid').nullable().optional(),
});
export type ConsumptionInput = z.input<typeof consumptionInputSchema>;

const pageBound = (max: number, min: number) =>
  z.coerce.number({ error: key('common.invalidId') }).int({ error: key('common.invalidId') }).min(min, { error: key('common.invalidId') }).max(max, { error: key('common.invalidId') }).optional();

/** GET consumption?doctor=&from=&to=&offset=&limit=: a doctor's, between two days (inclusive), a page when `limit` is given. */
export const consumptionQuerySchema = z.object({
  doctor: refSchema('common.invalidId').optional(),
  from: daySchema('consumption.dateInvalid').optional(),
  to: daySchema('consumption.dateInvalid').optional(),
  offset: pageBound(10_000_000, 0),
  limit: pageBound(200, 1),
});

/** POST/PUT consumableList: {name} (or {note}). */
export const consumableInputSchema = z.preprocess(aliased('name', 'note'), z.object({ name: text('consumable.nameRequired') }));
export type ConsumableInput = z.input<typeof consumableInputSchema>;

/** POST/PUT supplier: {name, phone}. */
export const supplierInputSchema = z.object({
  name: text('supplier.nameRequired'),
  phone: text('supplier.phoneRequired', 30).refine((phone) => PHONE_PATTERN.test(phone), { error: key('common.phoneInvalid') }),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;

/** GET supplier?doctor=: the accounts of one doctor only. */
export const supplierQuerySchema = z.object({ doctor: refSchema('common.invalidId').optional() });

/** The consumable of a line: its id, `{ _id }`, or its name in the list (`{ name }` or a text). */
const consumableRefSchema = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? ((value as { _id?: unknown; name?: unknown })._id ?? (value as { name?: unknown }).name) : value),
  text('purchaseOrder.lineEmpty'),
);

/** A line: the consumable, the quantity (whole, positive) and the unit price. */
export const purchaseOrderLineInputSchema = z.preprocess(
  aliased('qty', 'quantity'),
  z.object(
    {
      consumable: consumableRefSchema,
      qty: z
        .number({ error: (issue) => key(absent(issue.input) ? 'purchaseOrder.lineQuantity' : 'purchaseOrder.quantityInvalid') })
        .int({ error: key('purchaseOrder.quantityInvalid') })
        .min(1, { error: key('purchaseOrder.quantityInvalid') })
        .max(1_000_000, { error: key('purchaseOrder.quantityInvalid') }),
      price: amountSchema('purchaseOrder.priceRequired', 'purchaseOrder.priceInvalid'),
    },
    { error: key('purchaseOrder.lineEmpty') },
  ),
);
export type PurchaseOrderLineInput = z.input<typeof purchaseOrderLineInputSchema>;

/**
 * POST/PUT purchaseOrder/{doctorId}: {supplier, LinePurchaseOrder, paymentDate, total}. `total` is
 * the "Total BC" the user typed (absent or null: the sum of the lines), kept with the lines in the
 * same write so a refused total leaves the order as it was.
 */
export const purchaseOrderInputSchema = z.object({
  supplier: refSchema('purchaseOrder.supplierRequired'),
  LinePurchaseOrder: z
    .array(purchaseOrderLineInputSchema, { error: key('purchaseOrder.detailsRequired') })
    .min(1, { error: key('purchaseOrder.detailsRequired') })
    .max(200, { error: key('common.tooLong') }),
  paymentDate: daySchema('purchaseOrder.dateInvalid').nullable().optional(),
  total: amountSchema('purchaseOrder.totalInvalid', 'purchaseOrder.totalInvalid').nullable().optional(),
});
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;

/** PUT purchaseOrder/{doctorId}/{id}/setTotal: {total}. */
export const purchaseOrderTotalSchema = z.object({ total: amountSchema('purchaseOrder.totalInvalid', 'purchaseOrder.totalInvalid') });
export type PurchaseOrderTotalInput = z.input<typeof purchaseOrderTotalSchema>;

/** A payment of an order: {payment, createdAt, supplier} (or `amount` for `payment`). */
export const supplierPaymentInputSchema = z.preprocess(
  aliased('payment', 'amount'),
  z.object({
    payment: amountSchema('purchaseOrder.paymentRequired', 'purchaseOrder.paymentInvalid', true),
    createdAt: moneyDaySchema(daySchema('purchaseOrder.dateInvalid')).nullable().optional(),
    supplier: refSchema('purchaseOrder.supplierMismatch').nullable().optional(),
  }),
);
export type SupplierPaymentInput = z.input<typeof supplierPaymentInputSchema>;
