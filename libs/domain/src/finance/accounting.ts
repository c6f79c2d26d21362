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
 *   insurersPart     = Σ covered amounts of the counted insurance payments: per percentage
 *                      covered, Σ amounts × percentCovered / 100 rounded half up to the cent. The spec's "insurance share
 *                      = covered amount × percentCovered / 100" would take the percentage twice: it
 *                      is taken once. The insurers' part is inside the total, not taken off it.
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

/** Cents split between doctor and cabinet: the doctor's share half up (away from zero), the cabinet the rest. */
export function splitCents(cents: number, doctorPercentage: number): { doctor: number; cabinet: number } {
  const doctor = percentOfCents(cents, basisPointsOf(doctorPercentage));
  return { doctor, cabinet: cents - doctor };
}

/** An amount split between doctor and cabinet (the rounding rule at the top of this file). */
export function doctorCabinetShares(amount: number, doctorPercentage: number): Shares {
  const { doctor, cabinet } = splitCents(toCents(amount), doctorPercentage);
  return { doctorShare: fromCents(doctor), cabinetShare: fromCents(cabinet) };
}

/** Σ price × teeth of laboratory work, in cents. */
function labCents(lines: readonly LabWorkLine[]): number {
  return lines.reduce((sum, line) => {
    if (!Number.isInteger(line.teeth) || line.teeth < 0) throw new RangeError(`Not a number of teeth: ${line.teeth}`);
    return sum + toCents(line.price) * line.teeth;
  }, 0);
}

export interface InsurersRow {
  /** The part the insurer covers, 0 to 100. */
  percentCovered: number;
  /** Σ of the counted insurance payments at that percentage, in MRU. */
  amount: number;
  /** amount × percentCovered / 100, half up to the cent. */
  covered: number;
}

/**
 * The counted insurance payments per percentage covered, the percentage smallest first. Each
 * group's sum is multiplied once and rounded once (half up to the cent), so the result does not
 * depend on how the payments were grouped before (one by one, or per day and method in SQL).
 */
export function insurersRows(payments: readonly PaymentFigures[]): InsurersRow[] {
  const groups = new Map<number, number>();
  for (const payment of countablePayments(payments)) {
    if (payment.supported !== true) continue;
    if (payment.percentCovered == null) throw new RangeError('An insurance payment needs its percentCovered');
    const basisPoints = basisPointsOf(payment.percentCovered);
    groups.set(basisPoints, (groups.get(basisPoints) ?? 0) + toCents(payment.amount));
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([basisPoints, cents]) => ({ percentCovered: basisPoints / 100, amount: fromCents(cents), covered: fromCents(percentOfCents(cents, basisPoints)) }));
}

/** The insurers' part of the payments that count: Σ of insurersRows' covered amounts, in cents. */
export function insurersPartCents(payments: readonly PaymentFigures[]): number {
  return sumCents(insurersRows(payments).map((row) => row.covered));
}

/** Every figure of the accounting tab and of a doctor's statement for a period. */
export function accountingFigures(input: AccountingInput): AccountingFigures {
  const basisPoints = basisPointsOf(input.doctorPercentage);
  const percentage = basisPoints / 100;
  const total = sumCents(countablePayments(input.payments).map((payment) => payment.amount));
  const laboratory = labCents(input.labWork);
  const afterLaboratory = total - laboratory;
  const { doctor, cabinet } = splitCents(afterLaboratory, percentage);
  const purchaseOrders = sumCents(input.purchaseOrders);
  const consumptions = sumCents(input.consumptions);
  const remaining = cabinet - purchaseOrders - consumptions;
  const lines: StatementLine[] = [
    { key: 'collected', operation: 'start', amount: fromCents(total) },
    { key: 'laboratory', operation: 'minus', amount: fromCents(laboratory) },
    { key: 'afterLaboratory', operation: 'equals', amount: fromCents(afterLaboratory) },
    { key: 'doctorShare', operation: 'percent', amount: fromCents(doctor), percentage },
    { key: 'cabinetShare', operation: 'percent', amount: fromCents(cabinet), percentage: (10_000 - basisPoints) / 100 },
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
