import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { localDay, weekOf } from '@dental/domain';
import { apiCall, apiToken, signIn, startClearOfMidnight, unique } from './helpers';

/**
 * The appointments module in the browser: a doctor's week, booking from an empty cell, the
 * reminder link, deleting, moving between weeks and jumping to a date, the question before booking
 * a patient already booked that day, the configuration followed by the grid, Arabic right to left,
 * and the module's home panel mounted by the shell.
 */

const PASSWORD = 'secret-pass-rdv';

// Today's data, then read on the screens: each test starts on the day it ends on.
test.beforeEach(() => startClearOfMidnight(test.info()));


async function newDoctor(request: APIRequestContext, token: string, prefix: string) {
  const roles = await apiCall(request, token, 'roles.list');
  const created = await apiCall(request, token, 'users.create', {
    body: { username: unique(prefix), phone: '36000000', password: PASSWORD, doctor: { cabinet: true, percentage: 50 }, roles: [roles.body.success!.find((r) => r.name === 'Médecin')!._id] },
  });
  expect(created.status).toBe(200);
  return created.body.success!;
}

async function newPatient(request: APIRequestContext, token: string, doctor: string, name: string) {
  const created = await apiCall(request, token, 'patients.create', { body: { doctor, name, contact: { phone: '36445566', whatsApp: '+222' }, yearOfBirth: 1984, isConsult: false } });
  expect(created.status).toBe(200);
  return created.body.success!;
}

/** Jumps the calendar to the week (Sunday to Saturday) of a date. */
async function jumpTo(page: Page, day: string) {
  await page.getByLabel('Date', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Filtrer' }).click();
}

test('book from an empty cell, remind, delete, move between weeks and jump to a date', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newDoctor(request, token, 'dr.rdv');
  const name = unique('Mariem Mint Ahmed ');
  await newPatient(request, token, doctor._id, name);
  const clinic = (await apiCall(request, token, 'settings.get')).body.success!;

  await signIn(page);
  await page.goto(`/appointments/${doctor._id}`);
  await expect(page.getByRole('table')).toBeVisible();
  // 2031-03-05 is a Wednesday: its week runs from Sunday 02/03 to Saturday 08/03.
  await jumpTo(page, '2031-03-05');
  await expect(page.getByText('Semaine du 02/03/2031 au 08/03/2031')).toBeVisible();
  await expect(page.getByRole('columnheader').nth(1)).toHaveText(/Lundi\s*03\/03/);

  await page.getByRole('button', { name: 'Ajouter un rendez-vous le Lundi 03/03/2031 à 09:30' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un rendez-vous' });
  await dialog.getByRole('combobox', { name: 'Patient' }).fill(name.slice(0, 14));
  await dialog.getByRole('option', { name: new RegExp(name) }).click();
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(dialog).toBeHidden();

  const cell = page.locator('[data-slot="2031-03-03 09:30"]');
  await expect(cell).toContainText(name.slice(0, 12));
  await expect(cell).not.toContainText(name.slice(0, 13));
  await expect(cell).toContainText('36445566');
  const reminder = cell.getByRole('link', { name: `Envoyer un rappel WhatsApp à ${name}` });
  const href = (await reminder.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/22236445566?text=')).toBe(true);
  const text = decodeURIComponent(href.split('text=')[1]);
  expect(text).toContain(`Rappel de votre rendez-vous au ${clinic.clinicName} le 03/03/2031 à 09:30`);
  expect(text).toContain(clinic.openingHours);
  await expect(reminder).toHaveAttribute('target', '_blank');

  // Next week holds nothing; back again, it is there.
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(page.getByText('Semaine du 09/03/2031 au 15/03/2031')).toBeVisible();
  await expect(page.locator('[data-slot="2031-03-10 09:30"]')).not.toContainText(name.slice(0, 12));
  await page.getByRole('button', { name: 'Semaine précédente' }).click();
  await expect(cell).toContainText(name.slice(0, 12));

  await cell.getByRole('button', { name: `Supprimer le rendez-vous de ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le rendez-vous' });
  await expect(confirm).toContainText(`Vous etes sur de vouloir supprimer ${name} ?`);
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(cell.getByRole('button', { name: 'Ajouter un rendez-vous le Lundi 03/03/2031 à 09:30' })).toBeVisible();
  const week = await apiCall(request, token, 'appointments.week', { params: { doctorId: doctor._id }, query: { startDate: '2031-03-02', endDate: '2031-03-08' } });
  expect(week.body.success).toEqual([]);
});

test('booking a patient who already has an appointment that day with another doctor asks first; Escape cancels the question only', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newDoctor(request, token, 'dr.jour');
  const other = await newDoctor(request, token, 'dr.autre');
  const name = unique('Khadija Mint Ali ');
  const patient = await newPatient(request, token, doctor._id, name);
  // Monday 2031-03-03 at 10:00 with the other doctor.
  const booked = await apiCall(request, token, 'appointments.create', {
    params: { doctorId: other._id },
    body: { patient: patient._id, date: '2031-03-03', time: '10:00', numSeance: 3, partOfTime: 'matin' },
  });
  expect(booked.status).toBe(200);

  await signIn(page);
  await page.goto(`/appointments/${doctor._id}`);
  await expect(page.getByRole('table')).toBeVisible();
  await jumpTo(page, '2031-03-05');
  await page.getByRole('button', { name: 'Ajouter un rendez-vous le Lundi 03/03/2031 à 09:30' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un rendez-vous' });
  await dialog.getByRole('combobox', { name: 'Patient' }).fill(name.slice(0, 14));
  await dialog.getByRole('option', { name: new RegExp(name) }).click();
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();

  const question = page.getByRole('dialog', { name: 'Rendez-vous le même jour' });
  await expect(question).toContainText(`Ce patient a déjà un rendez-vous ce jour : 10:00 avec ${other.username}. Réserver quand même ?`);
  await expect(question.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  expect((await apiCall(request, token, 'appointments.week', { params: { doctorId: doctor._id }, query: { startDate: '2031-03-02', endDate: '2031-03-08' } })).body.success).toEqual([]);

  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await question.getByRole('button', { name: 'Réserver quand même' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-slot="2031-03-03 09:30"]')).toContainText(name.slice(0, 12));
});

test('a change of the configuration is followed by the grid', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newDoctor(request, token, 'dr.config');
  await signIn(page);
  await page.goto(`/appointments/${doctor._id}/config`);

  const matin = page.getByRole('form', { name: 'Matin' });
  await matin.getByLabel('Fin').fill('08:00');
  await matin.getByRole('button', { name: 'Enregistrer la séance Matin' }).click();
  await expect(matin.getByRole('button', { name: 'La fin de la séance doit être après son début' })).toBeVisible();
  await matin.getByLabel('Début').fill('08:00');
  await matin.getByLabel('Fin').fill('10:00');
  await matin.getByLabel('Nombre de séances').fill('3');
  await matin.getByLabel("Durée d'une séance (minutes)").fill('40');
  await expect(matin).toContainText('Créneaux : 08:00 · 08:40 · 09:20');
  await matin.getByRole('button', { name: 'Enregistrer la séance Matin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();

  const days = page.getByRole('form', { name: 'Jours de travail' });
  await days.getByRole('checkbox', { name: 'Samedi Matin' }).uncheck();
  await days.getByRole('checkbox', { name: 'Samedi Soir' }).uncheck();
  await days.getByRole('checkbox', { name: 'Dimanche Soir' }).check();
  await days.getByRole('button', { name: 'Enregistrer les jours' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();

  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${doctor._id}$`));
  const grid = page.getByRole('table');
  await expect(grid.getByRole('columnheader')).toHaveText([/Heure/, /Lundi/, /Mardi/, /Mercredi/, /Jeudi/, /Vendredi/, /Dimanche/]);
  await expect(grid.locator('tr[data-session="matin"] th')).toHaveText(['08:00', '08:40', '09:20']);
  await expect(grid.getByRole('rowheader', { name: 'Pause' })).toBeVisible();
});

test('in Arabic the calendar reads right to left, weeks still from Sunday to Saturday', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newDoctor(request, token, 'dr.ar');
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/appointments/${doctor._id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('التاريخ').fill('2031-03-05');
  await page.getByRole('button', { name: 'تصفية' }).click();
  await expect(page.getByText('أسبوع 02/03/2031 إلى 08/03/2031')).toBeVisible();
  const headers = page.getByRole('columnheader');
  await expect(headers.nth(1)).toContainText('الإثنين');
  // Right to left: Monday's column lies to the right of the time column.
  const time = await headers.nth(0).boundingBox();
  const monday = await headers.nth(1).boundingBox();
  expect(monday!.x).toBeLessThan(time!.x);
  await expect(page.getByRole('rowheader', { name: 'استراحة' })).toBeVisible();
});

test('the home shows a doctor the module’s panel of today’s appointments, with the reminder link, and mounts the appointment modal widget', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newDoctor(request, token, 'dr.today');
  const name = unique('Brahim Ould Sidi ');
  const patient = await newPatient(request, token, doctor._id, name);
  // Every day worked, so that today has a slot whatever day the test runs.
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((order) => ({ order, appointments: ['matin', 'soir'] as ('matin' | 'soir')[] }));
  expect((await apiCall(request, token, 'appointments.saveDaysOfWork', { params: { doctorId: doctor._id }, body: { dayOfWork: everyDay } })).status).toBe(200);
  const today = localDay();
  const booked = await apiCall(request, token, 'appointments.create', {
    params: { doctorId: doctor._id },
    body: { patient: patient._id, date: today, time: '16:30', numSeance: 2, partOfTime: 'soir' },
  });
  expect(booked.status).toBe(200);

  await signIn(page, { username: doctor.username, password: PASSWORD });
  const panel = page.getByRole('region', { name: "Rendez-vous d'aujourd'hui" });
  await expect(panel).toContainText('16:30');
  await expect(panel).toContainText(name);
  await expect(panel.getByRole('link', { name: `Envoyer un rappel WhatsApp à ${name}` })).toHaveAttribute('href', /^https:\/\/wa\.me\/22236445566\?text=/);

  // The modal, mounted through module-kit as other modules mount it: the week, a free slot, the picker.
  await panel.getByRole('button', { name: 'Prendre un rendez-vous' }).click();
  const modal = page.getByRole('dialog', { name: 'Prendre un rendez-vous' });
  await expect(modal.getByRole('rowheader', { name: 'Pause' })).toBeVisible();
  // A slot on another day than today's appointment: the same day would ask first (tested below).
  await modal.locator(`td[data-slot]:not([data-slot^="${today}"]) .appointments-cell__free`).first().click();
  await modal.getByRole('combobox', { name: 'Patient' }).fill(name.slice(0, 10));
  await modal.getByRole('option', { name: new RegExp(name) }).click();
  await modal.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(modal).toBeHidden();
  const week = weekOf(today);
  const thisWeek = await apiCall(request, token, 'appointments.week', { params: { doctorId: doctor._id }, query: { ...week } });
  expect(thisWeek.body.success).toHaveLength(2);

  await panel.getByRole('link', { name: 'Voir la semaine' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${doctor._id}$`));
  await expect(page.locator(`[data-slot="${today} 16:30"]`)).toContainText(name.slice(0, 12));
});

test("both readings of numSeance book the slot the time names, and the calendar shows each in its cell", async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await newDoctor(request, token, 'dr.seance');
  const early = await newPatient(request, token, doctor._id, unique('Seance Zero '));
  const late = await newPatient(request, token, doctor._id, unique('Seance Un '));
  // 2031-04-07 is a Monday; its week runs from Sunday 06/04 to Saturday 12/04.
  const week = { startDate: '2031-04-06', endDate: '2031-04-12' };
  const book = (patient: string, time: string, numSeance: number) =>
    apiCall(request, token, 'appointments.create', { params: { doctorId: doctor._id }, query: week, body: { patient, date: '2031-04-07', time, numSeance, partOfTime: 'matin' } });
  // The seed client counts from 0: the first slot of the morning is 0.
  const fromZero = await book(early._id, '09:00', 0);
  expect(fromZero.status).toBe(200);
  expect(fromZero.body.success!.find((a) => a.time === '09:00')?.numSeance).toBe(1);
  const fromOne = await book(late._id, '10:30', 4);
  expect(fromOne.body.success!.find((a) => a.time === '10:30')?.numSeance).toBe(4);
  // The same slot named the other way is the same slot: taken.
  expect((await book(late._id, '09:00', 1)).status).toBe(300);
  // A number that fits neither reading is refused with a message saying which would.
  const wrong = await book(late._id, '11:00', 9);
  expect(wrong.body.formErrors).toEqual(["Le numéro de séance ne correspond pas à l'heure 11:00 : séance 5 (ou 4 en comptant depuis 0)"]);

  await signIn(page);
  await page.goto(`/appointments/${doctor._id}`);
  await jumpTo(page, '2031-04-07');
  await expect(page.locator('[data-slot="2031-04-07 09:00"]')).toContainText(early.name.slice(0, 10));
  await expect(page.locator('[data-slot="2031-04-07 10:30"]')).toContainText(late.name.slice(0, 10));
  await expect(page.locator('[data-slot="2031-04-07 09:30"]').getByRole('button', { name: /^Ajouter un rendez-vous/ })).toBeVisible();
});
