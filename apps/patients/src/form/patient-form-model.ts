import { DEFAULT_PAYMENT_MODE_NAME, DEFAULT_WHATSAPP_PREFIX, isDefaultPaymentModeName, westernDigits, type Assurance, type Patient, type PatientInput, type PaymentMode } from '@dental/contracts';
import { coveredAmount } from '@dental/domain';
import type { ServerFields } from '@dental/ui/form';

/** What the add/edit form holds: text as typed, so nothing is lost when the server refuses it. */
export interface PatientFormValues {
  /** '' until chosen: the form's default doctor applies. */
  doctor: string;
  name: string;
  phone: string;
  whatsApp: string;
  healthCondition: string;
  yearOfBirth: string;
  address: string;
  assure: boolean;
  society: string;
  registrationNumber: string;
  professionalId: string;
  coverage: string;
  percentCovered: string;
  /** '' until typed: the amount suggested from the insurer's consultation price applies. */
  supported: string;
  /** '' until chosen: the default payment mode (cash) applies. */
  method: string;
  isConsult: boolean;
  /** '' for the clinic's language. */
  messageLanguage: '' | 'fr' | 'ar';
}

/** A new patient: WhatsApp starts with the country prefix and a consultation is recorded. */
export function emptyValues(): PatientFormValues {
  return {
    doctor: '',
    name: '',
    phone: '',
    whatsApp: DEFAULT_WHATSAPP_PREFIX,
    healthCondition: '',
    yearOfBirth: '',
    address: '',
    assure: false,
    society: '',
    registrationNumber: '',
    professionalId: '',
    coverage: '',
    percentCovered: '',
    supported: '',
    method: '',
    isConsult: true,
    messageLanguage: '',
  };
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** An existing patient, for editing: an edit records no consultation. */
export function valuesFromPatient(patient: Patient): PatientFormValues {
  const insurance = patient.assurance;
  return {
    ...emptyValues(),
    doctor: patient.doctor[0] ?? '',
    name: patient.name,
    phone: patient.contact.phone,
    whatsApp: patient.contact.whatsApp || DEFAULT_WHATSAPP_PREFIX,
    healthCondition: patient.HealthCondition ?? '',
    yearOfBirth: text(patient.dob),
    address: patient.address ?? '',
    assure: Boolean(insurance?.society),
    society: text(insurance?.society),
    registrationNumber: text(insurance?.registrationNumber),
    professionalId: text(insurance?.professionalId),
    coverage: text(insurance?.coverage),
    percentCovered: text(insurance?.percentCovered),
    isConsult: false,
    messageLanguage: patient.messageLanguage ?? '',
  };
}

/** A number typed in a field; empty (or not a number) is sent as missing so that the server names it. */
export function numberOrNull(value: string): number | null {
  const trimmed = westernDigits(value).trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/** The payment mode a consultation uses unless another is chosen: the one named cash, else code 0. */
export function defaultPaymentMode(modes: readonly PaymentMode[]): PaymentMode | undefined {
  const open = modes.filter((mode) => !mode.archive);
  return open.find((mode) => isDefaultPaymentModeName(mode.name)) ?? open.find((mode) => mode.code === 0) ?? open[0];
}

/**
 * The method sent unless another is chosen: the default mode's id, or its name (spec part 1 §9) when
 * none can be listed; the server takes that name instead of an id.
 */
export function defaultMethodValue(modes: readonly PaymentMode[]): string {
  return defaultPaymentMode(modes)?._id ?? DEFAULT_PAYMENT_MODE_NAME;
}

/** What a payment mode choice needs to know of a mode. */
export type PaymentModeChoice = Pick<PaymentMode, '_id' | 'name' | 'archive'>;

/**
 * The modes a payment may take, each once: the open ones, and the edited payment's own even when
 * archived or not listed (a user who cannot read the modes still sees it).
 */
export function offeredPaymentModes(modes: readonly PaymentModeChoice[], own?: PaymentModeChoice | null): PaymentModeChoice[] {
  const offered = modes.filter((mode) => !mode.archive || mode._id === own?._id);
  return own && !offered.some((mode) => mode._id === own._id) ? [...offered, own] : offered;
}

/** What the insurer pays of a consultation: its price × the percentage covered (spec part 1 §9). */
export function suggestedSupported(assurance: Assurance | undefined, percentCovered: string): string {
  const percent = numberOrNull(percentCovered);
  if (!assurance || percent === null || percent < 0 || percent > 100) return '';
  return String(coveredAmount(assurance.cons_price, percent));
}

/** Which fields the form shows for the current choices. */
export function visibleFields(values: Pick<PatientFormValues, 'assure' | 'isConsult'>) {
  return {
    insurance: values.assure,
    supported: values.assure && values.isConsult,
    method: !values.assure && values.isConsult,
  };
}

/** Editing keeps the patient's doctors; choosing another doctor replaces the first (main) one. */
function editedDoctors(doctors: readonly string[], chosen: string): string[] {
  if (!chosen || doctors[0] === chosen) return [...doctors];
  return [chosen, ...doctors.slice(1).filter((id) => id !== chosen)];
}

export interface PayloadContext {
  /** The doctor, payment mode and covered amount in effect (chosen, or the form's defaults). */
  doctor: string;
  method: string;
  supported: string;
  /** Editing: year of birth travels as dob, and the patient's other doctors are kept. */
  editing?: Patient;
}

/**
 * POST patient / PUT patient/{id}: {doctor, name, contact {phone, whatsApp}, HealthCondition,
 * yearOfBirth | dob, assurance {…}, address, method, supported, assure, isConsult, messageLanguage}.
 */
export function toPatientInput(values: PatientFormValues, context: PayloadContext): PatientInput {
  const shown = visibleFields(values);
  const year = numberOrNull(values.yearOfBirth) ?? undefined;
  const doctor = context.editing ? editedDoctors(context.editing.doctor, context.doctor) : context.doctor;
  const input: PatientInput = {
    doctor,
    name: values.name,
    contact: { phone: values.phone, whatsApp: values.whatsApp },
    HealthCondition: values.healthCondition,
    address: values.address,
    assure: values.assure,
    assurance: values.assure
      ? {
          society: values.society || null,
          registrationNumber: values.registrationNumber,
          professionalId: values.professionalId,
          coverage: values.coverage,
          percentCovered: numberOrNull(values.percentCovered),
        }
      : null,
    method: shown.method ? context.method || null : null,
    supported: shown.supported ? numberOrNull(context.supported) : null,
    isConsult: values.isConsult,
    messageLanguage: values.messageLanguage || null,
  };
  if (context.editing) input.dob = year;
  else input.yearOfBirth = year;
  return input;
}

/** PUT patient/{id} of a patient as it is, e.g. to archive it: no consultation is recorded. */
export function unchangedInput(patient: Patient, changes: Partial<PatientInput> = {}): PatientInput {
  const values = valuesFromPatient(patient);
  return { ...toPatientInput(values, { doctor: values.doctor, method: '', supported: '', editing: patient }), ...changes };
}

/**
 * The server messages that name a field of the form, which a refusal marks besides its banner.
 * The doctor is left out: the shared doctor select cannot be marked.
 */
export const PATIENT_SERVER_FIELDS: ServerFields<keyof PatientFormValues> = {
  name: ['patient.nameRequired'],
  phone: ['patient.phoneRequired'],
  yearOfBirth: ['patient.yearOfBirthRequired'],
  society: ['patient.societyRequired'],
  registrationNumber: ['patient.registrationNumberRequired'],
  coverage: ['patient.coverageRequired'],
  percentCovered: ['patient.percentRequired'],
  supported: ['patient.amountRequired', 'patient.amountInvalid'],
  method: ['patient.methodOrAmountRequired'],
};
