import { expect, test } from '@playwright/test';
import { apiCall, apiToken, signIn, unique } from './helpers';

test('treatments: tabs by type, add with validation, "already exists", edit and delete', async ({ page }) => {
  await signIn(page);
  await page.locator('.shell-home').getByText('Traitements', { exact: true }).click();
  await expect(page).toHaveURL(/\/treatment$/);
  await expect(page.getByRole('heading', { name: 'Traitements' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Soins', 'Prothese', 'Soins gencive', 'Implant', 'Soins pediatre', 'Soins de bouche', 'Conservateur']);

  await page.getByRole('tab', { name: 'Prothese' }).click();
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Type')).toHaveValue('prothese');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom du traitement est obligatoire')).toBeVisible();
  await expect(dialog.getByText('Le prix du traitement est obligatoire')).toBeVisible();

  const name = unique('Couronne ');
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByLabel('Prix').fill('25000.50');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Prothese');
  await expect(row).toContainText('25');

  // The same name again: the server says it exists.
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await dialog.getByLabel('Nom').fill(name.toUpperCase());
  await dialog.getByLabel('Prix').fill('1');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce traitement existe déjà')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  await row.getByRole('button', { name: `Modifier ${name}` }).click();
  await dialog.getByLabel('Type').selectOption('implant');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Implant' }).click();
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: `Supprimer ${name}` }).click();
  await expect(dialog.getByText(`Vous etes sur de vouloir supprimer ${name} ?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('insurers: card, treatments with "already insured", and the invoice lifecycle', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctorName = unique('dr.assur');
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const doctor = await apiCall(request, token, 'users.create', { body: {
    username: doctorName,
    phone: '22225555',
    password: 'secret-pass',
    doctor: { cabinet: true, percentage: 50 },
    roles: [roles.find((r) => r.name === 'Administrateur')!._id],
  } });
  expect(doctor.status).toBe(200);

  await signIn(page);
  await page.goto('/assurance');
  await expect(page.getByRole('heading', { name: 'Assurances' })).toBeVisible();
  const insurer = unique('CNAM ');
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText("Le nom de la société d'assurance est obligatoire")).toBeVisible();
  await dialog.getByLabel('Nom').fill(insurer);
  await dialog.getByLabel('Prix de la consultation').fill('500');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: insurer });
  await expect(card).toContainText('500');

  // Its treatments: a name twice is "already insured".
  await card.getByRole('link', { name: 'Traitements' }).click();
  await expect(page.getByRole('heading', { name: `Traitements — ${insurer}` })).toBeVisible();
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await dialog.getByLabel('Nom').fill('Détartrage');
    await dialog.getByLabel('Prix').fill('1200');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    if (attempt === 1) await expect(dialog).toBeHidden();
  }
  await expect(dialog.getByText('Ce traitement est déjà assuré par cette assurance')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Détartrage' })).toHaveCount(1);

  // Its invoices for a doctor picked from the drop-down (admin has the global view).
  await page.goto('/assurance');
  await page.getByRole('article', { name: insurer }).getByRole('button', { name: 'Patients' }).click();
  await page.getByRole('button', { name: doctorName }).click();
  await expect(page).toHaveURL(new RegExp(`/assurance/\\d+/patients/${doctor.body.success!._id}$`));
  await expect(page.getByRole('heading', { name: `Factures — ${insurer}` })).toBeVisible();
  await expect(page.getByText('Aucune facture.')).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle facture' }).click();
  await expect(page.getByRole('tab', { name: 'Facture N° 1' })).toBeVisible();
  // "Nouvelle facture" names the open invoice to close first and offers to close it.
  await page.getByRole('button', { name: 'Nouvelle facture' }).click();
  await expect(dialog.getByText("La facture N° 1 est encore ouverte : clôturez-la avant d'en créer une nouvelle.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Clôturer la facture N° 1 et créer la nouvelle' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.locator('.admin-invoice__status').getByText('Ouverte — reçoit les paiements')).toBeVisible();

  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(dialog.getByText('Confirmer le paiement de la facture N° 1 ?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('tab', { name: 'Facture N° 1' })).toHaveCount(0);
  await page.getByLabel('Archives').check();
  await page.getByRole('tab', { name: 'Facture N° 1' }).click();
  await expect(page.locator('.admin-invoice__status').getByText(/Payée le/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Nouvelle facture' }).click();
  await expect(page.getByRole('tab', { name: 'Facture N° 2' })).toBeVisible();
  await page.getByRole('tab', { name: 'Facture N° 2' }).click();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('tab', { name: 'Facture N° 2' })).toHaveCount(0);

  // The printable view.
  await page.getByRole('tab', { name: 'Facture N° 1' }).click();
  await page.getByRole('button', { name: 'Imprimer' }).click();
  await expect(dialog.getByRole('heading', { name: insurer })).toBeVisible();
});
