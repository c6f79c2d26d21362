import { useTranslation } from 'react-i18next';
import type { PaymentMode, PaymentModeInput } from '@dental/contracts';
import { ErrorBanners, FormActions, type CrudFormProps } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export type PaymentModeFormProps = CrudFormProps<PaymentMode, PaymentModeInput>;

interface PaymentModeValues {
  name: string;
  code: string;
  archive: boolean;
}

/** Name, numeric code (0 by default) and archive flag; server messages stay in the form. */
export function PaymentModeForm({ initial, onSubmit, onDone, onCancel }: PaymentModeFormProps) {
  const { t } = useTranslation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<PaymentModeValues>({
    defaultValues: { name: initial?.name ?? '', code: String(initial?.code ?? 0), archive: initial?.archive ?? false },
    serverFields: { name: ['paymentMode.nameRequired', 'paymentMode.exists'], code: ['paymentMode.codeRequired', 'paymentMode.codeInvalid'] },
    onDone,
  });

  // An empty code is sent as missing so that the server answers with its message.
  const submit = submitWith(({ name, code, archive }) => onSubmit({ name, code: (code.trim() === '' ? undefined : Number(code)) as number, archive }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('paymentModes.name')}
        <input {...form.register('name')} {...fieldState('name')} autoFocus />
      </label>
      <label className="dn-field">
        {t('paymentModes.code')}
        <input {...form.register('code')} {...fieldState('code')} type="number" inputMode="numeric" min={0} step={1} />
      </label>
      <label className="dn-field dn-field--inline">
        <input type="checkbox" {...form.register('archive')} />
        {t('paymentModes.archive')}
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
