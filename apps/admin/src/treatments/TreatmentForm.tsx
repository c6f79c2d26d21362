import { useTranslation } from 'react-i18next';
import { DEFAULT_TREATMENT_TYPE, type InsurerTreatmentInput, type Treatment, TREATMENT_TYPES, type TreatmentType, typedAmount } from '@dental/contracts';
import { AMOUNT_INPUT, ErrorBanners, FormActions, type CrudFormProps } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

export interface TreatmentFormProps extends CrudFormProps<Treatment, InsurerTreatmentInput> {
  /** The type a new treatment starts with: the open tab's. */
  defaultType?: TreatmentType;
}

interface TreatmentValues {
  name: string;
  type: TreatmentType;
  price: string;
}

/** Name, type and price of a treatment, for the catalogue and for an insurer's list. */
export function TreatmentForm({ initial, defaultType = DEFAULT_TREATMENT_TYPE, onSubmit, onDone, onCancel }: TreatmentFormProps) {
  const { t } = useTranslation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<TreatmentValues>({
    defaultValues: { name: initial?.name ?? '', type: initial?.type ?? defaultType, price: initial ? String(initial.price) : '' },
    serverFields: {
      name: ['treatment.nameRequired', 'treatment.exists', 'treatment.alreadyInsured'],
      type: ['treatment.typeRequired', 'treatment.typeInvalid'],
      price: ['treatment.priceRequired', 'treatment.priceInvalid'],
    },
    amountFields: { price: { invalid: 'treatment.priceInvalid' } },
    onDone,
  });

  // A blank price is sent as missing so that the server answers "price required".
  const submit = submitWith(({ name, type, price }) => onSubmit({ name, type, price: typedAmount(price) as number }));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('treatments.name')}
        <input {...form.register('name')} {...fieldState('name')} autoFocus />
      </label>
      <label className="dn-field">
        {t('treatments.type')}
        <select {...form.register('type')} {...fieldState('type')}>
          {TREATMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`treatments.types.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="dn-field">
        {t('treatments.price')}
        <input {...form.register('price')} {...fieldState('price')} {...AMOUNT_INPUT} />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
