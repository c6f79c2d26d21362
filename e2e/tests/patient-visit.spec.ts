import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall, apiToken, signIn, unique } from './helpers';

/**
 * A visit in the patient file: the doctor records the act of a quote line on a treatment sheet and
 * marks it done (the balance is charged), the assistant takes a payment (it waits for approval), the
 * doctor approves it, then writes and prints a prescription.
 */

const PASSWORD = 'secret-pass';
let visit = { doctorId: '', patientId: '', patientName: '', treatment: '', doctor: '', assistant: '' };

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request);
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const roleId = (name: string) => roles.find((role) => role.name === name)!._id;
  const doctor = await apiCall(request, token, 'users.create', {
    body: { username: unique('dr.visit'), phone: '36200000', password: PASSWORD, doctor: { cabinet: true, percentage: 50 }, roles: [roleId('Médecin')] },
  });
  expect(doctor.status).toBe(200);
  const assistant = await apiCall(request, token, 'users.create', {
    body: { username: unique('assistant.visit'), phone: '36200002', password: PASSWORD, roles: [roleId('Assistant')] },
  });
  expect(assistant.status).toBe(200);
  const doctorId = doctor.body.success!._id;
  const patientName = unique('Patient Visite ');
  const patient = await apiCall(request, token, 'patients.create', {
    body: { doctor: doctorId, name: patientName, contact: { phone: '36200001', whatsApp: '+222' }, yearOfBirth: 1979, isConsult: false },
  });
  expect(patient.status).toBe(200);
  const treatment = unique('Inlay ');
  const created = await apiCall(request, token, 'treatments.create', { body: { name: treatment, type: 'prothese', price: 1500 } });
  expect(created.status).toBe(200);
  const patientId = patient.body.success!._id;
  const quote = await apiCall(request, token, 'quotes.create', {
    params: { patientId },
    body: { LineDevis: [{ treatment: created.body.success!._id, teeth: { nums: ['36'], surface: null }, doctor: doctorId }] },
  });
  expect(quote.status).toBe(200);
  visit = { doctorId, patientId, patientName, treatment, doctor: doctor.body.success!.username, assistant: assistant.body.success!.username };
});

const section = (name: string) => `/patient/${visit.doctorId}/${visit.patientId}/Manage/${name}`;
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const balance = (page: Page) => page.locator('.patients-file__fact--balance dd');

/** A page signed in as `username`, in its own browser context. */
async function signedIn(browser: Browser, username: string, language?: 'ar') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { username, password: PASSWORD });
  // Signed in with the French form, then the language chosen for the pages that follow.
  if (language) await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  return page;
}

test('a visit: an act done on a sheet, a payment taken and approved, a prescription written and printed', async ({ browser }) => {
  test.setTimeout(90_000);
  const doctor = await signedIn(browser, visit.doctor);
  await doctor.goto(section('fiches'));
  await doctor.getByRole('button', { name: 'Ajouter une fiche' }).click();
  const sheet = doctor.getByRole('form', { name: 'Fiche n° 1' });
  await sheet.getByRole('button', { name: 'Ajouter une ligne' }).click();
  const lineDialog = doctor.getByRole('dialog', { name: 'Ajouter une ligne' });
  await lineDialog.getByLabel('Ligne du devis').selectOption({ label: `${visit.treatment} — devis n° 1 — 36` });
  // Only the quote line's tooth can be picked on the chart, and it is at first.
  await expect(lineDialog.getByRole('button', { name: 'Dent 36' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lineDialog.getByRole('button', { name: 'Dent 35' })).toBeDisabled();
  await lineDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(lineDialog).toBeHidden();
  await expect(sheet.getByLabel('Acte de la ligne 1')).toHaveValue(visit.treatment);
  await expect(sheet.getByRole('button', { name: 'Prendre un rendez-vous' })).toBeVisible();

  await sheet.getByRole('checkbox', { name: 'Terminé de la ligne 1' }).check();
  await sheet.getByRole('button', { name: 'Enregistrer la fiche' }).click();
  await expect.poll(async () => plain(await balance(doctor).textContent())).toBe('-1 500 MRU');
  await expect(sheet.getByLabel('Montant de la ligne 1')).toBeDisabled();

  const assistant = await signedIn(browser, visit.assistant);
  await assistant.goto(section('payments'));
  await assistant.getByRole('button', { name: 'Ajouter' }).click();
  const paymentDialog = assistant.getByRole('dialog', { name: 'Ajouter un paiement' });
  await paymentDialog.getByLabel('Montant').fill('1000');
  await paymentDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(paymentDialog).toBeHidden();
  const payment = assistant.getByRole('table', { name: 'Paiements du patient' }).getByRole('row').nth(1);
  await expect(payment).toContainText('En attente de validation');
  await expect(payment).toContainText(visit.assistant);
  await expect.poll(async () => plain(await balance(assistant).textContent())).toBe('-500 MRU');
  await expect(assistant.getByRole('button', { name: /^Valider/ })).toHaveCount(0);

  await doctor.goto(section('payments'));
  await doctor.getByRole('button', { name: 'Valider 1 paiement' }).click();
  const approved = doctor.getByRole('table', { name: 'Paiements du patient' }).getByRole('row').nth(1);
  await expect(approved).toContainText('Approuvé');
  await doctor.getByText('Historique des mouvements').click();
  await expect(doctor.getByRole('table', { name: 'Historique des mouvements' })).toContainText('Paiement · validation');

  await doctor.getByRole('tab', { name: 'Ordonnances' }).click();
  await doctor.getByRole('button', { name: 'Ajouter' }).click();
  const editor = doctor.getByRole('dialog', { name: 'Nouvelle ordonnance' });
  await editor.getByLabel('Contenu').fill('Ibuprofène 400 mg\n3 fois par jour pendant 5 jours');
  const prescription = editor.getByRole('article', { name: 'Ordonnance' });
  await expect(prescription).toContainText(visit.patientName);
  await expect(prescription).toContainText(`${new Date().getFullYear() - 1979} ans`);
  await expect(prescription).toContainText('3 fois par jour pendant 5 jours');
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editor).toBeHidden();
  await expect(doctor.getByRole('table', { name: 'Ordonnances du patient' }).getByRole('row').nth(1)).toContainText('ord-1');

  await doctor.getByRole('button', { name: 'Modifier ord-1' }).click();
  const reopened = doctor.getByRole('dialog', { name: "Modifier l'ordonnance ord-1" });
  await expect(reopened.getByRole('button', { name: 'Imprimer', exact: true })).toBeVisible();
  // On paper: the prescription, without the editing area.
  await doctor.emulateMedia({ media: 'print' });
  await expect(reopened.getByRole('article', { name: 'Ordonnance' })).toBeVisible();
  await expect(reopened.getByLabel('Contenu')).toBeHidden();
  await doctor.emulateMedia({ media: 'screen' });
});

test('in Arabic the sheets and payments read right to left', async ({ browser }) => {
  const doctor = await signedIn(browser, visit.doctor, 'ar');
  await doctor.goto(section('payments'));
  await expect(doctor.locator('html')).toHaveAttribute('dir', 'rtl');
  const table = doctor.getByRole('table', { name: 'مدفوعات المريض' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'المبلغ' })).toBeVisible();
  await doctor.getByRole('tab', { name: 'بطاقات العلاج' }).click();
  await expect(doctor.getByRole('button', { name: 'إضافة بطاقة' })).toBeVisible();
  const tabs = doctor.getByRole('tablist');
  const first = await tabs.getByRole('tab').first().boundingBox();
  const last = await tabs.getByRole('tab').last().boundingBox();
  // The first tab stands on the right.
  expect(first!.x).toBeGreaterThan(last!.x);
});
