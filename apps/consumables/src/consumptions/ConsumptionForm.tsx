import { typedAmount } from '@dental/contracts';
import { useTranslation } from 'react-i18next';
import type { Consumption, ConsumptionInput } from '@dental/contracts';
import { AMOUNT_INPUT, ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { today } from '../common/format';

interface Values {
  note: string;
  amount: string;
  /** YYYY-MM-DD */
  createdAt: string;
}

export interface ConsumptionFormProps {
  doctorId: string;
  initial?: Consumption;
  onSubmit: (input: ConsumptionInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Name (note), amount and day of a consumption; the server's "name/amount required" stay in the form. */
export function ConsumptionForm({ doctorId, initial, onSubmit, onDone, onCancel }: ConsumptionFormProps) {
  const { t } = useTranslation('consumables');
  const { form, banners, saving, submitWith, fieldState } = useServerForm<Values>({
    defaultValues: { note: initial?.note ?? '', amount: initial ? String(initial.amount) : '', createdAt: initial ? initial.createdAt.slice(0, 10) : today() },
    serverFields: { note: ['consumption.noteRequired'], amount: ['consumption.amountRequired', 'consumption.amountInvalid'], createdAt: ['consumption.dateInvalid'] },
    amountFields: { amount: { invalid: 'consumption.amountInvalid', positive: true } },
    dateFields: { createdAt: 'consumption.dateInvalid' },
    onDone,
  });
  const submit = submitWith((values) => onSubmit({ note: values.note, amount: typedAmount(values.amount) as number, doctor: doctorId, createdAt: values.createdAt }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('consumptions.note')}
        <input {...form.register('note')} {...fieldState('note')} autoFocus autoComplete="off" />
      </label>
      <label className="dn-field">
        {t('consumptions.amount')}
        <input {...form.register('amount')} {...fieldState('amount')} {...AMOUNT_INPUT} />
      </label>
      <label className="dn-field">
        {t('consumptions.date')}
        <input {...form.register('createdAt')} {...fieldState('createdAt', 'dn-input dn-input--date')} type="date" dir="ltr" />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
