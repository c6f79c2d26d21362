import type { InputHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** A labelled text input of a form. */
export function TextField({ label, name, value, onChange, autoFocus, ...rest }: FieldProps & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'list' | 'onBlur'>) {
  return (
    <label className="dn-field">
      {label}
      <input className="dn-input" name={name} value={value} onChange={(e) => onChange(e.target.value)} autoFocus={autoFocus} {...rest} />
    </label>
  );
}

/**
 * The attributes of every amount input: a text input with the decimal keyboard, never a number
 * input (which, by the browser's locale, drops "12,5" or reads it as 125 before the form sees it);
 * the text is read by `typedAmount` of libs/contracts (a comma or a point, Arabic-Indic digits).
 */
export const AMOUNT_INPUT = { type: 'text', inputMode: 'decimal', dir: 'ltr', autoComplete: 'off', spellCheck: false } as const satisfies InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled number input. The value stays text so that an empty or odd entry reaches the server
 * as typed and comes back with its message; `money` makes it an amount input (`AMOUNT_INPUT`).
 */
export function NumberField({ label, name, value, onChange, autoFocus, money, ...rest }: FieldProps & { money?: boolean } & Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'onBlur'>) {
  return (
    <label className="dn-field">
      {label}
      <input
        className="dn-input"
        name={name}
        {...(money ? AMOUNT_INPUT : { type: 'number', inputMode: 'numeric', min: 0, step: 1 })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus={autoFocus}
        {...rest}
      />
    </label>
  );
}

/**
 * A labelled date input whose value is always `YYYY-MM-DD` (the browser's own picker shows it in
 * the user's language), or '' when cleared. `min`/`max` take the same form.
 */
export function DateField({ label, name, value, onChange, autoFocus, ...rest }: FieldProps & Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'required' | 'onBlur'>) {
  return (
    <label className="dn-field">
      {label}
      <input className="dn-input dn-input--date" name={name} type="date" dir="ltr" value={value} onChange={(e) => onChange(e.target.value)} autoFocus={autoFocus} {...rest} />
    </label>
  );
}

/** A labelled time input whose value is always `HH:MM` (24 h), or '' when cleared; `step` in seconds (default a minute). */
export function TimeField({ label, name, value, onChange, autoFocus, ...rest }: FieldProps & Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'step' | 'required' | 'onBlur'>) {
  return (
    <label className="dn-field">
      {label}
      <input className="dn-input dn-input--time" name={name} type="time" dir="ltr" value={value} onChange={(e) => onChange(e.target.value)} autoFocus={autoFocus} {...rest} />
    </label>
  );
}
