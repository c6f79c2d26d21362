import { expect, test, type Locator, type Page } from '@playwright/test';
import { localDay, timeOfMinutes } from '@dental/domain';
import { apiCall, apiToken, expectAccessible, signIn, unique } from './helpers';

/** A prothese treatment and a soins one of the catalogue, fresh for this run. */
async function catalogueTreatments(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request);
  const prothese = unique('Couronne zircone ');
  const soins = unique('Détartrage ');
  expect((await apiCall(request, token, 'treatments.create', { body: { name: prothese, type: 'prothese', price: 15000 } })).status).toBe(200);
  expect((await apiCall(request, token, 'treatments.create', { body: { name: soins, type: 'soins', price: 2000 } })).status).toBe(200);
  return { prothese, soins };
}

/** Adds a laboratory through the screen's modal, which closes once the server accepted it. */
async function addLaboratory(page: Page, name: string, phone: string) {
  await page.locator('.dn-page__actions').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Nom|الاسم/).fill(name);
  await dialog.getByLabel(/Téléphone|الهاتف/).fill(phone);
  await dialog.getByRole('button', { name: /Enregistrer|حفظ/ }).click();
  await expect(dialog).toBeHidden();
}

test('laboratories: add a lab, edit it, price a prothese treatment, delete the price and the lab', async ({ page, request }) => {
  const { prothese, soins } = await catalogueTreatments(request);
  await signIn(page);
  await page.locator('.shell-home').getByText('Laboratoires', { exact: true }).click();
  await expect(page).toHaveURL(/\/laboratory$/);
  await expect(page.getByRole('heading', { name: 'Laboratoires', exact: true })).toBeVisible();

  // "name required": the form stays open, the name marked.
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Ajouter un laboratoire' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom est obligatoire')).toBeVisible();
  await expect(dialog.getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  const name = unique('Lab Nour ');
  await addLaboratory(page, name, '45253535');
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('link', { name: '45253535' })).toBeVisible();

  // "already exists", whatever the case.
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await dialog.getByLabel('Nom').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce laboratoire existe déjà')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // Edit: the new name survives a reload.
  const renamed = `${name} II`;
  await card.getByRole('button', { name: `Modifier ${name}` }).click();
  await expect(dialog.getByLabel('Nom')).toHaveValue(name);
  await dialog.getByLabel('Nom').fill(renamed);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  const renamedCard = page.getByRole('article', { name: renamed });
  await expect(renamedCard).toBeVisible();

  // The price list: prothese treatments only.
  await renamedCard.getByRole('link', { name: `Traitements de ${renamed}` }).click();
  await expect(page).toHaveURL(/\/laboratory\/\d+\/treatments$/);
  await expect(page.getByRole('heading', { name: `Traitements — ${renamed}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Liste des prix du laboratoire' });
  await expect(table.getByRole('cell', { name: 'Aucun traitement' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const treatment = dialog.getByLabel('Traitement');
  await expect(treatment.getByRole('option', { name: prothese })).toHaveCount(1);
  await expect(treatment.getByRole('option', { name: soins })).toHaveCount(0);
  await treatment.selectOption({ label: prothese });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le prix est obligatoire')).toBeVisible();
  await expect(dialog.getByLabel('Prix')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Prix').fill('8000.5');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: prothese });
  await expect(row.getByRole('cell', { name: /8\s?000,50\s?MRU/ })).toBeVisible();

  // Delete the price after the confirmation.
  await row.getByRole('button', { name: `Supprimer ${prothese}` }).click();
  await expect(dialog.getByText(`Vous etes sur de vouloir supprimer ${prothese} ?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(table.getByRole('cell', { name: 'Aucun traitement' })).toBeVisible();

  // Back to the cards, and delete the laboratory.
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/laboratory$/);
  await renamedCard.getByRole('button', { name: `Supprimer ${renamed}` }).click();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(renamedCard).toHaveCount(0);
});

test('laboratories in Arabic: right to left, the cards and the price list translated', async ({ page, request }) => {
  const { prothese } = await catalogueTreatments(request);
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/laboratory');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المختبرات', exact: true })).toBeVisible();

  const name = unique('Lab Atlas ');
  await addLaboratory(page, name, '22334455');
  const card = page.getByRole('article', { name });
  // Right to left: the card's name starts at the right, its actions sit to its left.
  const title = (await card.getByRole('heading', { name }).boundingBox())!;
  const edit = (await card.getByRole('button', { name: `تعديل ${name}` }).boundingBox())!;
  expect(edit.x + edit.width).toBeLessThanOrEqual(title.x);

  await card.getByRole('link', { name: `علاجات ${name}` }).click();
  await expect(page.getByRole('heading', { name: `العلاجات — ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'إضافة علاج' })).toBeVisible();
  await dialog.getByLabel('العلاج').selectOption({ label: prothese });
  await dialog.getByLabel('السعر').fill('9000');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'قائمة أسعار المختبر' });
  await expect(table.getByRole('columnheader', { name: 'السعر' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: prothese })).toBeVisible();
});

// ── Laboratory work and implants (issue 11) ──

const PASSWORD = 'secret-pass-lab';

type Request = Parameters<typeof apiToken>[0];

async function cabinetDoctor(request: Request, token: string, prefix: string, role: string) {
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const created = await apiCall(request, token, 'users.create', {
    body: { username: unique(prefix), phone: '36000000', password: PASSWORD, doctor: { cabinet: true, percentage: 50 }, roles: [roles.find((one) => one.name === role)!._id] },
  });
  expect(created.status).toBe(200);
  return created.body.success!;
}

/**
 * A registered patient of the doctor whose treatment sheet line of `type` was recorded: sent to
 * `labId` (a lab consumption and an unfinished case) or, for an implant treatment, an implant to follow.
 */
async function sheetLine(request: Request, token: string, doctorId: string, args: { type: 'prothese' | 'implant'; labId?: string; labPrice?: number; teeth: string[] }) {
  const patientName = unique(args.type === 'implant' ? 'Implant Patient ' : 'Lab Patient ');
  const patient = await apiCall(request, token, 'patients.create', {
    body: { doctor: doctorId, name: patientName, contact: { phone: '36000002', whatsApp: '+222' }, yearOfBirth: 1981, isConsult: false },
  });
  expect(patient.status).toBe(200);
  const patientId = patient.body.success!._id;
  const treatmentName = unique(args.type === 'implant' ? 'Implant ' : 'Couronne ');
  const treatment = await apiCall(request, token, 'treatments.create', { body: { name: treatmentName, type: args.type, price: 20000 } });
  const treatmentId = treatment.body.success!._id;
  if (args.labId) {
    expect((await apiCall(request, token, 'labTreatments.create', { params: { labId: args.labId }, body: { treatment: treatmentId, price: args.labPrice! } })).status).toBe(200);
  }
  const teeth = { nums: args.teeth, surface: null };
  const quote = await apiCall(request, token, 'quotes.create', { params: { patientId }, body: { LineDevis: [{ treatment: treatmentId, teeth, doctor: doctorId }] } });
  expect(quote.status).toBe(200);
  const sheet = await apiCall(request, token, 'sheets.create', { params: { patientId } });
  const line = await apiCall(request, token, 'sheets.saveLine', {
    params: { patientId, ficheId: sheet.body.success!._id },
    body: { doctor: doctorId, treatment: treatmentId, teeth, devis: quote.body.success!._id, lineDevis: quote.body.success!.LineDevis[0]._id, ...(args.labId ? { laboratory: args.labId } : {}) },
  });
  expect(line.status).toBe(200);
  return { patientId, patientName, treatmentName };
}

/**
 * Opens the appointments module's modal with `rdv` and books 03/03/2031 09:30 (a Monday morning);
 * the modal then closes. As it opens, it shows a week with a slot still to come and offers no slot
 * that has begun, today's included.
 */
async function bookInModal(page: Page, rdv: Locator) {
  // Taken before the modal draws its week: any slot it offers comes after this minute.
  const opened = new Date();
  const since = `${localDay(opened)} ${timeOfMinutes(opened.getHours() * 60 + opened.getMinutes())}`;
  await rdv.click();
  const modal = page.getByRole('dialog', { name: /Prendre un rendez-vous|حجز موعد/ });
  await expect(modal).toBeVisible();
  const offered = () => modal.locator('td[data-slot]').filter({ has: page.locator('button') }).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-slot') ?? ''));
  await expect.poll(async () => (await offered()).length).toBeGreaterThan(0);
  for (const slot of await offered()) expect(slot > since, `${slot} is offered, at ${since}`).toBe(true);
  await modal.locator('input[name="day"]').fill('2031-03-05');
  await modal.locator('.appointments-nav__jump button[type="submit"]').click();
  await modal.locator('[data-slot="2031-03-03 09:30"] button').click();
  await modal.getByRole('button', { name: /Enregistrer le rendez-vous|حفظ الموعد/ }).click();
  await expect(modal).toBeHidden();
}

/** An amount as the screen writes it, whatever space groups the digits. */
const money = (text: string) => new RegExp(text.replace(/ /g, '\\s?'));

test('lab work: a sheet line sent to the lab is a case and a consumption, gets its appointment, is finished; the lab is paid and the balance follows', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await cabinetDoctor(request, token, 'dr.lab', 'Administrateur');
  const lab = await apiCall(request, token, 'laboratories.create', { body: { name: unique('Lab Work '), phone: '45111111' } });
  const labId = lab.body.success!._id;
  const { patientId, patientName, treatmentName } = await sheetLine(request, token, doctor._id, { type: 'prothese', labId, labPrice: 3000.5, teeth: ['11', '12'] });

  await signIn(page, { username: doctor.username, password: PASSWORD });
  await page.goto('/laboratory');
  const card = page.getByRole('article', { name: lab.body.success!.name });
  // A cabinet doctor: their balance with the lab, and the card leads to their own cases there.
  await expect(card.getByText(money('Solde dû au laboratoire : 6 001,00 MRU'))).toBeVisible();
  await card.getByRole('link', { name: lab.body.success!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/laboratory/${labId}/patients/${doctor._id}$`));
  await expect(page.getByRole('tab', { name: 'Patients', exact: true })).toHaveAttribute('aria-selected', 'true');

  // The unfinished case, with the spec's columns; no appointment yet: the RDV button.
  const unfinished = page.getByRole('table', { name: 'Patient Non Terminer' });
  const row = unfinished.getByRole('row').filter({ hasText: patientName });
  await expect(row).toContainText(treatmentName);
  await expect(row).toContainText('11, 12');
  await expect(unfinished.getByRole('columnheader')).toHaveText(['DOSS.NO', 'Nom', 'Traitement', 'Dents', "Date D'empreinte", 'Date RDV', 'Terminer']);
  await expectAccessible(page, 'lab cases');
  await bookInModal(page, row.getByRole('button', { name: `RDV pour ${patientName}` }));
  await expect(row).toContainText('03/03/2031 09:30');
  await expect(row.getByRole('button', { name: `RDV pour ${patientName}` })).toHaveCount(0);

  // Finish: the confirmation, then the case is in Patient Terminé.
  await row.getByRole('button', { name: `Terminer le cas de ${patientName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Terminer le cas' });
  await expect(confirm).toContainText(`Vous etes sur de vouloir terminer le cas de ${patientName} ?`);
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(unfinished.getByRole('row').filter({ hasText: patientName })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Patient Terminé' }).click();
  await expect(page.getByRole('table', { name: 'Patient Terminé' }).getByRole('row').filter({ hasText: patientName })).toContainText('03/03/2031 09:30');

  // The consumption: price × teeth, and the grand total.
  await page.getByRole('tab', { name: 'Consommations' }).click();
  await expect(page).toHaveURL(new RegExp(`/laboratory/${labId}/consumptions/${doctor._id}$`));
  const consumptions = page.getByRole('table', { name: 'Consommations du laboratoire' });
  await expect(consumptions.getByRole('row').filter({ hasText: patientName })).toContainText(money('6 001,00 MRU'));
  await expect(consumptions.locator('tfoot')).toContainText(money('6 001,00 MRU'));
  await expectAccessible(page, 'lab consumptions');

  // Pay the lab: "amount required" in red, then the payment and its total.
  await page.getByRole('tab', { name: 'Paiements' }).click();
  await expect(page.getByRole('heading', { name: doctor.username })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un paiement' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le montant est obligatoire')).toBeVisible();
  await expect(dialog.getByLabel('Montant')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Montant').fill('1000.5');
  await dialog.getByLabel('Comment').fill('Avance mars');
  await dialog.getByLabel('Date').fill('2026-03-01');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const payments = page.getByRole('table', { name: `Paiements au laboratoire — ${doctor.username}` });
  await expect(payments.getByRole('row').filter({ hasText: 'Avance mars' })).toContainText('01/03/2026');
  await expect(payments.locator('tfoot')).toContainText(money('1 000,50 MRU'));
  await expectAccessible(page, 'lab payments');

  // The account follows: 6 001 − 1 000,5; the doctor opens their payments.
  await page.getByRole('tab', { name: 'Comptes' }).click();
  const accounts = page.getByRole('table', { name: 'Comptes des médecins' });
  const account = accounts.getByRole('row').filter({ hasText: doctor.username });
  await expect(account).toContainText(money('5 000,50 MRU'));
  await expectAccessible(page, 'lab accounts');
  await account.getByRole('link', { name: `Paiements de ${doctor.username}` }).click();
  await expect(page).toHaveURL(new RegExp(`/laboratory/${labId}/payments/${doctor._id}$`));

  // The patient's name opens their devis page, whose back link returns here.
  await page.getByRole('tab', { name: 'Patients', exact: true }).click();
  await page.getByRole('tab', { name: 'Patient Terminé' }).click();
  await page.getByRole('link', { name: patientName }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/${doctor._id}/${patientId}/Manage/devis$`));
  await page.getByRole('link', { name: 'Retour', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/laboratory/${labId}/patients/${doctor._id}$`));

  await page.goto('/laboratory');
  await expect(card.getByText(money('Solde dû au laboratoire : 5 000,50 MRU'))).toBeVisible();
});

test('implants: a cabinet doctor books an implant’s appointment and finishes it', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await cabinetDoctor(request, token, 'dr.implant', 'Médecin');
  const { patientName, treatmentName } = await sheetLine(request, token, doctor._id, { type: 'implant', teeth: ['36'] });

  await signIn(page, { username: doctor.username, password: PASSWORD });
  await page.locator('.shell-home').getByText('Implants', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/implants/${doctor._id}$`));
  const unfinished = page.getByRole('table', { name: 'Implants Non Terminer' });
  await expect(unfinished.getByRole('columnheader')).toHaveText(['DOSS.No', 'Nom', 'Traitement', 'Dents', 'Date', 'Date RDV', 'Terminer']);
  const row = unfinished.getByRole('row').filter({ hasText: patientName });
  await expect(row).toContainText(treatmentName);
  await expect(row).toContainText('36');
  await expectAccessible(page, 'implants');
  await bookInModal(page, row.getByRole('button', { name: `RDV pour ${patientName}` }));
  await expect(row).toContainText('03/03/2031 09:30');

  await row.getByRole('button', { name: `Terminer l'implant de ${patientName}` }).click();
  await page.getByRole('dialog', { name: "Terminer l'implant" }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(unfinished.getByRole('row').filter({ hasText: patientName })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Implants Terminé' }).click();
  const finished = page.getByRole('table', { name: 'Implants Terminé' });
  // The finished tab hides the Terminer and RDV columns (spec part 2 §2).
  await expect(finished.getByRole('columnheader')).toHaveText(['DOSS.No', 'Nom', 'Traitement', 'Dents', 'Date']);
  await expect(finished.getByRole('row').filter({ hasText: patientName })).toContainText(treatmentName);
  await expectAccessible(page, 'finished implants');
});

test('lab work and implants in Arabic: the global view picks the doctor, books, finishes and pays, right to left', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctor = await cabinetDoctor(request, token, 'dr.ar', 'Médecin');
  const lab = await apiCall(request, token, 'laboratories.create', { body: { name: unique('Lab Ar '), phone: '45222222' } });
  const labId = lab.body.success!._id;
  const labCase = await sheetLine(request, token, doctor._id, { type: 'prothese', labId, labPrice: 2500, teeth: ['21'] });
  const implant = await sheetLine(request, token, doctor._id, { type: 'implant', teeth: ['46'] });

  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/laboratory/${labId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(new RegExp(`/laboratory/${labId}/patients$`));
  await page.getByRole('combobox', { name: 'الطبيب' }).selectOption({ label: doctor.username });
  await expect(page).toHaveURL(new RegExp(`/laboratory/${labId}/patients/${doctor._id}$`));
  const unfinished = page.getByRole('table', { name: 'المرضى غير المنتهين' });
  const row = unfinished.getByRole('row').filter({ hasText: labCase.patientName });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'lab cases (ar)');
  await bookInModal(page, row.getByRole('button', { name: `موعد لـ ${labCase.patientName}` }));
  await expect(row).toContainText('2031');
  // The Date RDV reads right to left: the date as Arabic writes it, then, to its left, the time.
  const booked = row.getByRole('cell').nth(5);
  // Day/month/year as in every tab and title, plain digits and slashes.
  const arabicDate = '03/03/2031';
  await expect(booked.locator('bdi').first()).toHaveText(arabicDate);
  await expect(booked.locator('bdi[dir="ltr"]')).toHaveText('09:30');
  const dateBox = (await booked.locator('bdi').first().boundingBox())!;
  const timeBox = (await booked.locator('bdi[dir="ltr"]').boundingBox())!;
  expect(timeBox.x + timeBox.width).toBeLessThanOrEqual(dateBox.x);
  await row.getByRole('button', { name: `إنهاء حالة ${labCase.patientName}` }).click();
  await page.getByRole('dialog', { name: 'إنهاء الحالة' }).getByRole('button', { name: 'تأكيد' }).click();
  await expect(unfinished.getByRole('row').filter({ hasText: labCase.patientName })).toHaveCount(0);

  // Right to left: the tabs run from the right.
  const patientsTab = (await page.getByRole('tab', { name: 'المرضى', exact: true }).boundingBox())!;
  const paymentsTab = (await page.getByRole('tab', { name: 'المدفوعات' }).boundingBox())!;
  expect(paymentsTab.x + paymentsTab.width).toBeLessThanOrEqual(patientsTab.x);

  await page.getByRole('tab', { name: 'المدفوعات' }).click();
  await page.getByRole('button', { name: 'إضافة', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة دفعة' });
  // Left to right: a negative amount reads -500, not 500-.
  await expect(dialog.getByLabel('المبلغ')).toHaveAttribute('dir', 'ltr');
  await dialog.getByLabel('المبلغ').fill('2500');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog).toBeHidden();
  await expectAccessible(page, 'lab payments (ar)');
  await page.getByRole('tab', { name: 'الحسابات' }).click();
  await expect(page.getByRole('table', { name: 'حسابات الأطباء' }).getByRole('row').filter({ hasText: doctor.username }).getByRole('cell').last()).toHaveText(/^0\.00\sMRU$/);
  await expectAccessible(page, 'lab accounts (ar)');

  await page.goto(`/implants/${doctor._id}`);
  const implants = page.getByRole('table', { name: 'زرعات غير منتهية' });
  const implantRow = implants.getByRole('row').filter({ hasText: implant.patientName });
  await expect(implantRow).toBeVisible();
  await expectAccessible(page, 'implants (ar)');
  await implantRow.getByRole('button', { name: `إنهاء زرعة ${implant.patientName}` }).click();
  await page.getByRole('dialog', { name: 'إنهاء الزرعة' }).getByRole('button', { name: 'تأكيد' }).click();
  await expect(implants.getByRole('row').filter({ hasText: implant.patientName })).toHaveCount(0);
  await page.getByRole('tab', { name: 'زرعات منتهية' }).click();
  await expect(page.getByRole('table', { name: 'زرعات منتهية' }).getByRole('row').filter({ hasText: implant.patientName })).toBeVisible();
});

test('addresses: another doctor’s goes to one’s own without the global view; an unknown lab or doctor is not found; no lab cards without a view on them', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request);
  const doctor = await cabinetDoctor(request, token, 'dr.own', 'Médecin');
  const other = await cabinetDoctor(request, token, 'dr.other', 'Médecin');
  const lab = await apiCall(request, token, 'laboratories.create', { body: { name: unique('Lab Addr '), phone: '45333333' } });
  const labId = lab.body.success!._id;

  // A doctor with the own view only: another doctor's address of each doctor's screen goes to their own.
  await signIn(page, { username: doctor.username, password: PASSWORD });
  await page.goto(`/implants/${other._id}`);
  await expect(page).toHaveURL(new RegExp(`/implants/${doctor._id}$`));
  await expect(page.getByRole('table', { name: 'Implants Non Terminer' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  for (const tab of ['patients', 'payments', 'consumptions']) {
    await page.goto(`/laboratory/${labId}/${tab}/${other._id}`);
    await expect(page).toHaveURL(new RegExp(`/laboratory/${labId}/${tab}/${doctor._id}$`));
    await expect(page.locator('.dn-spinner')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  // Replaced: back leaves the redirected address behind.
  await page.goto('/');
  await page.goto(`/laboratory/${labId}/payments/${other._id}`);
  await expect(page).toHaveURL(new RegExp(`/laboratory/${labId}/payments/${doctor._id}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // An unknown laboratory, and an unknown doctor for the global view: translated not-found states.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin);
  await admin.goto('/laboratory/999999');
  await expect(admin.getByText('Laboratoire introuvable')).toBeVisible();
  await expect(admin.getByText('404 Page Not Found')).toHaveCount(0);
  await admin.goto(`/laboratory/${labId}/payments/999999`);
  await expect(admin.getByText('Médecin introuvable')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Ajouter', exact: true })).toHaveCount(0);
  await expectAccessible(admin, 'unknown doctor of a lab');
  await adminContext.close();

  // A receptionist with the patients' global view only (which lets the sheet lines pick a lab) sees
  // no lab card. (The default Assistant role now pays the labs: issue 36.)
  const role = await apiCall(request, token, 'roles.create', { body: { name: unique('Accueil ') } });
  const permissions = (await apiCall(request, token, 'permissions.list')).body.success!;
  const granted = permissions.filter((p) => p.collectionName === 'PATIENTS' && ['AFFICHER_GLOBAL', 'AJOUTER', 'MODIFIER'].includes(p.name)).map((p) => p._id);
  expect((await apiCall(request, token, 'roles.update', { params: { id: role.body.success!._id }, body: { permissions: granted } })).status).toBe(200);
  const assistant = await apiCall(request, token, 'users.create', {
    body: { username: unique('assistant.lab'), phone: '36000003', password: PASSWORD, roles: [role.body.success!._id] },
  });
  expect(assistant.status).toBe(200);
  const assistantContext = await browser.newContext();
  const assistantPage = await assistantContext.newPage();
  await signIn(assistantPage, { username: assistant.body.success!.username, password: PASSWORD });
  await assistantPage.goto('/laboratory');
  await expect(assistantPage.getByText("Vous n'avez pas accès aux laboratoires")).toBeVisible();
  await expect(assistantPage.getByRole('article', { name: lab.body.success!.name })).toHaveCount(0);
  await assistantContext.close();
});
