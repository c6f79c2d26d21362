import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@dental/i18n';
import { PatientListRoute } from '../list/PatientListPage';
import { currentLocation, fakePatientServer, makePatient, renderPage, type ApiRequest } from '../test-utils';

const LIST = { path: '/patient/consultation/5', pattern: '/patient/consultation/:doctorId' };
const posts = (calls: ApiRequest[]) => calls.filter((call) => call.route === 'patients.create');
const checks = (calls: ApiRequest[]) => calls.filter((call) => call.route === 'patients.duplicates');

const PENDA = makePatient({ _id: 'p1756', RegNo: '1756', name: 'Penda Diop', doctor: ['4'], dob: 1980, contact: { phone: '36 11 22 33', whatsApp: '+222' } });

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  return await screen.findByRole('dialog', { name: 'Ajouter un patient' });
}

async function typePatient(form: HTMLElement, name: string, phone: string, year: string) {
  await userEvent.type(within(form).getByLabelText('Nom'), name);
  await userEvent.type(within(form).getByLabelText('Téléphone'), phone);
  await userEvent.type(within(form).getByLabelText('Année de naissance'), year);
}

beforeEach(() => i18n.changeLanguage('fr'));

test('shows the likely duplicate instead of creating, and opens its file', async () => {
  const { calls } = fakePatientServer([PENDA]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  await typePatient(form, '  pénda  DIOP ', '36112233', '1981');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));

  expect(await within(form).findByRole('alert')).toHaveTextContent('Ce patient a peut-être déjà un dossier');
  expect(checks(calls).map((call) => call.params)).toEqual([{ name: 'pénda  DIOP', phone: '36112233', yearOfBirth: 1981 }]);
  expect(posts(calls)).toHaveLength(0);
  const row = within(form).getByRole('listitem');
  expect(row).toHaveTextContent('N° 1756');
  expect(row).toHaveTextContent('Penda Diop');
  expect(row).toHaveTextContent('né(e) en 1980');
  // The consultation box is left as it is.
  expect(within(form).getByLabelText('Consultation')).toBeChecked();

  await userEvent.click(within(row).getByRole('link', { name: 'Ouvrir ce dossier' }));
  expect(currentLocation()).toBe('/patient/4/p1756/Manage/devis');
});

test('"Créer quand même" creates the file, with its consultation, and the next patient is checked again', async () => {
  const { calls } = fakePatientServer([PENDA]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  await typePatient(form, 'Penda Diop', '22000000', '1980');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  await userEvent.click(await within(form).findByRole('button', { name: 'Créer quand même' }));

  expect(await within(form).findByText('« Penda Diop » a été ajouté.')).toBeInTheDocument();
  expect(posts(calls)).toHaveLength(1);
  expect(posts(calls)[0].body).toMatchObject({ name: 'Penda Diop', isConsult: true });
  expect(within(form).queryByRole('button', { name: 'Créer quand même' })).not.toBeInTheDocument();

  await typePatient(form, 'Penda Diop', '22000000', '1980');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  // Two files now: the one just created and N° 1756.
  expect(await within(form).findAllByRole('listitem')).toHaveLength(2);
  expect(posts(calls)).toHaveLength(1);
});

test('forgets the duplicates when the name, phone or year changes, and creates a patient nobody resembles at once', async () => {
  const { calls } = fakePatientServer([PENDA]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  await typePatient(form, 'Penda Diop', '22000000', '1980');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  await within(form).findByRole('button', { name: 'Créer quand même' });

  await userEvent.type(within(form).getByLabelText('Nom'), ' Fall');
  expect(within(form).queryByRole('button', { name: 'Créer quand même' })).not.toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  expect(await within(form).findByText('« Penda Diop Fall » a été ajouté.')).toBeInTheDocument();
  expect(checks(calls)).toHaveLength(2);
});

test('refuses a phone or WhatsApp number with letters before sending anything', async () => {
  const { calls } = fakePatientServer([]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  await typePatient(form, 'Moussa Ba', '12ab', '1990');
  await userEvent.type(within(form).getByLabelText('WhatsApp'), 'x');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));

  const banners = await within(form).findByRole('alert');
  expect(banners).toHaveTextContent('Le téléphone ne peut contenir que des chiffres et des espaces, avec un + au début');
  expect(banners).toHaveTextContent('Le numéro WhatsApp ne peut contenir que des chiffres et des espaces, avec un + au début');
  expect(within(form).getByLabelText('Téléphone')).toHaveAttribute('aria-invalid', 'true');
  expect(checks(calls)).toHaveLength(0);
  expect(posts(calls)).toHaveLength(0);

  await userEvent.clear(within(form).getByLabelText('Téléphone'));
  await userEvent.type(within(form).getByLabelText('Téléphone'), '+222 36 11 22 33');
  await userEvent.clear(within(form).getByLabelText('WhatsApp'));
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  expect(await within(form).findByText('« Moussa Ba » a été ajouté.')).toBeInTheDocument();
});

test('in Arabic, the panel and the phone rule speak Arabic', async () => {
  await i18n.changeLanguage('ar');
  fakePatientServer([PENDA]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  await userEvent.click(await screen.findByRole('button', { name: 'إضافة' }));
  const form = await screen.findByRole('dialog', { name: 'إضافة مريض' });
  await userEvent.type(within(form).getByLabelText('الاسم'), 'Penda Diop');
  await userEvent.type(within(form).getByLabelText('الهاتف'), '12ab');
  await userEvent.type(within(form).getByLabelText('سنة الميلاد'), '1980');
  await userEvent.click(within(form).getByRole('button', { name: 'إضافة' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('لا يمكن أن يحتوي الهاتف إلا على أرقام ومسافات');

  await userEvent.clear(within(form).getByLabelText('الهاتف'));
  await userEvent.type(within(form).getByLabelText('الهاتف'), '36112233');
  await userEvent.click(within(form).getByRole('button', { name: 'إضافة' }));
  expect(await within(form).findByText('قد يكون لهذا المريض ملف بالفعل')).toBeInTheDocument();
  expect(within(form).getByRole('link', { name: 'فتح هذا الملف' })).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'إنشاء على أي حال' })).toBeInTheDocument();
});
