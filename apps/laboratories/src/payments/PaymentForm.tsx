import { useTranslation } from 'react-i18next';
import { localDay } from '@dental/domain';
import { ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export interface PaymentValues {
  amount: string;
  comment: string;
  /** YYYY-MM-DD */
  createdAt: string;
}

export interface PaymentFormProps {
  initial?: { amount: number; comment: string; createdAt: string };
  /** Sends the values (the amount as a number, or missing when empty, so that the server answers with its message). */
  onSubmit: (input: { amount?: number; comment: string; createdAt?: string }) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** A payment to the laboratory: amount (numeric), comment (text), date (date input); the server's messages stay in the form. */
export function PaymentForm({ initial, onSubmit, onDone, onCancel }: PaymentFormProps) {
  const { t } = useTranslation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<PaymentValues>({
    defaultValues: {
      amount: initial ? String(initial.amount) : '',
      comment: initial?.comment ?? '',
      createdAt: initial ? initial.createdAt.slice(0, 10) : localDay(),
    },
    serverFields: {
      amount: ['labPayment.amountRequired', 'labPayment.amountInvalid'],
      createdAt: ['labPayment.dateInvalid'],
      comment: ['common.tooLong'],
    },
    onDone,
  });

  const submit = submitWith(({ amount, comment, createdAt }) =>
    onSubmit({ amount: amount.trim() === '' ? undefined : Number(amount), comment: comment.trim(), createdAt: createdAt || undefined }),
  );

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('payments.amount')}
        <input {...form.register('amount')} {...fieldState('amount')} type="number" inputMode="decimal" min={0} step="0.01" dir="ltr" autoFocus />
      </label>
      <label className="dn-field">
        {t('payments.comment')}
        <input {...form.register('comment')} {...fieldState('comment')} type="text" autoComplete="off" />
      </label>
      <label className="dn-field">
        {t('payments.date')}
        <input {...form.register('createdAt')} {...fieldState('createdAt', 'dn-input dn-input--date')} type="date" dir="ltr" />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
