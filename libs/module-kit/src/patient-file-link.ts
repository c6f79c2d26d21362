/**
 * The patient file's back link (spec part 2 §2), shared by every module that opens a patient file
 * (the patients' lists and search, the laboratories' cases, the implants): the page a patient's name
 * was clicked on is kept in sessionStorage, and the file's back arrow returns there.
 */

/** sessionStorage key of the address the patient file's back link returns to. */
export const BACK_LINK_KEY = 'patientFileBackLink';

/** The patient file's route family (spec part 2 §2): /patient/{doctorId}/{patientId}/Manage/{section}. */
export const PATIENT_FILE_BASE = '/patient';

export function patientFilePath(doctorId: string, patientId: string, section = 'devis', base = PATIENT_FILE_BASE): string {
  return `${base}/${doctorId}/${patientId}/Manage/${section}`;
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
