import type { AccountingStatistics, PaymentStatistics } from '@dental/contracts';
import { fromCents } from '@dental/domain';
import {
  accountingFigures,
  addedFigures,
  awaitsApproval,
  insurersPartCents,
  insurersRows,
  isAwaitingInsurer,
  periodLength,
  shownTotals,
  takingsByDate,
  takingsByDoctor,
  takingsByMethod,
  takingsTotal,
  unapprovedByDoctor,
  UNKNOWN_KEY,
  type AccountingFigures,
  type PaymentFigures,
  type Period,
  type TakingsRow,
} from '@dental/domain';
import type { DoctorCosts, DoctorShare } from './cost-queries';

/**
 * The statistics' answers built from the grouped rows of the queries, every figure by a function
 * of libs/domain (finance), in integer cents.
 */

/** The longest period shown day by day; a longer one is shown month by month. */
const DAYS_BY_DAY = 62;

/** Whether the takings of a period are shown per day or per month. */
export const dateUnit = (period: Period): 'day' | 'month' => (periodLength(period) <= DAYS_BY_DAY ? 'day' : 'month');

const labelled = (rows: TakingsRow[], labelOf: (key: string) => string) => rows.map((row) => ({ ...row, label: labelOf(row.key) }));

type PaymentFiguresPart = Pick<PaymentStatistics, 'collected' | 'awaitingInsurer' | 'byDate' | 'byMethod' | 'byDoctor'> & {
  unapproved: Omit<PaymentStatistics['unapproved'], 'ids'>;
  lineCount: number;
};

/** The payments tab's figures for a period (`global`: the whole clinic, with takings per doctor). */
export function paymentFigures(groups: readonly PaymentFigures[], period: Period, names: { methods: Map<string, string>; doctors: Map<string, string> }, global: boolean): PaymentFiguresPart {
  const unit = dateUnit(period);
  // Awaiting approval: an insurance payment that only awaits its insurer is left out.
  const unapproved = shownTotals(groups, awaitsApproval);
  const byDoctor = unapprovedByDoctor(groups).map((row) => ({ doctor: { _id: row.doctor, username: names.doctors.get(row.doctor) ?? '' }, count: row.count, amount: row.total }));
  return {
    collected: takingsTotal(groups),
    awaitingInsurer: shownTotals(groups, isAwaitingInsurer).total,
    unapproved: { count: unapproved.count, amount: unapproved.total, byDoctor },
    lineCount: shownTotals(groups, () => true).count,
    byDate: { unit, rows: labelled(takingsByDate(groups, unit, period), (key) => key) },
    byMethod: labelled(takingsByMethod(groups), (key) => (key === UNKNOWN_KEY ? '' : (names.methods.get(key) ?? ''))),
    byDoctor: global ? labelled(takingsByDoctor(groups), (key) => names.doctors.get(key) ?? '') : [],
  };
}

/**
 * The doctor and cabinet rows of a single day of one doctor (§2): the day's accounting figures (the
 * same libs/domain function and inputs as the accounting tab's statement), laboratory taken off.
 */
export function dayShares(figures: AccountingFigures, percentage: number): PaymentStatistics['dayShares'] {
  const { laboratory, afterLaboratory, doctorShare, cabinetShare } = figures;
  return { percentage, laboratory, afterLaboratory, doctorShare, cabinetShare };
}

const NO_COSTS: DoctorCosts = { labWork: [], purchaseOrders: [], consumptions: [] };

/** The accounting figures of one doctor, or of several each at their own percentage added up. */
export function accountingOf(groups: readonly PaymentFigures[], costs: Map<string, DoctorCosts>, doctors: readonly DoctorShare[]): AccountingFigures {
  const each = doctors.map((doctor) =>
    accountingFigures({ ...(costs.get(doctor.id) ?? NO_COSTS), payments: groups.filter((group) => group.doctor === doctor.id), doctorPercentage: doctor.percentage }),
  );
  return each.length === 1 ? each[0] : addedFigures(each);
}

/** The counted insurance payments: what the insurers paid, and per percentage covered their number and Σ. */
export function insurersOf(groups: readonly PaymentFigures[]): AccountingStatistics['insurers'] {
  return { amount: fromCents(insurersPartCents(groups)), rows: insurersRows(groups) };
}
