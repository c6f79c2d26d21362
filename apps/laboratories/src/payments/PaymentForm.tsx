import { typedAmount } from '@dental/contracts';
import { useTranslation } from 'react-i18next';
import type { DoctorSummary } from '@dental/contracts';
import { localDay } from '@dental/domain';
import { AMOUNT_INPUT, DoctorSelect, ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export interface PaymentValues {
  amount: string;
  comment: string;
  /** YYYY-MM-DD */
  createdAt: string;
  /** The doctor the payment is for, when the user chooses it. */
  doctor: string;
}

export interface PaymentFormProps {
  initial?: { amount: number; comment: string; createdAt: string };
  /**
   * The doctors the user may pay for, with the one chosen first: given to a user with the view of
   * every doctor (an assistant acts for the doctor they choose); absent, the payment is the page's doctor's.
   */
  doctorChoice?: { doctors: readonly DoctorSummary[]; initial: string };
  /** Sends the values (the amount as a number, or missing when empty, so that the server answers with its message). */
  onSubmit: (input: { amount?: number; comment: string; createdAt?: string; doctor?: string }) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** A payment to the laboratory: amount (numeric), comment (text), date (date input); the server's messages stay in the form. */
export function PaymentForm({ initial, doctorChoice, onSubmit, onDone, onCancel }: PaymentFormProps) {
  const { t } = useTranslation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<PaymentValues>({
    defaultValues: {
      amount: initial ? String(initial.amount) : '',
      comment: initial?.comment ?? '',
      createdAt: initial ? initial.createdAt.slice(0, 10) : localDay(),
      doctor: doctorChoice?.initial ?? '',
    },
    serverFields: {
      amount: ['labPayment.amountRequired', 'labPayment.amountInvalid'],
      createdAt: ['labPayment.dateInvalid'],
      comment: ['common.tooLong'],
      doctor: ['labPayment.doctorRequired'],
    },
    amountFields: { amount: { invalid: 'labPayment.amountInvalid', positive: true } },
    dateFields: { createdAt: 'labPayment.dateInvalid' },
    onDone,
  });

  const submit = submitWith(({ amount, comment, createdAt, doctor }) =>
    onSubmit({
      amount: typedAmount(amount),
      comment: comment.trim(),
      createdAt,
      ...(doctorChoice && { doctor: doctor || undefined }),
    }),
  );

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      {doctorChoice && (
        <DoctorSelect doctors={doctorChoice.doctors} value={form.watch('doctor')} onChange={(id) => form.setValue('doctor', id, { shouldDirty: true })} />
      )}
      <label className="dn-field">
        {t('payments.amount')}
        <input {...form.register('amount')} {...fieldState('amount')} {...AMOUNT_INPUT} autoFocus />
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
