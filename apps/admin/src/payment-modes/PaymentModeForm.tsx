import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMode, PaymentModeInput } from '@dental/contracts';
import { ErrorBanners, FormActions, NumberField, TextField, useFormSubmit } from '@dental/ui';

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
  const { saving, errors, submitWith } = useFormSubmit(onDone);

  // An empty code is sent as missing so that the server answers with its message.
  const submit = submitWith(() => onSubmit({ name, code: (code.trim() === '' ? undefined : Number(code)) as number, archive }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <TextField label={t('paymentModes.name')} name="name" value={name} onChange={setName} autoFocus />
      <NumberField label={t('paymentModes.code')} name="code" value={code} onChange={setCode} />
      <label className="dn-field dn-field--inline">
        <input type="checkbox" name="archive" checked={archive} onChange={(e) => setArchive(e.target.checked)} />
        {t('paymentModes.archive')}
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
