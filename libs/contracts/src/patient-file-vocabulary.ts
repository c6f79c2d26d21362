/** The patient file's fixed vocabularies, imported one way by its types and its schemas. */

/** Payment kinds, one per view of the file: payments, soins (insurance payments), consultations. */
export const PAYMENT_TYPES = ['payment', 'soins', 'consultations'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
