import { fromCents, toCents } from '../money';
import { basisPointsOf, percentOfCents, sumCents } from './cents';
import { countablePayments, type PaymentFigures } from './payments';

/**
 * The accounting tab and a doctor's statement (spec part 2 §2, §9), every figure exact in integer
 * cents:
 *
 *   total            = Σ countable payments of the period (amount 0 hidden, insurance only once its
 *                      insurer invoice is paid)
 *   laboratory       = Σ price × teeth of the period's laboratory work
 *   afterLaboratory  = total − laboratory
 *   doctorShare      = afterLaboratory × doctor percentage / 100, rounded half up to the cent
 *   cabinetShare     = afterLaboratory − doctorShare (the rest, so the two shares add up exactly)
 *   remaining        = cabinetShare − purchase orders − consumptions of the period
 *   insurersPart     = Σ of the counted insurance payments. An insurance payment already is the
 *                      covered part (a 300 consultation at 80 % is 60 paid by the patient and one
 *                      insurance payment of 240), so what the insurers paid is that sum: taking
 *                      percentCovered of it again would count the cover twice (174,400 × 80 % +
 *                      139,500 × 90 % = 265,070 where the insurers paid 313,900). The insurers'
 *                      part is inside the total, not taken off it.
 *
 * The doctor's and the cabinet's shares come from doctorShares alone: the accounting tab, the
 * statement and its print and CSV, and the payments tab's "Détail de la journée" all use it.
 *
 * Rounding of the doctor share: half up on whole cents, "up" being away from zero, so that when the
 * laboratory costs more than was collected the loss is split as the mirror image of a gain
 * (50 % of −0.01 is −0.01 for the doctor, 0.00 for the cabinet). The doctor percentage is taken to
 * the hundredth of a point (33.33 %) and must lie between 0 and 100.
 */

export interface LabWorkLine {
  /** The lab's price per tooth, in MRU. */
  price: number;
  /** Number of teeth (or gum areas). */
  teeth: number;
}

export interface AccountingInput {
  /** The period's payments; the ones that do not count are left out here. */
  payments: readonly PaymentFigures[];
  /** The period's laboratory work. */
  labWork: readonly LabWorkLine[];
  /** Totals of the period's purchase orders, in MRU. */
  purchaseOrders: readonly number[];
  /** Amounts of the period's consumptions, in MRU. */
  consumptions: readonly number[];
  /** The doctor's percentage, 0 to 100. */
  doctorPercentage: number;
}

export type StatementLineKey =
  | 'collected'
  | 'laboratory'
  | 'afterLaboratory'
  | 'doctorShare'
  | 'cabinetShare'
  | 'purchaseOrders'
  | 'consumptions'
  | 'remaining';

/**
 * One line of the statement, in reading order: `start` opens it, `minus` takes the amount off,
 * `equals` is a subtotal, `percent` is the subtotal × percentage (the two shares).
 */
export interface StatementLine {
  key: StatementLineKey;
  operation: 'start' | 'minus' | 'equals' | 'percent';
  /** In MRU; a `minus` line carries what is taken off, as a positive amount when it is a cost. */
  amount: number;
  /** For the `percent` lines: the percentage applied (the doctor's, then 100 − the doctor's). */
  percentage?: number;
}

export interface AccountingFigures {
  total: number;
  laboratory: number;
  afterLaboratory: number;
  doctorShare: number;
  cabinetShare: number;
  purchaseOrders: number;
  consumptions: number;
  remaining: number;
  insurersPart: number;
  /** The doctor's statement, line by line. */
  lines: StatementLine[];
}

export interface Shares {
  doctorShare: number;
  cabinetShare: number;
}

export interface ShareInput {
  /** Σ of the payments that count, in MRU. */
  total: number;
  /** Σ of the laboratory work of the same period, in MRU. */
  laboratory: number;
  /** The doctor's percentage, 0 to 100. */
  doctorPercentage: number;
}

export interface ShareFigures extends Shares {
  total: number;
  laboratory: number;
  /** total − laboratory. */
  afterLaboratory: number;
  /** The doctor's percentage (to the hundredth of a point), and the cabinet's (100 − it). */
  percentage: number;
  cabinetPercentage: number;
}

/** Cents split between doctor and cabinet: the doctor's share half up (away from zero), the cabinet the rest. */
export function splitCents(cents: number, doctorPercentage: number): { doctor: number; cabinet: number } {
  const doctor = percentOfCents(cents, basisPointsOf(doctorPercentage));
  return { doctor, cabinet: cents - doctor };
}

/** The shares in cents: (total − laboratory) × percentage for the doctor, the rest for the cabinet. */
function sharesCents(totalCents: number, laboratoryCents: number, doctorPercentage: number) {
  const basisPoints = basisPointsOf(doctorPercentage);
  const afterLaboratory = totalCents - laboratoryCents;
  const { doctor, cabinet } = splitCents(afterLaboratory, basisPoints / 100);
  return { afterLaboratory, doctor, cabinet, percentage: basisPoints / 100, cabinetPercentage: (10_000 - basisPoints) / 100 };
}

/**
 * THE doctor's and cabinet's shares of a period (spec part 2 §9): doctor share = (total −
 * laboratory) × doctor percentage / 100, half up to the cent (the rule at the top of this file),
 * the cabinet the rest. Every screen, print and CSV showing a share shows this function's answer.
 */
export function doctorShares(input: ShareInput): ShareFigures {
  const shares = sharesCents(toCents(input.total), toCents(input.laboratory), input.doctorPercentage);
  return {
    total: fromCents(toCents(input.total)),
    laboratory: fromCents(toCents(input.laboratory)),
    afterLaboratory: fromCents(shares.afterLaboratory),
    doctorShare: fromCents(shares.doctor),
    cabinetShare: fromCents(shares.cabinet),
    percentage: shares.percentage,
    cabinetPercentage: shares.cabinetPercentage,
  };
}

/** Σ price × teeth of laboratory work, in cents. */
function labCents(lines: readonly LabWorkLine[]): number {
  return lines.reduce((sum, line) => {
    if (!Number.isInteger(line.teeth) || line.teeth < 0) throw new RangeError(`Not a number of teeth: ${line.teeth}`);
    return sum + toCents(line.price) * line.teeth;
  }, 0);
}

export interface InsurersRow {
  /** The part the insurer covers of the patients' acts, 0 to 100. */
  percentCovered: number;
  /** Number of counted insurance payments at that percentage. */
  count: number;
  /** Σ of those payments, in MRU: what the insurers paid (each payment already is the covered part). */
  amount: number;
}

/**
 * The counted insurance payments per percentage covered of their patients, the percentage smallest
 * first: how many, and what the insurers paid. Nothing is multiplied: an insurance payment's amount
 * is the insurer's part already.
 */
export function insurersRows(payments: readonly PaymentFigures[]): InsurersRow[] {
  const groups = new Map<number, { count: number; cents: number }>();
  for (const payment of countablePayments(payments)) {
    if (payment.supported !== true) continue;
    const basisPoints = basisPointsOf(payment.percentCovered ?? 0);
    const group = groups.get(basisPoints) ?? { count: 0, cents: 0 };
    group.count += payment.count ?? 1;
    group.cents += toCents(payment.amount);
    groups.set(basisPoints, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([basisPoints, group]) => ({ percentCovered: basisPoints / 100, count: group.count, amount: fromCents(group.cents) }));
}

/** The insurers' part of the payments that count: Σ of the counted insurance payments, in cents. */
export function insurersPartCents(payments: readonly PaymentFigures[]): number {
  return sumCents(countablePayments(payments).filter((payment) => payment.supported === true).map((payment) => payment.amount));
}

/** Every figure of the accounting tab and of a doctor's statement for a period. */
export function accountingFigures(input: AccountingInput): AccountingFigures {
  const total = sumCents(countablePayments(input.payments).map((payment) => payment.amount));
  const laboratory = labCents(input.labWork);
  const { afterLaboratory, doctor, cabinet, percentage, cabinetPercentage } = sharesCents(total, laboratory, input.doctorPercentage);
  const purchaseOrders = sumCents(input.purchaseOrders);
  const consumptions = sumCents(input.consumptions);
  const remaining = cabinet - purchaseOrders - consumptions;
  const lines: StatementLine[] = [
    { key: 'collected', operation: 'start', amount: fromCents(total) },
    { key: 'laboratory', operation: 'minus', amount: fromCents(laboratory) },
    { key: 'afterLaboratory', operation: 'equals', amount: fromCents(afterLaboratory) },
    { key: 'doctorShare', operation: 'percent', amount: fromCents(doctor), percentage },
    { key: 'cabinetShare', operation: 'percent', amount: fromCents(cabinet), percentage: cabinetPercentage },
    { key: 'purchaseOrders', operation: 'minus', amount: fromCents(purchaseOrders) },
    { key: 'consumptions', operation: 'minus', amount: fromCents(consumptions) },
    { key: 'remaining', operation: 'equals', amount: fromCents(remaining) },
  ];
  return {
    total: fromCents(total),
    laboratory: fromCents(laboratory),
    afterLaboratory: fromCents(afterLaboratory),
    doctorShare: fromCents(doctor),
    cabinetShare: fromCents(cabinet),
    purchaseOrders: fromCents(purchaseOrders),
    consumptions: fromCents(consumptions),
    remaining: fromCents(remaining),
    insurersPart: fromCents(insurersPartCents(input.payments)),
    lines,
  };
}

const FIGURE_KEYS = ['total', 'laboratory', 'afterLaboratory', 'doctorShare', 'cabinetShare', 'purchaseOrders', 'consumptions', 'remaining', 'insurersPart'] as const;
const NO_ACTIVITY: AccountingInput = { payments: [], labWork: [], purchaseOrders: [], consumptions: [], doctorPercentage: 0 };

/**
 * The figures of several doctors added up to the cent (the whole clinic: each doctor's share at
 * their own percentage), so the statement's share lines carry no single percentage.
 */
export function addedFigures(figures: readonly AccountingFigures[]): AccountingFigures {
  const added = (amountOf: (one: AccountingFigures) => number) => fromCents(sumCents(figures.map(amountOf)));
  const sums = Object.fromEntries(FIGURE_KEYS.map((key) => [key, added((one) => one[key])])) as Record<(typeof FIGURE_KEYS)[number], number>;
  const lines = accountingFigures(NO_ACTIVITY).lines.map((line, index) => ({ key: line.key, operation: line.operation, amount: added((one) => one.lines[index].amount) }));
  return { ...sums, lines };
}
