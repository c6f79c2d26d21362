export { canaryBucket, chooseBuildUrl } from './canary';
export { coveredAmount, fromCents, sumAmounts, toCents } from './money';
export { balanceStanding, patientBalance, type BalanceStanding } from './balance';
export { ageFrom, formatRegNo, hasWhatsApp } from './registration';
export { allowedTransitions, canFinish, canPass, canReturn, canToggleArchive, stageOf, type PatientTransition } from './patient-stages';
export { doctorsAfterOwnEdit, isSharedWithOthers } from './patient-doctors';
export { isDay, localDay } from './dates';
