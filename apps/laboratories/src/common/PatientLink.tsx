import { Link, useLocation } from 'react-router-dom';
import { patientFilePath, rememberBackLink } from '@dental/module-kit';

/** A patient's name leading to their devis page; the click stores this page as the file's back link. */
export function PatientLink({ doctorId, patient }: { doctorId: string; patient: { _id: string; name: string } }) {
  const location = useLocation();
  return (
    <Link to={patientFilePath(doctorId, patient._id)} onClick={() => rememberBackLink(location.pathname + location.search)}>
      {patient.name}
    </Link>
  );
}
