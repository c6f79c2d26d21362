import type { PatientStage } from '@dental/contracts';

/** sessionStorage key of the address a patient file's back link returns to (spec part 2 §2). */
export const BACK_LINK_KEY = 'patientFileBackLink';

/** The file's sections (spec part 2 §2), and `history`: the money audit trail, for those who answer for the money. */
export type FileSection = 'devis' | 'invoices' | 'labo' | 'payments' | 'paymentsAssurance' | 'soins' | 'consultations' | 'fiches' | 'prescription' | 'history';

/** The module's base path when none is handed (tests); screens use usePatientPaths(). */
export const PATIENT_BASE = '/patient';

export function patientFilePath(doctorId: string, patientId: string, section: FileSection = 'devis', base = PATIENT_BASE): string {
  return `${base}/${doctorId}/${patientId}/Manage/${section}`;
}

export function patientListPath(stage: PatientStage, doctorId: string, base = PATIENT_BASE): string {
  return `${base}/${stage}/${doctorId}`;
}

/** Only addresses of this site: a path, never another origin ("//host"). */
function isSitePath(link: string | null): link is string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');
}

/** Remembers where the user opened a patient file from. */
export function rememberBackLink(link: string): void {
  if (!isSitePath(link)) return;
  try {
    sessionStorage.setItem(BACK_LINK_KEY, link);
  } catch {
    // Storage may be refused (private browsing): the file then goes back to the doctor's list.
  }
}

export function storedBackLink(): string | null {
  try {
    const link = sessionStorage.getItem(BACK_LINK_KEY);
    return isSitePath(link) ? link : null;
  } catch {
    return null;
  }
}
