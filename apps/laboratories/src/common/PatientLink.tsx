import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * The patient file's back link, as the patients module reads it (apps/patients/src/rules/back-link.ts,
 * spec part 2 §2). No shared lib holds the storing yet: this is the same key and rule, to move to a
 * lib (see the report) rather than import another module.
 */
const BACK_LINK_KEY = 'patientFileBackLink';

/** Remembers where the user opened a patient file from (site paths only). */
export function rememberBackLink(link: string): void {
  if (!link.startsWith('/') || link.startsWith('//')) return;
  try {
    sessionStorage.setItem(BACK_LINK_KEY, link);
  } catch {
    // Storage may be refused (private browsing): the file then goes back to the doctor's list.
  }
}

/** The patient's devis page: /patient/{doctorId}/{patientId}/Manage/devis. */
export function patientDevisPath(doctorId: string, patientId: string): string {
  return `/patient/${doctorId}/${patientId}/Manage/devis`;
}

/** A patient's name leading to their devis page; the click stores this page as the file's back link. */
export function PatientLink({ doctorId, patient }: { doctorId: string; patient: { _id: string; name: string } }) {
  const location = useLocation();
  const remember = (_event: MouseEvent) => rememberBackLink(location.pathname + location.search);
  return (
    <Link to={patientDevisPath(doctorId, patient._id)} onClick={remember}>
      {patient.name}
    </Link>
  );
}
