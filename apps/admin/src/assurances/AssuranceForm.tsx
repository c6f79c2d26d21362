import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assurance, AssuranceInput } from '@dental/contracts';
import { ErrorBanners, FormActions, NumberField, TextField, useFormSubmit } from '@dental/ui';

const DEFAULT_COLOR = '#0984e3';

export interface AssuranceFormProps {
  initial?: Assurance;
  onSubmit: (input: AssuranceInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

export function AssuranceForm({ initial, onSubmit, onDone, onCancel }: AssuranceFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [consPrice, setConsPrice] = useState(initial ? String(initial.cons_price) : '');
  const [color, setColor] = useState(initial?.color ?? DEFAULT_COLOR);
  const { saving, errors, submitWith } = useFormSubmit(onDone);

  const submit = submitWith(() =>
    onSubmit({ name, cons_price: (consPrice.trim() === '' ? undefined : Number(consPrice)) as number, color }),
  );

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <TextField label={t('assurances.name')} name="name" value={name} onChange={setName} autoFocus />
      <NumberField label={t('assurances.consPrice')} name="cons_price" value={consPrice} onChange={setConsPrice} money />
      <label className="dn-field">
        {t('assurances.color')}
        <input className="dn-input dn-input--color" name="color" type="color" value={color} onChange={(e) => setColor(e.target.value)} />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
