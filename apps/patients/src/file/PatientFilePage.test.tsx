import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Patient } from '@dental/contracts';
import { AxiosError, type AxiosAdapter } from 'axios';
import { http } from '@dental/api-client';
import { matchRoute, translateMessage } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { bytes, catchDownloads, refusedBlob, serveFiles, stubBlobUrls } from '@dental/testing';
import { CNAM, currentLocation, fakePatientServer, makePatient, renderPage, VIEW_ONLY } from '../test-utils';
import { PatientFilePage } from './PatientFilePage';

const PATTERN = '/patient/:doctorId/:patientId/Manage/:section';
const YEAR = new Date().getFullYear();
const AMOUNT_REQUIRED = translateMessage('patient.amountRequired', 'fr');
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const insured: Patient['assurance'] = { society: CNAM._id, registrationNumber: 'R-1', professionalId: 'M-77', coverage: 'Assurée principale', percentCovered: 80 };

function openFile(patient: Patient, options: { section?: string; backLink?: string; permissions?: typeof VIEW_ONLY } = {}) {
  const server = fakePatientServer([patient]);
  const view = renderPage(<PatientFilePage />, {
    path: `/patient/4/${patient._id}/Manage/${options.section ?? 'devis'}`,
    pattern: PATTERN,
    permissions: options.permissions,
    backLink: options.backLink,
  });
  return { ...server, ...view };
}

/** The header's buttons of the patient's stage, by their visible text (the account statement and the file's export, offered to whoever sees the file, are tested on their own). */
async function headerButtons(name: string) {
  const header = await screen.findByRole('region', { name: `Informations de ${name}` });
  return within(header)
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== 'Relevé de compte' && text !== 'Exporter le dossier');
}

beforeEach(() => i18n.changeLanguage('fr'));

test('the header shows balance in red, registration number, name, age, health condition, phone, WhatsApp and the language of messages', async () => {
  openFile(
    makePatient({
      _id: 'p1',
      name: 'Aicha Mint Ahmed',
      RegNo: '0042',
      dob: 1990,
      HealthCondition: 'Diabète, allergie à la pénicilline',
      contact: { phone: '22112233', whatsApp: '+22236445566' },
      balance: -1500,
      messageLanguage: 'fr',
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Aicha Mint Ahmed', level: 1 })).toBeInTheDocument();
  const header = screen.getByRole('region', { name: 'Informations de Aicha Mint Ahmed' });
  const fact = (label: string) => within(header).getByText(label).nextElementSibling as HTMLElement;
  expect(plain(fact('Solde').textContent)).toBe('Doit 1 500,00 MRU');
  expect(fact('Solde').firstElementChild).toHaveClass('patients-standing--debtor');
  expect(fact("N° d'inscription")).toHaveTextContent('0042');
  expect(fact('Âge')).toHaveTextContent(`${YEAR - 1990} ans`);
  expect(fact('État de santé')).toHaveTextContent('Diabète, allergie à la pénicilline');
  expect(fact('Téléphone')).toHaveTextContent('22112233');
  expect(fact('WhatsApp')).toHaveTextContent('+22236445566');
  expect(fact('Langue des messages')).toHaveTextContent('Français');
});

test('the header names the language of the patient’s messages, the clinic’s when the patient chose none', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Moussa', messageLanguage: null }));
  const header = await screen.findByRole('region', { name: 'Informations de Moussa' });
  const language = within(header).getByText('Langue des messages').nextElementSibling as HTMLElement;
  await waitFor(() => expect(language).toHaveTextContent('Langue du cabinet (Français)'));
});

test('the header exports the patient’s whole file as a zip for whoever sees the patient; a refusal is said beside the button', async () => {
  const { revoked } = stubBlobUrls();
  const saved = catchDownloads();
  openFile(makePatient({ _id: 'p1', name: 'Moussa', RegNo: '0042' }), { permissions: VIEW_ONLY });
  let answer = refusedBlob("L'export a échoué : disque plein", 500);
  const files = serveFiles(['exports.patient'], () => answer);
  const header = await screen.findByRole('region', { name: 'Informations de Moussa' });
  await userEvent.click(within(header).getByRole('button', { name: 'Exporter le dossier' }));
  expect(await within(header).findByRole('alert')).toHaveTextContent("L'export a échoué : disque plein");

  answer = bytes('PK', 'application/zip');
  // Without a name from the server, the file is still saved.
  await userEvent.click(within(header).getByRole('button', { name: 'Exporter le dossier' }));
  await waitFor(() => expect(revoked).toEqual(['blob:1']));
  expect(saved).toEqual(['patient-p1.zip']);
  expect(files.map((file) => [file.route, file.pathParams])).toEqual([
    ['exports.patient', { id: 'p1' }],
    ['exports.patient', { id: 'p1' }],
  ]);
  expect(files[1].headers.get('Authorization')).toBe('Bearer t');
  expect(within(header).queryByRole('alert')).not.toBeInTheDocument();
});

test('hides a WhatsApp holding only the prefix, and a positive balance is not red', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Moussa', balance: 300, contact: { phone: '46001122', whatsApp: '+222' } }));
  const header = await screen.findByRole('region', { name: 'Informations de Moussa' });
  expect(within(header).queryByText('WhatsApp')).not.toBeInTheDocument();
  expect(plain(within(header).getByText('Solde').nextElementSibling?.textContent)).toBe('Avance 300,00 MRU');
  expect(within(header).getByText("N° d'inscription").nextElementSibling).toHaveTextContent('Non inscrit');
  expect(screen.queryByRole('link', { name: 'Rappel WhatsApp' })).not.toBeInTheDocument();
});

test('offers the debt reminder on WhatsApp with the amount owed and the clinic’s name', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Aicha', RegNo: '0042', balance: -1500, contact: { phone: '22112233', whatsApp: '+22236445566' } }));
  const link = await screen.findByRole('link', { name: 'Rappel WhatsApp' });
  const href = link.getAttribute('href')!;
  expect(href.startsWith('https://wa.me/22236445566?text=')).toBe(true);
  expect(plain(decodeURIComponent(href.split('?text=')[1]))).toBe(
    "Bonjour Aicha, nous vous rappelons qu'il reste 1 500,00 MRU à régler au Clinique Nour. Merci.",
  );
  expect(link).toHaveAttribute('target', '_blank');
});

test.each([
  ['a consultation', { RegNo: null }, ['Passer', 'Archiver', 'Modifier', 'Supprimer']],
  ['an archived consultation', { RegNo: null, archive: true }, ['Désarchiver', 'Modifier', 'Supprimer']],
  ['a current patient', { RegNo: '0042' }, ['Terminer', 'Modifier', 'Supprimer']],
  ['a finished patient', { RegNo: '0042', finish: true }, ['Retourner', 'Modifier', 'Supprimer']],
])('offers %s only the buttons its stage allows', async (_label, fields, expected) => {
  openFile(makePatient({ _id: 'p1', name: 'Aicha', ...fields }));
  expect(await headerButtons('Aicha')).toEqual(expected);
});

test('offers no button to a user who may only view', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Aicha' }), { permissions: VIEW_ONLY });
  expect(await headerButtons('Aicha')).toEqual([]);
});

test('shows the sections as tabs, the insurer’s payments only for an insured patient, each at its own address', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Aicha', RegNo: '0042' }));
  const tabs = await screen.findByRole('tablist', { name: 'Sections du dossier' });
  expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Devis', 'Factures', 'Labo', 'Paiements', 'Soins', 'Consultations', 'Fiches', 'Ordonnances']);
  expect(within(tabs).getByRole('tab', { name: 'Devis' })).toHaveAttribute('aria-selected', 'true');
  expect(await within(screen.getByRole('tabpanel', { name: 'Devis' })).findByRole('table', { name: 'Devis du patient' })).toBeInTheDocument();
  await userEvent.click(within(tabs).getByRole('tab', { name: 'Fiches' }));
  expect(currentLocation()).toBe('/patient/4/p1/Manage/fiches');
  expect(await within(await screen.findByRole('tabpanel', { name: 'Fiches' })).findByRole('button', { name: 'Ajouter une fiche' })).toBeInTheDocument();
  expect(within(tabs).getByRole('tab', { name: 'Fiches' })).toHaveAttribute('aria-selected', 'true');
  expect(within(tabs).getByRole('tab', { name: 'Devis' })).toHaveAttribute('aria-selected', 'false');
});

test('the address selects the tab: an insured patient’s file opens on the insurer’s payments', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Assurée', RegNo: '0042', assurance: insured }), { section: 'paymentsAssurance' });
  const tabs = await screen.findByRole('tablist', { name: 'Sections du dossier' });
  expect(within(tabs).getByRole('tab', { name: 'Paiements assurance' })).toHaveAttribute('aria-selected', 'true');
  expect(await within(screen.getByRole('tabpanel', { name: 'Paiements assurance' })).findByRole('table', { name: 'Paiements du patient' })).toBeInTheDocument();
});

test('the tabs are one tab stop, moved with the arrow keys (mirrored right to left), Home and End; each move goes to its address', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Aicha', RegNo: '0042' }), { section: 'labo' });
  const tab = (name: string) => screen.getByRole('tab', { name });
  await screen.findByRole('tablist', { name: 'Sections du dossier' });
  expect(screen.getAllByRole('tab').filter((element) => element.tabIndex === 0)).toEqual([tab('Labo')]);
  // The header's buttons come first: Tab goes on until the selected tab, the only one it stops at.
  for (let presses = 0; document.activeElement !== tab('Labo') && presses < 20; presses++) await userEvent.tab();
  expect(tab('Labo')).toHaveFocus();

  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Paiements')).toHaveFocus();
  expect(tab('Paiements')).toHaveAttribute('aria-selected', 'true');
  expect(currentLocation()).toBe('/patient/4/p1/Manage/payments');
  expect(await screen.findByRole('tabpanel', { name: 'Paiements' })).toBeInTheDocument();
  await userEvent.keyboard('{End}');
  expect(tab('Ordonnances')).toHaveFocus();
  expect(currentLocation()).toBe('/patient/4/p1/Manage/prescription');
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Devis')).toHaveFocus();
  expect(currentLocation()).toBe('/patient/4/p1/Manage/devis');
  await userEvent.keyboard('{ArrowLeft}');
  expect(currentLocation()).toBe('/patient/4/p1/Manage/prescription');
  await userEvent.keyboard('{Home}');
  expect(tab('Devis')).toHaveAttribute('aria-selected', 'true');

  document.documentElement.setAttribute('dir', 'rtl');
  try {
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Factures')).toHaveFocus();
    expect(currentLocation()).toBe('/patient/4/p1/Manage/invoices');
  } finally {
    document.documentElement.removeAttribute('dir');
  }
});

test('an uninsured patient’s insurer payments address shows the quotes', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Sans assurance' }), { section: 'paymentsAssurance' });
  await waitFor(() => expect(currentLocation()).toBe('/patient/4/p1/Manage/devis'));
});

test('an unknown section is a 404', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Aicha' }), { section: 'nope' });
  expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
});

test('an unknown patient is a 404', async () => {
  fakePatientServer([]);
  renderPage(<PatientFilePage />, { path: '/patient/4/p404/Manage/devis', pattern: PATTERN });
  expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
});

test('goes back to the doctor’s current patients without a stored list link', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Aicha' }));
  await screen.findByRole('heading', { name: 'Aicha' });
  expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/patient/current/4');
});

test('goes back to the list the file was opened from', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Aicha' }), { backLink: '/patient/finish/4?filter=debtor' });
  await screen.findByRole('heading', { name: 'Aicha' });
  expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/patient/finish/4?filter=debtor');
});

test('passes a consultation, showing the registration number it gets, then finishes and returns it', async () => {
  const { calls } = openFile(makePatient({ _id: 'p1', name: 'Aicha' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Passer' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Passer le patient' })).getByRole('button', { name: 'Confirmer' }));
  const notice = await screen.findByRole('dialog', { name: 'Patient passé' });
  expect(notice).toHaveTextContent('Aicha est maintenant en cours');
  expect(within(notice).getByText('0042')).toBeInTheDocument();
  await userEvent.click(within(notice).getByText('Fermer', { selector: 'button.dn-button' }));
  expect(await headerButtons('Aicha')).toEqual(['Terminer', 'Modifier', 'Supprimer']);

  await userEvent.click(screen.getByRole('button', { name: 'Terminer' }));
  const confirm = await screen.findByRole('dialog', { name: 'Terminer le patient' });
  expect(confirm).toHaveTextContent('Terminer le traitement de Aicha ?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  await waitFor(async () => expect(await headerButtons('Aicha')).toEqual(['Retourner', 'Modifier', 'Supprimer']));

  await userEvent.click(screen.getByRole('button', { name: 'Retourner' }));
  const back = await screen.findByRole('dialog', { name: 'Retourner Aicha' });
  expect(within(back).getByLabelText('Médecin')).toHaveValue('4');
  await waitFor(() => expect(within(back).getByLabelText('Mode de paiement')).toHaveValue('m1'));
  expect(within(back).queryByLabelText('Montant pris en charge')).not.toBeInTheDocument();
  await userEvent.selectOptions(within(back).getByLabelText('Médecin'), 'dr.mariem');
  await userEvent.click(within(back).getByRole('button', { name: 'Retourner' }));
  await waitFor(async () => expect(await headerButtons('Aicha')).toEqual(['Terminer', 'Modifier', 'Supprimer']));
  expect(calls.find((call) => call.route === 'patients.return')!.body).toEqual({ patient: 'p1', doctor: '5', method: 'm1', supported: null });
});

test('returns an insured patient with the covered amount instead of a payment mode', async () => {
  const { calls } = openFile(makePatient({ _id: 'p1', name: 'Assurée', RegNo: '0042', finish: true, assurance: insured }));
  await userEvent.click(await screen.findByRole('button', { name: 'Retourner' }));
  const back = await screen.findByRole('dialog', { name: 'Retourner Assurée' });
  expect(within(back).queryByLabelText('Mode de paiement')).not.toBeInTheDocument();
  await waitFor(() => expect(within(back).getByLabelText('Montant pris en charge')).toHaveValue('400'));
  await userEvent.click(within(back).getByRole('button', { name: 'Retourner' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Retourner Assurée' })).not.toBeInTheDocument());
  expect(calls.find((call) => call.route === 'patients.return')!.body).toEqual({ patient: 'p1', doctor: '4', method: null, supported: 400 });
});

test('shows the server’s refusal of a move inside its dialog', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Aicha', RegNo: '0042' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Terminer' }));
  // Meanwhile another user finished the patient: the server refuses.
  fakePatientServer([makePatient({ _id: 'p1', name: 'Aicha', RegNo: '0042', finish: true })]);
  const confirm = await screen.findByRole('dialog', { name: 'Terminer le patient' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent('Ce patient ne peut pas être terminé : il doit être inscrit et en cours');
});

test('archives and unarchives a consultation with the patient as it is', async () => {
  const { calls } = openFile(makePatient({ _id: 'p1', name: 'Aicha', dob: 1990 }));
  await userEvent.click(await screen.findByRole('button', { name: 'Archiver' }));
  await waitFor(async () => expect(await headerButtons('Aicha')).toEqual(['Désarchiver', 'Modifier', 'Supprimer']));
  expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ archive: true, name: 'Aicha', dob: 1990, isConsult: false });
  await userEvent.click(screen.getByRole('button', { name: 'Désarchiver' }));
  await waitFor(async () => expect(await headerButtons('Aicha')).toEqual(['Passer', 'Archiver', 'Modifier', 'Supprimer']));
});

test('an edit from the header reads the patient again and the header shows it; after deleting goes back to the list', async () => {
  const { calls } = openFile(makePatient({ _id: 'p1', name: 'Aicha', RegNo: '0042', contact: { phone: '22112233', whatsApp: '+222' } }), {
    backLink: '/patient/current/4?q=Ai',
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
  const reads = () => calls.filter((call) => call.route === 'patients.get').length;
  const readsBefore = reads();
  const form = await screen.findByRole('dialog', { name: 'Modifier le patient' });
  await userEvent.clear(within(form).getByLabelText('État de santé'));
  await userEvent.type(within(form).getByLabelText('État de santé'), 'Asthme');
  await userEvent.clear(within(form).getByLabelText('Téléphone'));
  await userEvent.type(within(form).getByLabelText('Téléphone'), '46001122');
  await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  const header = await screen.findByRole('region', { name: 'Informations de Aicha' });
  await waitFor(() => expect(within(header).getByText('État de santé').nextElementSibling).toHaveTextContent('Asthme'));
  expect(within(header).getByText('Téléphone').nextElementSibling).toHaveTextContent('46001122');
  expect(reads()).toBe(readsBefore + 1);
  expect(screen.queryByRole('dialog', { name: 'Modifier le patient' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer Aicha?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(currentLocation()).toBe('/patient/current/4?q=Ai'));
});

test('a refusal naming the covered amount marks it in Retourner, and the mark goes once it is changed', async () => {
  const patient = makePatient({ _id: 'p1', name: 'Assurée', RegNo: '0042', finish: true, assurance: insured });
  openFile(patient);
  const answer = http.defaults.adapter as AxiosAdapter;
  const sent: unknown[] = [];
  http.defaults.adapter = async (config) => {
    if (matchRoute(config.method!, config.url!)?.key !== 'patients.return') return answer(config);
    sent.push(JSON.parse(config.data));
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, { status: 300, statusText: '', headers: {}, config, data: { formErrors: [AMOUNT_REQUIRED] } });
  };
  await userEvent.click(await screen.findByRole('button', { name: 'Retourner' }));
  const back = await screen.findByRole('dialog', { name: 'Retourner Assurée' });
  const amount = await within(back).findByLabelText('Montant pris en charge');
  await waitFor(() => expect(amount).toHaveValue('400'));
  await userEvent.clear(amount);
  await userEvent.click(within(back).getByRole('button', { name: 'Retourner' }));
  expect(await within(back).findByRole('alert')).toHaveTextContent(AMOUNT_REQUIRED);
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(amount).toHaveClass('dn-field--invalid');
  expect(within(back).getByLabelText('Médecin')).not.toHaveAttribute('aria-invalid');
  await userEvent.type(amount, '350');
  expect(amount).not.toHaveAttribute('aria-invalid');
  expect(amount).not.toHaveClass('dn-field--invalid');
  expect(sent).toEqual([{ patient: 'p1', doctor: '4', method: null, supported: null }]);
});
