import type { Assurance, Patient, PaymentMode } from '@dental/contracts';
import { defaultMethodValue, defaultPaymentMode, emptyValues, offeredPaymentModes, numberOrNull, suggestedSupported, toPatientInput, unchangedInput, valuesFromPatient, visibleFields } from './patient-form-model';

const mode = (id: string, name: string, code: number, archive = false): PaymentMode => ({ _id: id, name, code, archive, createdAt: '', updatedAt: '' });
const CNAM: Assurance = { _id: '7', name: 'CNAM', cons_price: 500, color: '#000000', type: '', createdAt: '', updatedAt: '' };

const patient: Patient = {
  _id: '17',
  doctor: ['4', '5'],
  RegNo: '0042',
  name: 'Aicha Mint Ahmed',
  contact: { phone: '22112233', whatsApp: '+22236445566' },
  address: 'Tevragh Zeina',
  HealthCondition: 'Diabète',
  messageLanguage: null,
  dob: 1990,
  assurance: { society: '7', registrationNumber: 'R-1', professionalId: 'M-77', coverage: 'Assuré principal', percentCovered: 80 },
  finish: false,
  archive: false,
  date_archive: null,
  balance: -1500,
  createdAt: '',
  updatedAt: '',
};

describe('the add-patient form’s values', () => {
  it('starts with +222 and the consultation on', () => {
    expect(emptyValues()).toMatchObject({ whatsApp: '+222', isConsult: true, assure: false, name: '' });
  });

  it('shows the insurer’s fields when insured, the covered amount for an insured consultation, the payment mode otherwise', () => {
    expect(visibleFields({ assure: false, isConsult: true })).toEqual({ insurance: false, supported: false, method: true });
    expect(visibleFields({ assure: true, isConsult: true })).toEqual({ insurance: true, supported: true, method: false });
    expect(visibleFields({ assure: true, isConsult: false })).toEqual({ insurance: true, supported: false, method: false });
    expect(visibleFields({ assure: false, isConsult: false })).toEqual({ insurance: false, supported: false, method: false });
  });

  it('reads numbers as typed, empty being missing', () => {
    expect(numberOrNull(' 80 ')).toBe(80);
    expect(numberOrNull('12,5')).toBe(12.5);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('abc')).toBeNull();
  });

  it('defaults the payment mode to cash, else code 0, never an archived one', () => {
    expect(defaultPaymentMode([mode('1', 'Bankily', 3), mode('2', 'Cash', 5)])?._id).toBe('2');
    expect(defaultPaymentMode([mode('1', 'Bankily', 3), mode('2', 'Espèces', 0)])?._id).toBe('2');
    expect(defaultPaymentMode([mode('1', 'cash', 0, true), mode('2', 'Bankily', 3)])?._id).toBe('2');
    expect(defaultPaymentMode([])).toBeUndefined();
  });

  it('sends the default method by name when no payment mode can be listed', () => {
    expect(defaultMethodValue([mode('1', 'Bankily', 3), mode('2', 'cash', 0)])).toBe('2');
    expect(defaultMethodValue([])).toBe('cash');
  });

  it('offers each open mode once, and an archived or unlisted one only when it is the edited payment’s own', () => {
    const modes = [mode('1', 'Bankily', 3), mode('2', 'cash', 0), mode('9', 'Chèque', 9, true)];
    const ids = (own?: PaymentMode) => offeredPaymentModes(modes, own).map((offered) => offered._id);
    expect(ids()).toEqual(['1', '2']);
    expect(ids(modes[1])).toEqual(['1', '2']);
    expect(ids(modes[2])).toEqual(['1', '2', '9']);
    expect(ids(mode('7', 'Virement', 7))).toEqual(['1', '2', '7']);
    expect(offeredPaymentModes([], modes[0]).map((offered) => offered._id)).toEqual(['1']);
    expect(offeredPaymentModes([])).toEqual([]);
  });

  it('suggests the covered amount from the insurer’s consultation price', () => {
    expect(suggestedSupported(CNAM, '80')).toBe('400');
    expect(suggestedSupported(CNAM, '')).toBe('');
    expect(suggestedSupported(CNAM, '120')).toBe('');
    expect(suggestedSupported(undefined, '80')).toBe('');
  });
});

describe('toPatientInput', () => {
  const values = { ...emptyValues(), name: 'Moussa', phone: '22001122', yearOfBirth: '1985', healthCondition: 'RAS', address: 'Ksar' };

  it('sends a new, uninsured patient with the year of birth and the payment mode of the consultation', () => {
    expect(toPatientInput(values, { doctor: '4', method: 'm1', supported: '' })).toEqual({
      doctor: '4',
      name: 'Moussa',
      contact: { phone: '22001122', whatsApp: '+222' },
      HealthCondition: 'RAS',
      address: 'Ksar',
      yearOfBirth: 1985,
      assure: false,
      assurance: null,
      method: 'm1',
      supported: null,
      isConsult: true,
      messageLanguage: null,
    });
  });

  it('sends the language chosen for messages, null for the clinic’s', () => {
    expect(toPatientInput({ ...values, messageLanguage: 'ar' }, { doctor: '4', method: '', supported: '' }).messageLanguage).toBe('ar');
    expect(valuesFromPatient({ ...patient, messageLanguage: 'fr' }).messageLanguage).toBe('fr');
    expect(valuesFromPatient(patient).messageLanguage).toBe('');
  });

  it('sends an insured patient’s cover with the percentage as a number and the covered amount instead of a mode', () => {
    const insured = { ...values, assure: true, society: '7', registrationNumber: 'R-1', professionalId: 'M-77', coverage: 'Conjoint', percentCovered: '80' };
    expect(toPatientInput(insured, { doctor: '4', method: 'm1', supported: '400' })).toMatchObject({
      assure: true,
      assurance: { society: '7', registrationNumber: 'R-1', professionalId: 'M-77', coverage: 'Conjoint', percentCovered: 80 },
      method: null,
      supported: 400,
    });
  });

  it('sends a missing year of birth as absent, for the server to name it', () => {
    expect(toPatientInput({ ...values, yearOfBirth: '' }, { doctor: '4', method: '', supported: '' }).yearOfBirth).toBeUndefined();
  });

  it('edits with dob, keeps the patient’s doctors and replaces the main one when another is chosen', () => {
    const edited = valuesFromPatient(patient);
    expect(edited).toMatchObject({ doctor: '4', yearOfBirth: '1990', assure: true, percentCovered: '80', isConsult: false });
    const same = toPatientInput(edited, { doctor: '4', method: '', supported: '', editing: patient });
    expect(same).toMatchObject({ doctor: ['4', '5'], dob: 1990, isConsult: false });
    expect(same.yearOfBirth).toBeUndefined();
    expect(toPatientInput(edited, { doctor: '5', method: '', supported: '', editing: patient }).doctor).toEqual(['5']);
    expect(toPatientInput(edited, { doctor: '9', method: '', supported: '', editing: patient }).doctor).toEqual(['9', '5']);
  });

  it('archives a patient as it is, recording no consultation', () => {
    expect(unchangedInput({ ...patient, RegNo: null }, { archive: true })).toMatchObject({
      doctor: ['4', '5'],
      name: 'Aicha Mint Ahmed',
      dob: 1990,
      isConsult: false,
      method: null,
      supported: null,
      archive: true,
    });
    expect(unchangedInput({ ...patient, messageLanguage: 'ar' }, { archive: true }).messageLanguage).toBe('ar');
  });
});
