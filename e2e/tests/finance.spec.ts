import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { paymentModeName } from '@dental/contracts';
import { apiCall, apiToken, expectAccessible, startClearOfMidnight, unique } from './helpers';

/**
 * The finance module as a clinic owner uses it, in French and in Arabic: a fresh doctor's day with
 * known payments (one of 0, one unapproved, an insurance payment whose invoice is paid and one whose
 * invoice is not), lab work, an order and a consumption → every figure of the three tabs, the bulk
 * approval, the month's statement printed, a CSV downloaded and read back; then a past day closed
 * and an edit of its payment refused; the axe audit of each screen.
 */

const PASSWORD = 'finance-pass';

// Today's data, then read on the screens: each test starts on the day it ends on.
test.beforeEach(() => startClearOfMidnight(test.info()));

const PERCENTAGE = 40;
/**
 * The past day each language closes: a day close is clinic-wide, these days are this spec's alone
 * (a retry closes the next ones, its first try may have closed its day).
 */
const closedDay = (language: Language, retry: number) => `2020-03-${10 + (language === 'ar' ? 1 : 0) + 2 * retry}`;

const TEXTS = {
  fr: {
    tabs: ['Versement', 'Comptabilité', 'Traitements'],
    dayPlaceholder: 'jour',
    monthPlaceholder: 'mois',
    collected: 'Total encaissé',
    approve: (count: number) => `Valider les paiements (${count})`,
    unapproved: 'Non approuvé',
    awaiting: 'Assureur non payé',
    lines: 'Paiements de la période',
    doctorRow: 'Médecin (40',
    cabinetRow: 'Cabinet',
    csv: (table: string) => `Exporter « ${table} » en CSV`,
    statement: 'Relevé de la période',
    treatments: (year: number) => `Traitements de ${year}`,
    counted: (method: string) => `Montant compté — ${method}`,
    close: 'Clôturer la caisse',
    confirmClose: 'Confirmer la clôture',
    comment: 'Commentaire',
    closedBy: 'Clôture 1 —',
    impossible: 'Date impossible',
    back: 'Retour',
    print: 'Imprimer',
    pastAmount: '75,00',
    edit: 'Modifier',
    amount: 'Montant',
    save: 'Enregistrer',
    dayClosedMessage: 'caisse fermée',
    consultation: 'Consultation',
    insurance: 'Assurance',
  },
  ar: {
    tabs: ['الدفعات', 'المحاسبة', 'العلاجات'],
    dayPlaceholder: 'يوم',
    monthPlaceholder: 'شهر',
    collected: 'مجموع المقبوضات',
    approve: (count: number) => `اعتماد الدفعات (${count})`,
    unapproved: 'غير معتمدة',
    awaiting: 'لم يدفع المؤمِّن',
    lines: 'دفعات الفترة',
    doctorRow: 'الطبيب (40',
    cabinetRow: 'العيادة',
    csv: (table: string) => `تصدير «${table}» بصيغة CSV`,
    statement: 'كشف الفترة',
    treatments: (year: number) => `علاجات سنة ${year}`,
    counted: (method: string) => `المبلغ المعدود — ${method}`,
    close: 'إقفال الصندوق',
    confirmClose: 'تأكيد الإقفال',
    comment: 'تعليق',
    closedBy: 'الإقفال 1 —',
    impossible: 'تاريخ مستحيل',
    back: 'رجوع',
    print: 'طباعة',
    pastAmount: '75.00',
    edit: 'تعديل',
    amount: 'المبلغ',
    save: 'حفظ',
    dayClosedMessage: 'الصندوق مقفل',
    consultation: 'استشارة',
    insurance: 'تأمين',
  },
} as const;
type Language = keyof typeof TEXTS;

/** Text as read: digits only, for comparing amounts whatever the language's separators. */
const digits = (text: string | null) => (text ?? '').replace(/[^\d-−]/g, '').replace('−', '-');
/** An amount in cents as the screens write it, reduced to its digits (1 000,10 and 1,000.10 both read 100010). */
const money = (cents: number) => String(cents);

const today = () => new Date().toISOString().slice(0, 10);

/** The day's people, money and costs, arranged through the API by the administrator. */
async function arrange(request: APIRequestContext, language: Language, closing: string | null) {
  const token = await apiToken(request);
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const doctor = await apiCall(request, token, 'users.create', {
    body: {
      username: unique(`dr.finance.${language}`),
      phone: '36400000',
      password: PASSWORD,
      doctor: { cabinet: true, percentage: PERCENTAGE },
      roles: [roles.find((role) => role.name === 'Médecin')!._id],
    },
  });
  expect(doctor.status).toBe(200);
  const doctorId = doctor.body.success!._id;
  const cash = (await apiCall(request, token, 'paymentModes.list')).body.success!.find((mode) => !mode.archive)!;

  const patient = async (name: string, insurer?: { id: string; percent: number }) => {
    const created = await apiCall(request, token, 'patients.create', {
      body: {
        doctor: doctorId,
        name,
        contact: { phone: '36400001', whatsApp: '+222' },
        yearOfBirth: 1980,
        isConsult: false,
        ...(insurer && { assure: true, assurance: { society: insurer.id, registrationNumber: 'A-1', coverage: 'Famille', percentCovered: insurer.percent } }),
      },
    });
    expect(created.status).toBe(200);
    return created.body.success!._id;
  };
  const insurer = async (prefix: string) => {
    const created = await apiCall(request, token, 'assurances.create', { body: { name: unique(prefix), cons_price: 400 } });
    expect(created.status).toBe(200);
    const id = created.body.success!._id;
    const invoice = await apiCall(request, token, 'invoices.create', { params: { AssId: id }, query: { doctor: doctorId } });
    expect(invoice.status).toBe(200);
    return { id, invoice: invoice.body.success!._id };
  };
  const pay = async (patientId: string, amount: number, extra: Record<string, unknown> = {}) => {
    const created = await apiCall(request, token, 'payments.create', {
      body: { doctor: doctorId, patient: patientId, amount, type: 'payment', method: cash._id, ...extra },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.success!._id;
  };

  const mariem = unique('Mariem مريم ');
  const plain = await patient(mariem);
  const paid = await insurer('CNAM ');
  const open = await insurer('Taazour ');
  const insuredPaid = await patient(unique('Assuré payé '), { id: paid.id, percent: 80 });
  const insuredOpen = await patient(unique('Assuré ouvert '), { id: open.id, percent: 50 });

  const approved = [
    await pay(plain, 1000.1),
    await pay(plain, 300.2, { type: 'consultations' }),
    await pay(plain, 0),
    await pay(insuredPaid, 2000, { supported: true }),
    await pay(insuredOpen, 1500, { supported: true }),
  ];
  expect((await apiCall(request, token, 'payments.approve', { params: { doctorId }, body: { payments: approved } })).status).toBe(200);
  expect((await apiCall(request, token, 'invoices.pay', { params: { AssId: paid.id, invoiceId: paid.invoice } })).status).toBe(200);
  await pay(plain, 250.35);

  // Lab work: one crown at 500.25 for the laboratory, done on a sheet line of today.
  const crown = unique('Couronne ');
  const treatment = await apiCall(request, token, 'treatments.create', { body: { name: crown, type: 'prothese', price: 9000 } });
  expect(treatment.status).toBe(200);
  const treatmentId = treatment.body.success!._id;
  const lab = await apiCall(request, token, 'laboratories.create', { body: { name: unique('Lab Finance '), phone: '45400000' } });
  const labId = lab.body.success!._id;
  expect((await apiCall(request, token, 'labTreatments.create', { params: { labId }, body: { treatment: treatmentId, price: 500.25 } })).status).toBe(200);
  const teeth = { nums: ['11'], surface: null };
  const quote = await apiCall(request, token, 'quotes.create', { params: { patientId: plain }, body: { LineDevis: [{ treatment: treatmentId, teeth, doctor: doctorId }] } });
  expect(quote.status).toBe(200);
  const sheet = await apiCall(request, token, 'sheets.create', { params: { patientId: plain } });
  const line = await apiCall(request, token, 'sheets.saveLine', {
    params: { patientId: plain, ficheId: sheet.body.success!._id },
    body: { doctor: doctorId, treatment: treatmentId, teeth, devis: quote.body.success!._id, lineDevis: quote.body.success!.LineDevis[0]._id, laboratory: labId },
  });
  expect(line.status, JSON.stringify(line.body)).toBe(200);
  // The act done today: it counts in the year's treatments.
  const act = line.body.success!.LineFiche[0];
  const done = await apiCall(request, token, 'sheets.update', {
    params: { patientId: plain, ficheId: sheet.body.success!._id },
    body: { _id: [act._id], dateAppointment: [today()], acte: [act.acte], amount: [act.amount], finish: [1] },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);

  // An order of 2 × 150 and a consumption of 120.50.
  const supplier = await apiCall(request, token, 'suppliers.create', { body: { name: unique('Fournisseur '), phone: '45400001' } });
  const consumable = await apiCall(request, token, 'consumableList.create', { body: { name: unique('Gants ') } });
  const order = await apiCall(request, token, 'purchaseOrders.create', {
    params: { doctorId },
    body: { supplier: supplier.body.success!._id, LinePurchaseOrder: [{ consumable: consumable.body.success!._id, qty: 2, price: 150 }] },
  });
  expect(order.status).toBe(200);
  expect((await apiCall(request, token, 'consumptions.create', { body: { note: 'Électricité', amount: 120.5, doctor: doctorId } })).status).toBe(200);

  // The past day this language closes: one payment of 75 in cash.
  const pastPayment = closing ? await pay(plain, 75, { paymentDate: closing }) : null;

  return { token, doctorId, username: doctor.body.success!.username, mariem, crown, cash, pastPayment, plain, closing };
}

/**
 * The figures, computed here independently of libs/domain, in cents: unapproved payments count,
 * the 0 is hidden, the insurance payment counts once its invoice is paid; the doctor's share is
 * (total − laboratory) × 40 %, half up.
 */
const COLLECTED = 100010 + 30020 + 200000 + 25035;
const LABORATORY = 50025;
const AFTER_LAB = COLLECTED - LABORATORY;
const DOCTOR = Math.round((AFTER_LAB * PERCENTAGE) / 100);
const CABINET = AFTER_LAB - DOCTOR;
const REMAINING = CABINET - 30000 - 12050;
// The day's detail on Versement is the same share as the statement's: the day's laboratory taken off too.
const DAY_DOCTOR = DOCTOR;
/** What the insurers paid: the counted insurance payment itself (it already is the covered part). */
const INSURERS_PART = 200000;

async function signedIn(browser: Browser, username: string, password: string, language: Language) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  return page;
}

for (const language of ['fr', 'ar'] as const) {
  const t = TEXTS[language];

  test(`finance in ${language}: a day's figures on the three tabs, the approval, the statement, a CSV, a day closed`, async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const day = await arrange(request, language, closedDay(language, testInfo.retry));
    const page = await signedIn(browser, 'admin', 'admin', language);

    // Versement, today: the lines but the 0, the totals, the day's shares.
    await page.goto(`/statistics/${day.doctorId}/payments`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('tab')).toHaveText([...t.tabs]);
    await expect(page.getByPlaceholder(t.dayPlaceholder, { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder(t.monthPlaceholder, { exact: true })).toBeVisible();
    const lines = page.getByRole('table', { name: t.lines });
    await expect(lines.getByRole('row')).toHaveCount(1 + 5);
    await expect(lines.getByRole('row').filter({ hasText: t.unapproved })).toHaveCount(1);
    await expect(lines.getByRole('row').filter({ hasText: t.awaiting })).toHaveCount(1);
    await expect(lines.getByRole('row').filter({ hasText: t.consultation })).toHaveCount(1);
    await expect(lines.getByRole('row').filter({ hasText: t.insurance })).toHaveCount(2);
    expect(digits(await page.getByTestId('collected').locator('.finance-figure__current').textContent())).toBe(money(COLLECTED));
    expect(digits(await page.getByTestId('awaiting-insurer').locator('dd').first().textContent())).toBe(money(150000));
    const shares = page.getByTestId('day-shares');
    expect(digits(await shares.getByRole('row').filter({ hasText: t.doctorRow }).getByRole('cell').textContent())).toBe(money(DAY_DOCTOR));
    expect(digits(await shares.getByRole('row').filter({ hasText: t.cabinetRow }).getByRole('cell').textContent())).toBe(money(CABINET));
    await expectAccessible(page, `${language} payments`);

    // The CSV of the lines, read back: BOM, ';', decimal comma, the Arabic name intact.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.csv(t.lines) }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    // Named after the doctor and the day; the same French-Excel file in every language, no apostrophes, no direction marks.
    expect(download.suggestedFilename()).toBe(`versement-${day.username}-${today()}.csv`);
    expect(csv).not.toMatch(/[\u061c\u200e\u200f\u2066-\u2069']/);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('\r\n');
    expect(csv.split('\r\n').filter((row) => row.startsWith(day.mariem))).toHaveLength(3);
    expect(csv).toMatch(/;1 ?000,10;/);

    // The bulk approval: the unapproved line shows approved without a reload.
    await page.getByRole('button', { name: t.approve(1) }).click();
    await expect(lines.getByRole('row').filter({ hasText: t.unapproved })).toHaveCount(0);

    // A patient's name opens their quotes; the file's back arrow returns to these statistics.
    await lines.getByRole('link', { name: day.mariem }).first().click();
    await expect(page).toHaveURL(new RegExp(`/patient/${day.doctorId}/${day.plain}/Manage/devis$`));
    await page.getByRole('link', { name: t.back, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/statistics/${day.doctorId}/payments$`));

    // Comptabilité of the month: the statement line by line, printed.
    await page.getByRole('tab', { name: t.tabs[1] }).click();
    await expect(page).toHaveURL(new RegExp(`/statistics/${day.doctorId}/accounting`));
    await page.getByRole('button', { name: language === 'fr' ? 'Ce mois' : 'هذا الشهر' }).click();
    const statement = page.getByTestId('statement');
    const figure = async (key: string) => digits(await statement.locator(`tr[data-line="${key}"] td`).nth(1).textContent());
    // The month holds more than today only if the doctor had other days: a fresh doctor has not.
    expect(await figure('collected')).toBe(money(COLLECTED));
    expect(await figure('laboratory')).toBe(money(LABORATORY));
    expect(await figure('doctorShare')).toBe(money(DOCTOR));
    expect(await figure('cabinetShare')).toBe(money(CABINET));
    expect(await figure('purchaseOrders')).toBe(money(30000));
    expect(await figure('consumptions')).toBe(money(12050));
    expect(await figure('remaining')).toBe(money(REMAINING));
    expect(digits(await page.getByTestId('insurers-part').textContent())).toBe(money(INSURERS_PART));
    // On a narrow screen and printed, no amount runs out of its cell into the next one.
    const overflowing = () => statement.locator('th, td').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await overflowing()).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    expect(await overflowing()).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
    if (viewport) await page.setViewportSize(viewport);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: t.print, exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(statement).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expectAccessible(page, `${language} accounting`);

    // Traitements of this year: the crown, one tooth, 100 %.
    await page.getByRole('tab', { name: t.tabs[2] }).click();
    const year = Number(today().slice(0, 4));
    const treatments = page.getByRole('table', { name: t.treatments(year) });
    const crown = treatments.getByRole('row').filter({ hasText: day.crown });
    await expect(crown).toHaveCount(1);
    await expect(crown).toContainText(language === 'fr' ? '100,00' : '100.00');
    await expectAccessible(page, `${language} treatments`);

    // An impossible date is said in words.
    await page.goto(`/statistics/${day.doctorId}/payments?year=${year}&month=2&day=31`);
    await expect(page.getByTestId('period-error')).toContainText(t.impossible);

    // The past day: 75 recorded in cash, 70 counted; the check asks a comment for the difference; "Clôture 1"; its payment can no longer be changed.
    const [y, m, d] = day.closing!.split('-');
    await page.goto(`/statistics/${day.doctorId}/payments?year=${y}&month=${Number(m)}&day=${Number(d)}`);
    const close = page.getByTestId('day-close');
    await close.getByLabel(t.counted(paymentModeName(day.cash.name, language))).fill('70');
    await expect(close.getByTestId(/^difference-/).first()).toContainText('5');
    await close.getByRole('button', { name: t.close }).click();
    await close.getByLabel(t.comment).fill('5 manquants');
    await close.getByRole('button', { name: t.confirmClose }).click();
    await expect(close.getByTestId('day-closed')).toContainText(t.closedBy);
    await expect(close.getByTestId('day-closed')).toContainText('admin');
    await expectAccessible(page, `${language} day close`);
    // The screens say why: the patient file offers no edit of that payment, its row says the cash is closed.
    await page.goto(`/patient/${day.doctorId}/${day.plain}/Manage/payments`);
    const pastRow = page.getByRole('row').filter({ hasText: t.pastAmount });
    await expect(pastRow).toContainText(t.dayClosedMessage);
    await expect(pastRow.getByRole('button', { name: new RegExp(`^${t.edit} `) })).toHaveCount(0);
    const edit = await apiCall(request, day.token, 'payments.remove', { params: { id: day.pastPayment! } });
    expect(edit.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(edit.body)).toContain(day.closing!.split('-').reverse().join('/'));
    await page.context().close();
  });
}

test('finance as a doctor with the default role: their own figures, and no choice of another doctor', async ({ browser, request }) => {
  const day = await arrange(request, 'fr', null);
  const page = await signedIn(browser, day.username, PASSWORD, 'fr');
  await page.goto(`/statistics/${day.doctorId}/payments`);
  expect(digits(await page.getByTestId('collected').locator('.finance-figure__current').textContent())).toBe(money(COLLECTED));
  await expect(page.getByRole('combobox', { name: /Médecin/ })).toHaveCount(0);
  await page.context().close();
});

test('finance for the assistant with the default role: the server refuses, the screen says so in words', async ({ browser, request }) => {
  const token = await apiToken(request);
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const assistant = await apiCall(request, token, 'users.create', {
    body: { username: unique('assistant.finance'), phone: '36400002', password: PASSWORD, roles: [roles.find((role) => role.name === 'Assistant')!._id] },
  });
  expect(assistant.status).toBe(200);
  const own = await apiToken(request, { username: assistant.body.success!.username, password: PASSWORD });
  const refused = await apiCall(request, own, 'statistics.payments', { query: { from: today(), to: today() } });
  expect(refused.status).toBe(403);
  expect(refused.body.err).toMatch(/^AFFICHER/);

  const page = await signedIn(browser, assistant.body.success!.username, PASSWORD, 'fr');
  await page.goto(`/statistics/${assistant.body.success!._id}/payments`);
  await expect(page.getByText('Vous n’avez pas accès à ces statistiques.')).toBeVisible();
  await page.context().close();
});
