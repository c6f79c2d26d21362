import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { PRESCRIPTION_MAX_LENGTH, type Patient, type Prescription, type PrescriptionInput } from '@dental/contracts';
import { ageFrom, localDay } from '@dental/domain';
import { formatDate, useLanguage } from '@dental/i18n';
import { ErrorBanners, FormActions, PrintLayout } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export interface PrescriptionEditorProps {
  patient: Patient;
  initial?: Prescription;
  onSubmit: (input: PrescriptionInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The prescription's text beside the printable prescription (clinic, patient's name and age, date,
 * content); printing leaves the editing area out.
 */
export function PrescriptionEditor({ patient, initial, onSubmit, onDone, onCancel }: PrescriptionEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ content: string }>({
    defaultValues: { content: initial?.content ?? '' },
    serverFields: { content: ['prescription.contentRequired'] },
    onDone,
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const submit = submitWith((values) => onSubmit({ patient: patient._id, content: values.content }));
  const age = ageFrom(patient.dob);

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
        <dl className="patients-prescription__facts">
          <div>
            <dt>{t('prescriptions.patient')}</dt>
            <dd>{patient.name}</dd>
          </div>
          <div>
            <dt>{t('file.age')}</dt>
            <dd>{age === null ? t('file.unknown') : t('file.years', { count: age })}</dd>
          </div>
          <div>
            <dt>{t('prescriptions.date')}</dt>
            <dd>{formatDate(initial?.createdAt ?? localDay(), language)}</dd>
          </div>
        </dl>
        <p className="patients-prescription__content">{content}</p>
      </PrintLayout>
    </div>
  );
}
