import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Controller, useWatch } from 'react-hook-form';
import { isPhoneNumber, isViewDenied, translateMessage, type Patient, type PatientInput } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { formatMoney, useLanguage } from '@dental/i18n';
import { useAppSelector } from '@dental/auth';
import { consultationCharge } from '@dental/domain';
import { DoctorSelect, ErrorBanners, FormActions } from '@dental/ui';
import { initialDoctor, useDoctorChoice } from '../shared/use-doctors';
import { useMessageLanguageWords } from '../shared/message-language';
import { useServerForm } from '@dental/ui/form';
import { rememberBackLink } from '@dental/module-kit';
import { usePatientPaths } from '../rules/use-patient-paths';
import { PaymentMethodSelect, SupportedAmountInput } from './ConsultationFields';
import { duplicateProbe, probeKey } from './duplicate-check';
import { duplicatesApi } from './duplicates-api';
import { DuplicatesPanel } from './DuplicatesPanel';
import {
  defaultMethodValue,
  emptyValues,
  PATIENT_SERVER_FIELDS,
  suggestedSupported,
  toPatientInput,
  valuesFromPatient,
  visibleFields,
  type PatientFormValues,
} from './patient-form-model';
import './patient-form.css';

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

const MESSAGE_LANGUAGE_CHOICES: readonly PatientFormValues['messageLanguage'][] = ['', 'fr', 'ar'];

type TextFieldName = 'name' | 'phone' | 'whatsApp' | 'address' | 'registrationNumber' | 'professionalId' | 'coverage';

/**
 * The add-patient form of spec part 1 §2, also used to edit: server messages stay in red banners
 * inside the form, the fields they name are marked and nothing typed is lost; after an addition
 * the form starts again with +222.
 */
export function PatientForm({ initial, defaultDoctor, onSubmit, onSaved, onCancel }: PatientFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const choice = useDoctorChoice();
  const paths = usePatientPaths();
  const assurances = listView(referenceApi.useAssurancesQuery());
  const paymentModes = listView(referenceApi.usePaymentModesQuery());
  const languageWords = useMessageLanguageWords();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<PatientFormValues>({
    defaultValues: initial ? valuesFromPatient(initial) : emptyValues(),
    serverFields: PATIENT_SERVER_FIELDS,
    amountFields: { supported: { invalid: 'patient.amountInvalid' } },
  });
  const { register, control, reset, setFocus } = form;
  const values = useWatch({ control }) as PatientFormValues;
  const [added, setAdded] = useState<Patient | null>(null);
  // Until the covered amount is typed, the one suggested by the insurer's price applies.
  const [supportedTyped, setSupportedTyped] = useState(false);
  const ids = { percent: useId(), supported: useId() };

  // After an addition the next patient is typed from the name on.
  const [resets, setResets] = useState(0);
  useEffect(() => {
    if (resets > 0) setFocus('name');
  }, [resets, setFocus]);

  const insurer = assurances.items.find((assurance) => assurance._id === values.society);
  const clinicPrice = useAppSelector((state) => state.settings.data?.consultationPrice);
  /** What the ticked box will charge, as the API charges it; unknown until an insured patient's insurer is chosen. */
  const consultationAmount = values.assure
    ? insurer && consultationCharge(clinicPrice ?? 0, insurer.cons_price)
    : clinicPrice === undefined
      ? undefined
      : consultationCharge(clinicPrice);
  /** The doctor, payment mode and covered amount in effect: chosen or typed, else the form's defaults. */
  const inEffect = (current: PatientFormValues) => ({
    doctor: current.doctor || initialDoctor(choice, defaultDoctor),
    method: current.method || defaultMethodValue(paymentModes.items),
    supported: supportedTyped ? current.supported : suggestedSupported(insurer, current.percentCovered),
  });
  const shown = visibleFields(values);
  const effective = inEffect(values);
  const duplicates = useDuplicateCheck();

  const submit = submitWith(async (current) => {
    if (!initial && (await duplicates.found(current))) return;
    const patient = await onSubmit(toPatientInput(current, { ...inEffect(current), editing: initial }));
    if (!initial) {
      reset(emptyValues());
      setSupportedTyped(false);
      setAdded(patient);
      setResets((n) => n + 1);
      duplicates.forget();
    }
    onSaved(patient);
  });
  const createAnyway = () => {
    duplicates.acknowledge();
    void submit();
  };
  const shownDuplicates = duplicates.shownFor(values);
  /** Phones hold digits, spaces and a leading + (the server says the same). */
  const phoneRule = (field: 'phone' | 'whatsApp') => ({
    validate: (text: string) =>
      text.trim() === '' || isPhoneNumber(text) || translateMessage(field === 'phone' ? 'patient.phoneInvalid' : 'patient.whatsAppInvalid', language),
  });

  const textField = (field: TextFieldName, type = 'text') => (
    <label className="dn-field">
      {t(`form.${field}`)}
      <input
        {...register(field, field === 'phone' || field === 'whatsApp' ? phoneRule(field) : undefined)}
        {...fieldState(field, type === 'tel' ? 'dn-input patients-form__tel' : 'dn-input')}
        type={type}
        autoComplete="off"
      />
    </label>
  );

  return (
    <form className="dn-form patients-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      {/* Shown until the next patient is typed. */}
      {added && !form.formState.isDirty && (
        <p className="patients-form__added" role="status">
          {t('form.added', { name: added.name })}{' '}
          <Link to={paths.file(added.doctor[0] ?? effective.doctor, added._id)} onClick={() => rememberBackLink(location.pathname + location.search)}>
            {t('form.openFile')}
          </Link>
        </p>
      )}
      <div className="patients-form__grid">
        {choice.global ? (
          <Controller
            control={control}
            name="doctor"
            render={({ field }) => <DoctorSelect doctors={choice.doctors} value={effective.doctor} onChange={field.onChange} />}
          />
        ) : null}
        {textField('name')}
        {textField('phone', 'tel')}
        {textField('whatsApp', 'tel')}
        <label className="dn-field">
          {t('form.yearOfBirth')}
          <input
            {...register('yearOfBirth')}
            {...fieldState('yearOfBirth')}
            type="number"
            inputMode="numeric"
            min={1900}
            max={new Date().getFullYear()}
            step={1}
          />
        </label>
        {textField('address')}
        <label className="dn-field">
          {t('form.messageLanguage')}
          <select {...register('messageLanguage')} {...fieldState('messageLanguage')}>
            {MESSAGE_LANGUAGE_CHOICES.map((choice) => (
              <option key={choice} value={choice} lang={choice || undefined}>
                {languageWords(choice || null)}
              </option>
            ))}
          </select>
        </label>
        <label className="dn-field patients-form__wide">
          {t('form.healthCondition')}
          <textarea {...register('healthCondition')} className="dn-input" rows={2} />
        </label>
      </div>

      <fieldset className="patients-form__group">
        <legend className="dn-visually-hidden">{t('form.insurance')}</legend>
        <label className="dn-field dn-field--inline">
          <input type="checkbox" {...register('assure')} />
          {t('form.assure')}
        </label>
        {shown.insurance && (
          <div className="patients-form__grid">
            <label className="dn-field">
              {t('form.society')}
              <select {...register('society')} {...fieldState('society')}>
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
                  {...register('percentCovered')}
                  {...fieldState('percentCovered')}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  aria-describedby={ids.percent}
                />
              </label>
              <span id={ids.percent} className="patients-form__hint">
                {t('form.percentHint')}
              </span>
            </div>
            <ReferenceErrors messages={assurances.errors} wide />
          </div>
        )}
      </fieldset>

      {/* A consultation is recorded when the patient is added; an edit records none. */}
      {!initial && (
        <fieldset className="patients-form__group">
          <legend className="dn-visually-hidden">{t('form.consultation')}</legend>
          <label className="dn-field dn-field--inline">
            <input type="checkbox" {...register('isConsult')} />
            {t('form.isConsult')}
          </label>
          {values.isConsult && (
            <p className="patients-form__charge" data-testid="consultation-charge">
              {consultationAmount === undefined
                ? t('form.consultationChargeUnknown')
                : t('form.consultationCharge', { amount: formatMoney(consultationAmount, language) })}
            </p>
          )}
          {shown.supported && (
            <div className="patients-form__field">
              <label className="dn-field">
                {t('form.supported')}
                <Controller
                  control={control}
                  name="supported"
                  render={({ field }) => (
                    <SupportedAmountInput
                      field={{ ...fieldState('supported', 'dn-input patients-form__amount'), name: field.name, ref: field.ref, 'aria-describedby': ids.supported }}
                      value={effective.supported}
                      onChange={(value) => {
                        setSupportedTyped(true);
                        field.onChange(value);
                      }}
                    />
                  )}
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
                <Controller
                  control={control}
                  name="method"
                  render={({ field }) => (
                    <PaymentMethodSelect
                      modes={paymentModes.items}
                      field={{ ...fieldState('method'), name: field.name, ref: field.ref }}
                      value={effective.method}
                      onChange={field.onChange}
                    />
                  )}
                />
              </label>
              <ReferenceErrors messages={paymentModes.errors} />
            </div>
          )}
        </fieldset>
      )}
      {shownDuplicates.length > 0 && <DuplicatesPanel patients={shownDuplicates} onCreateAnyway={createAnyway} />}
      <FormActions saving={saving} onCancel={onCancel} submitLabel={initial ? undefined : t('form.submitAdd')} />
    </form>
  );
}

/**
 * One patient, one file (issue 19): before adding, the patients who are likely the same person.
 * `found` asks the server and keeps its answer for the form to show, unless the user chose to
 * create anyway for this name, phone and year. A check that cannot be made stops nobody.
 */
function useDuplicateCheck() {
  const [check] = duplicatesApi.useLazyPatientDuplicatesQuery();
  const [answer, setAnswer] = useState<{ key: string; patients: Patient[] } | null>(null);
  const acknowledged = useRef<string | null>(null);

  const found = async (values: PatientFormValues): Promise<boolean> => {
    const probe = duplicateProbe(values);
    const key = probeKey(probe);
    if (!probe || key === acknowledged.current) return false;
    const patients = await check(probe)
      .unwrap()
      .catch(() => [] as Patient[]);
    setAnswer({ key, patients });
    return patients.length > 0;
  };
  const acknowledge = () => {
    acknowledged.current = answer?.key ?? null;
    setAnswer(null);
  };
  // The next patient typed is checked again, even one just like the patient added.
  const forget = () => {
    acknowledged.current = null;
    setAnswer(null);
  };
  /** The answer while the name, phone and year are still those it was given for. */
  const shownFor = (values: PatientFormValues): Patient[] => (answer && answer.key === probeKey(duplicateProbe(values)) ? answer.patients : []);
  return { found, acknowledge, forget, shownFor };
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
