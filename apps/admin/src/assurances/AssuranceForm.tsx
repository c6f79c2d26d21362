import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assurance, AssuranceInput } from '@dental/contracts';
import { ErrorBanners, FormActions, useFormSubmit } from '@dental/ui';

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
      <label className="dn-field">
        {t('assurances.name')}
        <input className="dn-input" name="name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      </label>
      <label className="dn-field">
        {t('assurances.consPrice')}
        <input
          className="dn-input"
          name="cons_price"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={consPrice}
          onChange={(e) => setConsPrice(e.target.value)}
        />
      </label>
      <label className="dn-field">
        {t('assurances.color')}
        <input className="dn-input dn-input--color" name="color" type="color" value={color} onChange={(e) => setColor(e.target.value)} />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
