import type { Payment, PaymentType } from '@dental/contracts';
import type { FileSection } from '../../rules/back-link';

/** The file's sections that list payments. */
export type PaymentSection = Extract<FileSection, 'payments' | 'consultations' | 'soins' | 'paymentsAssurance'>;

export interface PaymentView {
  /** The kind read from the server; none: every kind. */
  type?: PaymentType;
  /** Only the payments the insurer covers (paymentsAssurance). */
  coveredOnly: boolean;
  /** What a new payment of the view starts as. */
  newType: PaymentType;
}

/**
 * Each view is told apart by the address's section (spec part 2 §2): payments, consultations and
 * soins read their kind; paymentsAssurance shows every kind the insurer covers.
 */
const VIEWS: Record<PaymentSection, PaymentView> = {
  payments: { type: 'payment', coveredOnly: false, newType: 'payment' },
  consultations: { type: 'consultations', coveredOnly: false, newType: 'consultations' },
  soins: { type: 'soins', coveredOnly: false, newType: 'soins' },
  paymentsAssurance: { coveredOnly: true, newType: 'soins' },
};

export function isPaymentSection(section: FileSection): section is PaymentSection {
  return section in VIEWS;
}

export function paymentView(section: PaymentSection): PaymentView {
  return VIEWS[section];
}

/** The view's payments, newest recorded first (spec part 2 §9). */
export function paymentsShown(payments: readonly Payment[], view: PaymentView): Payment[] {
  return payments.filter((payment) => !view.coveredOnly || payment.supported).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The payments waiting for approval, by the doctor whose approval route takes them. */
export function waitingByDoctor(payments: readonly Payment[]): Map<string, string[]> {
  const byDoctor = new Map<string, string[]>();
  for (const payment of payments) {
    if (payment.approved) continue;
    byDoctor.set(payment.doctor, [...(byDoctor.get(payment.doctor) ?? []), payment._id]);
  }
  return byDoctor;
}
