import { useTranslation } from 'react-i18next';
import type { Laboratory, LaboratoryInput } from '@dental/contracts';
import { ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export interface LaboratoryFormProps {
  initial?: Laboratory;
  onSubmit: (input: LaboratoryInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Name and phone of a laboratory; the server's messages ("name required", "already exists") stay in the form. */
export function LaboratoryForm({ initial, onSubmit, onDone, onCancel }: LaboratoryFormProps) {
  const { t } = useTranslation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<LaboratoryInput>({
    defaultValues: { name: initial?.name ?? '', phone: initial?.phone ?? '' },
    serverFields: { name: ['laboratory.nameRequired', 'laboratory.exists'], phone: ['common.tooLong'] },
    onDone,
  });
  const submit = submitWith(onSubmit);

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('labs.name')}
        <input {...form.register('name')} {...fieldState('name')} autoFocus />
      </label>
      <label className="dn-field">
        {t('labs.phone')}
        <input {...form.register('phone')} {...fieldState('phone')} type="tel" dir="ltr" autoComplete="off" />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
