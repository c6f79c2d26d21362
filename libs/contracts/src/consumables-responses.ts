import { z } from 'zod';

/**
 * What the consumables' calls answer (spec part 2 §3). Money in MRU exact to the cent (sums from
 * @dental/domain), days YYYY-MM-DD, timestamps ISO.
 */

const timestamps = { createdAt: z.string(), updatedAt: z.string() };

export const consumptionSchema = z.object({ _id: z.string(), doctor: z.string(), note: z.string(), amount: z.number(), ...timestamps });
export type Consumption = z.output<typeof consumptionSchema>;

/** A consumable of the list: its name (the add modal's note). */
export const consumableSchema = z.object({ _id: z.string(), name: z.string(), ...timestamps });
export type Consumable = z.output<typeof consumableSchema>;

/** A payment of a purchase order as the supplier's history lists it. */
export const supplierPaymentSchema = z.object({
  _id: z.string(),
  payment: z.number(),
  purchaseOrderId: z.string(),
  /** The order's reference (the history's BC column). */
  reference: z.string(),
  doctor: z.string(),
  /** The day of the payment. */
  createdAt: z.string(),
});
export type SupplierPayment = z.output<typeof supplierPaymentSchema>;

export const supplierSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  /** What the cabinet owes, per doctor: Σ order totals − Σ payments (the doctors the caller may see). */
  accounts: z.array(z.object({ doctor: z.string(), balance: z.number() })),
  /** Σ of the accounts listed. */
  balance: z.number(),
  /** Payments of the listed doctors' orders, newest first. */
  historyPayment: z.array(supplierPaymentSchema),
  ...timestamps,
});
export type Supplier = z.output<typeof supplierSchema>;

export const purchaseOrderLineSchema = z.object({
  _id: z.string(),
  /** The consumable of the list (null once it left the list) and its name when ordered. */
  consumable: z.object({ _id: z.string().nullable(), name: z.string() }),
  qty: z.number(),
  /** Unit price. */
  price: z.number(),
  /** qty × price. */
  total: z.number(),
  createdAt: z.string(),
});

export const orderPaymentSchema = z.object({ _id: z.string(), payment: z.number(), createdAt: z.string() });

export const purchaseOrderSchema = z.object({
  _id: z.string(),
  num: z.number(),
  /** BC-{num}-{month number of creation}. */
  reference: z.string(),
  doctor: z.string(),
  /** The supplier, with the phone the printed order gives. */
  supplier: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
  /** Σ line totals, or the total set by setTotal. */
  total: z.number(),
  /** Σ payments. */
  paid: z.number(),
  /** total − paid. */
  remainder: z.number(),
  LinePurchaseOrder: z.array(purchaseOrderLineSchema),
  payments: z.array(orderPaymentSchema),
  paymentDate: z.string().nullable(),
  ...timestamps,
});
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;
