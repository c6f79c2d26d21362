import type { PatientStage } from '@dental/contracts';
import { PATIENT_FILE_BASE, patientFilePath as filePath } from '@dental/module-kit';

/**
 * The file's sections (spec part 2 §2), `clinical`: the clinical record (issue 37), and `history`:
 * the money audit trail, for those who answer for the money.
 */
export type FileSection = 'devis' | 'invoices' | 'labo' | 'payments' | 'paymentsAssurance' | 'soins' | 'consultations' | 'fiches' | 'prescription' | 'clinical' | 'history';

/** The module's base path when none is handed (tests); screens use usePatientPaths(). */
export const PATIENT_BASE = PATIENT_FILE_BASE;

export function patientFilePath(doctorId: string, patientId: string, section: FileSection = 'devis', base = PATIENT_BASE): string {
  return filePath(doctorId, patientId, section, base);
}

export function patientListPath(stage: PatientStage, doctorId: string, base = PATIENT_BASE): string {
  return `${base}/${stage}/${doctorId}`;
}
