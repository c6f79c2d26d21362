import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { patientFilePath, rememberBackLink } from './patient-file-link';

export interface PatientFileLinkProps {
  doctorId: string;
  patient: { _id: string; name: string };
  /** What the link shows (the name by default); the link is always named after the whole name. */
  children?: ReactNode;
  className?: string;
}

/**
 * A patient's name leading to their file (the devis page), from any module; the click stores this
 * page as the file's back link. A shortened name shows in full as its tooltip and accessible name.
 */
export function PatientFileLink({ doctorId, patient, children, className }: PatientFileLinkProps) {
  const location = useLocation();
  const shortened = children !== undefined && children !== patient.name;
  return (
    <Link
      className={className}
      to={patientFilePath(doctorId, patient._id)}
      onClick={() => rememberBackLink(location.pathname + location.search)}
      {...(shortened && { title: patient.name, 'aria-label': patient.name })}
    >
      {children ?? patient.name}
    </Link>
  );
}
