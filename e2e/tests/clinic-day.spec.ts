import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiCall, apiToken, expectAccessible, signedInAs, startClearOfMidnight, unique } from './helpers';

/**
 * Issue 19's "done means": a clinic day with the default roles only, on the database as created.
 * A doctor with the default Médecin role quotes (extraction 2 000 × teeth 36 and 46, discount 200
 * per tooth, reduction 10 %), takes a card payment, realises the quote line on a sheet (charged the
 * quoted 3 240, the balance right), finds "Détartrage" by typing "detartrage", and sees their
 * agenda named after them; in French and in Arabic, with no serious accessibility finding.
 */

const PASSWORD = 'secret-pass';

// Today's data, then read on the screens: each test starts on the day it ends on.
test.beforeEach(() => startClearOfMidnight(test.info()));


const TEXTS = {
  fr: {
    quotesTab: 'Devis',
    newQuote: 'Nouveau devis',
    search: 'Rechercher un traitement',
    tooth: (num: string) => `Dent ${num}`,
    discount: 'Remise (MRU par dent)',
    addLine: 'Ajouter la ligne',
    reduce: 'Réduction (%)',
    save: 'Enregistrer',
    quotes: 'Devis du patient',
    sums: 'Total3 600,00 MRURéduction (10 %)360,00 MRUReste3 240,00 MRU',
    quoteRow: '3 600,00 MRU360,00 MRU3 240,00 MRU',
    paymentsTab: 'Paiements',
    add: 'Ajouter',
    addPayment: 'Ajouter un paiement',
    amount: 'Montant',
    method: 'Mode de paiement',
    payments: 'Paiements du patient',
    sheetsTab: 'Fiches',
    addSheet: 'Ajouter une fiche',
    sheet: 'Fiche n° 1',
    addSheetLine: 'Ajouter une ligne',
    quoteLine: 'Ligne du devis',
    quoteLineOf: (treatment: string) => `${treatment} — devis n° 1 — 36, 46`,
    charged: 'Montant de la séance : 3 240,00 MRU',
    done: 'Terminé de la ligne 1',
    saveSheet: 'Enregistrer la fiche',
    balance: 'Doit 2 240,00 MRU',
    agenda: (name: string) => `Rendez-vous de ${name}`,
  },
  ar: {
    quotesTab: 'عروض الأسعار',
    newQuote: 'عرض سعر جديد',
    search: 'ابحث عن علاج',
    tooth: (num: string) => `السن ${num}`,
    discount: 'الخصم (MRU لكل سن)',
    addLine: 'إضافة السطر',
    reduce: 'التخفيض (%)',
    save: 'حفظ',
    quotes: 'عروض أسعار المريض',
    sums: 'المجموع3,600.00 MRUالتخفيض (10%)360.00 MRUالمتبقي3,240.00 MRU',
    quoteRow: '3,600.00 MRU360.00 MRU3,240.00 MRU',
    paymentsTab: 'المدفوعات',
    add: 'إضافة',
    addPayment: 'إضافة دفعة',
    amount: 'المبلغ',
    method: 'طريقة الدفع',
    payments: 'مدفوعات المريض',
    sheetsTab: 'بطاقات العلاج',
    addSheet: 'إضافة بطاقة',
    sheet: 'البطاقة رقم 1',
    addSheetLine: 'إضافة سطر',
    quoteLine: 'سطر عرض السعر',
    quoteLineOf: (treatment: string) => `${treatment} — عرض السعر رقم 1 — 36, 46`,
    charged: 'مبلغ هذه الحصة: 3,240.00 MRU',
    done: 'منتهٍ في السطر 1',
    saveSheet: 'حفظ البطاقة',
    balance: 'مدين 2,240.00 MRU',
    agenda: (name: string) => `مواعيد ${name}`,
  },
} as const;

type Language = keyof typeof TEXTS;

/** Text as read: no-break spaces as spaces, without the marks that only steer the direction. */
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

/** No serious or critical WCAG 2.1 A/AA finding on the page as it is now. */
/** A user the administrator makes with the default roles named (and other role ids): a cabinet doctor at 50 % when `doctor`. */
async function newUser(request: APIRequestContext, token: string, prefix: string, roleNames: string[], { doctor = false, otherRoles = [] as string[] } = {}) {
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const created = await apiCall(request, token, 'users.create', {
    body: {
      username: unique(prefix),
      phone: '36300000',
      password: PASSWORD,
      ...(doctor && { doctor: { cabinet: true, percentage: 50 } }),
      roles: [...roleNames.map((name) => roles.find((role) => role.name === name)!._id), ...otherRoles],
    },
  });
  expect(created.status).toBe(200);
  return created.body.success!;
}

/** The day's people and catalogue, arranged by the administrator: nothing but the default roles. */
async function arrange(request: APIRequestContext) {
  const token = await apiToken(request);
  const doctor = await newUser(request, token, 'dr.day', ['Médecin'], { doctor: true });
  const patient = await apiCall(request, token, 'patients.create', {
    body: { doctor: doctor._id, name: unique('Patient Journée '), contact: { phone: '36300001', whatsApp: '+222' }, yearOfBirth: 1985, isConsult: false },
  });
  expect(patient.status).toBe(200);
  const extraction = unique('Extraction ');
  expect((await apiCall(request, token, 'treatments.create', { body: { name: extraction, type: 'soins', price: 2000 } })).status).toBe(200);
  const scaling = `Détartrage ${unique('')}`;
  expect((await apiCall(request, token, 'treatments.create', { body: { name: scaling, type: 'soins', price: 800 } })).status).toBe(200);
  const card = unique('Carte bancaire ');
  const modes = (await apiCall(request, token, 'paymentModes.list')).body.success!;
  const code = Math.max(0, ...modes.map((mode) => mode.code)) + 1;
  expect((await apiCall(request, token, 'paymentModes.create', { body: { name: card, code, archive: false } })).status).toBe(200);
  return { doctor, patient: patient.body.success!, extraction, scaling, card };
}

const signedIn = (browser: Browser, username: string, language: Language) => signedInAs(browser, username, PASSWORD, language);

for (const language of ['fr', 'ar'] as const) {
  const t = TEXTS[language];

  test(`a doctor with the default Médecin role quotes, takes a card payment and charges a session as quoted (${language})`, async ({ browser, request }) => {
    test.setTimeout(150_000);
    const day = await arrange(request);
    const page = await signedIn(browser, day.doctor.username, language);
    const file = `/patient/${day.doctor._id}/${day.patient._id}/Manage`;

    // The quote: the treatment search ignores accents, then extraction on 36 and 46, 200 off per tooth, 10 %.
    await page.goto(`${file}/devis`);
    await page.getByRole('button', { name: t.newQuote }).click();
    const modal = page.getByRole('dialog', { name: t.newQuote });
    const search = modal.getByRole('combobox', { name: t.search });
    await search.fill(`detartrage ${day.scaling.split(' ')[1]}`);
    await expect(modal.getByRole('option', { name: day.scaling })).toBeVisible();
    await search.fill(day.extraction.toLowerCase());
    await modal.getByRole('option', { name: day.extraction }).click();
    await modal.getByRole('button', { name: t.tooth('36') }).click();
    await modal.getByRole('button', { name: t.tooth('46') }).click();
    await modal.getByRole('textbox', { name: t.discount }).fill('200');
    await modal.getByRole('button', { name: t.addLine }).click();
    await modal.getByRole('spinbutton', { name: t.reduce }).fill('10');
    await expect.poll(async () => plain(await modal.locator('.patients-quote-sums').textContent())).toBe(plain(t.sums));
    await expectAccessible(page, `${language} new quote`);
    await modal.getByRole('button', { name: t.save, exact: true }).click();
    await expect(modal).toBeHidden();
    const quoteRow = page.getByRole('table', { name: t.quotes }).getByRole('row').nth(1);
    await expect.poll(async () => plain(await quoteRow.textContent())).toContain(plain(t.quoteRow));

    // A card payment: the payment modes are offered to the doctor.
    await page.getByRole('tab', { name: t.paymentsTab }).click();
    await page.getByRole('button', { name: t.add, exact: true }).click();
    const payment = page.getByRole('dialog', { name: t.addPayment });
    await payment.getByLabel(t.amount).fill('1000');
    await payment.getByLabel(t.method).selectOption({ label: day.card });
    await payment.getByRole('button', { name: t.save, exact: true }).click();
    await expect(payment).toBeHidden();
    await expect(page.getByRole('table', { name: t.payments }).getByRole('row').nth(1)).toContainText(day.card);

    // The quote line realised on a sheet: it charges the quoted 3 240, not 3 600.
    await page.getByRole('tab', { name: t.sheetsTab }).click();
    await page.getByRole('button', { name: t.addSheet }).click();
    const sheet = page.getByRole('form', { name: t.sheet });
    await sheet.getByRole('button', { name: t.addSheetLine }).click();
    const line = page.getByRole('dialog', { name: t.addSheetLine });
    await line.getByLabel(t.quoteLine).selectOption({ label: t.quoteLineOf(day.extraction) });
    await expect.poll(async () => plain(await line.getByText(t.charged.split(/[:،]/)[0].trim(), { exact: false }).textContent())).toBe(plain(t.charged));
    await line.getByRole('button', { name: t.save, exact: true }).click();
    await expect(line).toBeHidden();
    await sheet.getByRole('checkbox', { name: t.done }).check();
    await sheet.getByRole('button', { name: t.saveSheet }).click();
    // 1 000 paid, 3 240 charged.
    await expect.poll(async () => plain(await page.locator('.patients-file__fact--balance dd').textContent())).toBe(plain(t.balance));
    await expectAccessible(page, `${language} treatment sheet`);

    // The agenda says whose it is.
    await page.goto(`/appointments/${day.doctor._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.agenda(day.doctor.username));
    await expectAccessible(page, `${language} agenda`);
    await page.context().close();
  });
}

const BOOKING = {
  fr: {
    book: 'Prendre un rendez-vous',
    patient: 'Patient',
    save: 'Enregistrer le rendez-vous',
    sameDay: 'Rendez-vous le même jour',
    question: (other: string) => `Ce patient a déjà un rendez-vous ce jour : 10:00 avec ${other}. Réserver quand même ?`,
    bookAnyway: 'Réserver quand même',
  },
} as const;

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user reaches it. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached in ${limit} Tabs`);
}

// Each language once, to keep the browser run short: the keyboard booking in French, the assistant's day in Arabic.
for (const language of ['fr'] as const) {
  const t = BOOKING[language];

  test(`a booking from the home by keyboard alone; the patient booked that day with another doctor is asked about (${language})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request);
    const newDoctor = async (prefix: string) => {
      const doctor = await newUser(request, token, prefix, ['Médecin'], { doctor: true });
      const everyDay = [0, 1, 2, 3, 4, 5, 6].map((order) => ({ order, appointments: ['matin', 'soir'] as ('matin' | 'soir')[] }));
      expect((await apiCall(request, token, 'appointments.saveDaysOfWork', { params: { doctorId: doctor._id }, body: { dayOfWork: everyDay } })).status).toBe(200);
      return doctor;
    };
    const doctor = await newDoctor('dr.kbd');
    const other = await newDoctor('dr.kbd.other');
    const name = unique('Aminetou Kane ');
    const patient = await apiCall(request, token, 'patients.create', {
      body: { doctor: doctor._id, name, contact: { phone: '36300011', whatsApp: '+222' }, yearOfBirth: 1990, isConsult: false },
    });
    expect(patient.status).toBe(200);

    const page = await signedIn(browser, doctor.username, language);
    await tabTo(page, page.getByRole('button', { name: t.book }));
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: t.book });
    await expect(modal).toBeVisible();
    // The first free slot of the week, reached by Tab; the patient is booked that day with another doctor.
    const firstFree = modal.locator('.appointments-cell__free').first();
    await tabTo(page, firstFree);
    const day = (await firstFree.evaluate((button) => button.closest('[data-slot]')!.getAttribute('data-slot')!)).slice(0, 10);
    const elsewhere = await apiCall(request, token, 'appointments.create', {
      params: { doctorId: other._id },
      body: { patient: patient.body.success!._id, date: day, time: '10:00', numSeance: 3, partOfTime: 'matin' },
    });
    expect(elsewhere.status).toBe(200);
    await page.keyboard.press('Enter');
    const picker = modal.getByRole('combobox', { name: t.patient });
    await expect(picker).toBeFocused();
    await page.keyboard.type(name.slice(0, 14));
    await expect(modal.getByRole('option', { name: new RegExp(name) })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, modal.getByRole('button', { name: t.save }), 10);
    await page.keyboard.press('Enter');

    const question = page.getByRole('dialog', { name: t.sameDay });
    await expect(question).toContainText(t.question(other.username));
    await expectAccessible(page, `${language} same-day question`);
    await tabTo(page, question.getByRole('button', { name: t.bookAnyway }), 5);
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    const week = await apiCall(request, token, 'appointments.week', { params: { doctorId: doctor._id }, query: { startDate: day, endDate: day } });
    expect(week.body.success!.map((appointment) => appointment.patient._id)).toEqual([patient.body.success!._id]);
    await page.context().close();
  });
}

const ASSISTANT = {
  ar: {
    today: (doctor: string) => `مواعيد اليوم لـ ${doctor}`,
    add: 'إضافة مريض',
    submit: 'إضافة',
    doctor: 'الطبيب',
    name: 'الاسم',
    phone: 'الهاتف',
    year: 'سنة الميلاد',
    duplicate: 'قد يكون لهذا المريض ملف بالفعل',
    regNo: (regNo: string) => `رقم ${regNo}`,
    paymentsTab: 'المدفوعات',
    addPayment: 'إضافة دفعة',
    amount: 'المبلغ',
    save: 'حفظ',
    addButton: 'إضافة',
  },
} as const;

for (const language of ['ar'] as const) {
  const t = ASSISTANT[language];

  test(`the assistant (default Assistant role) sees every doctor's day, is stopped before a duplicate file, and pays a lab for the doctor chosen (${language})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request);
    const doctor = await newUser(request, token, 'dr.asst', ['Médecin'], { doctor: true });
    const doctorId = doctor._id;
    // Lab payments are no part of the default Assistant role: the administrator adds a role for them.
    const catalogue = (await apiCall(request, token, 'permissions.list')).body.success!;
    const labPayments = await apiCall(request, token, 'roles.create', { body: { name: unique('Paiements labo ') } });
    const granted = catalogue
      .filter((p) => (p.collectionName === 'LABORATOIRES' && p.name === 'AFFICHER') || (p.collectionName === 'PAIEMENTS_LABORATOIRES' && ['AFFICHER', 'AFFICHER_GLOBAL', 'AJOUTER'].includes(p.name)))
      .map((p) => p._id);
    expect((await apiCall(request, token, 'roles.update', { params: { id: labPayments.body.success!._id }, body: { permissions: granted } })).status).toBe(200);
    const assistant = await newUser(request, token, 'assistant.day', ['Assistant'], { otherRoles: [labPayments.body.success!._id] });
    const name = `Penda Diop ${unique('').replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)])}`;
    const phone = `3${String(Date.now()).slice(-7)}`;
    const existing = await apiCall(request, token, 'patients.create', { body: { doctor: doctorId, name, contact: { phone, whatsApp: '+222' }, yearOfBirth: 1980, isConsult: false } });
    expect(existing.status).toBe(200);
    const passed = await apiCall(request, token, 'patients.pass', { body: { patient: existing.body.success!._id } });
    const lab = await apiCall(request, token, 'laboratories.create', { body: { name: unique('Labo Journée '), phone: '45000000' } });
    expect(lab.status).toBe(200);

    const page = await signedIn(browser, assistant.username, language);
    // The home: today's appointments of every doctor, this one's among them.
    await expect(page.getByRole('region', { name: t.today(doctor.username) })).toBeVisible();

    // The same person typed again, without accents and in other case: the file is shown, not made twice.
    await page.getByRole('button', { name: t.add }).click();
    const form = page.getByRole('dialog', { name: t.add });
    await form.getByLabel(t.doctor).selectOption(doctorId);
    await form.getByLabel(t.name).fill(`  ${name.toUpperCase().replace('PENDA', 'PÉNDA')} `);
    await form.getByLabel(t.phone).fill(phone);
    await form.getByLabel(t.year).fill('1980');
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    const panel = form.getByRole('region', { name: t.duplicate });
    await expect(panel.getByRole('listitem')).toContainText(t.regNo(passed.body.success!.RegNo!));
    await expectAccessible(page, `${language} duplicate`);
    await page.keyboard.press('Escape');
    const files = await apiCall(request, token, 'patients.duplicates', { query: { name, yearOfBirth: 1980 } });
    expect(files.body.success).toHaveLength(1);

    // A lab paid for the doctor chosen in the form.
    await page.goto(`/laboratory/${lab.body.success!._id}`);
    await page.getByRole('combobox', { name: t.doctor }).selectOption({ label: doctor.username });
    await page.getByRole('tab', { name: t.paymentsTab }).click();
    await page.getByRole('button', { name: t.addButton, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.addPayment });
    await expect(dialog.getByLabel(t.doctor)).toHaveValue(doctorId);
    await dialog.getByLabel(t.amount).fill('1500');
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectAccessible(page, `${language} lab payments`);
    const paid = await apiCall(request, token, 'labPayments.list', { query: { labId: lab.body.success!._id, doctor: doctorId } });
    expect(paid.body.success!.map((payment) => payment.amount)).toEqual([1500]);
    await page.context().close();
  });
}
