import type { Patient, PatientStage } from '@dental/contracts';

/**
 * The stage moves of spec part 1 §4: Passer, Terminer, Retourner. The screens offer only these;
 * the API applies the same conditions atomically in its SQL updates.
 */
export type PatientTransition = 'pass' | 'finish' | 'return';

type StageFields = Pick<Patient, 'RegNo' | 'finish' | 'archive'>;

const isRegistered = (patient: StageFields) => Boolean(patient.RegNo);

/** Consultation until registered (no RegNo), then current, finished once Terminer was done. */
export function stageOf(patient: StageFields): PatientStage {
  if (!isRegistered(patient)) return 'consultation';
  return patient.finish ? 'finish' : 'current';
}

/** Pass is offered only when the patient is neither archived nor registered. */
export function canPass(patient: StageFields): boolean {
  return !patient.archive && !isRegistered(patient);
}

/** Finish only when registered and not finished. */
export function canFinish(patient: StageFields): boolean {
  return isRegistered(patient) && !patient.finish;
}

/** Return only when registered and finished. */
export function canReturn(patient: StageFields): boolean {
  return isRegistered(patient) && patient.finish;
}

/** The moves a patient may make now, in the order the buttons show them. */
export function allowedTransitions(patient: StageFields): PatientTransition[] {
  const allowed: PatientTransition[] = [];
  if (canPass(patient)) allowed.push('pass');
  if (canFinish(patient)) allowed.push('finish');
  if (canReturn(patient)) allowed.push('return');
  return allowed;
}

/** Archiving belongs to the consultation stage: a registered patient is never archived. */
export function canToggleArchive(patient: StageFields): boolean {
  return !isRegistered(patient);
}
