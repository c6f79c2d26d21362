import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken, signIn, unique } from './helpers';
import { collectionWords } from '@dental/contracts';

const HOME_TILES = [
  'Consultations',
  'Patients Terminé',
  'Patients En cours',
  'Rendez-Vous',
  'Rappels',
  'Statistiques Financières',
  'Assurances',
  'Laboratoires',
  'Utilisateurs',
  'Consommables',
  'Implants',
  'Traitements',
  'Roles',
  'Mode de paiements',
  'Permissions',
  'Textes des messages',
];

/** Exactly these home tiles, and no other. */
async function expectTiles(page: Page, visible: string[]) {
  const home = page.locator('.shell-home');
  for (const tile of visible) await expect(home.getByText(tile, { exact: true })).toBeVisible();
  for (const tile of HOME_TILES.filter((name) => !visible.includes(name))) await expect(home.getByText(tile, { exact: true })).toHaveCount(0);
}

/** The editor names rights in words: the collection's group, then the action's box. */
const ACTION_LABELS: Record<string, string> = { AFFICHER: 'Voir (ses propres données)', AFFICHER_GLOBAL: 'Voir (tous les médecins)', AJOUTER: 'Ajouter' };
function permissionBox(editor: Locator, collection: string, action: string) {
  const group = collectionWords(collection, 'fr');
  return editor.getByRole('group', { name: group.charAt(0).toUpperCase() + group.slice(1), exact: true }).getByRole('checkbox', { name: ACTION_LABELS[action], exact: true });
}

async function signOut(page: Page) {
  await page.locator('header.shell-header').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a role built with the permission boxes gives a new doctor exactly its tiles and menus, and follows later changes', async ({ page, browser, request }) => {
  // A whole journey (two screens as admin, then the doctor in two sessions): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const roleName = unique('Accueil ');
  const username = unique('dr.');
  const password = 'secret-pass';

  // --- As admin: the role, through the Roles screen.
  await signIn(page);
  await page.locator('.shell-home').getByText('Roles', { exact: true }).click();
  await expect(page).toHaveURL(/\/role$/);
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom').fill(' abc ');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom du rôle doit contenir plus de 3 caractères')).toBeVisible();
  await dialog.getByLabel('Nom').fill(`  ${roleName}  `);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const roleRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: roleName, exact: true }) });
  await expect(roleRow.getByRole('cell', { name: '0', exact: true })).toBeVisible();

  // Only AFFICHER on PATIENTS and RDV.
  await roleRow.getByRole('button', { name: `Permissions ${roleName}` }).click();
  const editor = page.getByRole('region', { name: `Permissions du rôle ${roleName}` });
  await expect(editor.getByRole('group', { name: 'Les utilisateurs', exact: true })).toBeVisible();
  await expect(editor.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await permissionBox(editor, 'PATIENTS', 'AFFICHER').check();
  await permissionBox(editor, 'RDV', 'AFFICHER').check();
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(roleRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // --- As admin: the doctor, through the Users screen.
  await page.goto('/');
  await page.locator('.shell-home').getByText('Utilisateurs', { exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Utilisateurs', level: 1 })).toBeVisible();
  // The signed-in developer account is not listed.
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await dialog.getByLabel("Nom d'utilisateur").fill(username);
  await dialog.getByLabel('Téléphone').fill('22223333');
  await dialog.getByLabel('Mot de passe').fill(password);
  await dialog.locator('input[name="doctor"]').check();
  await dialog.getByRole('checkbox', { name: 'Cabinet' }).check();
  const percentage = dialog.getByLabel('Pourcentage');
  await percentage.fill('150');
  await percentage.blur();
  await expect(percentage).toHaveValue('0');
  await percentage.fill('40');
  await dialog.getByRole('group', { name: 'Rôles' }).getByRole('checkbox', { name: roleName }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const userRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  await expect(userRow.getByRole('cell', { name: roleName })).toBeVisible();
  await expect(userRow.getByText('40 %')).toBeVisible();
  await expect(userRow.getByText('Cabinet')).toBeVisible();
  await signOut(page);

  // --- As the doctor: exactly what the role allows.
  await signIn(page, { username, password });
  await expectTiles(page, ['Consultations', 'Patients Terminé', 'Patients En cours', 'Rendez-Vous', 'Rappels']);
  const drawer = page.getByRole('navigation');
  await expect(drawer.getByRole('listitem')).toHaveText([/page d'accueil/, /Patients/, /Rendez-vous/, /^\s*Rappels\s*$/, /Rappels de rendez-vous/]);
  // Not a developer: the permissions screen does not exist for this user.
  await page.goto('/permissions');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();

  // The server refuses what the role does not give, whatever the screens show.
  const userToken = await apiToken(request, { username, password });
  const rolesDenied = await apiCall(request, userToken, 'roles.list');
  expect(rolesDenied.status).toBe(403);
  expect(rolesDenied.body.err).toMatch(/^AFFICHER/);
  expect((await apiCall(request, userToken, 'roles.create', { body: { name: 'Intrus' } })).status).toBe(403);
  expect((await apiCall(request, userToken, 'users.create', { body: { username: 'x', phone: '1', password: 'x', doctor: {}, roles: ['1'] } })).status).toBe(403);

  // --- Meanwhile, an admin elsewhere takes RDV away and gives the view on UTILISATEURS.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage);
  await adminPage.goto('/role');
  const adminRoleRow = adminPage.getByRole('row').filter({ has: adminPage.getByRole('cell', { name: roleName, exact: true }) });
  await adminRoleRow.getByRole('button', { name: `Permissions ${roleName}` }).click();
  const adminEditor = adminPage.getByRole('region', { name: `Permissions du rôle ${roleName}` });
  await expect(permissionBox(adminEditor, 'PATIENTS', 'AFFICHER')).toBeChecked();
  await expect(permissionBox(adminEditor, 'RDV', 'AFFICHER')).toBeChecked();
  await permissionBox(adminEditor, 'RDV', 'AFFICHER').uncheck();
  await permissionBox(adminEditor, 'UTILISATEURS', 'AFFICHER').check();
  await adminEditor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(adminRoleRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // --- The doctor reloads and sees the change.
  await page.goto('/');
  await page.reload();
  await expectTiles(page, ['Consultations', 'Patients Terminé', 'Patients En cours', 'Utilisateurs']);
  await expect(drawer.getByRole('listitem')).toHaveText([/page d'accueil/, /Patients/, /utilisateurs/]);
  expect((await apiCall(request, userToken, 'roles.list')).status).toBe(200);
  expect((await apiCall(request, userToken, 'users.create', { body: { username: 'x', phone: '1', password: 'x', doctor: {}, roles: ['1'] } })).status).toBe(403);
  // Viewing users without AJOUTER, MODIFIER or SUPPRIMER: the list, and no button to change it.
  await page.locator('.shell-home').getByText('Utilisateurs', { exact: true }).click();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Modifier ${username}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Supprimer ${username}` })).toHaveCount(0);

  // --- The admin deletes the user, then the role, each after the question.
  await adminPage.goto('/user');
  const adminUserRow = adminPage.getByRole('row').filter({ has: adminPage.getByRole('cell', { name: username, exact: true }) });
  await adminUserRow.getByRole('button', { name: `Supprimer ${username}` }).click();
  const adminDialog = adminPage.getByRole('dialog');
  await expect(adminDialog.getByText(`Vous etes sur de vouloir supprimer ${username}?`)).toBeVisible();
  await adminDialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(adminUserRow).toHaveCount(0);
  await adminPage.goto('/role');
  await adminRoleRow.getByRole('button', { name: `Supprimer ${roleName}` }).click();
  await expect(adminDialog.getByText(`Vous etes sur de vouloir supprimer ${roleName}?`)).toBeVisible();
  await adminDialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(adminRoleRow).toHaveCount(0);
  await adminContext.close();

  // The deleted user's token no longer works.
  expect((await apiCall(request, userToken, 'roles.list')).status).toBe(401);
});

test('the user form shows the server’s messages in French, then in Arabic after switching language', async ({ page }) => {
  await signIn(page);
  await page.goto('/user');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  for (const message of ["Le nom d'utilisateur est obligatoire", 'Le téléphone est obligatoire', 'Choisissez au moins un rôle', 'Le mot de passe est obligatoire']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  // What was typed stays while the server answers what is still missing.
  await dialog.getByLabel("Nom d'utilisateur").fill('ADMIN');
  await dialog.getByLabel('Téléphone').fill('22001122');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le téléphone est obligatoire')).toHaveCount(0);
  await expect(dialog.getByText('Le mot de passe est obligatoire')).toBeVisible();
  await expect(dialog.getByLabel("Nom d'utilisateur")).toHaveValue('ADMIN');
  await expect(dialog.getByLabel('Téléphone')).toHaveValue('22001122');
  // Once the form is complete, "already exists" is the server's too (usernames compare case-insensitively).
  await dialog.getByLabel('Mot de passe').fill('secret-pass');
  await dialog.getByRole('group', { name: 'Rôles' }).getByRole('checkbox', { name: 'Assistant' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText("Ce nom d'utilisateur existe déjà")).toBeVisible();
  await expect(dialog.getByText('Le mot de passe est obligatoire')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  await page.getByLabel('Langue').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المستخدمون', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة' }).click();
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  for (const message of ['اسم المستخدم إلزامي', 'الهاتف إلزامي', 'اختر دورا واحدا على الأقل', 'كلمة المرور إلزامية']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'إلغاء' }).click();

  // The role name check on the client speaks Arabic too.
  await page.goto('/role');
  await expect(page.getByRole('heading', { name: 'الأدوار', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة' }).click();
  await dialog.getByLabel('الاسم').fill('ab');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog.getByText('يجب أن يتجاوز اسم الدور 3 أحرف')).toBeVisible();
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await page.getByLabel('اللغة').selectOption('fr');
});

test('the permissions screen: a developer sees the catalogue grouped by collection and manages it', { tag: '@clinic-wide' }, async ({ page }) => {
  const action = unique('ESSAI_').toUpperCase();
  await signIn(page);
  await page.locator('.shell-home').getByText('Permissions', { exact: true }).click();
  await expect(page).toHaveURL(/\/permissions$/);
  await expect(page.getByRole('heading', { name: 'Permissions', level: 1 })).toBeVisible();
  const patients = page.getByRole('region', { name: 'PATIENTS', exact: true });
  await expect(patients.getByRole('button', { name: 'Modifier AFFICHER PATIENTS', exact: true })).toBeVisible();
  await expect(patients.getByRole('button', { name: 'Supprimer AFFICHER PATIENTS', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom').fill(action);
  await dialog.getByLabel('Collection').fill('IMPLANTS');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const implants = page.getByRole('region', { name: 'IMPLANTS', exact: true });
  await expect(implants.getByText(action, { exact: true })).toBeVisible();

  await implants.getByRole('button', { name: `Supprimer ${action} IMPLANTS` }).click();
  await expect(dialog.getByText(`Vous etes sur de vouloir supprimer ${action} IMPLANTS?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(implants.getByText(action, { exact: true })).toHaveCount(0);
});
