import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken, expectAccessible, signIn, unique } from './helpers';

/**
 * The consumables module in the browser, in French and in Arabic (right to left): a supplier and
 * two consumables, a purchase order of two lines (and the two line messages), paid in two parts,
 * its remainder and the supplier's balance, its print, a consumption; and an axe audit of each screen.
 */

const TEXTS = {
  fr: {
    language: 'Langue',
    tabs: { orders: 'Bons de commande', consumptions: 'Consommations', list: 'Liste des consommables', suppliers: 'Fournisseurs' },
    save: 'Enregistrer',
    addSupplier: 'Ajouter un fournisseur',
    addConsumable: 'Ajouter un consommable',
    addOrder: 'Ajouter un bon de commande',
    addConsumption: 'Ajouter une consommation',
    name: 'Nom',
    phone: 'Téléphone',
    note: 'Note',
    amount: 'Montant',
    supplier: 'Fournisseur',
    consumable: 'Consommable',
    quantity: 'Quantité',
    price: 'Prix unitaire',
    addLine: 'Ajouter une ligne',
    line: (n: number) => `Ligne ${n}`,
    lineEmpty: 'il y a une ligne vide dans votre bon de commande',
    lineQuantity: "il y a un element que vous n'avez pas donner sa quantite",
    payments: (reference: string) => `Paiements du bon ${reference}`,
    print: (reference: string) => `Imprimer le bon ${reference}`,
    printTitle: (reference: string) => `Bon de commande ${reference}`,
    openLines: (reference: string) => `Voir les lignes du bon ${reference}`,
    add: 'Ajouter',
    added: 'Ajouter avec success',
    printButton: 'Imprimer',
    close: 'Fermer',
    history: 'Historique des paiements',
    money: (amount: number) => `${amount.toFixed(2).replace('.', ',')} MRU`,
    edit: (reference: string) => `Modifier ${reference}`,
    totalBC: 'Total BC',
    // The server writes the amount as the screens do ("140,00 MRU").
    totalBelowPaid: (paid: number) => `Le total ne peut pas être inférieur à ce qui est déjà payé (${paid.toFixed(2).replace('.', ',')} MRU)`,
    cancel: 'Annuler',
    back: 'Retour',
    supplierNotFound: 'Fournisseur introuvable',
    notFound: 'Élément introuvable',
  },
  ar: {
    language: 'اللغة',
    tabs: { orders: 'طلبات الشراء', consumptions: 'الاستهلاكات', list: 'قائمة المستهلكات', suppliers: 'الموردون' },
    save: 'حفظ',
    addSupplier: 'إضافة مورد',
    addConsumable: 'إضافة مادة استهلاكية',
    addOrder: 'إضافة طلب شراء',
    addConsumption: 'إضافة استهلاك',
    name: 'الاسم',
    phone: 'الهاتف',
    note: 'ملاحظة',
    amount: 'المبلغ',
    supplier: 'المورد',
    consumable: 'المادة الاستهلاكية',
    quantity: 'الكمية',
    price: 'سعر الوحدة',
    addLine: 'إضافة سطر',
    line: (n: number) => `السطر ${n}`,
    lineEmpty: 'يوجد سطر فارغ في طلب الشراء',
    lineQuantity: 'يوجد عنصر في طلب الشراء بدون كمية',
    payments: (reference: string) => `مدفوعات ${reference}`,
    print: (reference: string) => `طباعة ${reference}`,
    printTitle: (reference: string) => `طلب الشراء ${reference}`,
    openLines: (reference: string) => `عرض أسطر ${reference}`,
    add: 'إضافة',
    added: 'تمت الإضافة بنجاح',
    printButton: 'طباعة',
    close: 'إغلاق',
    history: 'سجل المدفوعات',
    money: (amount: number) => `${amount.toFixed(2)} MRU`,
    edit: (reference: string) => `تعديل ${reference}`,
    totalBC: 'مجموع الطلب',
    // Isolated left to right inside the Arabic sentence, as the screens' amounts.
    totalBelowPaid: (paid: number) => `لا يمكن أن يكون المجموع أقل مما دفع بالفعل (\u2066${paid.toFixed(2)} MRU\u2069)`,
    cancel: 'إلغاء',
    back: 'رجوع',
    supplierNotFound: 'المورد غير موجود',
    notFound: 'العنصر غير موجود',
  },
} as const;

type Language = keyof typeof TEXTS;

// A whole journey with an audit of each screen.
test.describe.configure({ timeout: 120_000 });

async function newDoctor(request: APIRequestContext, token: string) {
  const roles = await apiCall(request, token, 'roles.list');
  const created = await apiCall(request, token, 'users.create', {
    body: { username: unique('dr.bc'), phone: '36000000', password: 'secret-pass-bc', doctor: { cabinet: true, percentage: 50 }, roles: [roles.body.success!.find((r) => r.name === 'Médecin')!._id] },
  });
  expect(created.status).toBe(200);
  return created.body.success!;
}

/** An amount as drawn: its digits left of "MRU" (so it reads "140,23 MRU" in Arabic too, not "MRU 140,23"). */
async function expectAmountReadsLtr(amount: Locator) {
  const [digits, currency] = await amount.evaluate((element) => {
    const text = element.firstChild!;
    const at = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range.getBoundingClientRect().left;
    };
    const content = text.textContent ?? '';
    return [at(0, 1), at(content.indexOf('MRU'), content.length)];
  });
  expect(digits).toBeLessThan(currency);
}

async function run(page: Page, request: APIRequestContext, language: Language) {
  const t = TEXTS[language];
  const token = await apiToken(request);
  const doctor = await newDoctor(request, token);
  const supplierName = unique('Medi Sud ');
  const gloves = unique('Gants ');
  const masks = unique('Masques ');

  await signIn(page);
  if (language === 'ar') {
    await page.getByLabel('Langue').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  const base = `/Consumables/${doctor._id}`;
  await page.goto(`${base}/suppliers`);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText([t.tabs.orders, t.tabs.consumptions, t.tabs.list, t.tabs.suppliers]);

  // A supplier.
  await page.getByRole('button', { name: t.addSupplier }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.name).fill(supplierName);
  await dialog.getByLabel(t.phone).fill('45250001');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: supplierName })).toBeVisible();
  await expectAccessible(page, `${language} suppliers`);

  // Two consumables, listed alphabetically.
  await tabs.getByRole('tab', { name: t.tabs.list }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/consumable_list$`));
  for (const name of [masks, gloves]) {
    await page.getByRole('button', { name: t.addConsumable }).click();
    await dialog.getByLabel(t.note).fill(name);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page, `${language} consumable list`);

  // An order of two lines: the empty line, then the line without quantity, are refused before sending.
  await tabs.getByRole('tab', { name: t.tabs.orders }).click();
  await page.getByRole('button', { name: t.addOrder }).click();
  await dialog.getByLabel(t.supplier).selectOption({ label: supplierName });
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog.getByText(t.lineEmpty)).toBeVisible();
  const line = (n: number) => dialog.getByRole('group', { name: t.line(n) });
  await line(1).getByLabel(t.consumable).selectOption({ label: gloves });
  await line(1).getByLabel(t.quantity).fill('3');
  await line(1).getByLabel(t.price).fill('0.1');
  await dialog.getByRole('button', { name: t.addLine }).click();
  await line(2).getByLabel(t.consumable).selectOption({ label: masks });
  await line(2).getByLabel(t.price).fill('19.99');
  await expectAccessible(page, `${language} purchase order form`);
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog.getByText(t.lineQuantity)).toBeVisible();
  await expect(dialog.getByText(t.lineEmpty)).toHaveCount(0);
  await line(2).getByLabel(t.quantity).fill('7');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();

  const orders = (await apiCall(request, token, 'purchaseOrders.list', { params: { doctorId: doctor._id } })).body.success!;
  expect(orders).toHaveLength(1);
  const reference = orders[0].reference;
  expect(reference).toMatch(/^BC-1-\d{1,2}$/);
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText(t.money(140.23));
  await expectAccessible(page, `${language} purchase orders`);

  // Paid in two parts: the remainder follows.
  await page.getByRole('button', { name: t.payments(reference) }).click();
  await dialog.getByLabel(t.amount).fill('100');
  await dialog.getByRole('button', { name: t.add, exact: true }).click();
  await expect(dialog.getByText(t.added)).toBeVisible();
  await expect(dialog.getByTestId('order-remainder')).toHaveText(t.money(40.23));
  await expect(dialog.getByText(t.added)).toBeHidden({ timeout: 3000 });
  await dialog.getByLabel(t.amount).fill('40');
  await dialog.getByRole('button', { name: t.add, exact: true }).click();
  await expect(dialog.getByTestId('order-remainder')).toHaveText(t.money(0.23));
  await expectAccessible(page, `${language} order payments`);
  await dialog.getByRole('button', { name: t.close }).click();
  await expect(row).toContainText(t.money(0.23));
  await expectAmountReadsLtr(row.locator('bdi[dir="ltr"]').first());

  // An edit whose typed total is below what is paid: refused, and neither lines nor total change.
  await page.getByRole('button', { name: t.edit(reference) }).click();
  await line(1).getByLabel(t.quantity).fill('1');
  await dialog.getByLabel(t.totalBC).fill('100');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog.getByText(t.totalBelowPaid(140))).toBeVisible();
  await dialog.getByRole('button', { name: t.cancel }).click();
  await expect(dialog).toBeHidden();
  const [kept] = (await apiCall(request, token, 'purchaseOrders.list', { params: { doctorId: doctor._id } })).body.success!;
  expect(kept.total).toBe(140.23);
  expect(kept.LinePurchaseOrder.map((l) => l.qty)).toEqual([3, 7]);
  await expect(row).toContainText(t.money(140.23));

  // Its print: the lines and their sum; "Imprimer" opens the browser's print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: t.print(reference) }).click();
  await expect(dialog.getByRole('heading', { name: t.printTitle(reference), level: 1 })).toBeVisible();
  await expect(dialog.getByRole('row', { name: new RegExp(masks) })).toContainText(t.money(139.93));
  await expect(dialog.locator('tfoot')).toContainText(t.money(140.23));
  await expectAccessible(page, `${language} purchase order print`);
  await dialog.getByRole('button', { name: t.printButton, exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await dialog.getByRole('button', { name: t.close }).click();

  // The supplier's balance, and their page.
  await tabs.getByRole('tab', { name: t.tabs.suppliers }).click();
  await expect(page.getByRole('row', { name: new RegExp(supplierName) })).toContainText(t.money(0.23));
  await page.getByRole('link', { name: supplierName }).click();
  await expect(page.getByRole('heading', { name: supplierName })).toBeVisible();
  await expect(page.getByRole('button', { name: t.openLines(reference) })).toBeVisible();
  // The arrow of a closed section points towards its text: left in Arabic, right in French.
  await expect(page.getByRole('button', { name: t.history }).locator('svg')).toHaveClass(language === 'ar' ? /lucide-chevron-left/ : /lucide-chevron-right/);
  await page.getByRole('button', { name: t.history }).click();
  await expect(page.getByRole('button', { name: t.history }).locator('svg')).toHaveClass(/lucide-chevron-down/);
  await expect(page.getByRole('table', { name: t.history }).getByRole('row')).toHaveCount(3);
  await expectAmountReadsLtr(page.locator('.consumables-summary bdi[dir="ltr"]'));
  await expectAccessible(page, `${language} supplier page`);
  await page.getByRole('button', { name: t.openLines(reference) }).click();
  await expect(dialog.locator('tfoot')).toContainText(t.money(140.23));
  await dialog.getByRole('button', { name: t.close }).click();

  // A consumption.
  await page.goto(`${base}/consumptions`);
  await page.getByRole('button', { name: t.addConsumption }).click();
  await dialog.getByLabel(t.name).fill('Électricité');
  await dialog.getByLabel(t.amount).fill('1200.5');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Électricité/ })).toBeVisible();
  await expectAccessible(page, `${language} consumptions`);

  // Unknown ids: the not-found message alone.
  await page.goto(`${base}/suppliers/999999`);
  await expect(page.getByText(t.supplierNotFound)).toBeVisible();
  await expect(page.getByRole('link', { name: t.back })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.history })).toHaveCount(0);
  await page.goto('/Consumables/999999/purchase-order');
  await expect(page.getByText(t.notFound)).toBeVisible();
  await expect(page.getByRole('button', { name: t.addOrder })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
}

test('consumables in French: supplier, consumables, an order of two lines paid in two parts, its print, a consumption', async ({ page, request }) => {
  await run(page, request, 'fr');
});

test('consumables in Arabic, right to left: the same journey with the Arabic texts', async ({ page, request }) => {
  await run(page, request, 'ar');
});
