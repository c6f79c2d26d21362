import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { type Payment, PAYMENT_TYPES, type PaymentInput, type PaymentMode, type PaymentType, typedAmount } from '@dental/contracts';
import { insuranceSplit, localDay } from '@dental/domain';
import { formatMoney, formatPercent, useLanguage } from '@dental/i18n';
import { AMOUNT_INPUT, DateField, ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { PaymentMethodSelect } from '../../form/ConsultationFields';
import { defaultMethodValue } from '../../form/patient-form-model';

export interface PaymentFormProps {
  /** The payment edited; none to add one. */
  initial?: Payment;
  /** The payment modes: the open ones are offered (spec), and an edited payment's own even when archived. */
  modes: readonly PaymentMode[];
  newType: PaymentType;
  /** The patient has an insurer: the payment may be covered. */
  insured: boolean;
  /** The patient's cover (0–100), to split an act's price; none when unknown. */
  percentCovered?: number | null;
  coveredByDefault: boolean;
  /** Who and for whom: the file's doctor and patient. */
  doctorId: string;
  patientId: string;
  onSubmit: (input: PaymentInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

interface PaymentValues {
  amount: string;
  type: PaymentType;
  method: string;
  supported: boolean;
  paymentDate: string;
}

/** Amount, kind, payment mode, coverage and date of a payment; the server's messages stay in the form. */
export function PaymentForm({ initial, modes, newType, insured, percentCovered, coveredByDefault, doctorId, patientId, onSubmit, onDone, onCancel }: PaymentFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<PaymentValues>({
    defaultValues: {
      amount: initial ? String(initial.amount) : '',
      type: initial?.type ?? newType,
      method: initial?.method?._id ?? '',
      supported: initial?.supported ?? coveredByDefault,
      paymentDate: initial?.paymentDate ?? localDay(new Date()),
    },
    serverFields: {
      amount: ['payment.amountRequired', 'payment.amountInvalid'],
      method: ['payment.methodRequired'],
      paymentDate: ['payment.dateInvalid'],
      supported: ['payment.notInsured'],
    },
    amountFields: { amount: { invalid: 'payment.amountInvalid' } },
    dateFields: { paymentDate: 'payment.dateInvalid' },
    onDone,
  });
  const covered = insured && form.watch('supported');

  // An empty amount reaches the server as missing, which answers with its message. No mode chosen is
  // the spec's default, cash (by name when the modes cannot be read: no view of MODE_PAIEMENT); the
  // modes may arrive after the form opens, so the default is read at each render.
  const submit = submitWith(({ amount, type, method, supported, paymentDate }) =>
    onSubmit({
      doctor: doctorId,
      patient: patientId,
      amount: typedAmount(amount) as number,
      type,
      method: method || defaultMethodValue(modes),
      supported,
      paymentDate,
    }),
  );

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {covered ? t('payments.coveredAmount') : t('payments.amount')}
        <input {...form.register('amount')} {...fieldState('amount')} {...AMOUNT_INPUT} autoFocus aria-describedby={covered ? 'payment-covered-hint' : undefined} />
      </label>
      {covered && <InsurerPartHelper percentCovered={percentCovered ?? null} language={language} onSplit={(insurer) => form.setValue('amount', String(insurer), { shouldDirty: true })} />}
      <label className="dn-field">
        {t('payments.type')}
        <select {...form.register('type')} className="dn-input">
          {PAYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`payments.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="dn-field">
        {t('payments.method')}
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <PaymentMethodSelect
              modes={modes}
              own={initial?.method}
              field={{ ...fieldState('method'), name: field.name, ref: field.ref }}
              value={field.value || defaultMethodValue(modes)}
              onChange={field.onChange}
            />
          )}
        />
      </label>
      {insured && (
        <label className="dn-field dn-field--inline">
          <input type="checkbox" {...form.register('supported')} />
          {t('payments.supported')}
        </label>
      )}
      <Controller
        control={form.control}
        name="paymentDate"
        render={({ field }) => <DateField label={t('payments.paymentDate')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
      />
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}

/**
 * An insurance payment's amount is the insurer's part (libs/domain insuranceSplit): the form says so,
 * and from an act's price typed here (not sent) computes that part with the patient's cover and
 * shows the split.
 */
function InsurerPartHelper({ percentCovered, language, onSplit }: { percentCovered: number | null; language: ReturnType<typeof useLanguage>; onSplit: (insurer: number) => void }) {
  const { t } = useTranslation();
  const [price, setPrice] = useState('');
  const typed = typedAmount(price);
  const split = percentCovered !== null && typed !== undefined && Number.isFinite(typed) && typed >= 0 ? insuranceSplit(typed, percentCovered) : null;
  return (
    <div className="dn-field patients-insurer-part">
      <p id="payment-covered-hint" className="patients-insurer-part__hint">
        {percentCovered === null ? t('payments.coveredHintNoPercent') : t('payments.coveredHint', { percent: formatPercent(percentCovered, language) })}
      </p>
      {percentCovered !== null && (
        <label className="dn-field">
          {t('payments.actPrice')}
          <input
            className="dn-input"
            type="text"
            inputMode="decimal"
            value={price}
            onChange={(event) => {
              setPrice(event.target.value);
              const next = typedAmount(event.target.value);
              if (next !== undefined && Number.isFinite(next) && next >= 0) onSplit(insuranceSplit(next, percentCovered).insurer);
            }}
          />
        </label>
      )}
      {split && (
        <p className="patients-insurer-part__split" aria-live="polite">
          {t('payments.split', { insurer: formatMoney(split.insurer, language), patient: formatMoney(split.patient, language) })}
        </p>
      )}
    </div>
  );
}
