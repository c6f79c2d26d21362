import { expect, test } from '@playwright/test';
import { apiCall, apiToken, settled, signIn, unique } from './helpers';


test('a limited user sees exactly the permitted tiles and drawer entries, and the server refuses the rest', async ({ page, request }) => {
  const token = await apiToken(request);
  const catalogue = (await apiCall(request, token, 'permissions.list')).body.success!;
  const pick = (name: string, collectionName: string) => catalogue.find((p) => p.name === name && p.collectionName === collectionName)!._id;

  const roleName = unique('Accueil ');
  const role = await apiCall(request, token, 'roles.create', { body: { name: roleName } });
  expect(role.status).toBe(200);
  const granted = [pick('AFFICHER', 'PATIENTS'), pick('AFFICHER', 'RDV'), pick('AFFICHER', 'ASSURANCES')];
  expect((await apiCall(request, token, 'roles.update', { params: { id: role.body.success!._id }, body: { permissions: granted } })).status).toBe(200);

  const username = unique('dr.');
  const created = await apiCall(request, token, 'users.create', { body: {
    username,
    phone: '22223333',
    password: 'secret-pass',
    doctor: { cabinet: true, percentage: 40 },
    roles: [role.body.success!._id],
  } });
  expect(created.status).toBe(200);
  const userId = created.body.success!._id;

  await signIn(page, { username, password: 'secret-pass' });
  const home = page.locator('.shell-home');
  await expect(home.getByText('Consultations', { exact: true })).toBeVisible();
  for (const visible of ['Patients Terminé', 'Patients En cours', 'Rendez-Vous', 'Rappels', 'Assurances']) {
    await expect(home.getByText(visible, { exact: true })).toBeVisible();
  }
  for (const hidden of ['Statistiques Financières', 'Laboratoires', 'Utilisateurs', 'Consommables', 'Implants', 'Traitements', 'Roles', 'Mode de paiements', 'Permissions', 'Textes des messages']) {
    await expect(home.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  // Own view: the tiles open the user's own lists.
  await expect(home.getByRole('link', { name: /Consultations/ })).toHaveAttribute('href', `/patient/consultation/${userId}`);

  // Drawer: the observed swap means ASSURANCES shows "Laboratoires", not "Assurances".
  const drawer = page.getByRole('navigation');
  await expect(drawer.getByRole('listitem')).toHaveText([/page d'accueil/, /Laboratoires/, /Patients/, /Rendez-vous/, /^\s*Rappels\s*$/, /Rappels de rendez-vous/]);

  // The client's gating is a convenience: the server refuses on its own.
  const userToken = await apiToken(request, { username, password: 'secret-pass' });
  const denied = await apiCall(request, userToken, 'paymentModes.list');
  expect(denied.status).toBe(403);
  expect(denied.body.err).toMatch(/^AFFICHER/);
  const forbiddenWrite = await apiCall(request, userToken, 'paymentModes.create', { body: { name: 'x', code: 1 } });
  expect(forbiddenWrite.status).toBe(403);

  // Opening a refused page by its address shows the server's refusal, and the list stays empty.
  await page.goto('/paymentMode');
  await expect(page.getByText(/^AFFICHER/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Espèces (cash)' })).toHaveCount(0);
});

test('a user with the global view picks a cabinet doctor from a drop-down', async ({ page, request }) => {
  const token = await apiToken(request);
  const doctorName = unique('dr.global');
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const adminRole = roles.find((r) => r.name === 'Administrateur')!;
  const doctor = await apiCall(request, token, 'users.create', { body: {
    username: doctorName,
    phone: '22224444',
    password: 'secret-pass',
    doctor: { cabinet: true, percentage: 50 },
    roles: [adminRole._id],
  } });
  expect(doctor.status).toBe(200);

  await signIn(page);
  // The home's panels load beside the tiles: once they have, the tiles no longer move under the click.
  await settled(page);
  await page.locator('.shell-home').getByRole('button', { name: /Rendez-Vous/ }).click();
  await page.getByRole('button', { name: doctorName }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${doctor.body.success!._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Rendez-vous de / })).toBeVisible();
});
