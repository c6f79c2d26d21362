import { useTranslation } from 'react-i18next';
import type { Consumable, ConsumableInput } from '@dental/contracts';
import { ErrorBanners, FormActions, type CrudFormProps } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export type ConsumableFormProps = CrudFormProps<Consumable, ConsumableInput>;

/** The one field of a consumable: its name (the note). */
export function ConsumableForm({ initial, onSubmit, onDone, onCancel }: ConsumableFormProps) {
  const { t } = useTranslation('consumables');
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ name: string }>({
    defaultValues: { name: initial?.name ?? '' },
    serverFields: { name: ['consumable.nameRequired', 'consumable.exists', 'common.tooLong'] },
    onDone,
  });
  const submit = submitWith((values) => onSubmit({ name: values.name }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('consumableList.note')}
        <input {...form.register('name')} {...fieldState('name')} autoFocus autoComplete="off" />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
