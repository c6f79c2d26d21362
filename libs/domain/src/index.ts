export { canaryBucket, chooseBuildUrl } from './canary';
export { coveredAmount, fromCents, sumAmounts, toCents } from './money';
export { balanceStanding, patientBalance, type BalanceStanding } from './balance';
export { ageFrom, formatRegNo, hasWhatsApp } from './registration';
export { allowedTransitions, canFinish, canPass, canReturn, canToggleArchive, stageOf, type PatientTransition } from './patient-stages';
export { doctorsAfterOwnEdit, isSharedWithOthers } from './patient-doctors';
export { isDay, localDay } from './dates';
export { addDays, dayOfWeekWithOrder, dayOrderOf, daysBetween, shiftWeek, weekOf, WEEKDAY_NAMES, type WeekRange } from './appointment-week';
export {
  DEFAULT_SESSION_SETTINGS,
  DEFAULT_WORKING_DAYS,
  isTimeOfDay,
  minutesOf,
  PARTS_OF_TIME,
  SESSION_COUNT_LIMITS,
  SESSION_LENGTH_LIMITS,
  sessionProblems,
  sessionsOverlap,
  slotsOf,
  timeOfMinutes,
  type PartOfTime,
  type SessionSetting,
  type SettingProblem,
  type Slot,
} from './appointment-slots';
export { appointmentReminderText, CELL_NAME_LENGTH, cellName, reminderDay, whatsAppMessageLink, whatsAppNumber, type ReminderFacts } from './appointment-reminder';
