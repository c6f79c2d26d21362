import type { Ref } from 'react';
import type { PaymentMode } from '@dental/contracts';
import { DEFAULT_PAYMENT_METHOD } from './patient-form-model';
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

/**
 * How a consultation is paid: the open payment modes (and the one chosen), or the default method
 * by name when none can be listed.
 */
export function PaymentMethodSelect({ modes, field, value, onChange }: ChoiceProps<HTMLSelectElement> & { modes: readonly PaymentMode[] }) {
  const choices = modes.filter((mode) => !mode.archive || mode._id === value);
  return (
    <select {...field} value={value} onChange={(e) => onChange(e.target.value)}>
      {choices.length === 0 && <option value={DEFAULT_PAYMENT_METHOD}>{DEFAULT_PAYMENT_METHOD}</option>}
      {choices.map((mode) => (
        <option key={mode._id} value={mode._id}>
          {mode.name}
        </option>
      ))}
    </select>
  );
}

/** The amount the insurer covers of a consultation, in cents at most. */
export function SupportedAmountInput({ field, value, onChange }: ChoiceProps<HTMLInputElement>) {
  return <input {...field} {...AMOUNT_INPUT} value={value} onChange={(e) => onChange(e.target.value)} />;
}
