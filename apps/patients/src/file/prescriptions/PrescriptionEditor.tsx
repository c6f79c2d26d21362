import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { PRESCRIPTION_MAX_LENGTH, type Patient, type Prescription, type PrescriptionInput } from '@dental/contracts';
import { localDay } from '@dental/domain';
import { ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { PrintedPrescription } from './PrintedPrescription';

export interface PrescriptionEditorProps {
  patient: Patient;
  initial?: Prescription;
  onSubmit: (input: PrescriptionInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The prescription's text beside the printable prescription (PrintedPrescription), which follows
 * the text as it is typed; printing leaves the editing area out.
 */
export function PrescriptionEditor({ patient, initial, onSubmit, onDone, onCancel }: PrescriptionEditorProps) {
  const { t } = useTranslation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ content: string }>({
    defaultValues: { content: initial?.content ?? '' },
    serverFields: { content: ['prescription.contentRequired'] },
    onDone,
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const submit = submitWith((values) => onSubmit({ patient: patient._id, content: values.content }));

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
      <PrintedPrescription patient={patient} content={content} date={initial?.createdAt ?? localDay()} />
    </div>
  );
}
