import { z } from 'zod';
import type { MessageKey } from './messages';
import { UNPAY_REASON_MAX_LENGTH } from './insurer-invoice-limits';

/**
 * PUT assurance/invoices/{AssId}/unpayInvoice/{invoiceId}: why the insurer's payment is undone
 * (required, trimmed, kept in the audit trail).
 */
export const invoiceUnpaySchema = z.object({
  reason: z
    .string({ error: 'invoice.reasonRequired' satisfies MessageKey })
    .trim()
    .min(1, { error: 'invoice.reasonRequired' satisfies MessageKey })
    .max(UNPAY_REASON_MAX_LENGTH, { error: 'invoice.reasonTooLong' satisfies MessageKey }),
});
export type InvoiceUnpayInput = z.input<typeof invoiceUnpaySchema>;
