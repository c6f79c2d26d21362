import { useTranslation } from 'react-i18next';
import type { Supplier, SupplierInput } from '@dental/contracts';
import { ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export interface SupplierFormProps {
  initial?: Supplier;
  onSubmit: (input: SupplierInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Name and phone of a supplier ("name and phone required", "already exists" from the server). */
export function SupplierForm({ initial, onSubmit, onDone, onCancel }: SupplierFormProps) {
  const { t } = useTranslation('consumables');
  const { form, banners, saving, submitWith, fieldState } = useServerForm<SupplierInput>({
    defaultValues: { name: initial?.name ?? '', phone: initial?.phone ?? '' },
    serverFields: { name: ['supplier.nameRequired', 'supplier.exists'], phone: ['supplier.phoneRequired'] },
    onDone,
  });
  const submit = submitWith(onSubmit);

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('suppliers.name')}
        <input {...form.register('name')} {...fieldState('name')} autoFocus autoComplete="off" />
      </label>
      <label className="dn-field">
        {t('suppliers.phone')}
        <input {...form.register('phone')} {...fieldState('phone')} type="tel" dir="ltr" autoComplete="off" />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
