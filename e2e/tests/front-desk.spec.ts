import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, DEFAULT_WORKING_DAYS, localDay, nextWorkingDay, reminderDay } from '@dental/domain';
import { apiCall, apiToken, expectAccessible, startClearOfMidnight, unique } from './helpers';
import { bookSlot, EVERY_DAY, newStaff } from './agenda-helpers';

/**
 * Issue 36 in the browser, as the default Assistant and Médecin roles: a morning at the desk (two
 * arrivals in the waiting room in order, one put in the chair and finished, one absent who stays on
 * the recall list), a booking from the next free slots with no past slot offered, and the reminders
 * of the next working day sent as a run of "Suivant".
 */

const PASSWORD = 'secret-pass-desk';

// Today's data, then read on the screens: each test starts on the day it ends on.
test.beforeEach(() => startClearOfMidnight(test.info()));

async function newPatient(request: APIRequestContext, token: string, doctor: string, name: string) {
  const created = await apiCall(request, token, 'patients.create', {
    body: { doctor, name, contact: { phone: '36123456', whatsApp: '+22236123456' }, yearOfBirth: 1980, isConsult: false },
  });
  expect(created.status).toBe(200);
  return created.body.success!;
}

async function signInAs(page: Page, username: string, language: 'fr' | 'ar' = 'fr') {
  if (language === 'ar') await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

test('a morning at the desk: two arrivals in order in the waiting room, one in the chair then done, one absent who stays on the recall list', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newStaff(request, token, 'dr.desk', 'Médecin', PASSWORD);
  expect((await apiCall(request, token, 'appointments.saveDaysOfWork', { params: { doctorId: doctor._id }, body: { dayOfWork: EVERY_DAY } })).status).toBe(200);
  const assistant = await newStaff(request, token, 'desk.assistant', 'Assistant', PASSWORD);
  const today = localDay();
  const first = await newPatient(request, token, doctor._id, unique('Aminetou Mint Sidi '));
  const second = await newPatient(request, token, doctor._id, unique('Brahim Ould Ely '));
  const absent = await newPatient(request, token, doctor._id, unique('Cheikh Ould Vall '));
  await bookSlot(request, token, doctor._id, first._id, today, '09:00');
  await bookSlot(request, token, doctor._id, second._id, today, '09:30');
  // Last seen eight months ago: due for a check-up, and booked today for it.
  await bookSlot(request, token, doctor._id, absent._id, addDays(today, -240), '09:00');
  await bookSlot(request, token, doctor._id, absent._id, today, '10:00');

  await signInAs(page, assistant.username);
  const day = page.getByRole('region', { name: `Rendez-vous d'aujourd'hui de ${doctor.username}` });
  await expect(day.getByText(first.name)).toBeVisible();
  // The second patient comes first.
  await day.getByRole('button', { name: `Arrivé — ${second.name}` }).click();
  await expect(day.getByRole('button', { name: `Au fauteuil — ${second.name}` })).toBeVisible();
  await day.getByRole('button', { name: `Arrivé — ${first.name}` }).click();
  const room = page.getByRole('region', { name: "Salle d'attente" });
  const mine = room.getByRole('listitem').filter({ hasText: doctor.username });
  await expect(mine).toHaveCount(2);
  await expect(mine.nth(0)).toContainText(second.name);
  await expect(mine.nth(1)).toContainText(first.name);
  await expect(mine.nth(0)).toContainText(/depuis \d\d:\d\d · \d+ min/);
  await expectAccessible(page, 'home with the waiting room');

  await room.getByRole('button', { name: `Au fauteuil — ${second.name}` }).click();
  await expect(mine.filter({ hasText: second.name }).getByText('Au fauteuil', { exact: true })).toBeVisible();
  await room.getByRole('button', { name: `Terminé — ${second.name}` }).click();
  await expect(mine).toHaveCount(1);
  await expect(day.locator('li').filter({ hasText: second.name }).getByText('Terminé', { exact: true })).toBeVisible();

  await day.getByRole('button', { name: `Absent — ${absent.name}` }).click();
  await expect(day.locator('li').filter({ hasText: absent.name }).getByText('Absent', { exact: true })).toBeVisible();

  await page.goto(`/appointments/${doctor._id}/recall`);
  const row = page.getByRole('row').filter({ hasText: absent.name });
  await expect(row).toContainText(`Absent le ${reminderDay(today)}`);
  await expectAccessible(page, 'recall with a missed appointment');

  // The week grid says each state in words, the absent one struck through and its slot bookable again.
  await page.goto(`/appointments/${doctor._id}?date=${today}`);
  const absentCell = page.locator(`[data-slot="${today} 10:00"]`);
  await expect(absentCell).toContainText('Absent');
  await expect(page.locator(`[data-slot="${today} 09:30"]`)).toContainText('Terminé');
  await expectAccessible(page, 'week with states');
});

test('booking from the next free slots: never a past slot, one click books it for the chosen patient', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newStaff(request, token, 'dr.slots', 'Médecin', PASSWORD);
  expect((await apiCall(request, token, 'appointments.saveDaysOfWork', { params: { doctorId: doctor._id }, body: { dayOfWork: EVERY_DAY } })).status).toBe(200);
  const assistant = await newStaff(request, token, 'slots.assistant', 'Assistant', PASSWORD);
  const patient = await newPatient(request, token, doctor._id, unique('Dah Ould Oumar '));
  await signInAs(page, assistant.username);
  await page.goto(`/appointments/${doctor._id}`);
  await expect(page.getByRole('columnheader', { name: /Lundi/ })).toBeVisible();

  // No past slot in the grid: every "Ajouter" button is for a slot still to come (late on a
  // Saturday this week may have none left; next week's are all to come).
  const now = new Date();
  const nowTime = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  const bookable = () =>
    page
      .locator('td[data-slot]')
      .filter({ has: page.getByRole('button', { name: /Ajouter un rendez-vous/ }) })
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-slot') ?? ''));
  const today = localDay();
  const cells = await page.locator('td[data-slot]').evaluateAll((all) => all.map((cell) => cell.getAttribute('data-slot') ?? ''));
  const past = cells.filter((slot) => slot.split(' ')[0] < today || (slot.split(' ')[0] === today && slot.split(' ')[1] <= nowTime));
  for (const slot of await bookable()) {
    const [date, time] = slot.split(' ');
    expect(date > today || (date === today && time > nowTime), slot).toBe(true);
  }
  for (const slot of past) await expect(page.locator(`td[data-slot="${slot}"]`).getByRole('button', { name: /Ajouter un rendez-vous/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect.poll(async () => (await bookable()).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Semaine précédente' }).click();

  await page.getByRole('button', { name: 'Prochains créneaux libres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prochains créneaux libres' });
  const first = dialog.getByRole('button', { name: /^Réserver le / }).first();
  await expect(first).toBeVisible();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const [, dateText, time] = /(\d\d\/\d\d\/\d{4}) à (\d\d:\d\d)/.exec(label) ?? [];
  const date = dateText.split('/').reverse().join('-');
  expect(date > today || (date === today && time > nowTime)).toBe(true);
  await expectAccessible(page, 'next free slots');
  await first.click();

  const booking = page.getByRole('dialog', { name: 'Ajouter un rendez-vous' });
  await booking.getByRole('combobox').fill(patient.name.slice(0, 12));
  await booking.getByRole('option', { name: new RegExp(patient.name) }).click();
  await booking.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(booking).toBeHidden();
  const week = await apiCall(request, token, 'appointments.week', { params: { doctorId: doctor._id }, query: { startDate: date, endDate: addDays(date, 1) } });
  expect(week.body.success!.map((a) => [a.patient._id, a.date, a.time, a.state])).toEqual([[patient._id, date, time, 'booked']]);
});

test('the reminders open on the next working day; after one is sent, "Suivant" sends the next in one click', async ({ page, request }) => {
  const token = await apiToken(request);
  // The default working days: no Sunday.
  const doctor = await newStaff(request, token, 'dr.remind', 'Médecin', PASSWORD);
  const day = nextWorkingDay(localDay(), DEFAULT_WORKING_DAYS.map((d) => d.order));
  const patients = [await newPatient(request, token, doctor._id, unique('Ely Ould Cheikh ')), await newPatient(request, token, doctor._id, unique('Fatma Mint Ahmed '))];
  await bookSlot(request, token, doctor._id, patients[0]._id, day, '16:00');
  await bookSlot(request, token, doctor._id, patients[1]._id, day, '16:30');
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }));
  await signInAs(page, doctor.username);
  await page.goto(`/appointments/${doctor._id}/reminders`);
  await expect(page.getByLabel('Jour')).toHaveValue(day);
  await expect(page.getByTestId('reminder-counts')).toHaveText('Envoyés : 0 · À envoyer : 2');
  const firstRow = page.getByRole('row').filter({ hasText: patients[0].name });
  const tab = page.context().waitForEvent('page');
  await firstRow.getByRole('link', { name: 'Envoyer le rappel WhatsApp' }).click();
  await (await tab).close();
  const next = page.getByRole('row').filter({ hasText: patients[1].name }).getByRole('button', { name: 'Suivant' });
  await expect(next).toBeFocused();
  const secondTab = page.context().waitForEvent('page');
  await page.keyboard.press('Enter');
  await (await secondTab).close();
  await expect(page.getByTestId('reminder-counts')).toHaveText('Envoyés : 2 · À envoyer : 0');
  await expectAccessible(page, 'reminders after a run');
});

test('in Arabic, a doctor sees the waiting room and his next patient, right to left', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newStaff(request, token, 'dr.ar', 'Médecin', PASSWORD);
  expect((await apiCall(request, token, 'appointments.saveDaysOfWork', { params: { doctorId: doctor._id }, body: { dayOfWork: EVERY_DAY } })).status).toBe(200);
  const today = localDay();
  const patient = await newPatient(request, token, doctor._id, unique('Mariem Mint Salem '));
  await bookSlot(request, token, doctor._id, patient._id, today, '11:00');
  await signInAs(page, doctor.username, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const room = page.getByRole('region', { name: 'قاعة الانتظار' });
  await expect(room.getByText('لا أحد في قاعة الانتظار')).toBeVisible();
  await page.getByRole('button', { name: `وصل — ${patient.name}` }).click();
  await expect(room.getByRole('listitem').filter({ hasText: patient.name })).toContainText('وصل');
  await expect(room.getByText('المريض التالي:').locator('..')).toContainText(patient.name);
  await expectAccessible(page, 'waiting room (ar)');
});

test('the default Assistant pays a laboratory for the doctor she chooses, records a consumption, and "Ma caisse du jour" equals the payments she took', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newStaff(request, token, 'dr.till', 'Médecin', PASSWORD);
  const assistant = await newStaff(request, token, 'till.assistant', 'Assistant', PASSWORD);
  const lab = await apiCall(request, token, 'laboratories.create', { body: { name: unique('Labo Desk '), phone: '22334455' } });
  expect(lab.status).toBe(200);
  const labId = lab.body.success!._id;
  const patient = await newPatient(request, token, doctor._id, unique('Khadijetou Mint Ely '));
  const modes = (await apiCall(request, token, 'paymentModes.list')).body.success!;
  const cash = modes.find((mode) => mode.name === 'cash')!;
  // What she takes at the desk, recorded under her name.
  const mine = await apiToken(request, { username: assistant.username, password: PASSWORD });
  for (const amount of [1200.5, 300.25]) {
    const paid = await apiCall(request, mine, 'payments.create', { body: { doctor: doctor._id, patient: patient._id, amount, type: 'payment', method: cash._id } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }

  await signInAs(page, assistant.username);
  const till = page.getByRole('region', { name: 'Ma caisse du jour' });
  const byMethod = till.getByRole('table');
  await expect(byMethod.getByRole('row').filter({ hasText: 'Espèces' })).toContainText(/2\s*1\s500,75 MRU/);
  await expect(byMethod.locator('tfoot')).toContainText(/Total\s*2\s*1\s500,75 MRU/);
  await expectAccessible(page, 'home with my till');

  // A laboratory paid for the doctor chosen.
  await page.goto(`/laboratory/${labId}/payments/${doctor._id}`);
  await expect(page.getByRole('heading', { name: doctor.username })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un paiement' });
  await dialog.getByLabel('Montant').fill('800');
  await dialog.getByLabel('Comment').fill('Acompte couronne');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: `Paiements au laboratoire — ${doctor.username}` }).getByRole('row').filter({ hasText: 'Acompte couronne' })).toBeVisible();
  await expectAccessible(page, 'lab payments by the assistant');

  // A consumption of the doctor's.
  await page.goto(`/Consumables/${doctor._id}/consumptions`);
  await page.getByRole('button', { name: 'Ajouter une consommation' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nom').fill('Gants nitrile');
  await form.getByLabel('Montant').fill('450');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row', { name: /Gants nitrile/ })).toBeVisible();
  await expectAccessible(page, 'consumptions by the assistant');
});

/** How many pages a PDF holds, and the first page's size in points. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const [, width, height] = text.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/) ?? [];
  return { count: (text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length, width: Number(width), height: Number(height) };
}

for (const language of ['fr', 'ar'] as const) {
  test(`a week's print is one A4 landscape page naming the doctor, the week and each state (${language})`, async ({ page, request }) => {
    const token = await apiToken(request);
    const doctor = await newStaff(request, token, `dr.print.${language}`, 'Médecin', PASSWORD);
    expect((await apiCall(request, token, 'appointments.saveDaysOfWork', { params: { doctorId: doctor._id }, body: { dayOfWork: EVERY_DAY } })).status).toBe(200);
    const nextWeek = addDays(localDay(), 7);
    const patients = [];
    for (let index = 0; index < 4; index += 1) patients.push(await newPatient(request, token, doctor._id, unique(`Mohamed Abdallahi Ould Sidi Mahmoud ${index} `)));
    for (const [offset, times] of [[0, ['09:00', '09:30', '10:00', '16:00', '16:30']], [1, ['09:00', '11:30', '12:30', '20:00']], [2, ['10:00', '17:00', '17:30']]] as const) {
      for (const [index, time] of times.entries()) await bookSlot(request, token, doctor._id, patients[index % patients.length]._id, addDays(nextWeek, offset), time);
    }
    await signInAs(page, doctor.username, language);
    await page.goto(`/appointments/${doctor._id}?date=${nextWeek}`);
    await page.getByRole('button', { name: language === 'fr' ? 'Imprimer' : 'طباعة' }).first().click();
    const print = page.getByRole('dialog');
    await expect(print.locator('.appointments-print__doctor')).toBeVisible();
    await expect(print.getByRole('row')).toHaveCount(13);
    await expect(print.getByRole('row').nth(1)).toContainText(language === 'fr' ? 'Réservé' : 'محجوز');
    const { count, width, height } = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(count).toBe(1);
    // A4 landscape: 842 × 595 points.
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });
}
