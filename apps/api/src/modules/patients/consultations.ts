import { amountProblem, MAX_AMOUNT, moneyParam } from '@dental/contracts';
import { consultationCharge, insuranceSplit } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';
import { FormError } from '../../http/errors';
import { isId } from '../../http/ids';
import { openInvoiceFor } from '../invoices/queries';
import { consultationPrice } from '../settings/queries';

/** A covered amount as the wire may send it, by the one money rule; a FormError when it breaks it. */
function checkCoveredAmount(value: number): void {
  const problem = amountProblem(value);
  if (problem === 'tooLarge') throw new FormError([{ key: 'common.amountTooLarge', params: { max: moneyParam(MAX_AMOUNT) } }]);
  if (problem) throw new FormError(['patient.amountInvalid']);
}

/**
 * The payment mode of a consultation paid at the desk: its id or, as the first version of the
 * product sent it, its name ('cash'); archived modes are not offered. Null when none matches.
 */
export async function findPaymentMode(db: Queryable, method: string | null | undefined): Promise<string | null> {
  const text = method?.trim();
  if (!text) return null;
  const rows = isId(text)
    ? await db.query<{ id: string }>('select id::text as id from payment_modes where id = $1 and not archive', [text])
    : await db.query<{ id: string }>('select id::text as id from payment_modes where lower(name) = lower($1) and not archive', [text]);
  return rows[0]?.id ?? null;
}

/**
 * How a consultation is paid, checked before anything is written: at the desk with a payment mode,
 * or by the insurer of an insured patient for a covered amount — the amount itself, or `true` for
 * the patient's percentage of the price (spec part 2 reads `supported` as a coverage flag).
 */
export type ConsultationPayment =
  | { kind: 'desk'; methodId: string; assuranceId: string | null }
  | { kind: 'insured'; assuranceId: string; covered: { amount: number } | { percent: number } };

export interface ConsultationInput {
  method?: string | null;
  /** Covered amount, or the coverage flag: true covers the patient's percentage, false nothing. */
  supported?: number | boolean | null;
}

/**
 * The payment of a consultation from the form's fields, or a FormError: an insured patient's
 * insurer pays when `supported` is an amount or true; otherwise the patient pays at the desk and
 * needs a payment mode (`patient.methodOrAmountRequired`, `patient.amountInvalid`).
 */
export async function consultationPayment(
  db: Queryable,
  insurance: { assuranceId: string; percentCovered: number } | null,
  input: ConsultationInput,
): Promise<ConsultationPayment> {
  const { supported } = input;
  if (insurance && supported !== false && supported !== null && supported !== undefined) {
    if (supported === true) return { kind: 'insured', assuranceId: insurance.assuranceId, covered: { percent: insurance.percentCovered } };
    checkCoveredAmount(supported);
    return { kind: 'insured', assuranceId: insurance.assuranceId, covered: { amount: supported } };
  }
  const methodId = await findPaymentMode(db, input.method);
  if (!methodId) throw new FormError(['patient.methodOrAmountRequired']);
  return { kind: 'desk', methodId, assuranceId: insurance?.assuranceId ?? null };
}

export interface ConsultationRecord {
  patientId: string;
  doctorId: string;
  /** Who records it. */
  userId: string;
  /** Payments recorded by a cabinet doctor are approved; the others wait for approval. */
  approved: boolean;
  payment: ConsultationPayment;
}

/**
 * One consultation, inside the caller's transaction: a charge of the consultation price (the
 * insurer's cons_price for an insured patient, else the cabinet's price from the settings) and
 * its payment: at the desk for the whole price, or by the insurer for the covered amount, attached
 * to the insurer's open invoice for the doctor (else 300 invoice.notCreated, and the caller's
 * transaction rolls back). A zero price charges nothing; a zero covered amount pays nothing.
 */
export async function recordConsultation(tx: Queryable, record: ConsultationRecord): Promise<void> {
  const { payment } = record;
  const insurerPrice = payment.assuranceId ? await insurerConsultationPrice(tx, payment.assuranceId) : null;
  const price = consultationCharge(await consultationPrice(tx), insurerPrice);
  if (price > 0) {
    await tx.query(`insert into charges (patient_id, doctor_id, user_id, amount, kind) values ($1, $2, $3, $4, 'consultation')`, [
      record.patientId,
      record.doctorId,
      record.userId,
      price.toFixed(2),
    ]);
  }

  let amount = price;
  let invoiceId: string | null = null;
  if (payment.kind === 'insured') {
    // The insurer's part of the price (libs/domain insuranceSplit): the insurance payment's one meaning.
    amount = 'amount' in payment.covered ? payment.covered.amount : insuranceSplit(price, payment.covered.percent).insurer;
    if (amount > 0) invoiceId = (await openInvoiceFor(tx, payment.assuranceId, record.doctorId))._id;
  }
  if (amount <= 0) return;
  await tx.query(
    `insert into payments (patient_id, doctor_id, user_id, amount, type, method_id, supported, invoice_assur_id, approved)
     values ($1, $2, $3, $4, 'consultations', $5, $6, $7, $8)`,
    [
      record.patientId,
      record.doctorId,
      record.userId,
      amount.toFixed(2),
      payment.kind === 'desk' ? payment.methodId : null,
      payment.kind === 'insured',
      invoiceId,
      record.approved,
    ],
  );
}

async function insurerConsultationPrice(tx: Queryable, assuranceId: string): Promise<number> {
  const rows = await tx.query<{ price: string }>('select cons_price::text as price from assurances where id = $1', [assuranceId]);
  if (!rows[0]) throw new FormError(['patient.societyRequired']);
  return numeric(rows[0].price);
}
