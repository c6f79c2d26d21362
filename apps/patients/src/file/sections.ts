import type { Patient } from '@dental/contracts';
import type { FileSection } from '../rules/back-link';

/** The tabs of a patient file, in order (spec part 2 §2). */
export const FILE_SECTIONS: readonly FileSection[] = ['devis', 'invoices', 'labo', 'payments', 'paymentsAssurance', 'soins', 'consultations', 'fiches', 'prescription'];

export function isFileSection(value: string | undefined): value is FileSection {
  return (FILE_SECTIONS as readonly (string | undefined)[]).includes(value);
}

/** paymentsAssurance only for a patient with an insurer. */
export function visibleSections(patient: Pick<Patient, 'assurance'>): FileSection[] {
  return FILE_SECTIONS.filter((section) => section !== 'paymentsAssurance' || Boolean(patient.assurance?.society));
}
