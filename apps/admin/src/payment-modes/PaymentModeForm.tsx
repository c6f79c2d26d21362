import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMode, PaymentModeInput } from '@dental/contracts';
import { ErrorBanners, useMessages } from '@dental/ui';
import { failureMessages } from '@dental/auth';

export interface PaymentModeFormProps {
  initial?: PaymentMode;
  onSubmit: (input: PaymentModeInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Name, numeric code (0 by default) and archive flag; server messages stay in the form. */
export function PaymentModeForm({ initial, onSubmit, onDone, onCancel }: PaymentModeFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [code, setCode] = useState(String(initial?.code ?? 0));
  const [archive, setArchive] = useState(initial?.archive ?? false);
  const [saving, setSaving] = useState(false);
  const errors = useMessages();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    errors.clear();
    try {
      // An empty or non-numeric code is sent as is so the server answers with its message.
      const numeric = code.trim() === '' ? undefined : Number(code);
      await onSubmit({ name, code: numeric as number, archive });
      onDone();
    } catch (error) {
      errors.setMessages(failureMessages(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <label className="dn-field">
        {t('paymentModes.name')}
        <input className="dn-input" name="name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      </label>
      <label className="dn-field">
        {t('paymentModes.code')}
        <input
          className="dn-input"
          name="code"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <label className="dn-field dn-field--inline">
        <input type="checkbox" name="archive" checked={archive} onChange={(e) => setArchive(e.target.checked)} />
        {t('paymentModes.archive')}
      </label>
      <div className="dn-form__actions">
        <button type="button" className="dn-button dn-button--ghost" onClick={onCancel}>
          {t('common:cancel')}
        </button>
        <button type="submit" className="dn-button" disabled={saving}>
          {saving ? t('common:saving') : t('common:save')}
        </button>
      </div>
    </form>
  );
}
