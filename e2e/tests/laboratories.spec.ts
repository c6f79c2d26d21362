import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, signIn, unique } from './helpers';

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
  await expect(row.getByRole('cell', { name: /8\s?000,5\s?MRU/ })).toBeVisible();

  // Delete the price after the confirmation.
  await row.getByRole('button', { name: `Supprimer ${prothese}` }).click();
  await expect(dialog.getByText(`Vous etes sur de vouloir supprimer ${prothese}?`)).toBeVisible();
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
