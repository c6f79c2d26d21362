/** The patient file's fixed vocabularies, imported one way by its types and its schemas. */

/** Payment kinds, one per view of the file: payments, soins (insurance payments), consultations. */
export const PAYMENT_TYPES = ['payment', 'soins', 'consultations'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** How a payment line reads in the financial statistics: a payment, a consultation or an insurance payment. */
export const STATISTICS_PAYMENT_KINDS = ['payment', 'consultation', 'insurance'] as const;
export type StatisticsPaymentKind = (typeof STATISTICS_PAYMENT_KINDS)[number];
