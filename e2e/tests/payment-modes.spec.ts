import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';

test('payment modes: validation, add, "already exists", edit and delete through the screen', async ({ page }) => {
  await signIn(page);
  await page.locator('.shell-home').getByText('Mode de paiements', { exact: true }).click();
  await expect(page).toHaveURL(/\/paymentMode$/);
  await expect(page.getByRole('heading', { name: 'Mode de paiements' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Nom' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Code' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  // The seeded mode, stored as cash, in words beside its stored name.
  await expect(table.getByRole('cell', { name: 'Espèces (cash)', exact: true })).toBeVisible();

  // Empty name: the server's message, in the form, which stays open.
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Code')).toHaveValue('0');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom du mode de paiement est obligatoire')).toBeVisible();

  // Duplicate of the seeded "cash" (case-insensitive).
  await dialog.getByLabel('Nom').fill('Cash');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce mode de paiement existe déjà')).toBeVisible();
  // A click dismisses the banner.
  await dialog.getByText('Ce mode de paiement existe déjà').click();
  await expect(dialog.getByText('Ce mode de paiement existe déjà')).toBeHidden();

  const name = unique('Virement ');
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByLabel('Code').fill('7');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: '7', exact: true })).toBeVisible();

  // The list is the server's: it survives a reload.
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();

  // Edit.
  await row.getByRole('button', { name: `Modifier ${name}` }).click();
  await expect(dialog.getByLabel('Nom')).toHaveValue(name);
  await dialog.getByLabel('Code').fill('8');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: '8', exact: true })).toBeVisible();

  // Delete asks first; cancelling keeps it.
  await row.getByRole('button', { name: `Supprimer ${name}` }).click();
  await expect(dialog.getByText(`Vous etes sur de vouloir supprimer ${name}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Supprimer ${name}` }).click();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
