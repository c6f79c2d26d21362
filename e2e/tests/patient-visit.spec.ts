import { expect, test, type Browser, type Page } from '@playwright/test';
import { paymentModeName } from '@dental/contracts';
import { apiCall, apiToken, signIn, unique } from './helpers';

/**
 * A visit in the patient file: the doctor records the act of a quote line on a treatment sheet,
 * books the next appointment from the sheet through the appointments module's modal and cancels
 * it, marks the act done (the balance is charged), the assistant takes a payment (it waits for
 * approval), the doctor approves it, invoices the quote and prints the invoice or the consultation
 * payments, then writes and prints a prescription.
 */

const PASSWORD = 'secret-pass';
let visit = { doctorId: '', patientId: '', patientName: '', treatment: '', treatmentId: '', quoteId: '', quoteLineId: '', doctor: '', assistant: '', mode: '' };

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
  const modes = (await apiCall(request, token, 'paymentModes.list')).body.success!;
  const mode = modes.find((candidate) => !candidate.archive)!;
  visit = {
    doctorId,
    patientId,
    patientName,
    treatment,
    treatmentId: created.body.success!._id,
    quoteId: quote.body.success!._id,
    quoteLineId: quote.body.success!.LineDevis[0]._id,
    doctor: doctor.body.success!.username,
    assistant: assistant.body.success!.username,
    // As the screens write it: the built-in cash reads Espèces.
    mode: paymentModeName(mode.name, 'fr'),
  };
  // A consultation paid earlier, for the invoice's consultation payments view.
  const consultation = await apiCall(request, token, 'payments.create', {
    body: { doctor: doctorId, patient: patientId, amount: 300, type: 'consultations', method: mode._id, paymentDate: '2026-01-15' },
  });
  expect(consultation.status).toBe(200);
});

const section = (name: string) => `/patient/${visit.doctorId}/${visit.patientId}/Manage/${name}`;
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const balance = (page: Page) => page.locator('.patients-file__fact--balance dd');

/** Books `slot` ("YYYY-MM-DD HH:MM", a Monday morning of 2031) in the appointments module's modal opened from the sheet, which then closes. */
async function bookFromSheet(page: Page, slot: string) {
  const modal = page.getByRole('dialog', { name: /Prendre un rendez-vous|حجز موعد/ });
  await expect(modal).toBeVisible();
  const [day] = slot.split(' ');
  await modal.locator('input[name="day"]').fill(day);
  await modal.locator('.appointments-nav__jump button[type="submit"]').click();
  await modal.locator(`[data-slot="${slot}"] button`).click();
  await modal.getByRole('button', { name: /Enregistrer le rendez-vous|حفظ الموعد/ }).click();
  await expect(modal).toBeHidden();
}

/** A page signed in as `username`, in its own browser context. */
async function signedIn(browser: Browser, username: string, language?: 'ar') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { username, password: PASSWORD });
  // Signed in with the French form, then the language chosen for the pages that follow.
  if (language) await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  return page;
}

test('a visit: an act done on a sheet with the next appointment booked and cancelled, a payment taken and approved, the invoice and the consultation payments printed, a prescription written and printed', async ({ browser, request }) => {
  test.setTimeout(120_000);
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

  // The next appointment, booked from the sheet in the appointments module's modal: the line holds it.
  await sheet.getByRole('button', { name: 'Prendre un rendez-vous' }).click();
  await bookFromSheet(doctor, '2031-03-03 09:30');
  await expect(sheet.getByText('RDV le 03/03/2031 à 09:30')).toBeVisible();
  await expect(sheet.getByLabel('Date du rendez-vous de la ligne 1')).toHaveValue('2031-03-03');
  await expect(sheet.getByRole('button', { name: 'Prendre un rendez-vous' })).toHaveCount(0);
  // Cancelled from the sheet after confirming: the appointment is gone and the line can book again.
  await sheet.getByRole('button', { name: 'Annuler le rendez-vous', exact: true }).click();
  const cancelDialog = doctor.getByRole('dialog', { name: 'Annuler le rendez-vous' });
  await expect(cancelDialog).toContainText(`Annuler le rendez-vous du 03/03/2031 à 09:30 (${visit.treatment}) ?`);
  await cancelDialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(sheet.getByLabel('Date du rendez-vous de la ligne 1')).toHaveValue('');
  await expect(sheet.getByRole('button', { name: 'Prendre un rendez-vous' })).toBeVisible();
  await expect(sheet.getByText('RDV le 03/03/2031 à 09:30')).toHaveCount(0);
  const week = await apiCall(request, await apiToken(request), 'appointments.week', { params: { doctorId: visit.doctorId }, query: { startDate: '2031-03-02', endDate: '2031-03-08' } });
  expect(week.body.success).toEqual([]);

  await sheet.getByRole('checkbox', { name: 'Terminé de la ligne 1' }).check();
  await sheet.getByRole('button', { name: 'Enregistrer la fiche' }).click();
  // The act charged (1 500) against the consultation paid earlier (300).
  await expect.poll(async () => plain(await balance(doctor).textContent())).toBe('Doit 1 200,00 MRU');
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
  await expect.poll(async () => plain(await balance(assistant).textContent())).toBe('Doit 200,00 MRU');
  await expect(assistant.getByRole('button', { name: /^Valider/ })).toHaveCount(0);

  await doctor.goto(section('payments'));
  await doctor.getByRole('button', { name: 'Valider 1 paiement' }).click();
  const approved = doctor.getByRole('table', { name: 'Paiements du patient' }).getByRole('row').nth(1);
  await expect(approved).toContainText('Approuvé');
  // The money history: its own tab for those who approve.
  await doctor.getByRole('tab', { name: 'Historique' }).click();
  await expect(doctor).toHaveURL(/\/Manage\/history$/);
  await expect(doctor.getByRole('table', { name: 'Historique des mouvements' })).toContainText('Paiement · validation');

  // The quote invoiced; its print offers the invoice or the patient's consultation payments.
  await doctor.getByRole('tab', { name: 'Factures' }).click();
  await doctor.getByRole('button', { name: 'Créer la facture' }).click();
  await doctor.getByRole('dialog', { name: 'Choisir les devis à facturer' }).getByRole('button', { name: 'Créer la facture' }).click();
  await doctor.getByRole('button', { name: 'Voir Facture n° 1' }).click();
  const invoicePrint = doctor.getByRole('dialog', { name: 'Facture n° 1' });
  await expect(invoicePrint.getByRole('article', { name: 'Facture n° 1' })).toContainText(visit.treatment);
  await invoicePrint.getByRole('tab', { name: 'Paiements des consultations' }).click();
  const consultations = invoicePrint.getByRole('article', { name: 'Paiements des consultations' });
  await expect(consultations).toContainText(visit.patientName);
  const consultationRows = consultations.getByRole('table', { name: 'Paiements des consultations du patient' }).getByRole('row');
  // The table first shows a single "Chargement…" row: the expected row is waited for, not read once.
  await expect.poll(async () => plain(await consultationRows.nth(1).textContent())).toBe(`15/01/2026300,00 MRU${visit.mode}`);
  await expect(consultationRows).toHaveCount(2);
  expect(plain(await consultations.locator('footer').textContent())).toBe('Total300,00 MRU');
  await expect(invoicePrint.getByRole('article', { name: 'Facture n° 1' })).toHaveCount(0);
  await doctor.emulateMedia({ media: 'print' });
  await expect(consultations).toBeVisible();
  await expect(invoicePrint.getByRole('tab', { name: 'Facture' })).toBeHidden();
  await doctor.emulateMedia({ media: 'screen' });
  await invoicePrint.getByRole('button', { name: 'Fermer' }).click();

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
  const second = await tabs.getByRole('tab').nth(1).boundingBox();
  // The first tab stands on the right, the next one to its left.
  expect(first!.x).toBeGreaterThan(second!.x);
});

test('in Arabic the next appointment is booked from a sheet and cancelled, and the invoice prints the consultation payments', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  // A second visit of the same quote line, not done yet.
  const sheet = await apiCall(request, token, 'sheets.create', { params: { patientId: visit.patientId } });
  expect(sheet.status).toBe(200);
  const line = await apiCall(request, token, 'sheets.saveLine', {
    params: { patientId: visit.patientId, ficheId: sheet.body.success!._id },
    body: { doctor: visit.doctorId, treatment: visit.treatmentId, teeth: { nums: ['36'], surface: null }, devis: visit.quoteId, lineDevis: visit.quoteLineId },
  });
  expect(line.status).toBe(200);
  // The quote invoiced (already by the French visit when it ran first).
  const invoices = await apiCall(request, token, 'patientInvoices.list', { query: { patient: visit.patientId } });
  if (invoices.body.success!.length === 0) expect((await apiCall(request, token, 'patientInvoices.create', { params: { patientId: visit.patientId } })).status).toBe(200);

  const doctor = await signedIn(browser, visit.doctor, 'ar');
  await doctor.goto(section('fiches'));
  const form = doctor.getByRole('form', { name: `البطاقة رقم ${sheet.body.success!.numFiche}` });
  await form.getByRole('button', { name: 'حجز موعد' }).click();
  await bookFromSheet(doctor, '2031-03-10 09:30');
  const cancel = form.getByRole('button', { name: 'إلغاء الموعد', exact: true });
  await expect(cancel).toBeVisible();
  await expect(form.getByText(/09:30/)).toBeVisible();
  await expect(form.locator('input[type="date"]').first()).toHaveValue('2031-03-10');
  await cancel.click();
  const confirm = doctor.getByRole('dialog', { name: 'إلغاء الموعد' });
  await expect(confirm).toContainText('09:30');
  await confirm.getByRole('button', { name: 'تأكيد' }).click();
  await expect(confirm).toBeHidden();
  await expect(form.getByRole('button', { name: 'حجز موعد' })).toBeVisible();
  await expect(form.locator('input[type="date"]').first()).toHaveValue('');
  await expect(cancel).toHaveCount(0);

  await doctor.getByRole('tab', { name: 'الفواتير' }).click();
  await doctor.getByRole('button', { name: /^عرض الفاتورة رقم/ }).first().click();
  const print = doctor.getByRole('dialog', { name: /^الفاتورة رقم/ });
  await print.getByRole('tab', { name: 'مدفوعات الاستشارات' }).click();
  const consultations = print.getByRole('article', { name: 'مدفوعات الاستشارات' });
  await expect(consultations.getByRole('table', { name: 'مدفوعات استشارات المريض' })).toContainText('300');
  expect(plain(await consultations.locator('footer').textContent())).toContain('300');
  await expect(consultations).toContainText('المجموع');
});
