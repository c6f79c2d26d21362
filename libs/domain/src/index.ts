export { canaryBucket, chooseBuildUrl, servedBuild, type ServedBuild } from './canary';
export { coveredAmount, fromCents, sumAmounts, toCents } from './money';
export { balanceStanding, patientBalance, type BalanceStanding } from './balance';
export { ageFrom, formatRegNo, hasWhatsApp } from './registration';
export { DUPLICATE_KEY_DROPPED, duplicateNameKey, NAME_KEY_FROM, NAME_KEY_TO, nameContains, nameKey } from './name-key';
export { accountStatement, isCharge, orderedMovements, type AccountMovement, type AccountStatement, type MovementKind, type StatementRow } from './account-statement';
export { consultationCharge } from './consultation-charge';
export { allowedTransitions, canFinish, canPass, canReturn, canToggleArchive, stageOf, type PatientTransition } from './patient-stages';
export { doctorsAfterOwnEdit, isSharedWithOthers } from './patient-doctors';
export { isDay, localDay } from './dates';
export { addDays, dayOfWeekWithOrder, dayOrderOf, daysBetween, nextWorkingDay, shiftWeek, weekOf, WEEKDAY_NAMES, type WeekRange } from './appointment-week';
export {
  bookedSlot,
  DEFAULT_SESSION_SETTINGS,
  DEFAULT_WORKING_DAYS,
  isTimeOfDay,
  minutesOf,
  SESSION_COUNT_LIMITS,
  SESSION_LENGTH_LIMITS,
  sessionProblems,
  sessionsOverlap,
  slotsOf,
  timeOfMinutes,
  type BookingSlotProblem,
  type SessionSetting,
  type SettingProblem,
  type Slot,
} from './appointment-slots';
export { ATTENDED_STATES, canMoveTo, freesSlot, isPastSlot, minutesWaiting, nextFreeSlots, nextStates, SLOT_FREEING_STATES, type DoctorSchedule, type OpenSlot } from './appointment-states';
export { CELL_NAME_LENGTH, cellName, reminderDay, whatsAppMessageLink, whatsAppNumber } from './appointment-reminder';
export { firstNameOf, isToCallBack, PATIENT_MESSAGE_MAX, replyPhase, stateAfterAnswer, type ReplyPhase } from './patient-reply';
export { quotedLineAmount, sessionCharge, type EarlierSessions, type QuotedLine } from './quote-line-charge';
export { invoiceSums, type BilledQuote, type BilledQuoteSums, type InvoiceSums } from './invoice-sums';
export { invoiceTotal, isReductionPercent, labConsumptionTotal, labConsumptionsTotal, percentOf, quoteLineTotal, quoteSums, type QuoteLineFigures, type QuoteSums } from './quote-sums';
export { CHILD_TEETH, GUM_AREAS, isGumArea, isTooth, needsSurface, PERMANENT_TEETH, placesOnGum, teethProblem, type GumArea, type TeethProblem } from './tooth-chart';
export { currentConditions, defaultDentition, dentitionOf, hasMarks, markedTeethIn, odontogram, toothMarks, type Dentition, type ToothMarks } from './odontogram';
export { prescriptionLabel } from './prescription-label';
export { personName, type NamedPerson } from './person-name';
export { paymentFits, purchaseOrderLineTotal, purchaseOrderReference, purchaseOrderRemainder, purchaseOrderTotal, supplierBalance, type PurchaseOrderLineFigures } from './purchase-orders';
export { labAccount, labAccountOfTotals, labPaymentsTotal, type LabAccountFigures, type LabWorkFigures } from './lab-accounts';
// The money rule and the day rule of money records live beside the schemas that apply them (libs/contracts).
export { amountProblem, decimalPlaces, fitsMoneyColumn, isMoneyDayTooLate, latestMoneyDay, MONEY_DAY_LEEWAY_DAYS, type AmountProblem, type AmountRule } from '@dental/contracts';
export {
  accountingFigures,
  addedFigures,
  compared,
  comparedFigures,
  countablePayments,
  cashOut,
  cashSessionLines,
  countedDiffers,
  dayCloseFigures,
  type CashMethod,
  type CashPayment,
  type CashSessionLine,
  daysOfPeriod,
  doctorShares,
  insurersPartCents,
  insurersRows,
  isAwaitingInsurer,
  isCountablePayment,
  isInPeriod,
  isShownPayment,
  isSingleDay,
  largestRemainderHundredths,
  monthsOfPeriod,
  paymentsTabFigures,
  awaitsApproval,
  unapprovedByDoctor,
  periodOfRange,
  shownTotals,
  percentageText,
  PERIOD_PRESETS,
  periodLength,
  presetPeriod,
  previousPeriod,
  rangePeriod,
  selectionPeriod,
  splitCents,
  takingsByDate,
  takingsByDoctor,
  takingsByMethod,
  takingsTotal,
  treatmentStatistics,
  UNKNOWN_KEY,
  type AccountingFigures,
  type AccountingInput,
  type ComparedFigure,
  type InsurersRow,
  type ShareFigures,
  type ShareInput,
  type UnapprovedOfDoctor,
  type LabWorkLine,
  type PaymentFigures,
  type PaymentsTabFigures,
  type PaymentsTabLine,
  type Period,
  type PeriodPreset,
  type PeriodSelection,
  type PeriodUnit,
  type Shares,
  type StatementLine,
  type StatementLineKey,
  type TakingsRow,
  type TreatmentAct,
  type TreatmentStatRow,
  tillFigures,
  type TillFigures,
  type TillPayment,
} from './finance';
export { BUNDLED_BUILD, buildIdOfUrl, cohortOf, EXTERNAL_BUILD, storedBuildFolder, storedBuildUrl } from './release/build-urls';
export { DEFAULT_CANARY_THRESHOLDS } from './release/thresholds';
export { analyzeCanary, cohortFigures, loadFigures, rollbackReason, USER_LOADS_COUNTED, type CanaryFigures, type CanaryVerdict, type LoadFigures, type LoadReports, type RollbackRule } from './release/analyzer';
export { decideRelease, type KnownBuild, type RefusalKey, type ReleaseCommand, type ReleaseDecision, type ReleaseEventFields, type ReleaseState, type StableChange } from './release/state-machine';
export { addMonths, DEFAULT_RECALL_MONTHS, MAX_RECALL_MONTHS, MIN_RECALL_MONTHS, recallDueDate, recallWindow, type RecallWindow } from './recall';
export {
  DEFAULT_MESSAGE_TEXTS,
  fillTemplate,
  MAX_MESSAGE_LENGTH,
  MESSAGE_KINDS,
  MESSAGE_LANGUAGES,
  PLACEHOLDERS,
  PLACEHOLDERS_OF,
  templateProblemMessages,
  templateProblems,
  type MessageKind,
  type MessageLanguage,
  type MessageTexts,
  type Placeholder,
  type TemplateProblem,
} from './message-templates';
export { openingHoursOf, openingHoursText, type WorkingDayHours } from './opening-hours';
export {
  INSURER_INVOICE_STATES,
  insuranceSplit,
  insurerInvoiceState,
  insurerInvoiceTotal,
  invoiceToCloseFirst,
  type InsuranceSplit,
  type InsurerInvoiceState,
} from './insurance';
export { headerKey, mappingFromSaved, savedColumns, savedMappingFits, suggestMapping, type ColumnMapping } from './import-columns';
export { amountCents, birthYear, centsText, excelSerialDay, parseDay, parseStage, parseTime, parseTreatmentType } from './import-values';
