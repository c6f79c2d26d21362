export { accountingFigures, addedFigures, doctorShares, insurersPartCents, insurersRows, type InsurersRow, splitCents, type AccountingFigures, type AccountingInput, type LabWorkLine, type Shares, type ShareFigures, type ShareInput, type StatementLine, type StatementLineKey } from './accounting';
export { cashOut, cashSessionLines, countedDiffers, dayCloseFigures, type CashMethod, type CashPayment, type CashSessionLine, type DayCloseFigures, type DayCloseLineInput } from './day-close';
export { tillFigures, type TillFigures, type TillPayment } from './till';
export { compared, comparedFigures, type ComparedFigure } from './compare';
export { countablePayments, isAwaitingInsurer, isCountablePayment, isShownPayment, type PaymentFigures } from './payments';
export {
  daysOfPeriod,
  isInPeriod,
  isSingleDay,
  monthsOfPeriod,
  periodOfRange,
  PERIOD_PRESETS,
  periodLength,
  presetPeriod,
  previousPeriod,
  rangePeriod,
  selectionPeriod,
  type Period,
  type PeriodPreset,
  type PeriodSelection,
  type PeriodUnit,
} from './periods';
export { awaitsApproval, paymentsTabFigures, shownTotals, unapprovedByDoctor, type UnapprovedOfDoctor, takingsByDate, takingsByDoctor, takingsByMethod, takingsTotal, UNKNOWN_KEY, type PaymentsTabFigures, type PaymentsTabLine, type TakingsRow } from './takings';
export { largestRemainderHundredths, percentageText, treatmentStatistics, type TreatmentAct, type TreatmentStatRow } from './treatment-stats';
