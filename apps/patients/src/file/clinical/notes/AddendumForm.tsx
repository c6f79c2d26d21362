import { useTranslation } from 'react-i18next';
import { CLINICAL_NOTE_MAX_LENGTH } from '@dental/contracts';
import { ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export interface AddendumFormProps {
  onSubmit: (text: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** What completes a note that can no longer be changed; its author and time are kept by the server. */
export function AddendumForm({ onSubmit, onDone, onCancel }: AddendumFormProps) {
  const { t } = useTranslation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ text: string }>({
    defaultValues: { text: '' },
    serverFields: { text: ['clinical.noteRequired'] },
    onDone,
  });
  const submit = submitWith(({ text }) => onSubmit(text));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('clinical.notes.addendumText')}
        <textarea {...form.register('text')} {...fieldState('text')} rows={5} maxLength={CLINICAL_NOTE_MAX_LENGTH} autoFocus />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
