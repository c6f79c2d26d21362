import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { http } from '@dental/api-client';
import { i18n } from '@dental/i18n';
import { PatientListRoute } from '../list/PatientListPage';
import { CNAM, DR_SIDI, fakePatientServer, INVOICE_NOT_CREATED, makePatient, OWN_ON_PATIENTS, refusePaymentModes, renderPage, type ApiRequest } from '../test-utils';

const LIST = { path: '/patient/consultation/5', pattern: '/patient/consultation/:doctorId' };
const posts = (calls: ApiRequest[]) => calls.filter((call) => call.route === 'patients.create');

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  return await screen.findByRole('dialog', { name: 'Ajouter un patient' });
}

beforeEach(() => i18n.changeLanguage('fr'));

test('starts with the list’s doctor, +222, the consultation on and cash as payment method', async () => {
  fakePatientServer([]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  expect(within(form).getByLabelText('Médecin')).toHaveValue('5');
  expect(within(form).getByRole('option', { name: 'dr.sidi' })).toBeInTheDocument();
  expect(within(form).getByLabelText('WhatsApp')).toHaveValue('+222');
  expect(within(form).getByLabelText('Consultation')).toBeChecked();
  expect(within(form).getByLabelText('Assuré')).not.toBeChecked();
  await waitFor(() => expect(within(form).getByLabelText('Mode de paiement')).toHaveValue('m1'));
  expect(within(form).getByLabelText('Mode de paiement')).toHaveDisplayValue('Espèces');
  expect(within(form).queryByLabelText("Société d'assurance")).not.toBeInTheDocument();
  expect(within(form).queryByLabelText('Montant pris en charge')).not.toBeInTheDocument();
  // No consultation, no payment.
  await userEvent.click(within(form).getByLabelText('Consultation'));
  expect(within(form).queryByLabelText('Mode de paiement')).not.toBeInTheDocument();
});

test('"Assuré" reveals the insurer’s fields; an insured consultation asks for the covered amount instead of a payment mode', async () => {
  fakePatientServer([]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  await userEvent.click(within(form).getByLabelText('Assuré'));
  for (const label of ["Société d'assurance", "N° d'immatriculation", 'Matricule professionnel', 'Couverture', 'Pourcentage pris en charge', 'Montant pris en charge']) {
    expect(within(form).getByLabelText(label)).toBeInTheDocument();
  }
  expect(within(form).queryByLabelText('Mode de paiement')).not.toBeInTheDocument();
  const percent = within(form).getByLabelText('Pourcentage pris en charge');
  expect(percent).toHaveAttribute('type', 'number');
  expect(percent).toHaveAttribute('min', '0');
  expect(percent).toHaveAttribute('max', '100');

  await userEvent.selectOptions(await within(form).findByLabelText("Société d'assurance"), 'CNAM');
  await userEvent.type(percent, '80');
  // 80 % of the insurer's 500,00 MRU consultation, until the user types another amount.
  expect(within(form).getByLabelText('Montant pris en charge')).toHaveValue('400');
  await userEvent.clear(within(form).getByLabelText('Montant pris en charge'));
  await userEvent.type(within(form).getByLabelText('Montant pris en charge'), '350');
  expect(within(form).getByLabelText('Montant pris en charge')).toHaveValue('350');

  await userEvent.click(within(form).getByLabelText('Consultation'));
  expect(within(form).queryByLabelText('Montant pris en charge')).not.toBeInTheDocument();
});

test('shows the consultation amount the ticked box will charge: the clinic’s price, or the insurer’s for an insured patient (issue 34)', async () => {
  fakePatientServer([]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  const charge = () => within(form).getByTestId('consultation-charge');
  expect(charge()).toHaveTextContent(/Consultation facturée : 300,00\sMRU/);
  await userEvent.click(within(form).getByLabelText('Assuré'));
  expect(charge()).toHaveTextContent("Consultation facturée au prix de l'assureur : choisissez la société d'assurance");
  await userEvent.selectOptions(await within(form).findByLabelText("Société d'assurance"), 'CNAM');
  expect(charge()).toHaveTextContent(/Consultation facturée : 500,00\sMRU/);
  await userEvent.click(within(form).getByLabelText('Consultation'));
  expect(within(form).queryByTestId('consultation-charge')).not.toBeInTheDocument();
});

test('keeps what was typed with the server’s messages in red banners, including the insurer’s missing invoice', async () => {
  const { calls } = fakePatientServer([]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  const submit = within(form).getByRole('button', { name: 'Ajouter' });
  await userEvent.click(submit);
  const banners = await within(form).findByRole('alert');
  expect(banners).toHaveTextContent('Le nom du patient est obligatoire');
  expect(banners).toHaveTextContent('Le téléphone est obligatoire');
  expect(banners).toHaveTextContent("L'année de naissance est obligatoire");

  await userEvent.type(within(form).getByLabelText('Nom'), 'Fatimetou');
  await userEvent.type(within(form).getByLabelText('Téléphone'), '22334455');
  await userEvent.type(within(form).getByLabelText('Année de naissance'), '1988');
  await userEvent.click(within(form).getByLabelText('Assuré'));
  await userEvent.selectOptions(await within(form).findByLabelText("Société d'assurance"), CNAM._id);
  await userEvent.type(within(form).getByLabelText("N° d'immatriculation"), 'R-77');
  await userEvent.type(within(form).getByLabelText('Couverture'), 'Assurée principale');
  await userEvent.type(within(form).getByLabelText('Pourcentage pris en charge'), '80');
  await userEvent.click(submit);
  expect(await within(form).findByText(INVOICE_NOT_CREATED)).toHaveClass('dn-banner--error');
  expect(within(form).getByLabelText('Nom')).toHaveValue('Fatimetou');
  expect(within(form).getByLabelText('Pourcentage pris en charge')).toHaveValue(80);
  expect(posts(calls).at(-1)!.body).toMatchObject({
    doctor: '5',
    name: 'Fatimetou',
    contact: { phone: '22334455', whatsApp: '+222' },
    yearOfBirth: 1988,
    assure: true,
    assurance: { society: '7', registrationNumber: 'R-77', coverage: 'Assurée principale', percentCovered: 80 },
    supported: 400,
    method: null,
    isConsult: true,
  });
  // A click removes a banner.
  await userEvent.click(within(form).getByText(INVOICE_NOT_CREATED));
  expect(within(form).queryByText(INVOICE_NOT_CREATED)).not.toBeInTheDocument();
});

test('after an addition the form empties itself with +222, the check mark shows and the list is fetched again', async () => {
  const { calls } = fakePatientServer([]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  await userEvent.type(within(form).getByLabelText('Nom'), 'Sidi Mohamed');
  await userEvent.type(within(form).getByLabelText('Téléphone'), '46112233');
  await userEvent.clear(within(form).getByLabelText('WhatsApp'));
  await userEvent.type(within(form).getByLabelText('WhatsApp'), '+22246112233');
  await userEvent.type(within(form).getByLabelText('Année de naissance'), '1975');
  await userEvent.type(within(form).getByLabelText('État de santé'), 'Hypertension');
  await userEvent.selectOptions(within(form).getByLabelText('Mode de paiement'), 'Bankily');
  const listsBefore = calls.filter((call) => call.route === 'patients.list').length;
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));

  expect(await within(form).findByText('« Sidi Mohamed » a été ajouté.')).toBeInTheDocument();
  expect(screen.getAllByRole('status').some((status) => status.classList.contains('dn-success'))).toBe(true);
  expect(within(form).getByLabelText('Nom')).toHaveValue('');
  expect(within(form).getByLabelText('WhatsApp')).toHaveValue('+222');
  expect(within(form).getByLabelText('État de santé')).toHaveValue('');
  expect(within(form).getByLabelText('Consultation')).toBeChecked();
  expect(within(form).getByLabelText('Mode de paiement')).toHaveValue('m1');
  expect(posts(calls)[0].body).toMatchObject({ doctor: '5', method: 'm2', assure: false, assurance: null, HealthCondition: 'Hypertension' });
  expect(await screen.findByRole('article', { name: 'Sidi Mohamed' })).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'patients.list').length).toBe(listsBefore + 1);
});

test('disables the submit button while saving', async () => {
  fakePatientServer([]);
  const answer = http.defaults.adapter as AxiosAdapter;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  http.defaults.adapter = async (config) => {
    if (config.method === 'post') await held;
    return answer(config);
  };
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  expect(within(form).getByRole('button', { name: 'Enregistrement…' })).toBeDisabled();
  release();
  expect(await within(form).findByRole('button', { name: 'Ajouter' })).toBeEnabled();
  expect(within(form).getByRole('alert')).toHaveTextContent('Le nom du patient est obligatoire');
});

test('a doctor without the global view adds patients for themself only', async () => {
  const { calls } = fakePatientServer([]);
  renderPage(<PatientListRoute stage="consultation" />, { ...LIST, path: '/patient/consultation/4', user: DR_SIDI, permissions: OWN_ON_PATIENTS });
  const form = await openForm();
  expect(within(form).queryByLabelText('Médecin')).not.toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Nom'), 'Khadija');
  await userEvent.type(within(form).getByLabelText('Téléphone'), '22000001');
  await userEvent.type(within(form).getByLabelText('Année de naissance'), '2001');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  await within(form).findByText('« Khadija » a été ajouté.');
  expect(posts(calls)[0].body).toMatchObject({ doctor: '4' });
});

test('a user who may not list the payment modes pays the consultation in cash, by name', async () => {
  const { calls } = fakePatientServer([]);
  refusePaymentModes();
  renderPage(<PatientListRoute stage="consultation" />, { ...LIST, path: '/patient/consultation/4', user: DR_SIDI, permissions: OWN_ON_PATIENTS });
  const form = await openForm();
  await waitFor(() => expect(within(form).getByLabelText('Mode de paiement')).toHaveValue('cash'));
  // Sent as cash, read in the user's words.
  expect(within(form).getByLabelText('Mode de paiement')).toHaveDisplayValue('Espèces');
  expect(within(form).queryByText(/AFFICHER/)).not.toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Nom'), 'Mariem');
  await userEvent.type(within(form).getByLabelText('Téléphone'), '22000002');
  await userEvent.type(within(form).getByLabelText('Année de naissance'), '1999');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  await within(form).findByText('« Mariem » a été ajouté.');
  expect(posts(calls)[0].body).toMatchObject({ doctor: '4', method: 'cash', isConsult: true });
});

test('edits a patient in the same form, prefilled, sending dob; deletes after the question', async () => {
  const { calls } = fakePatientServer([
    makePatient({ _id: 'p1', name: 'Aicha', doctor: ['5'], dob: 1990, HealthCondition: 'Diabète', contact: { phone: '22112233', whatsApp: '+22236445566' } }),
  ]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier Aicha' }));
  const form = await screen.findByRole('dialog', { name: 'Modifier le patient' });
  expect(within(form).getByLabelText('Nom')).toHaveValue('Aicha');
  expect(within(form).getByLabelText('WhatsApp')).toHaveValue('+22236445566');
  expect(within(form).getByLabelText('Année de naissance')).toHaveValue(1990);
  expect(within(form).getByLabelText('État de santé')).toHaveValue('Diabète');
  // Editing records no consultation.
  expect(within(form).queryByLabelText('Consultation')).not.toBeInTheDocument();
  expect(within(form).queryByLabelText('Mode de paiement')).not.toBeInTheDocument();
  await userEvent.clear(within(form).getByLabelText('Nom'));
  await userEvent.type(within(form).getByLabelText('Nom'), 'Aicha Mint Ahmed');
  await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('article', { name: 'Aicha Mint Ahmed' })).toBeInTheDocument();
  const put = calls.find((call) => call.method === 'PUT')!;
  expect([put.route, put.pathParams]).toEqual(['patients.update', { id: 'p1' }]);
  expect(put.body).toMatchObject({ name: 'Aicha Mint Ahmed', dob: 1990, doctor: ['5'] });
  expect(put.body).not.toHaveProperty('yearOfBirth');

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer Aicha Mint Ahmed' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer Aicha Mint Ahmed?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Aicha Mint Ahmed' })).not.toBeInTheDocument());
  expect(calls.some((call) => call.route === 'patients.remove' && call.pathParams.id === 'p1')).toBe(true);
});

test('marks the fields the server’s messages name, besides the banners, until each is changed', async () => {
  fakePatientServer([]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  const field = (label: string) => within(form).getByLabelText(label);
  const marked = (label: string) => field(label).getAttribute('aria-invalid') === 'true' && field(label).classList.contains('dn-field--invalid');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  await within(form).findByRole('alert');
  expect(['Nom', 'Téléphone', 'Année de naissance'].filter(marked)).toEqual(['Nom', 'Téléphone', 'Année de naissance']);
  for (const label of ['WhatsApp', 'Adresse', 'Mode de paiement']) expect(field(label)).not.toHaveAttribute('aria-invalid');

  await userEvent.type(field('Nom'), 'Fatimetou');
  expect(marked('Nom')).toBe(false);
  expect(marked('Téléphone')).toBe(true);

  // A message naming no field (the insurer's missing invoice) marks none; the others' marks go.
  await userEvent.type(field('Téléphone'), '22334455');
  await userEvent.type(field('Année de naissance'), '1988');
  await userEvent.click(field('Assuré'));
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  expect(await within(form).findByText("Choisissez une société d'assurance")).toHaveClass('dn-banner--error');
  expect(marked("Société d'assurance")).toBe(true);
  await userEvent.selectOptions(field("Société d'assurance"), CNAM._id);
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  expect(await within(form).findByText(INVOICE_NOT_CREATED)).toBeInTheDocument();
  expect(['textbox', 'combobox', 'spinbutton'].flatMap((role) => within(form).getAllByRole(role)).filter((input) => input.hasAttribute('aria-invalid'))).toEqual([]);
});

test('a new patient’s messages go in the clinic’s language unless another is chosen', async () => {
  const { calls } = fakePatientServer([], { clinicLanguage: 'ar' });
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  const form = await openForm();
  const language = within(form).getByLabelText('Langue des messages');
  expect(language).toHaveValue('');
  expect(await within(language).findByRole('option', { name: 'Langue du cabinet (العربية)' })).toBeInTheDocument();
  expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Langue du cabinet (العربية)', 'Français', 'العربية']);
  const addOne = async (name: string, phone: string) => {
    await userEvent.type(within(form).getByLabelText('Nom'), name);
    await userEvent.type(within(form).getByLabelText('Téléphone'), phone);
    await userEvent.type(within(form).getByLabelText('Année de naissance'), '1980');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
    await within(form).findByText(`« ${name} » a été ajouté.`);
  };
  await addOne('Khadijetou', '22000011');
  expect(posts(calls)[0].body).toMatchObject({ messageLanguage: null });

  expect(within(form).getByLabelText('Langue des messages')).toHaveValue('');
  await userEvent.selectOptions(within(form).getByLabelText('Langue des messages'), 'العربية');
  await addOne('Mohamed Lemine', '22000012');
  expect(posts(calls)[1].body).toMatchObject({ messageLanguage: 'ar' });
});

test('editing shows the patient’s language for messages and sends the one chosen', async () => {
  const { calls } = fakePatientServer([makePatient({ _id: 'p1', name: 'Aicha', doctor: ['5'], dob: 1990, messageLanguage: 'fr' })]);
  renderPage(<PatientListRoute stage="consultation" />, LIST);
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier Aicha' }));
  const form = await screen.findByRole('dialog', { name: 'Modifier le patient' });
  expect(within(form).getByLabelText('Langue des messages')).toHaveValue('fr');
  expect(await within(form).findByRole('option', { name: 'Langue du cabinet (Français)' })).toBeInTheDocument();
  await userEvent.selectOptions(within(form).getByLabelText('Langue des messages'), 'Langue du cabinet (Français)');
  await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.some((call) => call.route === 'patients.update')).toBe(true));
  expect(calls.find((call) => call.route === 'patients.update')!.body).toMatchObject({ messageLanguage: null });
});
