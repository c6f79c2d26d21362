/**
 * The product's fixed vocabularies (modules, treatment types, patient stages, sessions): values the
 * answer and request schemas build on and the entities name, in a file of their own so that types
 * and schemas import them one way.
 */

/** The modules of the product, by the registry's names. */
export const MODULE_NAMES = ['admin', 'patients', 'appointments', 'laboratories', 'finance', 'consumables'] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

/** Treatment types of spec part 1 §3, soins being the default. */
export const TREATMENT_TYPES = ['soins', 'prothese', 'gencive', 'implant', 'pediatre', 'bouche', 'conservative'] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];
export const DEFAULT_TREATMENT_TYPE: TreatmentType = 'soins';

/** Stages of spec part 1 §4: consultation (no RegNo) → current (RegNo) → finish, and back by Return. */
export const PATIENT_STAGES = ['consultation', 'current', 'finish'] as const;
export type PatientStage = (typeof PATIENT_STAGES)[number];

/** Sub-filters of each list (spec part 1 §4). */
export const PATIENT_SUB_FILTERS = {
  consultation: ['notArchived', 'archived'],
  current: ['patients', 'inCommon'],
  finish: ['debtor', 'settled', 'creditor'],
} as const;
export type PatientSubFilter = (typeof PATIENT_SUB_FILTERS)[PatientStage][number];

export const DEFAULT_WHATSAPP_PREFIX = '+222';

/** The two sessions of a doctor's day (spec part 2 §3): morning and evening, a Pause between them. */
export const PARTS_OF_TIME = ['matin', 'soir'] as const;
export type PartOfTime = (typeof PARTS_OF_TIME)[number];

/**
 * An appointment's state at the desk (issue 36): booked when made, then confirmed, arrived (in the
 * waiting room), in the chair and done; or a no-show, or cancelled (both free the slot).
 */
export const APPOINTMENT_STATES = ['booked', 'confirmed', 'arrived', 'inChair', 'done', 'noShow', 'cancelled'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];
/** The patient's answers to a reminder's personal link (issue 38). */
export const PATIENT_ANSWERS = ['confirmed', 'cancelled', 'otherTime'] as const;
export type PatientAnswerKind = (typeof PATIENT_ANSWERS)[number];
