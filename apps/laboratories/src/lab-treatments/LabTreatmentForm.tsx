import { typedAmount } from '@dental/contracts';
import { useTranslation } from 'react-i18next';
import type { LabTreatment, LabTreatmentInput } from '@dental/contracts';
import { AMOUNT_INPUT, ErrorBanners, FormActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import type { TreatmentChoice } from './prosthesis-choices';

export interface LabTreatmentFormProps {
  initial?: LabTreatment;
  /** The prothese treatments offered. */
  choices: readonly TreatmentChoice[];
  onSubmit: (input: LabTreatmentInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

interface LabTreatmentValues {
  treatment: string;
  price: string;
}

/** A price list entry: a prothese treatment and the laboratory's price; the server's messages stay in the form. */
export function LabTreatmentForm({ initial, choices, onSubmit, onDone, onCancel }: LabTreatmentFormProps) {
  const { t } = useTranslation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<LabTreatmentValues>({
    defaultValues: { treatment: initial?.treatment._id ?? '', price: initial ? String(initial.price) : '' },
    serverFields: {
      treatment: ['labTreatment.treatmentRequired', 'labTreatment.exists'],
      price: ['labTreatment.priceRequired', 'labTreatment.priceInvalid'],
    },
    amountFields: { price: { invalid: 'labTreatment.priceInvalid' } },
    onDone,
  });

  // An empty choice or price is sent as missing so that the server answers with its message.
  const submit = submitWith(({ treatment, price }) =>
    onSubmit({ treatment: treatment || undefined, price: typedAmount(price) } as LabTreatmentInput),
  );

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('labTreatments.treatment')}
        <select {...form.register('treatment')} {...fieldState('treatment')} autoFocus>
          <option value="">{t('labTreatments.choose')}</option>
          {choices.map((choice) => (
            <option key={choice._id} value={choice._id}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      <label className="dn-field">
        {t('labTreatments.price')}
        <input {...form.register('price')} {...fieldState('price')} {...AMOUNT_INPUT} />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
