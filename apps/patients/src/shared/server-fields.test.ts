import { translateMessage } from '@dental/contracts';
import { PATIENT_SERVER_FIELDS } from '../form/patient-form-model';
import { fieldsNamed } from '@dental/ui/form';

test('a server message names the fields whose keys it is the text of, in any language', () => {
  expect(fieldsNamed(['Le nom du patient est obligatoire', 'Le téléphone est obligatoire'], PATIENT_SERVER_FIELDS)).toEqual(['name', 'phone']);
  expect(fieldsNamed([translateMessage('patient.amountInvalid', 'en')], PATIENT_SERVER_FIELDS)).toEqual(['supported']);
  expect(fieldsNamed([translateMessage('patient.yearOfBirthRequired', 'ar')], PATIENT_SERVER_FIELDS)).toEqual(['yearOfBirth']);
});

test('a message naming no field marks none', () => {
  expect(fieldsNamed(['Erreur du serveur, réessayez plus tard', 'Le nom'], PATIENT_SERVER_FIELDS)).toEqual([]);
});
