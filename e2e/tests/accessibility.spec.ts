import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiToken, axeViolations, openInApp, settled, unique } from './helpers';
import { addDays, localDay } from '@dental/domain';

/**
 * An accessibility audit (axe-core, WCAG 2.1 A and AA rules) of every screen that exists, in French
 * and in Arabic (right to left): no serious or critical violation.
 */

const LANGUAGES = ['fr', 'ar'] as const;

// Each full audit takes minutes: the languages go to different workers, each arranging its own data in beforeAll.
test.describe.configure({ mode: 'parallel' });

/** A patient's quote, invoiced, and a second one still to invoice: the quote and invoice tabs have rows. */
async function quotesAndInvoice(request: APIRequestContext, token: string, patientId: string) {
  const treatment = await apiCall(request, token, 'treatments.create', { body: { name: unique('Audit acte '), type: 'soins', price: 900 } });
  expect(treatment.status).toBe(200);
  const quote = { params: { patientId }, body: { reduce: 5, LineDevis: [{ treatment: treatment.body.success!._id, teeth: { nums: ['11', '12'], surface: null } }] } };
  expect((await apiCall(request, token, 'quotes.create', quote)).status).toBe(200);
  expect((await apiCall(request, token, 'patientInvoices.create', { params: { patientId } })).status).toBe(200);
  expect((await apiCall(request, token, 'quotes.create', quote)).status).toBe(200);
}

let screens: { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [];

/**
 * A patient file after a visit: a quote line recorded on a sheet and sent to the lab, a payment
 * waiting for approval, a prescription; the address of its sections and their add button.
 */
async function visitOf(request: APIRequestContext, token: string, ids: { doctorId: string; patientId: string; labId: string }) {
  const { doctorId, patientId, labId } = ids;
  const treatment = await apiCall(request, token, 'treatments.create', { body: { name: unique('Audit couronne '), type: 'prothese', price: 900 } });
  const treatmentId = treatment.body.success!._id;
  expect((await apiCall(request, token, 'labTreatments.create', { params: { labId }, body: { treatment: treatmentId, price: 300 } })).status).toBe(200);
  const teeth = { nums: ['21'], surface: null };
  const quote = await apiCall(request, token, 'quotes.create', { params: { patientId }, body: { LineDevis: [{ treatment: treatmentId, teeth, doctor: doctorId }] } });
  const sheet = await apiCall(request, token, 'sheets.create', { params: { patientId } });
  const line = await apiCall(request, token, 'sheets.saveLine', {
    params: { patientId, ficheId: sheet.body.success!._id },
    body: { doctor: doctorId, treatment: treatmentId, teeth, devis: quote.body.success!._id, lineDevis: quote.body.success!.LineDevis[0]._id, laboratory: labId },
  });
  expect(line.status).toBe(200);
  expect((await apiCall(request, token, 'payments.create', { body: { doctor: doctorId, patient: patientId, amount: 200, type: 'payment', method: 'cash' } })).status).toBe(200);
  expect((await apiCall(request, token, 'prescriptions.create', { body: { patient: patientId, content: 'Paracétamol 1 g' } })).status).toBe(200);
  return {
    section: (name: string) => `/patient/${doctorId}/${patientId}/Manage/${name}`,
    add: (page: Page) => page.locator('.patients-visit__toolbar button').first().click(),
  };
}
/** A doctor of the audit, whose home holds the appointments module's today panel. */
let doctorCredentials = { username: '', password: 'secret-pass' };

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request);
  const insurer = await apiCall(request, token, 'assurances.create', { body: { name: unique('Audit '), cons_price: 400 } });
  const roles = await apiCall(request, token, 'roles.list');
  const doctor = await apiCall(request, token, 'users.create', { body: {
    username: unique('dr.audit'),
    phone: '36000000',
    password: 'secret-pass',
    doctor: { cabinet: true, percentage: 50 },
    roles: [roles.body.success!.find((role) => role.name === 'Médecin')!._id],
  } });
  expect(doctor.status).toBe(200);
  const doctorId = doctor.body.success!._id;
  doctorCredentials = { username: doctor.body.success!.username, password: 'secret-pass' };
  const patient = await apiCall(request, token, 'patients.create', { body: {
    doctor: doctorId,
    name: unique('Audit Patient '),
    contact: { phone: '36000001', whatsApp: '+222' },
    yearOfBirth: 1980,
    isConsult: false,
  } });
  expect(patient.status).toBe(200);
  const insurerId = insurer.body.success!._id;
  const laboratory = await apiCall(request, token, 'laboratories.create', { body: { name: unique('Lab Audit '), phone: '45000000' } });
  expect(laboratory.status).toBe(200);
  const labId = laboratory.body.success!._id;
  const patientId = patient.body.success!._id;
  const visit = await visitOf(request, token, { doctorId, patientId, labId });
  expect((await apiCall(request, token, 'labPayments.create', { query: { labId }, body: { amount: 100, comment: 'Audit', doctor: doctorId } })).status).toBe(200);
  const supplier = await apiCall(request, token, 'suppliers.create', { body: { name: unique('Audit fournisseur '), phone: '45000001' } });
  expect(supplier.status).toBe(200);
  const supplierId = supplier.body.success!._id;
  const consumable = await apiCall(request, token, 'consumableList.create', { body: { name: unique('Gants ') } });
  expect(consumable.status).toBe(200);
  const order = await apiCall(request, token, 'purchaseOrders.create', {
    params: { doctorId },
    body: { supplier: supplierId, LinePurchaseOrder: [{ consumable: consumable.body.success!._id, qty: 2, price: 150 }] },
  });
  expect(order.status).toBe(200);
  // The recall list holds a patient due, the reminders view tomorrow's appointment.
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((order) => ({ order, appointments: ['matin', 'soir'] as ('matin' | 'soir')[] }));
  expect((await apiCall(request, token, 'appointments.saveDaysOfWork', { params: { doctorId }, body: { dayOfWork: everyDay } })).status).toBe(200);
  const due = await apiCall(request, token, 'patients.create', { body: { doctor: doctorId, name: unique('Audit Rappel '), contact: { phone: '36000002', whatsApp: '+222' }, yearOfBirth: 1975, isConsult: false } });
  for (const [who, date] of [[due.body.success!._id, addDays(localDay(), -240)], [patientId, addDays(localDay(), 1)]]) {
    const booked = await apiCall(request, token, 'appointments.create', { params: { doctorId }, body: { patient: who, date, time: '16:00', numSeance: 1, partOfTime: 'soir' } });
    expect(booked.status).toBe(200);
  }
  const patientFile = `/patient/${doctorId}/${patient.body.success!._id}/Manage`;
  await quotesAndInvoice(request, token, patient.body.success!._id);
  const firstRowAction = (page: Page) => page.locator('.dn-table__actions button').first().click();
  const addButton = (page: Page) => page.locator('.dn-page').getByRole('button').first().click();
  screens = [
    { name: 'home', path: '/' },
    { name: 'users', path: '/user' },
    { name: 'user form', path: '/user', open: addButton },
    { name: 'roles', path: '/role' },
    { name: 'permissions', path: '/permissions' },
    { name: 'clinic settings', path: '/settings' },
    { name: 'treatments', path: '/treatment' },
    { name: 'payment modes', path: '/paymentMode' },
    { name: 'payment mode form', path: '/paymentMode', open: addButton },
    { name: 'insurers', path: '/assurance' },
    { name: 'insurer treatments', path: `/assurance/${insurerId}/treatments` },
    { name: 'insurer invoices', path: `/assurance/${insurerId}/patients/${doctorId}` },
    { name: 'consultations', path: `/patient/consultation/${doctorId}` },
    { name: 'current patients', path: `/patient/current/${doctorId}` },
    { name: 'finished patients', path: `/patient/finish/${doctorId}` },
    { name: 'patient form', path: `/patient/consultation/${doctorId}`, open: addButton },
    { name: 'patient file', path: `/patient/${doctorId}/${patient.body.success!._id}/Manage/devis` },
    { name: 'patient quote form', path: `${patientFile}/devis`, open: (page) => page.locator('.patients-documents__bar button').click() },
    { name: 'patient quote print', path: `${patientFile}/devis`, open: firstRowAction },
    { name: 'patient invoices', path: `${patientFile}/invoices` },
    { name: 'patient invoice view', path: `${patientFile}/invoices`, open: firstRowAction },
    { name: 'patient payments', path: visit.section('payments') },
    { name: 'payment form', path: visit.section('payments'), open: visit.add },
    { name: 'treatment sheets', path: visit.section('fiches') },
    { name: 'sheet line form', path: visit.section('fiches'), open: (page) => page.locator('.patients-sheet .patients-visit__toolbar button').first().click() },
    { name: 'prescriptions', path: visit.section('prescription') },
    { name: 'prescription editor', path: visit.section('prescription'), open: visit.add },
    { name: 'patient lab work', path: visit.section('labo') },
    { name: 'patient clinical record', path: visit.section('clinical') },
    { name: 'consent form', path: visit.section('clinical'), open: (page) => page.locator('.patients-attachments__head button').first().click() },
    { name: 'appointments', path: `/appointments/${doctorId}` },
    { name: 'appointment booking', path: `/appointments/${doctorId}`, open: (page) => page.locator('.appointments-cell__free').first().click() },
    { name: 'appointments print', path: `/appointments/${doctorId}`, open: (page) => page.locator('.dn-page__actions button').first().click() },
    { name: 'appointments configuration', path: `/appointments/${doctorId}/config` },
    { name: 'recall list', path: `/appointments/${doctorId}/recall` },
    { name: 'appointment reminders', path: `/appointments/${doctorId}/reminders` },
    { name: 'message texts', path: '/settings/messages' },
    { name: 'tooth conditions', path: '/condition' },
    { name: 'consent template', path: '/settings/consent' },
    { name: 'import', path: '/import' },
    { name: 'export', path: '/export' },
    { name: 'laboratories', path: '/laboratory' },
    { name: 'laboratory form', path: '/laboratory', open: addButton },
    { name: 'laboratory price list', path: `/laboratory/${labId}/treatments` },
    { name: 'laboratory price form', path: `/laboratory/${labId}/treatments`, open: addButton },
    { name: 'laboratory cases', path: `/laboratory/${labId}/patients/${doctorId}` },
    { name: 'laboratory payments', path: `/laboratory/${labId}/payments/${doctorId}` },
    { name: 'laboratory consumptions', path: `/laboratory/${labId}/consumptions/${doctorId}` },
    { name: 'laboratory accounts', path: `/laboratory/${labId}/accounts` },
    { name: 'implants', path: `/implants/${doctorId}` },
    { name: 'purchase orders', path: `/Consumables/${doctorId}/purchase-order` },
    { name: 'consumptions', path: `/Consumables/${doctorId}/consumptions` },
    { name: 'consumable list', path: `/Consumables/${doctorId}/consumable_list` },
    { name: 'suppliers', path: `/Consumables/${doctorId}/suppliers` },
    { name: 'supplier', path: `/Consumables/${doctorId}/suppliers/${supplierId}` },
    { name: 'not found', path: '/this/does/not/exist' },
  ];
});

for (const lang of LANGUAGES) {
  test(`every screen passes the audit in ${lang === 'fr' ? 'French' : 'Arabic'}`, async ({ page }) => {
    // The list grows with the product: a budget per screen rather than one for all.
    test.setTimeout(30_000 + screens.length * 4_000);
    await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const findings = await axeViolations(page, `login (${lang})`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin');
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/$/);
    // Screen after screen as the menus open them: through the router, the shell loaded once.
    for (const screen of screens) {
      await page.keyboard.press('Escape');
      await openInApp(page, screen.path);
      if (screen.open) {
        await screen.open(page);
        await expect(page.getByRole('dialog')).toBeVisible();
        await settled(page);
      }
      findings.push(...(await axeViolations(page, `${screen.name} (${lang})`)));
    }
    expect(findings).toEqual([]);
  });
}

for (const lang of LANGUAGES) {
  test(`a doctor's home, its appointments panel and the appointment modal pass the audit in ${lang === 'fr' ? 'French' : 'Arabic'}`, async ({ page }) => {
    await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    await page.goto('/login');
    await page.locator('input[name="username"]').fill(doctorCredentials.username);
    await page.locator('input[name="password"]').fill(doctorCredentials.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.appointments-today')).toBeVisible();
    await settled(page);
    const findings = await axeViolations(page, `doctor's home (${lang})`);
    await page.locator('.appointments-today button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('.appointments-grid')).toBeVisible();
    await settled(page);
    findings.push(...(await axeViolations(page, `appointment modal (${lang})`)));
    expect(findings).toEqual([]);
  });
}
