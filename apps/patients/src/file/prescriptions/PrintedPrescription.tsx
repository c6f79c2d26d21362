import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Patient } from '@dental/contracts';
import { ageFrom } from '@dental/domain';
import { PrintLayout } from '@dental/ui';
import { PrintedFact, PrintedParties, useDoctorNames } from '../quotes/PrintedParties';

export interface PrintedPrescriptionProps {
  patient: Patient;
  /** The prescription's text, printed as typed (line breaks kept). */
  content: string;
  /** The prescription's date (its creation day, or today for a new one). */
  date: string;
}

/**
 * The printable prescription: the clinic's name, address and phone, the doctor of the file (the
 * route's doctor), the patient's name, file number and age, the date, then the content, with the
 * "Imprimer" button. The editor shows it beside the text; a row of the list prints it again.
 */
export function PrintedPrescription({ patient, content, date }: PrintedPrescriptionProps) {
  const { t } = useTranslation();
  const { doctorId } = useParams();
  const age = ageFrom(patient.dob);
  const doctors = useDoctorNames(doctorId ? [doctorId] : []);
  return (
    <PrintLayout title={t('prescriptions.document')}>
      <PrintedParties doctors={doctors} patient={patient} date={date}>
        <PrintedFact label={t('file.age')}>{age === null ? t('file.unknown') : t('file.years', { count: age })}</PrintedFact>
      </PrintedParties>
      <p className="patients-prescription__content">{content}</p>
    </PrintLayout>
  );
}
