import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission, Role, User, RouteKey } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { usersTranslations } from './translations';
import { readsOf, refused, renderPage as renderAdminPage, serveApi } from '../test-utils';
import { UsersPage } from './UsersPage';

const role = (id: string, name: string): Role => ({ _id: id, name, permissions: [], createdAt: '', updatedAt: '' });
const grant = (name: string, collectionName = 'UTILISATEURS'): Permission => ({ _id: `${name}-${collectionName}`, name, collectionName, createdAt: '', updatedAt: '' });
const person = (id: string, username: string, extra: Partial<User> = {}): User => ({
  _id: id,
  username,
  phone: '22220000',
  roles: ['r1'],
  doctor: null,
  dev: false,
  active: true,
  createdAt: '',
  updatedAt: '',
  ...extra,
});

const ROLES = [role('r1', 'Administrateur'), role('r2', 'Médecin'), role('r3', 'Assistant')];
const ALL = [grant('AFFICHER'), grant('AJOUTER'), grant('MODIFIER'), grant('SUPPRIMER')];

interface Sent {
  method: string;
  route: RouteKey | undefined;
  id: string | undefined;
  body: Record<string, unknown> | undefined;
}

/** What the screen sends; the fake server reads it as the API would. */
type RequestBody = { username: string; phone: string; password: string; doctor: Record<string, unknown>; roles: string[] };

/** A tiny in-memory server with the API's rules for users (messages in field order, as the API sends them). */
function fakeServer(initial: User[], granted: Permission[] = ALL) {
  let users = [...initial];
  const sent: Sent[] = [];
  serveApi((request) => {
    const { method, route, pathParams } = request;
    const body = request.body as RequestBody;
    sent.push({ method, route, id: pathParams.id, body });
    let reply: { status: number; data: unknown };
    const problems = (withPassword: boolean, exceptId?: string) => {
      const list: string[] = [];
      if (!body.username?.trim()) list.push("Le nom d'utilisateur est obligatoire");
      if (!body.phone?.trim()) list.push('Le téléphone est obligatoire');
      if (!Array.isArray(body.roles) || body.roles.length === 0) list.push('Choisissez au moins un rôle');
      if (withPassword && !body.password) list.push('Le mot de passe est obligatoire');
      // Like the API: "already exists" is only checked once the form is valid.
      if (list.length === 0 && users.some((u) => u._id !== exceptId && u.username.toLowerCase() === body.username.toLowerCase()))
        list.push("Ce nom d'utilisateur existe déjà");
      return list;
    };
    const doctorOf = (doctor: Record<string, unknown>) => (Object.keys(doctor).length === 0 ? null : (doctor as unknown as User['doctor']));
    if (route === 'users.list') reply = { status: 200, data: { success: users } };
    else if (route === 'roles.list') reply = { status: 200, data: { success: ROLES } };
    else if (route === 'permissions.list') reply = { status: 200, data: { success: granted } };
    else if (route === 'users.create') {
      const list = problems(true);
      if (list.length > 0) reply = { status: 300, data: { formErrors: list } };
      else {
        users = [...users, person(`u${users.length + 10}`, body.username, { phone: body.phone, roles: body.roles, doctor: doctorOf(body.doctor) })];
        reply = { status: 200, data: { success: users.at(-1) } };
      }
    } else if (route === 'users.update') {
      const id = pathParams.id;
      const list = problems(false, id);
      if (list.length > 0) reply = { status: 300, data: { formErrors: list } };
      else {
        users = users.map((u) => (u._id === id ? { ...u, username: body.username, phone: body.phone, roles: body.roles, doctor: doctorOf(body.doctor) } : u));
        reply = { status: 200, data: { success: users.find((u) => u._id === id) } };
      }
    } else if (route === 'users.remove') {
      if (users.find((u) => u._id === pathParams.id)?.username === 'khadija') {
        reply = { status: 409, data: { err: 'Cet utilisateur a saisi des données (patients, paiements, rendez-vous…) ou en a à son nom : il ne peut pas être supprimé. Désactivez-le.' } };
      } else {
        users = users.filter((u) => u._id !== pathParams.id);
        reply = { status: 200, data: { success: true } };
      }
    } else if (route === 'users.deactivate' || route === 'users.reactivate') {
      users = users.map((u) => (u._id === pathParams.id ? { ...u, active: route === 'users.reactivate' } : u));
      reply = { status: 200, data: { success: users.find((u) => u._id === pathParams.id) } };
    } else reply = { status: 404, data: { err: 'introuvable' } };
    return reply;
  });
  return sent;
}

function renderPage(granted: Permission[] = ALL) {
  return renderAdminPage(<UsersPage />, { permissions: granted, withShellReads: true }).store;
}

/** The doctor flag; a role may be called "Médecin" as well. */
const doctorFlag = (dialog: HTMLElement) => within(dialog).getByLabelText('Médecin', { selector: 'input[name="doctor"]' });
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

test('lists the users under "Utilisateurs" with doctor part and role names, developer accounts hidden', async () => {
  fakeServer([
    person('1', 'admin', { dev: true }),
    person('2', 'dr.sidi', { phone: '22334455', roles: ['r2', 'r3'], doctor: { cabinet: true, percentage: 40 } }),
    person('3', 'fatima', { roles: ['r3'] }),
  ]);
  await renderPage();
  expect(screen.getByRole('heading', { name: 'Utilisateurs' })).toBeInTheDocument();
  const doctorRow = (await screen.findByRole('cell', { name: 'dr.sidi' })).closest('tr')!;
  expect(within(doctorRow).getByRole('cell', { name: '22334455' })).toBeInTheDocument();
  expect(within(doctorRow).getByText('Cabinet')).toBeInTheDocument();
  expect(within(doctorRow).getByText('40 %')).toBeInTheDocument();
  expect(await within(doctorRow).findByRole('cell', { name: 'Médecin, Assistant' })).toBeInTheDocument();
  const assistantRow = screen.getByRole('cell', { name: 'fatima' }).closest('tr')!;
  expect(within(assistantRow).getByRole('cell', { name: 'Non' })).toBeInTheDocument();
  // The developer account is in the server's answer but not in the table.
  expect(screen.queryByRole('cell', { name: 'admin' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(3);
});

test('creating: the server’s messages stay in the form, nothing typed is lost, then the exact payload is sent', async () => {
  const sent = fakeServer([person('2', 'fatima')]);
  await renderPage();
  await screen.findByRole('cell', { name: 'fatima' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).queryByText('Laisser vide pour garder le mot de passe actuel')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Mot de passe')).toHaveAccessibleDescription('Au moins 8 caractères');

  await save(dialog);
  for (const message of ["Le nom d'utilisateur est obligatoire", 'Le téléphone est obligatoire', 'Choisissez au moins un rôle', 'Le mot de passe est obligatoire']) {
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }

  await userEvent.type(within(dialog).getByLabelText("Nom d'utilisateur"), 'FATIMA');
  await userEvent.type(within(dialog).getByLabelText('Téléphone'), '22445566');
  await userEvent.click(doctorFlag(dialog));
  await save(dialog);
  expect(await within(dialog).findByText('Le mot de passe est obligatoire')).toBeInTheDocument();
  expect(within(dialog).getByText('Choisissez au moins un rôle')).toBeInTheDocument();
  expect(within(dialog).queryByText('Le téléphone est obligatoire')).not.toBeInTheDocument();
  // What was typed is still there.
  expect(within(dialog).getByLabelText("Nom d'utilisateur")).toHaveValue('FATIMA');
  expect(within(dialog).getByLabelText('Téléphone')).toHaveValue('22445566');
  expect(doctorFlag(dialog)).toBeChecked();

  await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'secret');
  // The doctor flag and a role named Médecin are told apart: each in its own group, each explained.
  const profile = within(dialog).getByRole('group', { name: 'Profil médecin' });
  expect(within(profile).getByRole('checkbox', { name: 'Médecin' })).toHaveAccessibleDescription(/Ce compte est celui d’un médecin/);
  const roles = within(dialog).getByRole('group', { name: 'Rôles' });
  expect(roles).toHaveAccessibleDescription(/ne fait pas du compte un médecin/);
  expect(within(roles).getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual(['Administrateur', 'Médecin', 'Assistant']);
  await userEvent.click(within(roles).getByRole('checkbox', { name: 'Médecin' }));
  await save(dialog);
  expect(await within(dialog).findByText("Ce nom d'utilisateur existe déjà")).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Mot de passe')).toHaveValue('secret');

  // A click dismisses a banner.
  await userEvent.click(within(dialog).getByText("Ce nom d'utilisateur existe déjà"));
  expect(within(dialog).queryByText("Ce nom d'utilisateur existe déjà")).not.toBeInTheDocument();

  await userEvent.clear(within(dialog).getByLabelText("Nom d'utilisateur"));
  await userEvent.type(within(dialog).getByLabelText("Nom d'utilisateur"), 'dr.ahmed');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cabinet' }));
  const percentage = within(dialog).getByLabelText('Pourcentage');
  await userEvent.clear(percentage);
  await userEvent.type(percentage, '35');
  await userEvent.click(within(roles).getByRole('checkbox', { name: 'Assistant' }));
  await save(dialog);

  expect(await screen.findByRole('cell', { name: 'dr.ahmed' })).toBeInTheDocument();
  expect(sent.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({
    username: 'dr.ahmed',
    fullName: '',
    phone: '22445566',
    password: 'secret',
    doctor: { cabinet: true, percentage: 35 },
    roles: ['r2', 'r3'],
  });
  expect(sent.filter((call) => call.route === 'users.list').length).toBeGreaterThanOrEqual(2);
});

test('the percentage is reset to 0 when it leaves the field, and before sending, if outside 0–100', async () => {
  const sent = fakeServer([]);
  await renderPage();
  await screen.findByText('Aucun utilisateur');
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).queryByLabelText('Pourcentage')).not.toBeInTheDocument();
  await userEvent.click(doctorFlag(dialog));
  const percentage = within(dialog).getByLabelText('Pourcentage');
  expect(percentage).toHaveValue(0);

  await userEvent.clear(percentage);
  await userEvent.type(percentage, '150');
  await userEvent.tab();
  expect(percentage).toHaveValue(0);

  await userEvent.clear(percentage);
  await userEvent.type(percentage, '-5');
  await userEvent.tab();
  expect(percentage).toHaveValue(0);

  await userEvent.clear(percentage);
  await userEvent.type(percentage, '100');
  await userEvent.tab();
  expect(percentage).toHaveValue(100);

  await userEvent.type(within(dialog).getByLabelText("Nom d'utilisateur"), 'dr.vall');
  await userEvent.type(within(dialog).getByLabelText('Téléphone'), '22110000');
  await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'secret');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Administrateur' }));
  // Enter in the field submits without leaving it: the value is reset before sending all the same.
  await userEvent.clear(percentage);
  await userEvent.type(percentage, '250{Enter}');
  await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
  expect(sent.find((call) => call.method === 'POST')!.body!.doctor).toEqual({ cabinet: false, percentage: 0 });
  expect(await screen.findByRole('cell', { name: 'dr.vall' })).toBeInTheDocument();
});

test('editing: the password is optional and never shown, empty keeps it; a non-doctor sends an empty doctor part', async () => {
  const sent = fakeServer([person('2', 'dr.sidi', { phone: '22334455', roles: ['r2'], doctor: { cabinet: true, percentage: 40 } })]);
  await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier dr.sidi' }));
  const dialog = screen.getByRole('dialog', { name: "Modifier l'utilisateur" });
  expect(within(dialog).getByLabelText("Nom d'utilisateur")).toHaveValue('dr.sidi');
  expect(within(dialog).getByLabelText('Téléphone')).toHaveValue('22334455');
  expect(within(dialog).getByLabelText('Mot de passe')).toHaveValue('');
  expect(within(dialog).getByText('Laisser vide pour garder le mot de passe actuel')).toBeInTheDocument();
  expect(within(dialog).getByRole('checkbox', { name: 'Cabinet' })).toBeChecked();
  expect(within(dialog).getByLabelText('Pourcentage')).toHaveValue(40);
  expect(doctorFlag(dialog)).toBeChecked();
  const roles = within(dialog).getByRole('group', { name: 'Rôles' });
  expect(within(roles).getByRole('checkbox', { name: 'Médecin' })).toBeChecked();
  expect(within(roles).getByRole('checkbox', { name: 'Assistant' })).not.toBeChecked();

  // No longer a doctor, and only the Assistant role.
  await userEvent.click(doctorFlag(dialog));
  expect(within(dialog).queryByLabelText('Pourcentage')).not.toBeInTheDocument();
  await userEvent.click(within(roles).getByRole('checkbox', { name: 'Médecin' }));
  await save(dialog);
  expect(await within(dialog).findByText('Choisissez au moins un rôle')).toBeInTheDocument();
  await userEvent.click(within(roles).getByRole('checkbox', { name: 'Assistant' }));
  await save(dialog);

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent.filter((call) => call.method === 'PUT').at(-1)).toEqual({
    method: 'PUT',
    route: 'users.update',
    id: '2',
    body: { username: 'dr.sidi', fullName: '', phone: '22334455', password: '', doctor: {}, roles: ['r3'] },
  });
  const row = (await screen.findByRole('cell', { name: 'Assistant' })).closest('tr')!;
  expect(within(row).getByRole('cell', { name: 'Non' })).toBeInTheDocument();
});

test('"Nom complet": shown filled in on edit, sent trimmed, printed on documents instead of the username', async () => {
  const sent = fakeServer([{ ...person('2', 'dr.sidi', { phone: '22334455', roles: ['r2'], doctor: { cabinet: true, percentage: 40 } }), fullName: 'Dr Ahmed Sidi' }]);
  await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier dr.sidi' }));
  const dialog = screen.getByRole('dialog', { name: "Modifier l'utilisateur" });
  const fullName = within(dialog).getByLabelText('Nom complet');
  expect(fullName).toHaveValue('Dr Ahmed Sidi');
  expect(fullName).toHaveAccessibleDescription(/Imprimé sur les documents/);
  await userEvent.clear(fullName);
  await userEvent.type(fullName, '  Dr Ahmed Ould Sidi ');
  await save(dialog);
  await waitFor(() => expect(sent.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({ username: 'dr.sidi', fullName: 'Dr Ahmed Ould Sidi' }));
});

test('the full name field is labelled in Arabic and English', async () => {
  fakeServer([]);
  await i18n.changeLanguage('ar');
  await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'إضافة' }));
  expect(within(screen.getByRole('dialog')).getByLabelText('الاسم الكامل')).toBeInTheDocument();
  expect(usersTranslations.en.users.fullName).toBe('Full name');
});

test('asks "Vous etes sur de vouloir supprimer {name}?" before deleting', async () => {
  const sent = fakeServer([person('2', 'dr.sidi'), person('3', 'fatima')]);
  const store = await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer fatima' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer fatima?')).toBeInTheDocument();
  const permissionReads = readsOf(sent, 'permissions.list');
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'fatima' })).not.toBeInTheDocument());
  expect(sent.some((call) => call.route === 'users.remove' && call.id === '3')).toBe(true);
  // The session's user list (doctor menus) and own permissions follow the change.
  await waitFor(() => expect(readsOf(sent, 'permissions.list')).toBe(permissionReads + 1));
  expect(store.getState().users.items.map((user) => user.username)).toEqual(['dr.sidi']);
});

test('an edit reads the list again by itself, once, and the session’s users follow', async () => {
  const sent = fakeServer([person('2', 'dr.sidi', { roles: ['r2'] })]);
  const store = await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier dr.sidi' }));
  expect(readsOf(sent, 'users.list')).toBe(1);
  const dialog = screen.getByRole('dialog', { name: "Modifier l'utilisateur" });
  await userEvent.clear(within(dialog).getByLabelText('Téléphone'));
  await userEvent.type(within(dialog).getByLabelText('Téléphone'), '44556677');
  await save(dialog);
  expect(await screen.findByRole('cell', { name: '44556677' })).toBeInTheDocument();
  expect(readsOf(sent, 'users.list')).toBe(2);
  expect(store.getState().users.items).toEqual([expect.objectContaining({ username: 'dr.sidi', phone: '44556677' })]);
});

test('a refused save marks the fields the server’s messages name, and only those', async () => {
  const sent = fakeServer([person('2', 'fatima')]);
  await renderPage();
  await screen.findByRole('cell', { name: 'fatima' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Téléphone'), '22445566');
  await save(dialog);
  expect(await within(dialog).findByText("Le nom d'utilisateur est obligatoire")).toBeInTheDocument();
  const username = within(dialog).getByLabelText("Nom d'utilisateur");
  const phone = within(dialog).getByLabelText('Téléphone');
  const password = within(dialog).getByLabelText('Mot de passe');
  const roleBoxes = within(within(dialog).getByRole('group', { name: 'Rôles' })).getAllByRole('checkbox');
  for (const field of [username, password, ...roleBoxes]) {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveClass('dn-field--invalid');
  }
  expect(phone).not.toHaveAttribute('aria-invalid');
  expect(phone).not.toHaveClass('dn-field--invalid');

  // The next answer decides again: the name now exists, so only the name is marked.
  await userEvent.type(username, 'FATIMA');
  await userEvent.type(password, 'secret12');
  await userEvent.click(roleBoxes[0]);
  await save(dialog);
  expect(await within(dialog).findByText("Ce nom d'utilisateur existe déjà")).toBeInTheDocument();
  expect(username).toHaveAttribute('aria-invalid', 'true');
  for (const field of [phone, password, ...roleBoxes]) expect(field).not.toHaveAttribute('aria-invalid');
  expect(sent.filter((call) => call.method === 'POST')).toHaveLength(2);
});

test('a list refused with AFFICHER shows the message and no user', async () => {
  serveApi(({ route }) => (route === 'users.list' ? refused("AFFICHER : vous n'avez pas la permission de voir les utilisateurs", 403) : { status: 200, data: { success: ROLES } }));
  await renderPage();
  expect(await screen.findByText("AFFICHER : vous n'avez pas la permission de voir les utilisateurs")).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Aucun utilisateur' })).toBeInTheDocument();
});

test('without AJOUTER, MODIFIER and SUPPRIMER on UTILISATEURS the buttons are not offered', async () => {
  fakeServer([person('2', 'dr.sidi')], [grant('AFFICHER')]);
  await renderPage([grant('AFFICHER')]);
  await screen.findByRole('cell', { name: 'dr.sidi' });
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Modifier dr.sidi' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer dr.sidi' })).not.toBeInTheDocument();
});

test('only MODIFIER: edit is offered, add and delete are not', async () => {
  const granted = [grant('AFFICHER'), grant('MODIFIER')];
  fakeServer([person('2', 'dr.sidi')], granted);
  await renderPage(granted);
  expect(await screen.findByRole('button', { name: 'Modifier dr.sidi' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer dr.sidi' })).not.toBeInTheDocument();
});

test('a user who wrote records cannot be deleted: the server says so, and "Désactiver" keeps them, then "Réactiver"', async () => {
  const sent = fakeServer([person('2', 'dr.sidi', { roles: ['r2'] }), person('3', 'khadija', { roles: ['r3'] })]);
  await renderPage();
  const row = (await screen.findByRole('cell', { name: 'khadija' })).closest('tr')!;
  expect(within(row).getByText('Actif')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Supprimer khadija' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText(/il ne peut pas être supprimé. Désactivez-le./)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
  await userEvent.click(within(row).getByRole('button', { name: 'Désactiver khadija' }));
  expect(await within(row).findByText('Désactivé')).toBeInTheDocument();
  expect(sent.filter((s) => s.route === 'users.deactivate').map((s) => s.id)).toEqual(['3']);
  await userEvent.click(within(row).getByRole('button', { name: 'Réactiver khadija' }));
  expect(await within(row).findByText('Actif')).toBeInTheDocument();
});
