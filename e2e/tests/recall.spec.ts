import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, DEFAULT_MESSAGE_TEXTS, localDay, reminderDay } from '@dental/domain';
import { apiCall, apiToken, axeViolations, signIn, startClearOfMidnight, unique } from './helpers';
import { bookSlot, EVERY_DAY, newStaff } from './agenda-helpers';

/**
 * Issue 24 in the browser: the recall list (a patient due, the WhatsApp recall's text in the
 * patient's language, marked contacted, booked from the list and gone from it), tomorrow's
 * reminders sent and counted (from the reminders view and from the week grid's icon), and a clinic
 * text edited on its settings screen and used by the next link.
 */

const PASSWORD = 'secret-pass-recall';

// Today's data, then read on the screens: each test starts on the day it ends on.
test.beforeEach(() => startClearOfMidnight(test.info()));


/** A doctor who works every day, so that any day of the test has a slot. */
async function newDoctor(request: APIRequestContext, token: string, prefix: string) {
  const doctor = await newStaff(request, token, prefix, 'Médecin', PASSWORD);
  expect((await apiCall(request, token, 'appointments.saveDaysOfWork', { params: { doctorId: doctor._id }, body: { dayOfWork: EVERY_DAY } })).status).toBe(200);
  return doctor;
}

async function newPatient(request: APIRequestContext, token: string, doctor: string, name: string, whatsApp: string, messageLanguage: 'fr' | 'ar' | null) {
  const created = await apiCall(request, token, 'patients.create', {
    body: { doctor, name, contact: { phone: whatsApp.slice(4), whatsApp }, yearOfBirth: 1984, isConsult: false, messageLanguage },
  });
  expect(created.status).toBe(200);
  return created.body.success!;
}

/** The text a wa.me link opens with. */
async function linkText(link: ReturnType<Page['getByRole']>): Promise<{ number: string; text: string }> {
  const href = (await link.getAttribute('href')) ?? '';
  const [, number, text] = /^https:\/\/wa\.me\/(\d+)\?text=(.*)$/.exec(href) ?? [];
  return { number, text: decodeURIComponent(text ?? '') };
}

/** WhatsApp is out of reach here: the tab a link opens gets an empty page. */
async function stubWhatsApp(page: Page) {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }));
}

/** Every WCAG 2.1 A/AA violation, whatever its impact. */
async function audit(page: Page) {
  expect(await axeViolations(page, 'recall', 'any')).toEqual([]);
}

/** Eight months ago: a last visit whose check-up (six months after) is overdue. */
const EIGHT_MONTHS_AGO = addDays(localDay(), -240);

test('the assistant recalls the patients due: the WhatsApp text in each one’s language, marked contacted, booked and gone from the list', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newDoctor(request, token, 'dr.recall');
  const assistant = await newStaff(request, token, 'assistant.recall', 'Assistant', PASSWORD);
  const french = await newPatient(request, token, doctor._id, unique('Mariem Mint Ahmed '), '+22236111111', null);
  const arabic = await newPatient(request, token, doctor._id, unique('Fatimetou Mint Sidi '), '+22236222222', 'ar');
  const recent = await newPatient(request, token, doctor._id, unique('Recent Visit '), '+22236333333', null);
  const booked = await newPatient(request, token, doctor._id, unique('Already Booked '), '+22236444444', null);
  await bookSlot(request, token, doctor._id, french._id, EIGHT_MONTHS_AGO, '09:00');
  await bookSlot(request, token, doctor._id, arabic._id, addDays(EIGHT_MONTHS_AGO, -7), '09:30');
  await bookSlot(request, token, doctor._id, recent._id, addDays(localDay(), -30), '10:00');
  await bookSlot(request, token, doctor._id, booked._id, EIGHT_MONTHS_AGO, '10:00');
  await bookSlot(request, token, doctor._id, booked._id, addDays(localDay(), 20), '10:00');
  const clinic = (await apiCall(request, token, 'settings.get')).body.success!;

  await signIn(page, { username: assistant.username, password: PASSWORD });
  // The home's tile shows how many patients are due.
  const tile = page.locator('[data-tile="recall"]');
  await expect(tile).toContainText('Rappels');
  // Late in a full run the shared clinic's home loads dozens of doctors' panels beside the tiles' counts.
  await expect(tile.getByRole('status', { name: /^Patients à rappeler : \d+$/ })).toBeVisible({ timeout: 15_000 });

  await page.goto(`/appointments/${doctor._id}/recall`);
  await expect(page.getByRole('heading', { name: 'Rappels' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Patients à rappeler' });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row(french.name)).toBeVisible();
  await expect(row(arabic.name)).toBeVisible();
  await expect(table).not.toContainText(recent.name);
  await expect(table).not.toContainText(booked.name);
  // Sorted by due date: the Arabic reader's visit was a week earlier.
  await expect(table.getByRole('row').nth(1)).toContainText(arabic.name);
  await expect(row(french.name)).toContainText(reminderDay(EIGHT_MONTHS_AGO));
  await expect(row(french.name)).toContainText('36111111');

  const frenchLink = await linkText(row(french.name).getByRole('link', { name: 'Envoyer le rappel WhatsApp' }));
  expect(frenchLink.number).toBe('22236111111');
  expect(frenchLink.text).toContain(`Bonjour ${french.name}, il est temps de faire votre contrôle au ${clinic.clinicName}.`);
  const arabicLink = await linkText(row(arabic.name).getByRole('link', { name: 'Envoyer le rappel WhatsApp' }));
  expect(arabicLink.text).toContain(`مرحبا ${arabic.name}، حان وقت فحصكم الدوري في ${clinic.clinicName}.`);
  await expect(row(french.name).getByRole('link', { name: 'Envoyer le rappel WhatsApp' })).toHaveAttribute('target', '_blank');
  await audit(page);

  await row(french.name).getByRole('button', { name: 'Marquer contacté' }).click();
  await expect(row(french.name)).toContainText(new RegExp(`Contacté par ${assistant.username} le ${reminderDay(localDay())} à \\d\\d:\\d\\d`));
  await page.getByRole('combobox', { name: 'Contact' }).selectOption({ label: 'Non contactés' });
  await expect(row(arabic.name)).toBeVisible();
  await expect(table).not.toContainText(french.name);
  await page.getByRole('combobox', { name: 'Contact' }).selectOption({ label: 'Contactés' });
  await expect(row(french.name)).toBeVisible();
  await expect(table).not.toContainText(arabic.name);
  await page.getByRole('combobox', { name: 'Contact' }).selectOption({ label: 'Tous' });

  await row(arabic.name).getByRole('button', { name: 'Prendre rendez-vous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prendre un rendez-vous' });
  await dialog.getByRole('button', { name: 'Semaine suivante' }).click();
  await dialog.getByRole('button', { name: /^Ajouter un rendez-vous le / }).first().click();
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(dialog).toBeHidden();
  await expect(table).not.toContainText(arabic.name);
  await expect(row(french.name)).toBeVisible();
});

test('a doctor sends tomorrow’s reminders in Arabic, from the reminders view and from the week grid, and sees them counted', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newDoctor(request, token, 'dr.remind');
  const arabic = await newPatient(request, token, doctor._id, unique('Khadijetou Mint Ely '), '+22236555555', 'ar');
  const french = await newPatient(request, token, doctor._id, unique('Ousmane Ba '), '+22236666666', 'fr');
  const tomorrow = addDays(localDay(), 1);
  await bookSlot(request, token, doctor._id, arabic._id, tomorrow, '16:00');
  await bookSlot(request, token, doctor._id, french._id, tomorrow, '16:30');
  await stubWhatsApp(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));

  await page.goto('/login');
  await page.locator('input[name="username"]').fill(doctor.username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/appointments/${doctor._id}/reminders`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const counts = page.getByTestId('reminder-counts');
  await expect(counts).toHaveText('أُرسلت: 0 · للإرسال: 2');
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(page.getByRole('row').nth(1)).toContainText('16:00');

  const send = row(arabic.name).getByRole('link', { name: 'إرسال التذكير عبر واتساب' });
  const { number, text } = await linkText(send);
  expect(number).toBe('22236555555');
  expect(text).toContain(`تذكير بموعدكم في`);
  expect(text).toContain(`يوم ${reminderDay(tomorrow)} على الساعة 16:00`);
  const tab = page.waitForEvent('popup');
  await send.click();
  await (await tab).close();
  await expect(row(arabic.name)).toContainText(new RegExp(`أرسله ${doctor.username} يوم .*على الساعة \\d\\d:\\d\\d`));
  await expect(row(arabic.name).getByRole('link', { name: 'إعادة إرسال التذكير عبر واتساب' })).toBeVisible();
  await expect(counts).toHaveText('أُرسلت: 1 · للإرسال: 1');
  await audit(page);

  // The week grid's icon sends the French reader's reminder in French, and marks it sent too.
  await page.goto(`/appointments/${doctor._id}`);
  await page.getByLabel('التاريخ', { exact: true }).fill(tomorrow);
  await page.getByRole('button', { name: 'تصفية' }).click();
  const icon = page.locator(`[data-slot="${tomorrow} 16:30"]`).getByRole('link', { name: `إرسال تذكير واتساب إلى ${french.name}` });
  expect((await linkText(icon)).text).toContain(`Rappel de votre rendez-vous au`);
  const second = page.waitForEvent('popup');
  await icon.click();
  await (await second).close();
  await page.goto(`/appointments/${doctor._id}/reminders`);
  await expect(counts).toHaveText('أُرسلت: 2 · للإرسال: 0');
  await expect(row(french.name)).toContainText(`أرسله ${doctor.username}`);
});

test.describe('the clinic’s own texts', { tag: '@clinic-wide' }, () => {
  test.afterAll(async ({ request }) => {
    const token = await apiToken(request);
    await apiCall(request, token, 'messageTexts.update', { body: { ...DEFAULT_MESSAGE_TEXTS, recallMonths: 6, clinicLanguage: 'fr' } });
  });

  test('an administrator edits the recall text: a placeholder it cannot fill is refused, the saved text opens the next recall', async ({ page, request }) => {
    const token = await apiToken(request);
    const doctor = await newDoctor(request, token, 'dr.texts');
    const patient = await newPatient(request, token, doctor._id, unique('Aminetou Mint Brahim '), '+22236777777', null);
    await bookSlot(request, token, doctor._id, patient._id, EIGHT_MONTHS_AGO, '09:00');
    const clinic = (await apiCall(request, token, 'settings.get')).body.success!;

    await signIn(page);
    await page.goto('/settings/messages');
    await expect(page.getByRole('heading', { name: 'Textes des messages' })).toBeVisible();
    const recall = page.getByRole('textbox', { name: 'Rappel de contrôle — français' });
    await expect(recall).toHaveValue(DEFAULT_MESSAGE_TEXTS.recall.fr);
    await audit(page);

    await recall.fill('Bonjour {patient}, rendez-vous le {date}');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('alert')).toContainText('Le texte du rappel de contrôle (FR) contient {date}, que ce message ne sait pas remplir');
    await recall.fill('');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('alert')).toContainText('Le texte du rappel de contrôle (FR) est vide');
    expect((await apiCall(request, token, 'messageTexts.get')).body.success!.recall.fr).toBe(DEFAULT_MESSAGE_TEXTS.recall.fr);

    await recall.fill('Salam {patient} ! Le {clinic} vous attend pour votre contrôle.');
    await expect(page.getByRole('region', { name: 'Aperçu — Rappel de contrôle — français' })).toContainText(`Le ${clinic.clinicName} vous attend pour votre contrôle.`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Textes des messages enregistrés')).toBeVisible();

    await page.goto(`/appointments/${doctor._id}/recall`);
    const link = page.getByRole('row').filter({ hasText: patient.name }).getByRole('link', { name: 'Envoyer le rappel WhatsApp' });
    expect((await linkText(link)).text).toBe(`Salam ${patient.name} ! Le ${clinic.clinicName} vous attend pour votre contrôle.`);
  });
});
