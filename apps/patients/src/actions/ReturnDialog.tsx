import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import type { Patient } from '@dental/contracts';
import { referenceApi } from '@dental/api-client';
import { DoctorSelect, ErrorBanners, FormActions, Modal } from '@dental/ui';
import { PaymentMethodSelect, SupportedAmountInput } from '../form/ConsultationFields';
import { defaultMethodValue, numberOrNull, suggestedSupported } from '../form/patient-form-model';
import type { ServerFields } from '@dental/ui/form';
import { initialDoctor, useDoctorChoice } from '../shared/use-doctors';
import { useServerForm } from '@dental/ui/form';
import { patientActionsApi } from './patient-actions-api';

interface Props {
  patient: Patient | null;
  /** The doctor proposed for the new visit. */
  defaultDoctor?: string;
  onDone: () => void;
  onCancel: () => void;
}

/** Retourner: a finished patient comes back for a new visit, with its doctor and how the consultation is paid. */
export function ReturnDialog({ patient, defaultDoctor, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={patient !== null} title={t('actions.returnTitle', { name: patient?.name ?? '' })} onClose={onCancel}>
      {patient && <ReturnForm key={patient._id} patient={patient} defaultDoctor={defaultDoctor} onDone={onDone} onCancel={onCancel} />}
    </Modal>
  );
}

/** What Retourner holds: '' until chosen or typed, the defaults apply. */
interface ReturnValues {
  doctor: string;
  method: string;
  supported: string;
}

/** The server messages that name a field of Retourner (the doctor's shared select cannot be marked). */
const RETURN_SERVER_FIELDS: ServerFields<keyof ReturnValues> = {
  method: ['patient.methodOrAmountRequired'],
  supported: ['patient.amountRequired', 'patient.amountInvalid'],
};

function ReturnForm({ patient, defaultDoctor, onDone, onCancel }: Props & { patient: Patient }) {
  const { t } = useTranslation();
  const choice = useDoctorChoice();
  const assurances = referenceApi.useAssurancesQuery();
  const paymentModes = referenceApi.usePaymentModesQuery();
  const [returnPatient] = patientActionsApi.useReturnPatientMutation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<ReturnValues>({
    defaultValues: { doctor: '', method: '', supported: '' },
    serverFields: RETURN_SERVER_FIELDS,
    amountFields: { supported: { invalid: 'patient.amountInvalid' } },
  });
  const { control } = form;
  // Until the covered amount is typed, the one suggested by the insurer's price applies.
  const [supportedTyped, setSupportedTyped] = useState(false);

  const insured = Boolean(patient.assurance?.society);
  const insurer = assurances.data?.find((assurance) => assurance._id === patient.assurance?.society);
  const modes = paymentModes.data ?? [];
  const inEffect = (values: ReturnValues) => ({
    doctor: values.doctor || initialDoctor(choice, defaultDoctor ?? patient.doctor[0]),
    method: values.method || defaultMethodValue(modes),
    supported: supportedTyped ? values.supported : suggestedSupported(insurer, String(patient.assurance?.percentCovered ?? '')),
  });
  const effective = inEffect(useWatch({ control }) as ReturnValues);

  const submit = submitWith(async (values) => {
    const { doctor, method, supported } = inEffect(values);
    await returnPatient({
      patient: patient._id,
      doctor,
      method: insured ? null : method,
      supported: insured ? numberOrNull(supported) : null,
    }).unwrap();
    onDone();
  });

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      {choice.global && (
        <Controller
          control={control}
          name="doctor"
          render={({ field }) => <DoctorSelect doctors={choice.doctors} value={effective.doctor} onChange={field.onChange} />}
        />
      )}
      {insured ? (
        <label className="dn-field">
          {t('form.supported')}
          <Controller
            control={control}
            name="supported"
            render={({ field }) => (
              <SupportedAmountInput
                field={{ ...fieldState('supported'), name: field.name, ref: field.ref }}
                value={effective.supported}
                onChange={(value) => {
                  setSupportedTyped(true);
                  field.onChange(value);
                }}
              />
            )}
          />
        </label>
      ) : (
        <label className="dn-field">
          {t('form.method')}
          <Controller
            control={control}
            name="method"
            render={({ field }) => (
              <PaymentMethodSelect modes={modes} field={{ ...fieldState('method'), name: field.name, ref: field.ref }} value={effective.method} onChange={field.onChange} />
            )}
          />
        </label>
      )}
      <FormActions saving={saving} onCancel={onCancel} submitLabel={t('actions.return')} />
    </form>
  );
}
