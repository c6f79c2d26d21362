import { BACK_LINK_KEY, patientFilePath, patientListPath, rememberBackLink, storedBackLink } from './back-link';

beforeEach(() => sessionStorage.clear());

test('builds the file and list addresses', () => {
  expect(patientFilePath('4', '17')).toBe('/patient/4/17/Manage/devis');
  expect(patientFilePath('4', '17', 'prescription')).toBe('/patient/4/17/Manage/prescription');
  expect(patientListPath('finish', '4')).toBe('/patient/finish/4');
});

test('remembers the list a file was opened from, for this tab only', () => {
  expect(storedBackLink()).toBeNull();
  rememberBackLink('/patient/consultation/4?filter=archived&q=ami');
  expect(sessionStorage.getItem(BACK_LINK_KEY)).toBe('/patient/consultation/4?filter=archived&q=ami');
  expect(storedBackLink()).toBe('/patient/consultation/4?filter=archived&q=ami');
});

test('keeps only addresses of this site', () => {
  rememberBackLink('//evil.example/x');
  rememberBackLink('https://evil.example/x');
  expect(storedBackLink()).toBeNull();
  sessionStorage.setItem(BACK_LINK_KEY, '//evil.example/x');
  expect(storedBackLink()).toBeNull();
});
