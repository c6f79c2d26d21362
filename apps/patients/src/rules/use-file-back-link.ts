import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { storedBackLink } from '@dental/module-kit';
import { usePatientPaths } from './use-patient-paths';

/**
 * Where the patient file's back link leads: the page the file was opened from, else the doctor's
 * current patients. The same while the file's code loads as once it is there.
 */
export function useFileBackLink(): string {
  const { doctorId = '' } = useParams();
  const paths = usePatientPaths();
  const [backTo] = useState(() => storedBackLink() ?? paths.list('current', doctorId));
  return backTo;
}
