import type { Ref } from 'react';
import { DEFAULT_PAYMENT_MODE_NAME, paymentModeName } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { offeredPaymentModes, type PaymentModeChoice } from './patient-form-model';
import { AMOUNT_INPUT } from '@dental/ui';

/** What a form gives its input: react-hook-form's name and ref, the class and ARIA state of a refusal. */
interface FieldAttributes<E> {
  name: string;
  ref: Ref<E>;
  className: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface ChoiceProps<E> {
  field: FieldAttributes<E>;
  /** The value in effect: chosen or typed, else the form's default. */
  value: string;
  onChange: (value: string) => void;
}

interface PaymentMethodProps {
  modes: readonly PaymentModeChoice[];
  /** An edited payment's own mode, offered even when archived. */
  own?: PaymentModeChoice | null;
}

/**
 * How a payment is made: the open payment modes (and an edited payment's own), each once and in the
 * user's words, or the default method by name when none can be listed.
 */
export function PaymentMethodSelect({ modes, own, field, value, onChange }: ChoiceProps<HTMLSelectElement> & PaymentMethodProps) {
  const language = useLanguage();
  const choices = offeredPaymentModes(modes, own);
  return (
    <select {...field} value={value} onChange={(e) => onChange(e.target.value)}>
      {choices.length === 0 && <option value={DEFAULT_PAYMENT_MODE_NAME}>{paymentModeName(DEFAULT_PAYMENT_MODE_NAME, language)}</option>}
      {choices.map((mode) => (
        <option key={mode._id} value={mode._id}>
          {paymentModeName(mode.name, language)}
        </option>
      ))}
    </select>
  );
}

/** The amount the insurer covers of a consultation, in cents at most. */
export function SupportedAmountInput({ field, value, onChange }: ChoiceProps<HTMLInputElement>) {
  return <input {...field} {...AMOUNT_INPUT} value={value} onChange={(e) => onChange(e.target.value)} />;
}
