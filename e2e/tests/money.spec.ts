import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiCall, apiToken, expectAccessible, signedInAs, unique } from './helpers';

/**
 * Money where it leaves the screen (issue 34), with the default roles: a quote with per-tooth
 * discounts and a reduction billed alone, its invoice equal to the quote's Reste and printed with
 * the amount in words; a payment's numbered receipt; the patient's account statement; the header's
 * balance in words. The Médecin in French, the Assistant in Arabic; the Administrateur closes the
 * cash twice in one day with a payment accepted between the closes, then reopens them.
 */

const PASSWORD = 'money-pass';

const TEXTS = {
  fr: {
    invoicesTab: 'Factures',
    createInvoice: 'Créer la facture',
    chooseTitle: 'Choisir les devis à facturer',
    quoteChoice: (num: number) => new RegExp(`^Devis n° ${num} –`),
    willBill: 'Montant qui sera facturé',
    invoiceRows: 'Factures du patient',
    view: /^Voir Facture n° /,
    invoiceDocument: /^Facture n° /,
    inWords: 'Arrêtée la présente facture à la somme de quarante-neuf mille neuf cent cinquante ouguiyas',
    receipt: /^Reçu pour /,
    receiptDocument: /^Reçu n° /,
    receiptWords: 'Reçu la somme de vingt mille ouguiyas',
    receiptBalance: 'Avance',
    statementOpen: 'Relevé de compte',
    statementClosing: 'Solde à la fin de la période',
    standing: 'Avance',
  },
  ar: {
    invoicesTab: 'الفواتير',
    createInvoice: 'إنشاء الفاتورة',
    chooseTitle: 'اختيار عروض الأسعار المراد فوترتها',
    quoteChoice: (num: number) => new RegExp(`^عرض السعر رقم ${num} –`),
    willBill: 'المبلغ الذي ستتم فوترته',
    invoiceRows: 'فواتير المريض',
    view: /^عرض الفاتورة رقم /,
    invoiceDocument: /^الفاتورة رقم /,
    inWords: 'أوقفت هذه الفاتورة على مبلغ تسعة وأربعون ألفاً وتسعمائة وخمسون أوقية',
    receipt: /^إيصال /,
    receiptDocument: /^إيصال رقم /,
    receiptWords: 'استلمنا مبلغ عشرون ألف',
    receiptBalance: 'دائن بـ',
    statementOpen: 'كشف الحساب',
    statementClosing: 'الرصيد في نهاية الفترة',
    standing: 'دائن',
  },
} as const;
type Language = keyof typeof TEXTS;

const digits = (text: string | null) => (text ?? '').replace(/[^\d]/g, '');

const signedIn = (browser: Browser, username: string, language: Language) => signedInAs(browser, username, PASSWORD, language);

/** A doctor (full name known), their patient, and two quotes: Demba's of the issue (Reste 49,950) and a June one of 25,000. */
async function arrange(request: APIRequestContext, role: 'Médecin' | 'Assistant') {
  const token = await apiToken(request);
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const roleId = (name: string) => roles.find((r) => r.name === name)!._id;
  const doctor = await apiCall(request, token, 'users.create', {
    body: { username: unique('dr.money'), fullName: 'Dr Demba Facture', phone: '36500000', password: PASSWORD, doctor: { cabinet: true, percentage: 50 }, roles: [roleId('Médecin')] },
  });
  expect(doctor.status, JSON.stringify(doctor.body)).toBe(200);
  const doctorId = doctor.body.success!._id;
  let username = doctor.body.success!.username;
  if (role === 'Assistant') {
    const assistant = await apiCall(request, token, 'users.create', { body: { username: unique('assistant.money'), phone: '36500001', password: PASSWORD, roles: [roleId('Assistant')] } });
    expect(assistant.status).toBe(200);
    username = assistant.body.success!.username;
  }
  const patient = await apiCall(request, token, 'patients.create', {
    body: { doctor: doctorId, name: unique('Demba Ndiaye '), contact: { phone: '36500002', whatsApp: '+222' }, yearOfBirth: 1975, isConsult: false },
  });
  expect(patient.status).toBe(200);
  const patientId = patient.body.success!._id;
  const treatment = async (prefix: string, price: number) => {
    const created = await apiCall(request, token, 'treatments.create', { body: { name: unique(prefix), type: 'prothese', price } });
    expect(created.status).toBe(200);
    return created.body.success!._id;
  };
  const crown = await treatment('Couronne ', 19000);
  const care = await treatment('Soin carie ', 7000);
  const bridge = await treatment('Bridge ', 25000);
  const quote = async (body: Record<string, unknown>) => {
    const created = await apiCall(request, token, 'quotes.create', { params: { patientId }, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.success!;
  };
  const demba = await quote({
    reduce: 10,
    doctor: doctorId,
    LineDevis: [
      { treatment: crown, price: 19000, discount: 1000, teeth: { nums: ['36', '46'], surface: null }, doctor: doctorId },
      { treatment: care, price: 7000, discount: 500, teeth: { nums: ['14', '15', '24'], surface: null }, doctor: doctorId },
    ],
  });
  const june = await quote({ reduce: 0, doctor: doctorId, LineDevis: [{ treatment: bridge, price: 25000, teeth: { nums: ['11'], surface: null }, doctor: doctorId }] });
  const cash = (await apiCall(request, token, 'paymentModes.list')).body.success!.find((mode) => !mode.archive)!;
  return { token, doctorId, patientId, username, demba: demba.numDevis as number, june: june.numDevis as number, cash };
}

const ROLES: [Language, 'Médecin' | 'Assistant'][] = [
  ['fr', 'Médecin'],
  ['ar', 'Assistant'],
];

for (const [language, role] of ROLES) {
  const t = TEXTS[language];

  test(`${role} in ${language}: one quote billed alone at its Reste with the amount in words, a receipt, the account statement`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const file = await arrange(request, role);
    const page = await signedIn(browser, file.username, language);
    const section = (name: string) => `/patient/${file.doctorId}/${file.patientId}/Manage/${name}`;

    // The quote list shows Demba's Reste.
    await page.goto(section('devis'));
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('table').first()).toContainText(language === 'fr' ? '49 950,00' : '49,950.00', { useInnerText: true });

    // "Créer la facture" asks which quote and shows what it will bill: Demba's alone is its Reste.
    await page.goto(section('invoices'));
    await page.getByRole('button', { name: t.createInvoice }).click();
    const dialog = page.getByRole('dialog', { name: t.chooseTitle });
    await expect(dialog).toBeVisible();
    const june = dialog.getByRole('checkbox', { name: t.quoteChoice(file.june) });
    await expect(june).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: t.quoteChoice(file.demba) })).toBeChecked();
    await expectAccessible(page, `${language} choose quotes`);
    await june.uncheck();
    await expect.poll(async () => digits(await dialog.locator('dd').last().textContent())).toBe('4995000');
    await dialog.getByRole('button', { name: t.createInvoice }).click();
    await expect(dialog).toBeHidden();
    const invoice = page.getByRole('table', { name: t.invoiceRows }).getByRole('row').nth(1);
    await expect.poll(async () => digits(await invoice.textContent())).toContain('4995000');

    // The invoice: the amount due in words, the doctor's full name, the clinic's identity.
    await invoice.getByRole('button', { name: t.view }).click();
    const document = page.getByRole('article', { name: t.invoiceDocument });
    await expect(document).toContainText(t.inWords);
    await expect(document).toContainText('Dr Demba Facture');
    await expect.poll(async () => digits(await document.textContent())).toContain('4995000');
    await expectAccessible(page, `${language} invoice`);
    await page.keyboard.press('Escape');

    // A payment of 20,000 in cash, then its numbered receipt with the amount in words and the balance after it.
    const paid = await apiCall(request, await apiToken(request, { username: file.username, password: PASSWORD }), 'payments.create', {
      body: { doctor: file.doctorId, patient: file.patientId, amount: 20000, type: 'payment', method: file.cash._id },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await page.goto(section('payments'));
    await page.getByRole('button', { name: t.receipt }).first().click();
    const receipt = page.getByRole('article', { name: t.receiptDocument });
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(t.receiptWords);
    await expect(receipt).toContainText(String(paid.body.success!.receiptNo));
    await expect(receipt).toContainText(t.receiptBalance);
    await expectAccessible(page, `${language} receipt`);
    await page.keyboard.press('Escape');

    // The header says the balance in words; the account statement lists the payment and ends on the same balance.
    await expect(page.getByText(new RegExp(`^${t.standing} 20[\\s,.]000`)).first()).toBeVisible();
    await page.getByRole('button', { name: t.statementOpen }).click();
    const statement = page.getByRole('dialog', { name: new RegExp(t.statementOpen) });
    await expect(statement).toBeVisible();
    await expect.poll(async () => digits(await statement.getByRole('table').textContent())).toContain('2000000');
    await expect(statement).toContainText(t.statementClosing);
    await expectAccessible(page, `${language} account statement`);
    await page.context().close();
  });
}

test('the cash closed at noon, an afternoon payment accepted, a second close, both reopened', { tag: '@clinic-wide' }, async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const owner = await apiCall(request, token, 'users.create', {
    body: { username: unique('owner.money'), phone: '36500010', password: PASSWORD, roles: [roles.find((r) => r.name === 'Administrateur')!._id] },
  });
  expect(owner.status).toBe(200);
  const file = await arrange(request, 'Médecin');
  const pay = (amount: number) =>
    apiCall(request, token, 'payments.create', { body: { doctor: file.doctorId, patient: file.patientId, amount, type: 'payment', method: file.cash._id } });
  const morning = await pay(300);
  expect(morning.status).toBe(200);

  const page = await signedIn(browser, owner.body.success!.username, 'fr');
  await page.goto(`/statistics/${file.doctorId}/payments`);
  const panel = page.getByTestId('day-close');
  const closeOnce = async () => {
    const open = panel.getByTestId('cash-open');
    await expect(open).toContainText('prochaine clôture : Clôture');
    const number = Number(/Clôture (\d+)/.exec((await open.locator('h3').first().textContent()) ?? '')![1]);
    for (const input of await panel.getByLabel(/^Montant compté — /).all()) await input.fill('0');
    await panel.getByRole('button', { name: 'Clôturer la caisse' }).click();
    const check = panel.getByTestId('cash-check');
    await expect(check).toBeVisible();
    await check.getByLabel('Commentaire').fill('Compté par le contrôle de fin de matinée');
    await panel.getByRole('button', { name: 'Confirmer la clôture' }).click();
    await expect(panel.getByTestId(`cash-close-${number}`)).toBeVisible();
    return number;
  };
  const first = await closeOnce();
  await expectAccessible(page, 'cash closed');

  // The afternoon: a payment of the same day is accepted and waits for the next close.
  const afternoon = await pay(450);
  expect(afternoon.status, JSON.stringify(afternoon.body)).toBe(200);
  await page.reload();
  const second = await closeOnce();
  expect(second).toBe(first + 1);

  // The closed payment can no longer change, and the file says why.
  const edit = await apiCall(request, token, 'payments.remove', { params: { id: morning.body.success!._id } });
  expect(edit.status).toBeGreaterThanOrEqual(400);
  await page.goto(`/patient/${file.doctorId}/${file.patientId}/Manage/payments`);
  await expect(page.getByRole('row').filter({ hasText: '300,00' })).toContainText('caisse fermée');

  // Both closes reopened, with a reason: the day's payments are back in play for the clinic's next close.
  await page.goto(`/statistics/${file.doctorId}/payments`);
  for (const number of [second, first]) {
    await panel.getByTestId(`cash-close-${number}`).getByRole('button', { name: 'Rouvrir' }).click();
    const reopen = page.getByRole('dialog', { name: `Rouvrir la clôture ${number}` });
    await reopen.getByLabel('Raison de la réouverture').fill('Contrôle terminé');
    await reopen.getByRole('button', { name: 'Rouvrir la clôture' }).click();
    await expect(reopen).toBeHidden();
    await expect(panel.getByTestId(`cash-close-${number}`)).toContainText('Rouverte le');
  }
  expect((await apiCall(request, token, 'payments.remove', { params: { id: afternoon.body.success!._id } })).status).toBe(200);
  await page.context().close();
});
