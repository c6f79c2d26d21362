import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isViewDenied, type Patient, type PatientInput } from '@dental/contracts';
import { useAppDispatch, useAppSelector } from '@dental/auth';
import { formatMoney, useLanguage } from '@dental/i18n';
import { DoctorSelect, ErrorBanners, FormActions, useFormSubmit } from '@dental/ui';
import { patientAssurances, patientPaymentModes } from '../shared/reference-slices';
import { initialDoctor, useDoctorChoice } from '../shared/use-doctors';
import { rememberBackLink } from '../rules/back-link';
import { usePatientPaths } from '../rules/use-patient-paths';
import { defaultMethodValue, DEFAULT_PAYMENT_METHOD, emptyValues, suggestedSupported, toPatientInput, valuesFromPatient, visibleFields, type PatientFormValues } from './patient-form-model';
import './patient-form.css';

/** What follows a save is done with the saved patient, inside the submission. */
const afterSubmit = () => undefined;

export interface PatientFormProps {
  /** The patient being edited; absent to add one. */
  initial?: Patient;
  /** The doctor a new patient starts with (the list's doctor), when the user may choose. */
  defaultDoctor?: string;
  onSubmit: (input: PatientInput) => Promise<Patient>;
  /** After a successful save. Adding then empties the form for the next patient. */
  onSaved: (patient: Patient) => void;
  onCancel: () => void;
}

/**
 * The add-patient form of spec part 1 §2, also used to edit: server messages stay in red banners
 * inside the form and nothing typed is lost; after an addition the form starts again with +222.
 */
export function PatientForm({ initial, defaultDoctor, onSubmit, onSaved, onCancel }: PatientFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const choice = useDoctorChoice();
  const paths = usePatientPaths();
  const assurances = useAppSelector(patientAssurances.select);
  const paymentModes = useAppSelector(patientPaymentModes.select);
  const [values, setValues] = useState<PatientFormValues>(() => (initial ? valuesFromPatient(initial) : emptyValues()));
  const [added, setAdded] = useState<Patient | null>(null);
  // Until the covered amount is typed, the one suggested by the insurer's price applies.
  const [supportedTyped, setSupportedTyped] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const ids = { percent: useId(), supported: useId() };

  useEffect(() => {
    void dispatch(patientAssurances.fetch());
    void dispatch(patientPaymentModes.fetch());
  }, [dispatch]);

  const { saving, errors, submitWith } = useFormSubmit(afterSubmit);
  // After an addition the next patient is typed from the name on.
  const [resets, setResets] = useState(0);
  useEffect(() => {
    if (resets > 0) nameField.current?.focus();
  }, [resets]);

  function saved(patient: Patient) {
    if (!initial) {
      setValues(emptyValues());
      setSupportedTyped(false);
      setAdded(patient);
      setResets((n) => n + 1);
    }
    onSaved(patient);
  }

  const set = <K extends keyof PatientFormValues>(field: K, value: PatientFormValues[K]) => {
    setAdded(null);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const openModes = paymentModes.items.filter((mode) => !mode.archive || mode._id === values.method);
  const doctor = values.doctor || initialDoctor(choice, defaultDoctor);
  const method = values.method || defaultMethodValue(paymentModes.items);
  const insurer = assurances.items.find((assurance) => assurance._id === values.society);
  const supported = supportedTyped ? values.supported : suggestedSupported(insurer, values.percentCovered);
  const shown = visibleFields(values);

  const submit = submitWith(async () => saved(await onSubmit(toPatientInput(values, { doctor, method, supported, editing: initial }))));

  const textField = (field: 'name' | 'phone' | 'whatsApp' | 'healthCondition' | 'address' | 'registrationNumber' | 'professionalId' | 'coverage', type = 'text') => (
    <label className="dn-field">
      {t(`form.${field}`)}
      <input
        ref={field === 'name' ? nameField : undefined}
        className={`dn-input${type === 'tel' ? ' patients-form__tel' : ''}`}
        name={field}
        type={type}
        value={values[field]}
        autoComplete="off"
        onChange={(e) => set(field, e.target.value)}
      />
    </label>
  );

  return (
    <form className="dn-form patients-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      {added && (
        <p className="patients-form__added" role="status">
          {t('form.added', { name: added.name })}{' '}
          <Link to={paths.file(added.doctor[0] ?? doctor, added._id)} onClick={() => rememberBackLink(location.pathname + location.search)}>
            {t('form.openFile')}
          </Link>
        </p>
      )}
      <div className="patients-form__grid">
        {choice.global ? <DoctorSelect doctors={choice.doctors} value={doctor} onChange={(id) => set('doctor', id)} /> : null}
        {textField('name')}
        {textField('phone', 'tel')}
        {textField('whatsApp', 'tel')}
        <label className="dn-field">
          {t('form.yearOfBirth')}
          <input
            className="dn-input"
            name="yearOfBirth"
            type="number"
            inputMode="numeric"
            min={1900}
            max={new Date().getFullYear()}
            step={1}
            value={values.yearOfBirth}
            onChange={(e) => set('yearOfBirth', e.target.value)}
          />
        </label>
        {textField('address')}
        <label className="dn-field patients-form__wide">
          {t('form.healthCondition')}
          <textarea className="dn-input" name="healthCondition" rows={2} value={values.healthCondition} onChange={(e) => set('healthCondition', e.target.value)} />
        </label>
      </div>

      <fieldset className="patients-form__group">
        <legend className="dn-visually-hidden">{t('form.insurance')}</legend>
        <label className="dn-field dn-field--inline">
          <input type="checkbox" name="assure" checked={values.assure} onChange={(e) => set('assure', e.target.checked)} />
          {t('form.assure')}
        </label>
        {shown.insurance && (
          <div className="patients-form__grid">
            <label className="dn-field">
              {t('form.society')}
              <select className="dn-input" name="society" value={values.society} onChange={(e) => set('society', e.target.value)}>
                <option value="">{t('form.chooseSociety')}</option>
                {assurances.items.map((assurance) => (
                  <option key={assurance._id} value={assurance._id}>
                    {assurance.name}
                  </option>
                ))}
              </select>
            </label>
            {textField('registrationNumber')}
            {textField('professionalId')}
            {textField('coverage')}
            <div className="patients-form__field">
              <label className="dn-field">
                {t('form.percentCovered')}
                <input
                  className="dn-input"
                  name="percentCovered"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  aria-describedby={ids.percent}
                  value={values.percentCovered}
                  onChange={(e) => set('percentCovered', e.target.value)}
                />
              </label>
              <span id={ids.percent} className="patients-form__hint">
                {t('form.percentHint')}
              </span>
            </div>
            <ReferenceErrors messages={assurances.error} wide />
          </div>
        )}
      </fieldset>

      {/* A consultation is recorded when the patient is added; an edit records none. */}
      {!initial && (
        <fieldset className="patients-form__group">
          <legend className="dn-visually-hidden">{t('form.consultation')}</legend>
          <label className="dn-field dn-field--inline">
            <input type="checkbox" name="isConsult" checked={values.isConsult} onChange={(e) => set('isConsult', e.target.checked)} />
            {t('form.isConsult')}
          </label>
          {shown.supported && (
            <div className="patients-form__field">
              <label className="dn-field">
                {t('form.supported')}
                <input
                  className="dn-input patients-form__amount"
                  name="supported"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  aria-describedby={ids.supported}
                  value={supported}
                  onChange={(e) => {
                    setSupportedTyped(true);
                    set('supported', e.target.value);
                  }}
                />
              </label>
              <span id={ids.supported} className="patients-form__hint">
                {insurer ? t('form.supportedHint', { price: formatMoney(insurer.cons_price, language) }) : t('form.supportedNoInsurer')}
              </span>
            </div>
          )}
          {shown.method && (
            <div className="patients-form__field">
              <label className="dn-field">
                {t('form.method')}
                <select className="dn-input" name="method" value={method} onChange={(e) => set('method', e.target.value)}>
                  {openModes.length === 0 && <option value={DEFAULT_PAYMENT_METHOD}>{DEFAULT_PAYMENT_METHOD}</option>}
                  {openModes.map((mode) => (
                    <option key={mode._id} value={mode._id}>
                      {mode.name}
                    </option>
                  ))}
                </select>
              </label>
              <ReferenceErrors messages={paymentModes.error} />
            </div>
          )}
        </fieldset>
      )}
      <FormActions saving={saving} onCancel={onCancel} submitLabel={initial ? undefined : t('form.submitAdd')} />
    </form>
  );
}

/**
 * Why a list of choices is empty. A payment mode list the user may not see is no obstacle (the
 * default method is sent by name), so its view refusal is not shown; an insurer's list is needed.
 */
function ReferenceErrors({ messages, wide = false }: { messages: readonly string[]; wide?: boolean }) {
  const shown = wide ? messages : messages.filter((message) => !isViewDenied(message));
  if (shown.length === 0) return null;
  return <p className={wide ? 'patients-form__hint patients-form__wide' : 'patients-form__hint'}>{shown.join(' ')}</p>;
}
