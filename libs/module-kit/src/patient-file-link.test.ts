import { BACK_LINK_KEY, patientFilePath, rememberBackLink, storedBackLink } from './patient-file-link';

beforeEach(() => sessionStorage.clear());

test('builds the patient file address of the spec', () => {
  expect(patientFilePath('4', '17')).toBe('/patient/4/17/Manage/devis');
  expect(patientFilePath('4', '17', 'fiches', '/dossiers')).toBe('/dossiers/4/17/Manage/fiches');
});

test('remembers the page a file was opened from, for this tab only', () => {
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
