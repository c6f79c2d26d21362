import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays, localDay } from '@dental/domain';
import { apiCall, apiToken, axeViolations, expectAccessible, startClearOfMidnight, unique } from './helpers';
import { bookSlot, EVERY_DAY, newStaff } from './agenda-helpers';

/**
 * Issue 38 in the browser: the assistant sends tomorrow's reminders; each carries the patient's
 * personal link, opened on a phone (another browser, no cookies, 360 px, JavaScript off). One
 * patient confirms in Arabic and the reminders view shows it without a reload; another asks for
 * another time and is listed "À rappeler" on the home until the desk marks the call done.
 */

const PASSWORD = 'secret-pass-reply';

test.beforeEach(() => startClearOfMidnight(test.info()));

async function newPatient(request: APIRequestContext, token: string, doctor: string, name: string, messageLanguage: 'fr' | 'ar') {
  const created = await apiCall(request, token, 'patients.create', {
    body: { doctor, name, contact: { phone: '36445566', whatsApp: '+22236445566' }, yearOfBirth: 1984, isConsult: false, messageLanguage },
  });
  expect(created.status).toBe(200);
  return created.body.success!;
}

async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

/** Sends the reminder of the row's patient; the personal link, as the WhatsApp message carries it. */
async function sendReminder(page: Page, patientName: string): Promise<{ text: string; link: string }> {
  const tab = page.context().waitForEvent('page');
  await page.getByRole('row').filter({ hasText: patientName }).getByRole('link', { name: 'Envoyer le rappel WhatsApp' }).click();
  const whatsApp = await tab;
  await whatsApp.waitForURL(/^https:\/\/wa\.me\/22236445566\?text=/);
  const text = new URL(whatsApp.url()).searchParams.get('text') ?? '';
  await whatsApp.close();
  const [link] = /https?:\/\/\S+\/r\/[A-Za-z0-9_-]{24}/.exec(text) ?? [''];
  expect(link, text).not.toBe('');
  return { text, link };
}

/** The patient's phone: a browser of its own, without the staff's cookies, 360 px wide, JavaScript off. */
async function phone(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  let bytes = 0;
  page.on('response', async (response) => {
    bytes += Number((await response.headerValue('content-length')) ?? (await response.body()).length);
  });
  return { page, context, bytes: () => bytes };
}

test('patients answer their reminder from its link: one confirms in Arabic on a phone without JavaScript, one asks for another time and is listed "À rappeler"', async ({ page, browser, request }) => {
  const token = await apiToken(request);
  const doctor = await newStaff(request, token, 'dr.reply', 'Médecin', PASSWORD);
  expect((await apiCall(request, token, 'appointments.saveDaysOfWork', { params: { doctorId: doctor._id }, body: { dayOfWork: EVERY_DAY } })).status).toBe(200);
  const assistant = await newStaff(request, token, 'reply.assistant', 'Assistant', PASSWORD);
  const tomorrow = addDays(localDay(), 1);
  const arabic = await newPatient(request, token, doctor._id, unique('Mariem Mint Salem '), 'ar');
  const french = await newPatient(request, token, doctor._id, unique('Sidi Ould Ahmed '), 'fr');
  await bookSlot(request, token, doctor._id, arabic._id, tomorrow, '09:00');
  await bookSlot(request, token, doctor._id, french._id, tomorrow, '09:30');
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }));

  await signInAs(page, assistant.username);
  await page.goto(`/appointments/${doctor._id}/reminders`);
  await expect(page.getByLabel('Jour', { exact: true })).toHaveValue(tomorrow);
  const first = await sendReminder(page, arabic.name);
  expect(first.text).toContain('للتأكيد أو الإلغاء أو طلب موعد آخر');

  const mobile = await phone(browser);
  await mobile.page.goto(first.link);
  await expect(mobile.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mobile.page.getByRole('heading', { level: 1 })).toHaveText('موعدكم');
  await expect(mobile.page.getByText('مرحبا Mariem،')).toBeVisible();
  await expect(mobile.page.getByText('09:00')).toBeVisible();
  await expect(mobile.page.getByText(doctor.username)).toBeVisible();
  await expect(mobile.page.getByText(arabic.name)).toHaveCount(0);
  await mobile.page.getByRole('button', { name: 'أؤكد الموعد' }).click();
  await expect(mobile.page.getByRole('status')).toContainText('تم تأكيد حضوركم');
  // The page, its answer and the page again: under 15 kB each, nothing but the document.
  expect(mobile.bytes()).toBeLessThan(3 * 15 * 1024);

  // The desk sees the answer without reloading.
  const row = page.getByRole('row').filter({ hasText: arabic.name });
  await expect(row.getByText('Confirmé par le patient')).toBeVisible({ timeout: 30_000 });

  // The page at 320 px: nothing wider than the screen, and axe finds nothing serious (audited with script on, the page has none).
  const narrow = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const audit = await narrow.newPage();
  await audit.goto(first.link);
  expect(await audit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(audit, 'patient reply page (ar)')).toEqual([]);
  await narrow.close();

  const second = await sendReminder(page, french.name);
  await mobile.page.goto(second.link);
  await expect(mobile.page.locator('html')).toHaveAttribute('lang', 'fr');
  await mobile.page.getByLabel('Votre message (facultatif)').fill('Plutôt en fin d’après-midi');
  await mobile.page.getByRole('button', { name: 'Je souhaite un autre horaire' }).click();
  await expect(mobile.page.getByRole('status')).toContainText('Votre demande d’un autre horaire est transmise');
  await mobile.context.close();

  await page.goto('/');
  const callbacks = page.getByRole('region', { name: 'À rappeler' });
  await expect(callbacks.getByText(french.name)).toBeVisible({ timeout: 30_000 });
  await expect(callbacks.getByText('Plutôt en fin d’après-midi')).toBeVisible();
  await expect(callbacks.getByText(arabic.name)).toHaveCount(0);
  await expectAccessible(page, 'home with patients to call back');
  await callbacks.getByRole('button', { name: `Traité — ${french.name}` }).click();
  await expect(callbacks.getByText(french.name)).toHaveCount(0);
});
