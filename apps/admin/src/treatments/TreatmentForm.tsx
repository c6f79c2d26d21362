import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TREATMENT_TYPE, TREATMENT_TYPES, type InsurerTreatmentInput, type Treatment, type TreatmentType } from '@dental/contracts';
import { ErrorBanners, FormActions, NumberField, TextField, useFormSubmit } from '@dental/ui';

export interface TreatmentFormProps {
  initial?: Treatment;
  /** The type a new treatment starts with: the open tab's. */
  defaultType?: TreatmentType;
  onSubmit: (input: InsurerTreatmentInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Name, type and price of a treatment, for the catalogue and for an insurer's list. */
export function TreatmentForm({ initial, defaultType = DEFAULT_TREATMENT_TYPE, onSubmit, onDone, onCancel }: TreatmentFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [type, setType] = useState<TreatmentType>(initial?.type ?? defaultType);
  const [price, setPrice] = useState(initial ? String(initial.price) : '');
  const { saving, errors, submitWith } = useFormSubmit(onDone);

  // A blank price is sent as missing so that the server answers "price required".
  const submit = submitWith(() => onSubmit({ name, type, price: (price.trim() === '' ? undefined : Number(price)) as number }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <TextField label={t('treatments.name')} name="name" value={name} onChange={setName} autoFocus />
      <label className="dn-field">
        {t('treatments.type')}
        <select className="dn-input" name="type" value={type} onChange={(e) => setType(e.target.value as TreatmentType)}>
          {TREATMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`treatments.types.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <NumberField label={t('treatments.price')} name="price" value={price} onChange={setPrice} money />
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
