import { typedAmount } from '@dental/contracts';
import { useTranslation } from 'react-i18next';
import type { Assurance, AssuranceInput } from '@dental/contracts';
import { AMOUNT_INPUT, ErrorBanners, FormActions, type CrudFormProps } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

const DEFAULT_COLOR = '#0984e3';

export type AssuranceFormProps = CrudFormProps<Assurance, AssuranceInput>;

interface AssuranceValues {
  name: string;
  cons_price: string;
  color: string;
}

export function AssuranceForm({ initial, onSubmit, onDone, onCancel }: AssuranceFormProps) {
  const { t } = useTranslation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<AssuranceValues>({
    defaultValues: { name: initial?.name ?? '', cons_price: initial ? String(initial.cons_price) : '', color: initial?.color ?? DEFAULT_COLOR },
    serverFields: {
      name: ['assurance.nameRequired', 'assurance.exists'],
      cons_price: ['assurance.consPriceRequired', 'assurance.consPriceInvalid'],
      color: ['assurance.colorInvalid'],
    },
    amountFields: { cons_price: { invalid: 'assurance.consPriceInvalid' } },
    onDone,
  });

  // A blank price is sent as missing so that the server answers with its message.
  const submit = submitWith(({ name, cons_price, color }) =>
    onSubmit({ name, cons_price: typedAmount(cons_price) as number, color }),
  );

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('assurances.name')}
        <input {...form.register('name')} {...fieldState('name')} autoFocus />
      </label>
      <label className="dn-field">
        {t('assurances.consPrice')}
        <input {...form.register('cons_price')} {...fieldState('cons_price')} {...AMOUNT_INPUT} />
      </label>
      <label className="dn-field">
        {t('assurances.color')}
        <input {...form.register('color')} {...fieldState('color', 'dn-input dn-input--color')} type="color" />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
