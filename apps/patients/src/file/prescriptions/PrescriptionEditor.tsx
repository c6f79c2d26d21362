import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { PRESCRIPTION_MAX_LENGTH, type Patient, type Prescription, type PrescriptionInput } from '@dental/contracts';
import { ageFrom, localDay } from '@dental/domain';
import { useParams } from 'react-router-dom';
import { ErrorBanners, FormActions, PrintLayout } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { PrintedFact, PrintedParties, useDoctorNames } from '../quotes/PrintedParties';

export interface PrescriptionEditorProps {
  patient: Patient;
  initial?: Prescription;
  onSubmit: (input: PrescriptionInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The prescription's text beside the printable prescription (the clinic's name, address and phone,
 * the doctor, the patient's name, file number and age, the date, the content); printing leaves the
 * editing area out.
 */
export function PrescriptionEditor({ patient, initial, onSubmit, onDone, onCancel }: PrescriptionEditorProps) {
  const { t } = useTranslation();
  const { doctorId } = useParams();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ content: string }>({
    defaultValues: { content: initial?.content ?? '' },
    serverFields: { content: ['prescription.contentRequired'] },
    onDone,
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const submit = submitWith((values) => onSubmit({ patient: patient._id, content: values.content }));
  const age = ageFrom(patient.dob);
  // The prescribing doctor is the one whose file this is (the route's doctor).
  const doctors = useDoctorNames(doctorId ? [doctorId] : []);

  return (
    <div className="patients-prescription">
      <form className="dn-form dn-no-print" onSubmit={submit} noValidate>
        <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
        <label className="dn-field">
          {t('prescriptions.content')}
          <textarea {...form.register('content')} {...fieldState('content')} rows={8} maxLength={PRESCRIPTION_MAX_LENGTH} autoFocus />
        </label>
        <FormActions saving={saving} onCancel={onCancel} />
      </form>
      <PrintLayout title={t('prescriptions.document')}>
        <PrintedParties doctors={doctors} patient={patient} date={initial?.createdAt ?? localDay()}>
          <PrintedFact label={t('file.age')}>{age === null ? t('file.unknown') : t('file.years', { count: age })}</PrintedFact>
        </PrintedParties>
        <p className="patients-prescription__content">{content}</p>
      </PrintLayout>
    </div>
  );
}
