import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken, apiUrl, signIn, unique } from './helpers';

interface Ref {
  _id: string;
}
interface PatientRow extends Ref {
  name: string;
  RegNo: string | null;
  finish: boolean;
}

let phones = 0;

/** A Mauritanian number (eight digits) no other patient has; `lead` keeps numbers of one test apart by their prefix. */
function phoneNumber(lead = '3'): string {
  phones += 1;
  return `${lead}${String(Date.now()).slice(-4)}${String(phones % 100).padStart(2, '0')}${Math.floor(Math.random() * 10)}`;
}

async function createDoctor(request: APIRequestContext, token: string, roleId: string) {
  const username = unique('dr.pat');
  const password = 'secret-pass';
  const created = await apiCall(request, token, 'users.create', { body: {
    username,
    phone: phoneNumber(),
    password,
    doctor: { cabinet: true, percentage: 50 },
    roles: [roleId],
  } });
  expect(created.status).toBe(200);
  return { id: created.body.success!._id, username, password };
}

async function roleId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  return roles.find((role) => role.name === name)!._id;
}

/** An insurer; with `invoiceFor`, its open invoice for that doctor (what an insured consultation needs). */
async function createInsurer(request: APIRequestContext, token: string, consPrice: number, invoiceFor?: string) {
  const name = unique('Assur ');
  const insurer = await apiCall(request, token, 'assurances.create', { body: { name, cons_price: consPrice } });
  expect(insurer.status).toBe(200);
  const id = insurer.body.success!._id;
  if (invoiceFor) expect((await apiCall(request, token, 'invoices.create', { params: { AssId: id }, query: { doctor: invoiceFor } })).status).toBe(200);
  return { id, name };
}

async function createPatient(request: APIRequestContext, token: string, doctor: string, name: string, extra: Record<string, unknown> = {}) {
  const created = await apiCall(request, token, 'patients.create', { body: {
    doctor,
    name,
    contact: { phone: phoneNumber(), whatsApp: '+222' },
    yearOfBirth: 1985,
    isConsult: false,
    ...extra,
  } });
  expect(created.status).toBe(200);
  return created.body.success!;
}

/** The largest registration number given so far. */
async function highestRegNo(request: APIRequestContext, token: string): Promise<number> {
  let highest = 0;
  for (let offset = 0; ; offset += 200) {
    // The list comes through `success`, the paging beside it.
    const response = await request.get(apiUrl('patients.list'), { params: { offset, limit: 200 }, headers: { Authorization: `Bearer ${token}` } });
    const answer = (await response.json()) as { success: PatientRow[]; total: number };
    for (const patient of answer.success) highest = Math.max(highest, Number(patient.RegNo ?? 0));
    if (offset + 200 >= answer.total) return highest;
  }
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Types in the list's search box and waits for the search to reach the address (after the pause). */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Rechercher un patient' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text.trim());
}

/** The file header's buttons, by their text. */
async function headerButtons(header: Locator) {
  await expect(header).toBeVisible();
  return header.getByRole('button').allTextContents();
}

test('adds patients with and without insurance, finds them by every search rule, passes, finishes and returns them', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await createDoctor(request, token, await roleId(request, token, 'Administrateur'));
  const insurer = await createInsurer(request, token, 500, doctor.id);
  const withoutInvoice = await createInsurer(request, token, 400);

  await signIn(page);
  await page.goto(`/patient/consultation/${doctor.id}`);
  await expect(page.getByRole('heading', { name: 'Consultations', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Non archivés', 'Archivés']);

  // --- Without insurance: paid at the desk (cash by default).
  const plain = { name: unique('Aminetou Mint '), phone: phoneNumber('2'), whatsApp: `+222${phoneNumber('3')}` };
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter un patient' });
  await expect(form.getByLabel('Médecin')).toHaveValue(doctor.id);
  await expect(form.getByLabel('WhatsApp')).toHaveValue('+222');
  await expect(form.getByLabel('Consultation')).toBeChecked();
  await expect(form.getByLabel('Mode de paiement')).toHaveValue(/\d+/);
  await expect(form.getByLabel('Mode de paiement').locator('option:checked')).toHaveText('Espèces');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText('Le nom du patient est obligatoire')).toBeVisible();
  await expect(form.getByText('Le téléphone est obligatoire')).toBeVisible();
  await form.getByLabel('Nom').fill(plain.name);
  await form.getByLabel('Téléphone').fill(plain.phone);
  await form.getByLabel('WhatsApp').fill(plain.whatsApp);
  await form.getByLabel('Année de naissance').fill('1990');
  await form.getByLabel('État de santé').fill('Diabète');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText(`« ${plain.name} » a été ajouté.`)).toBeVisible();
  // Ready for the next one.
  await expect(form.getByLabel('Nom')).toHaveValue('');
  await expect(form.getByLabel('WhatsApp')).toHaveValue('+222');

  // --- Insured, by an insurer without an open invoice: the server says so and nothing typed is lost.
  const insured = { name: unique('Sidi Ould '), phone: phoneNumber('4') };
  await form.getByLabel('Nom').fill(insured.name);
  await form.getByLabel('Téléphone').fill(insured.phone);
  await form.getByLabel('Année de naissance').fill('1978');
  await form.getByLabel('Assuré').check();
  await form.getByLabel("Société d'assurance").selectOption({ label: withoutInvoice.name });
  await form.getByLabel("N° d'immatriculation").fill('IMM-2231');
  await form.getByLabel('Matricule professionnel').fill('MAT-77');
  await form.getByLabel('Couverture').fill('Assuré principal');
  await form.getByLabel('Pourcentage pris en charge').fill('80');
  await expect(form.getByLabel('Mode de paiement')).toHaveCount(0);
  await expect(form.getByLabel('Montant pris en charge')).toHaveValue('320');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText("Le patient est assuré par une société dont la facture n'a pas été créée")).toBeVisible();
  await expect(form.getByLabel('Nom')).toHaveValue(insured.name);
  await expect(form.getByLabel('Pourcentage pris en charge')).toHaveValue('80');

  // --- The insurer with an open invoice: 80 % of its 500 MRU consultation.
  await form.getByLabel("Société d'assurance").selectOption({ label: insurer.name });
  await expect(form.getByLabel('Montant pris en charge')).toHaveValue('400');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText(`« ${insured.name} » a été ajouté.`)).toBeVisible();
  await form.getByRole('button', { name: 'Annuler' }).click();
  await expect(form).toBeHidden();

  // The cards: WhatsApp shown only when it holds more than +222; the insured owes the uncovered 100 MRU.
  await expect(card(page, plain.name)).toContainText(plain.phone);
  await expect(card(page, plain.name)).toContainText(plain.whatsApp);
  await expect(card(page, insured.name)).toContainText(insured.phone);
  await expect(card(page, insured.name)).not.toContainText('+222');
  await expect(card(page, insured.name).locator('.dn-negative')).toHaveText(/-100,00\sMRU/);

  // --- Every search rule, on the server: name contains (any case), phone prefix, WhatsApp prefix.
  await search(page, plain.name.slice(4, 12).toLowerCase());
  await expect(card(page, plain.name)).toBeVisible();
  await expect(card(page, insured.name)).toHaveCount(0);
  await search(page, insured.phone.slice(0, 6));
  await expect(card(page, insured.name)).toBeVisible();
  await expect(card(page, plain.name)).toHaveCount(0);
  await search(page, plain.whatsApp.slice(0, 9));
  await expect(card(page, plain.name)).toBeVisible();
  await search(page, plain.phone.slice(2));
  await expect(card(page, plain.name)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Rechercher un patient' }).fill('');

  // --- Pass: the next registration number, shown at once; the patient leaves the consultations.
  const expected = (await highestRegNo(request, token)) + 1;
  await card(page, plain.name).getByRole('button', { name: `Passer ${plain.name}` }).click();
  await page.getByRole('dialog', { name: 'Passer le patient' }).getByRole('button', { name: 'Confirmer' }).click();
  const notice = page.getByRole('dialog', { name: 'Patient passé' });
  await expect(notice.locator('.patients-passed__regno')).toHaveText(String(expected).padStart(4, '0'));
  await notice.getByText('Fermer', { exact: true }).click();
  await expect(card(page, plain.name)).toHaveCount(0);
  await card(page, insured.name).getByRole('button', { name: `Passer ${insured.name}` }).click();
  await page.getByRole('dialog', { name: 'Passer le patient' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(notice.locator('.patients-passed__regno')).toHaveText(String(expected + 1).padStart(4, '0'));
  await notice.getByText('Fermer', { exact: true }).click();
  const regNo = String(expected).padStart(4, '0');

  // --- The current list finds it by its registration number (prefix).
  await page.goto(`/patient/current/${doctor.id}`);
  await expect(page.getByRole('heading', { name: 'Patients En cours', level: 1 })).toBeVisible();
  await search(page, regNo);
  await expect(card(page, plain.name)).toContainText(`N° ${regNo}`);

  // --- Its file: back link to the list, header, and only Terminer as a move.
  await card(page, plain.name).getByRole('link', { name: plain.name }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/${doctor.id}/\\d+/Manage/devis$`));
  const header = page.getByRole('region', { name: `Informations de ${plain.name}` });
  await expect(header).toContainText(regNo);
  await expect(header).toContainText(`${new Date().getFullYear() - 1990} ans`);
  await expect(header).toContainText('Diabète');
  expect(await headerButtons(header)).toEqual(['Terminer', 'Modifier', 'Supprimer', 'Relevé de compte', 'Exporter le dossier']);
  const sections = page.getByRole('tablist', { name: 'Sections du dossier' });
  await expect(sections.getByRole('tab')).toHaveText(['Devis', 'Factures', 'Labo', 'Paiements', 'Soins', 'Consultations', 'Fiches', 'Ordonnances', 'Dossier clinique', 'Historique']);
  await sections.getByRole('tab', { name: 'Ordonnances' }).click();
  await expect(page).toHaveURL(/\/Manage\/prescription$/);
  await expect(page.getByRole('tabpanel', { name: 'Ordonnances' })).toContainText('Ordonnances du patient');
  // The arrow keys move between sections, each at its own address.
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/Manage\/fiches$/);
  await expect(sections.getByRole('tab', { name: 'Fiches' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Fiches' })).toBeVisible();

  // --- Finish, then return with another doctor and the payment mode.
  await header.getByRole('button', { name: 'Terminer' }).click();
  await page.getByRole('dialog', { name: 'Terminer le patient' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect.poll(() => headerButtons(header)).toEqual(['Retourner', 'Modifier', 'Supprimer', 'Relevé de compte', 'Exporter le dossier']);
  await header.getByRole('button', { name: 'Retourner' }).click();
  const back = page.getByRole('dialog', { name: `Retourner ${plain.name}` });
  await expect(back.getByLabel('Mode de paiement').locator('option:checked')).toHaveText('Espèces');
  await expect(back.getByLabel('Montant pris en charge')).toHaveCount(0);
  await back.getByLabel('Médecin').selectOption({ label: doctor.username });
  await back.getByRole('button', { name: 'Retourner' }).click();
  await expect(back).toBeHidden();
  await expect.poll(() => headerButtons(header)).toEqual(['Terminer', 'Modifier', 'Supprimer', 'Relevé de compte', 'Exporter le dossier']);

  // The back link returns to the list as it was left.
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/current/${doctor.id}\\?q=${regNo}$`));
  await expect(page.getByRole('searchbox', { name: 'Rechercher un patient' })).toHaveValue(regNo);

  // --- The insured patient returns with the covered amount; its file has the insurer's payments tab.
  const insuredRow = (await apiCall(request, token, 'patients.list', { query: { q: insured.name, limit: 5 } })).body.success![0];
  expect((await apiCall(request, token, 'patients.finish', { body: { patient: insuredRow._id } })).status).toBe(200);
  await page.goto(`/patient/finish/${doctor.id}?filter=debtor`);
  await expect(page.getByRole('tab', { name: 'Débiteurs' })).toHaveAttribute('aria-selected', 'true');
  await card(page, insured.name).getByRole('link', { name: insured.name }).click();
  const insuredHeader = page.getByRole('region', { name: `Informations de ${insured.name}` });
  await expect(page.getByRole('tablist', { name: 'Sections du dossier' }).getByRole('tab', { name: 'Paiements assurance' })).toBeVisible();
  const reminder = insuredHeader.getByRole('link', { name: 'Rappel WhatsApp' });
  await expect(reminder).toHaveAttribute('href', new RegExp(`^https://wa\\.me/222${insured.phone}\\?text=Bonjour`));
  expect(decodeURIComponent((await reminder.getAttribute('href'))!.split('?text=')[1]).replace(/\s/g, ' ')).toContain("qu'il reste 100,00 MRU à régler");
  await insuredHeader.getByRole('button', { name: 'Retourner' }).click();
  const insuredBack = page.getByRole('dialog', { name: `Retourner ${insured.name}` });
  await expect(insuredBack.getByLabel('Mode de paiement')).toHaveCount(0);
  await expect(insuredBack.getByLabel('Montant pris en charge')).toHaveValue('400');
  await insuredBack.getByRole('button', { name: 'Retourner' }).click();
  await expect(insuredBack).toBeHidden();
  await expect.poll(() => headerButtons(insuredHeader)).toEqual(['Terminer', 'Modifier', 'Supprimer', 'Relevé de compte', 'Exporter le dossier']);
});

test('wrong transitions are not offered, and the server refuses them', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await createDoctor(request, token, await roleId(request, token, 'Administrateur'));
  const consultation = await createPatient(request, token, doctor.id, unique('Consult '));
  const archived = await createPatient(request, token, doctor.id, unique('Archive '));
  const current = await createPatient(request, token, doctor.id, unique('Courant '));
  expect((await apiCall(request, token, 'patients.pass', { body: { patient: current._id } })).status).toBe(200);

  await signIn(page);
  // A consultation: only Passer (and Archiver); then archived: nothing but Désarchiver.
  await page.goto(`/patient/${doctor.id}/${archived._id}/Manage/devis`);
  const header = page.getByRole('region', { name: `Informations de ${archived.name}` });
  expect(await headerButtons(header)).toEqual(['Passer', 'Archiver', 'Modifier', 'Supprimer', 'Relevé de compte', 'Exporter le dossier']);
  await header.getByRole('button', { name: 'Archiver' }).click();
  await expect.poll(() => headerButtons(header)).toEqual(['Désarchiver', 'Modifier', 'Supprimer', 'Relevé de compte', 'Exporter le dossier']);
  await page.goto(`/patient/consultation/${doctor.id}?filter=archived`);
  await expect(card(page, archived.name)).toBeVisible();
  await expect(card(page, archived.name).getByRole('button', { name: /^(Passer|Terminer|Retourner) / })).toHaveCount(0);

  await page.goto(`/patient/${doctor.id}/${current._id}/Manage/devis`);
  expect(await headerButtons(page.getByRole('region', { name: `Informations de ${current.name}` }))).toEqual(['Terminer', 'Modifier', 'Supprimer', 'Relevé de compte', 'Exporter le dossier']);

  // Whatever a screen offers, the server refuses what the stage does not allow.
  const refusals: [string, 'patients.finish' | 'patients.return' | 'patients.pass', Record<string, unknown>, string][] = [
    ['finish a consultation', 'patients.finish', { patient: consultation._id }, 'Ce patient ne peut pas être terminé'],
    ['return a current patient', 'patients.return', { patient: current._id, doctor: doctor.id, method: 'cash' }, 'Ce patient ne peut pas retourner'],
    ['pass a registered patient', 'patients.pass', { patient: current._id }, 'Ce patient ne peut pas passer'],
    ['pass an archived patient', 'patients.pass', { patient: archived._id }, 'Ce patient ne peut pas passer'],
  ];
  for (const [what, key, body, message] of refusals) {
    const answer = await apiCall(request, token, key, { body });
    expect(answer.status, what).toBe(300);
    expect(answer.body.formErrors?.join(' '), what).toContain(message);
  }
});

test('a doctor without the global view sees and adds only their own patients', async ({ page, request }) => {
  const token = await apiToken(request);
  // A role with view, add and edit on PATIENTS, but not AFFICHER_GLOBAL.
  const role = await apiCall(request, token, 'roles.create', { body: { name: unique('Docteur ') } });
  const permissions = (await apiCall(request, token, 'permissions.list')).body.success!;
  const granted = permissions.filter((p) => p.collectionName === 'PATIENTS' && ['AFFICHER', 'AJOUTER', 'MODIFIER'].includes(p.name)).map((p) => p._id);
  expect((await apiCall(request, token, 'roles.update', { params: { id: role.body.success!._id }, body: { permissions: granted } })).status).toBe(200);
  const own = await createDoctor(request, token, role.body.success!._id);
  const other = await createDoctor(request, token, role.body.success!._id);
  const mine = await createPatient(request, token, own.id, unique('Mienne '));
  const theirs = await createPatient(request, token, other.id, unique('Autre '));

  await signIn(page, { username: own.username, password: own.password });
  // Home: the quick search finds only their own patients.
  const quick = page.getByRole('combobox', { name: 'Recherche rapide de patient' });
  await quick.fill(theirs.name);
  await expect(page.getByText(`Aucun patient ne correspond à « ${theirs.name} »`)).toBeVisible();
  await quick.fill(mine.name);
  await page.getByRole('listbox', { name: 'Patients trouvés' }).getByRole('option', { name: new RegExp(mine.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/${own.id}/${mine._id}/Manage/devis$`));

  await page.goto(`/patient/consultation/${own.id}`);
  await expect(card(page, mine.name)).toBeVisible();
  await expect(card(page, theirs.name)).toHaveCount(0);
  // No delete permission: no delete button.
  await expect(card(page, mine.name).getByRole('button', { name: `Supprimer ${mine.name}` })).toHaveCount(0);

  // The form has no doctor to choose: a new patient is the doctor's own.
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter un patient' });
  await expect(form.getByLabel('Médecin')).toHaveCount(0);
  const added = unique('Nouvelle ');
  await form.getByLabel('Nom').fill(added);
  await form.getByLabel('Téléphone').fill(phoneNumber());
  await form.getByLabel('Année de naissance').fill('2000');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText(`« ${added} » a été ajouté.`)).toBeVisible();
  await form.getByRole('button', { name: 'Annuler' }).click();
  await expect(card(page, added)).toBeVisible();

  // Another doctor's list and file are refused by the server.
  const doctorToken = await apiToken(request, { username: own.username, password: own.password });
  const foreignList = await apiCall(request, doctorToken, 'patients.list', { query: { ptType: 'consultation', doctor: other.id } });
  expect(foreignList.status).toBe(403);
  expect(foreignList.body.err).toMatch(/^AFFICHER/);
  expect((await apiCall(request, doctorToken, 'patients.get', { params: { id: theirs._id } })).status).toBe(404);
  await page.goto(`/patient/consultation/${other.id}`);
  await expect(page.getByText(/^AFFICHER/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
