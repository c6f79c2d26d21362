import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '@dental/contracts';
import { patientsApi } from '@dental/api-client';
import { useAppDispatch, useAppSelector } from '@dental/auth';
import { DoctorSelect, ErrorBanners, FormActions, Modal, useFormSubmit } from '@dental/ui';
import { DEFAULT_PAYMENT_METHOD, defaultMethodValue, numberOrNull, suggestedSupported } from '../form/patient-form-model';
import { patientAssurances, patientPaymentModes } from '../shared/reference-slices';
import { initialDoctor, useDoctorChoice } from '../shared/use-doctors';

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

function ReturnForm({ patient, defaultDoctor, onDone, onCancel }: Props & { patient: Patient }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const choice = useDoctorChoice();
  const assurances = useAppSelector(patientAssurances.select);
  const paymentModes = useAppSelector(patientPaymentModes.select);
  const [doctor, setDoctor] = useState('');
  const [method, setMethod] = useState('');
  const [supported, setSupported] = useState<string | null>(null);
  const { saving, errors, submitWith } = useFormSubmit(onDone);

  useEffect(() => {
    void dispatch(patientAssurances.fetch());
    void dispatch(patientPaymentModes.fetch());
  }, [dispatch]);

  const insured = Boolean(patient.assurance?.society);
  const insurer = assurances.items.find((assurance) => assurance._id === patient.assurance?.society);
  const chosenDoctor = doctor || initialDoctor(choice, defaultDoctor ?? patient.doctor[0]);
  const openModes = paymentModes.items.filter((mode) => !mode.archive);
  const chosenMethod = method || defaultMethodValue(paymentModes.items);
  const amount = supported ?? suggestedSupported(insurer, String(patient.assurance?.percentCovered ?? ''));

  const submit = submitWith(() =>
    patientsApi.return({
      patient: patient._id,
      doctor: chosenDoctor,
      method: insured ? null : chosenMethod,
      supported: insured ? numberOrNull(amount) : null,
    }),
  );

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      {choice.global && <DoctorSelect doctors={choice.doctors} value={chosenDoctor} onChange={setDoctor} />}
      {insured ? (
        <label className="dn-field">
          {t('form.supported')}
          <input
            className="dn-input"
            name="supported"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={amount}
            onChange={(e) => setSupported(e.target.value)}
          />
        </label>
      ) : (
        <label className="dn-field">
          {t('form.method')}
          <select className="dn-input" name="method" value={chosenMethod} onChange={(e) => setMethod(e.target.value)}>
            {openModes.length === 0 && <option value={DEFAULT_PAYMENT_METHOD}>{DEFAULT_PAYMENT_METHOD}</option>}
            {openModes.map((mode) => (
              <option key={mode._id} value={mode._id}>
                {mode.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <FormActions saving={saving} onCancel={onCancel} submitLabel={t('actions.return')} />
    </form>
  );
}
