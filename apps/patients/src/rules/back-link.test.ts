import { patientFilePath, patientListPath } from './back-link';

test('builds the file and list addresses', () => {
  expect(patientFilePath('4', '17')).toBe('/patient/4/17/Manage/devis');
  expect(patientFilePath('4', '17', 'prescription')).toBe('/patient/4/17/Manage/prescription');
  expect(patientListPath('finish', '4')).toBe('/patient/finish/4');
});
