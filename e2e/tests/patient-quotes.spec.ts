import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, signIn, unique } from './helpers';

/** A doctor, one of their patients and a treatment of the catalogue whose name no other one starts with. */
let file = { doctorId: '', patientId: '', treatment: '' };

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request);
  const roles = await apiCall(request, token, 'roles.list');
  const doctor = await apiCall(request, token, 'users.create', { body: {
    username: unique('dr.quote'),
    phone: '36100000',
    password: 'secret-pass',
    doctor: { cabinet: true, percentage: 50 },
    roles: [roles.body.success!.find((role) => role.name === 'Médecin')!._id],
  } });
  expect(doctor.status).toBe(200);
  const patient = await apiCall(request, token, 'patients.create', { body: {
    doctor: doctor.body.success!._id,
    name: unique('Patiente Devis '),
    contact: { phone: '36100001', whatsApp: '+222' },
    yearOfBirth: 1984,
    isConsult: false,
  } });
  expect(patient.status).toBe(200);
  const treatment = unique('Zircone ');
  expect((await apiCall(request, token, 'treatments.create', { body: { name: treatment, type: 'prothese', price: 1250.5 } })).status).toBe(200);
  file = { doctorId: doctor.body.success!._id, patientId: patient.body.success!._id, treatment };
});

const section = (name: string) => `/patient/${file.doctorId}/${file.patientId}/Manage/${name}`;
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** Opens the new quote modal and places the catalogue's treatment on teeth 11 and 12. */
async function quoteOnTheChart(page: Page, names: { add: string; search: string; tooth: (num: string) => string; addLine: string }) {
  await page.getByRole('button', { name: names.add }).click();
  const modal = page.getByRole('dialog', { name: names.add });
  await expect(modal).toBeVisible();
  await modal.getByRole('combobox', { name: names.search }).fill(file.treatment.slice(0, -1));
  await modal.getByRole('option', { name: file.treatment }).click();
  await modal.getByRole('button', { name: names.tooth('11') }).click();
  await modal.getByRole('button', { name: names.tooth('12') }).click();
  await expect(modal.getByRole('button', { name: names.tooth('12') })).toHaveAttribute('aria-pressed', 'true');
  await modal.getByRole('button', { name: names.addLine }).click();
  return modal;
}

test('a quote made on the tooth chart, its totals, its print view, then invoiced', async ({ page }) => {
  await signIn(page);
  await page.goto(section('devis'));
  const modal = await quoteOnTheChart(page, { add: 'Nouveau devis', search: 'Rechercher un traitement', tooth: (num) => `Dent ${num}`, addLine: 'Ajouter la ligne' });
  expect((await modal.boundingBox())!.width).toBeGreaterThanOrEqual(800);
  await modal.getByRole('spinbutton', { name: 'Réduction (%)' }).fill('10');
  await expect.poll(async () => plain(await modal.locator('.patients-quote-sums').textContent())).toBe('Total2 501,00 MRURéduction (10 %)250,10 MRUReste2 250,90 MRU');
  await modal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal).toBeHidden();

  const row = page.getByRole('table', { name: 'Devis du patient' }).getByRole('row').nth(1);
  await expect(row).toContainText(file.treatment);
  await expect.poll(async () => plain(await row.textContent())).toContain('2 501,00 MRU250,10 MRU2 250,90 MRU');

  await row.getByRole('button', { name: /^Imprimer Devis n° / }).click();
  const document = page.getByRole('article', { name: /^Devis n° / });
  await expect(document).toBeVisible();
  await expect(document.getByRole('table')).toContainText('11, 12');
  await expect(page.getByRole('button', { name: 'Imprimer', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Factures' }).click();
  await expect(page).toHaveURL(/\/Manage\/invoices$/);
  await page.getByRole('button', { name: 'Créer la facture' }).click();
  const choice = page.getByRole('dialog', { name: 'Choisir les devis à facturer' });
  await expect.poll(async () => plain(await choice.locator('.patients-quote-sums').textContent())).toContain('Montant qui sera facturé2 250,90 MRU');
  await choice.getByRole('button', { name: 'Créer la facture' }).click();
  const invoice = page.getByRole('table', { name: 'Factures du patient' }).getByRole('row').nth(1);
  // The invoice applies the quote's reduction: it asks for the quote's Reste.
  await expect.poll(async () => plain(await invoice.textContent())).toContain('2 250,90 MRU');
  await expect(page.getByText('Aucune ligne de devis à facturer')).toBeVisible();
  await invoice.getByRole('button', { name: /^Voir Facture n° / }).click();
  await expect(page.getByRole('article', { name: /^Facture n° / })).toContainText(file.treatment);
});

test('in Arabic the file is right to left and the tooth chart stays left to right, as dentists read it', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto(section('devis'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const modal = await quoteOnTheChart(page, { add: 'عرض سعر جديد', search: 'ابحث عن علاج', tooth: (num) => `السن ${num}`, addLine: 'إضافة السطر' });
  const chart = modal.getByRole('group', { name: 'مخطط الأسنان' });
  await expect(chart).toHaveAttribute('dir', 'ltr');
  const left = async (num: string) => (await chart.getByRole('button', { name: `السن ${num}` }).boundingBox())!.x;
  expect(await left('18')).toBeLessThan(await left('11'));
  expect(await left('11')).toBeLessThan(await left('21'));
  expect(await left('48')).toBeLessThan(await left('38'));
  // The midline (a dashed border) stands between 11 and 21, not before 18.
  const sides = await chart.getByRole('button', { name: 'السن 11' }).evaluate((tooth) => {
    const half = getComputedStyle(tooth.parentElement!);
    return { right: half.borderRightStyle, left: half.borderLeftStyle };
  });
  expect(sides).toEqual({ right: 'dashed', left: 'none' });
  await expect(modal.getByRole('table', { name: 'العلاجات' })).toContainText(file.treatment);
  expect(await modal.getByRole('table', { name: 'العلاجات' }).evaluate((table) => getComputedStyle(table).direction)).toBe('rtl');
});
