import type { Patient } from '@dental/contracts';
import type { FileSection } from '../rules/back-link';

/** The tabs of a patient file, in order (spec part 2 §2), the clinical record (issue 37), then the money history. */
export const FILE_SECTIONS: readonly FileSection[] = ['devis', 'invoices', 'labo', 'payments', 'paymentsAssurance', 'soins', 'consultations', 'fiches', 'prescription', 'clinical', 'history'];

export function isFileSection(value: string | undefined): value is FileSection {
  return (FILE_SECTIONS as readonly (string | undefined)[]).includes(value);
}

/**
 * paymentsAssurance only for a patient with an insurer; clinical for the users who may view the
 * clinical record or the images (DOSSIER_CLINIQUE or IMAGERIE); history (the money audit trail) only
 * for the users who may read it: APPROUVER on PAIEMENTS_PATIENTS, as the server checks (apps/api/README.md).
 */
export function visibleSections(patient: Pick<Patient, 'assurance'>, { clinical = false, history = false }: { clinical?: boolean; history?: boolean } = {}): FileSection[] {
  return FILE_SECTIONS.filter((section) => {
    if (section === 'paymentsAssurance') return Boolean(patient.assurance?.society);
    if (section === 'clinical') return clinical;
    if (section === 'history') return history;
    return true;
  });
}
