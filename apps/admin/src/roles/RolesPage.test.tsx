import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission, Role, RouteKey } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { permissionCatalogue, readsOf, renderPage as renderAdminPage, serveApi } from '../test-utils';
import { RolesPage } from './RolesPage';

const role = (id: string, name: string, ids: string[] = []): Role => ({ _id: id, name, permissions: ids, createdAt: '', updatedAt: '' });

// The server's order; the editor puts the collections under their modules (Laboratoires before Administration).
const { catalogue: CATALOGUE, groups: GROUPS } = permissionCatalogue([
  ['1', 'AFFICHER', 'PATIENTS'],
  ['9', 'AFFICHER_GLOBAL', 'PATIENTS'],
  ['2', 'AJOUTER', 'PATIENTS'],
  ['3', 'AFFICHER', 'RDV'],
  ['4', 'AFFICHER_GLOBAL', 'RDV'],
  ['5', 'AFFICHER', 'ROLES'],
  ['6', 'AJOUTER', 'ROLES'],
  ['7', 'MODIFIER', 'ROLES'],
  ['8', 'SUPPRIMER', 'ROLES'],
  ['10', 'AFFICHER', 'LABORATOIRES'],
]);
const ALL = CATALOGUE.filter((p) => p.collectionName === 'ROLES');

interface Sent {
  method: string;
  route: RouteKey | undefined;
  id: string | undefined;
  body: Record<string, unknown> | undefined;
}

/** What the screen sends; the fake server reads it as the API would. */
type RequestBody = { name: string; permissions?: string[] };

/** A tiny in-memory server with the API's rules for roles. */
function fakeServer(initial: Role[], granted: Permission[] = ALL) {
  let roles = [...initial];
  const sent: Sent[] = [];
  serveApi((request) => {
    const { method, route, pathParams } = request;
    const body = request.body as RequestBody;
    sent.push({ method, route, id: pathParams.id, body });
    const nameProblem = (name: unknown, exceptId?: string) => {
      const trimmed = typeof name === 'string' ? name.trim() : '';
      if (!trimmed) return 'Le nom du rôle est obligatoire';
      if (trimmed.length < 4) return 'Le nom du rôle doit contenir plus de 3 caractères';
      if (roles.some((r) => r._id !== exceptId && r.name.toLowerCase() === trimmed.toLowerCase())) return 'Ce rôle existe déjà';
      return null;
    };
    let reply: { status: number; data: unknown };
    if (route === 'roles.list') reply = { status: 200, data: { success: roles } };
    else if (route === 'permissions.byTable') reply = { status: 200, data: { success: GROUPS } };
    else if (route === 'permissions.list') reply = { status: 200, data: { success: granted } };
    else if (route === 'roles.create') {
      const problem = nameProblem(body.name);
      if (problem) reply = { status: 300, data: { formErrors: [problem] } };
      else {
        roles = [...roles, role(`r${roles.length + 10}`, body.name.trim())];
        reply = { status: 200, data: { success: roles.at(-1) } };
      }
    } else if (route === 'roles.update') {
      const id = pathParams.id;
      if (body.permissions) {
        roles = roles.map((r) => (r._id === id ? { ...r, permissions: body.permissions ?? r.permissions } : r));
        reply = { status: 200, data: { success: roles.find((r) => r._id === id) } };
      } else {
        const problem = nameProblem(body.name, id);
        if (problem) reply = { status: 300, data: { formErrors: [problem] } };
        else {
          roles = roles.map((r) => (r._id === id ? { ...r, name: body.name.trim() } : r));
          reply = { status: 200, data: { success: roles.find((r) => r._id === id) } };
        }
      }
    } else if (route === 'roles.remove') {
      if (pathParams.id === 'r1') reply = { status: 409, data: { err: 'Ce rôle est attribué à des utilisateurs et ne peut pas être supprimé' } };
      else {
        roles = roles.filter((r) => r._id !== pathParams.id);
        reply = { status: 200, data: { success: true } };
      }
    } else reply = { status: 404, data: { err: 'introuvable' } };
    return reply;
  });
  return sent;
}

function renderPage(granted: Permission[] = ALL) {
  return renderAdminPage(<RolesPage />, { permissions: granted, withShellReads: true }).store;
}

const save = (scope: HTMLElement) => userEvent.click(within(scope).getByRole('button', { name: 'Enregistrer' }));

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

test('lists the roles under "Roles" with the number of their permissions', async () => {
  fakeServer([role('r1', 'Administrateur', ['1', '2', '3']), role('r2', 'Assistant', ['3'])]);
  await renderPage();
  expect(screen.getByRole('heading', { name: 'Roles' })).toBeInTheDocument();
  const row = (await screen.findByRole('cell', { name: 'Administrateur' })).closest('tr')!;
  expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Assistant' })).toBeInTheDocument();
});

test('checks the name on the client before sending, then sends it trimmed', async () => {
  const sent = fakeServer([role('r1', 'Administrateur')]);
  const store = await renderPage();
  await screen.findByRole('cell', { name: 'Administrateur' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');

  // Three characters once trimmed: refused here, nothing is sent.
  await userEvent.type(within(dialog).getByLabelText('Nom'), '  abc  ');
  await save(dialog);
  expect(within(dialog).getByText('Le nom du rôle doit contenir plus de 3 caractères')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom')).toHaveValue('  abc  ');
  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await save(dialog);
  expect(within(dialog).getByText('Le nom du rôle est obligatoire')).toBeInTheDocument();
  expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);

  // "Already exists" is the server's.
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'administrateur');
  await save(dialog);
  expect(await within(dialog).findByText('Ce rôle existe déjà')).toBeInTheDocument();

  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.type(within(dialog).getByLabelText('Nom'), '   Secrétaire  ');
  await save(dialog);
  expect(await screen.findByRole('cell', { name: 'Secrétaire' })).toBeInTheDocument();
  expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ name: 'administrateur' }, { name: 'Secrétaire' }]);
  // The list is read again once, after the accepted write only, and the session's roles follow.
  expect(readsOf(sent, 'roles.list')).toBe(2);
  expect(store.getState().roles.items.map((r) => r.name)).toEqual(['Administrateur', 'Secrétaire']);
});

test('the short-name message follows the language', async () => {
  fakeServer([role('r1', 'Administrateur')]);
  await i18n.changeLanguage('ar');
  await renderPage();
  await screen.findByRole('cell', { name: 'Administrateur' });
  await userEvent.click(screen.getByRole('button', { name: 'إضافة' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('الاسم'), 'ab');
  await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
  expect(within(dialog).getByText('يجب أن يتجاوز اسم الدور 3 أحرف')).toBeInTheDocument();
});

test('renames a role with its trimmed name', async () => {
  const sent = fakeServer([role('r1', 'Administrateur'), role('r2', 'Assistant')]);
  await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier Assistant' }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier le rôle' });
  expect(within(dialog).getByLabelText('Nom')).toHaveValue('Assistant');
  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.type(within(dialog).getByLabelText('Nom'), ' Assistante ');
  await save(dialog);
  expect(await screen.findByRole('cell', { name: 'Assistante' })).toBeInTheDocument();
  expect(sent.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', route: 'roles.update', id: 'r2', body: { name: 'Assistante' } });
});

test('permission boxes are grouped by collection under their module, ticked from the role, and the ticked ids are sent on save', async () => {
  const sent = fakeServer([role('r1', 'Administrateur', ['1', '2', '3', '4']), role('r2', 'Accueil', ['1', '4'])]);
  await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Permissions Accueil' }));
  const editor = await screen.findByRole('region', { name: 'Permissions du rôle Accueil' });

  // One group per module, headed by its name, in the modules' order; the collections inside, each a group of boxes.
  expect(within(editor).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Patients', 'Rendez-vous', 'Laboratoires', 'Administration']);
  const collectionsOf = (module: string) =>
    within(within(editor).getByRole('group', { name: module }))
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')!.textContent);
  expect(collectionsOf('Patients')).toEqual(['Les patients']);
  expect(collectionsOf('Rendez-vous')).toEqual(['Les rendez-vous']);
  expect(collectionsOf('Laboratoires')).toEqual(['Les laboratoires']);
  expect(collectionsOf('Administration')).toEqual(['Les rôles']);
  const patients = within(editor).getByRole('group', { name: 'Les patients' });
  const rdv = within(editor).getByRole('group', { name: 'Les rendez-vous' });
  expect(within(patients).getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual(['Voir (ses propres données)', 'Voir (tous les médecins)', 'Ajouter']);
  // Each right says what it allows, shown under its box and read as the box's description.
  expect(within(patients).getByRole('checkbox', { name: 'Voir (tous les médecins)' })).toHaveAccessibleDescription('Permet de voir les patients de tous les médecins.');
  expect(within(patients).getByText('Permet de voir les patients de tous les médecins.')).toBeVisible();
  expect(within(rdv).getByRole('checkbox', { name: 'Voir (ses propres données)' })).toHaveAccessibleDescription('Permet de voir les rendez-vous.');
  expect(within(editor).getByRole('checkbox', { name: 'Supprimer' })).toHaveAccessibleDescription('Permet de supprimer les rôles.');
  expect(within(patients).getByRole('checkbox', { name: 'Voir (ses propres données)' })).toBeChecked();
  expect(within(patients).getByRole('checkbox', { name: 'Ajouter' })).not.toBeChecked();
  expect(within(rdv).getByRole('checkbox', { name: 'Voir (ses propres données)' })).not.toBeChecked();
  expect(within(rdv).getByRole('checkbox', { name: 'Voir (tous les médecins)' })).toBeChecked();

  await userEvent.click(within(rdv).getByRole('checkbox', { name: 'Voir (tous les médecins)' }));
  await userEvent.click(within(rdv).getByRole('checkbox', { name: 'Voir (ses propres données)' }));
  // By keyboard too: the box takes the focus and Space ticks it.
  within(patients).getByRole('checkbox', { name: 'Ajouter' }).focus();
  await userEvent.keyboard(' ');
  expect(within(patients).getByRole('checkbox', { name: 'Ajouter' })).toBeChecked();
  const reads = { roles: readsOf(sent, 'roles.list'), permissions: readsOf(sent, 'permissions.list') };
  await save(editor);

  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(sent.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', route: 'roles.update', id: 'r2', body: { permissions: ['1', '2', '3'] } });
  // The list is fetched again: the row shows the new count.
  const row = screen.getByRole('cell', { name: 'Accueil' }).closest('tr')!;
  await waitFor(() => expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('3'));
  // The roles and the user's own permissions are read again by themselves, once each.
  await waitFor(() => expect(readsOf(sent, 'permissions.list')).toBe(reads.permissions + 1));
  expect(readsOf(sent, 'roles.list')).toBe(reads.roles + 1);
});

test('in Arabic the modules, collections and what each right allows are in Arabic', async () => {
  fakeServer([role('r1', 'Administrateur', ['9'])]);
  await i18n.changeLanguage('ar');
  await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'الصلاحيات Administrateur' }));
  const editor = await screen.findByRole('region', { name: 'صلاحيات الدور Administrateur' });
  expect(within(editor).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['المرضى', 'المواعيد', 'المختبرات', 'الإدارة']);
  // The module and its collection share the name here: the collection's group is inside the module's.
  const [module, patients] = within(editor).getAllByRole('group', { name: 'المرضى' });
  expect(module).toContainElement(patients);
  const box = within(patients).getByRole('checkbox', { name: 'عرض (جميع الأطباء)' });
  expect(box).toBeChecked();
  expect(box).toHaveAccessibleDescription('يتيح عرض المرضى لجميع الأطباء.');
});

test('a refused deletion keeps the confirmation open with the server’s message', async () => {
  fakeServer([role('r1', 'Administrateur'), role('r2', 'Assistant')]);
  await renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Administrateur' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer Administrateur?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Ce rôle est attribué à des utilisateurs et ne peut pas être supprimé')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer Assistant' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Assistant' })).not.toBeInTheDocument());
});

test('with the view only, nothing can be changed: no add, rename or delete, and the boxes are read-only', async () => {
  const viewOnly = CATALOGUE.filter((p) => p.name === 'AFFICHER' && p.collectionName === 'ROLES');
  const sent = fakeServer([role('r1', 'Administrateur', ['1'])], viewOnly);
  await renderPage(viewOnly);
  await screen.findByRole('cell', { name: 'Administrateur' });
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Modifier Administrateur' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer Administrateur' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Permissions Administrateur' }));
  const editor = await screen.findByRole('region', { name: 'Permissions du rôle Administrateur' });
  const box = within(within(editor).getByRole('group', { name: 'Les patients' })).getByRole('checkbox', { name: 'Voir (ses propres données)' });
  expect(box).toBeChecked();
  expect(box).toBeDisabled();
  expect(within(editor).queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  await userEvent.click(within(editor).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('region', { name: /Permissions du rôle/ })).not.toBeInTheDocument();
  expect(sent.some((call) => call.method === 'PUT')).toBe(false);
});

test('a name the server refuses is marked; the client’s own check marks it too', async () => {
  fakeServer([role('r1', 'Administrateur')]);
  await renderPage();
  await screen.findByRole('cell', { name: 'Administrateur' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  const name = within(dialog).getByLabelText('Nom');
  expect(name).not.toHaveAttribute('aria-invalid');
  await userEvent.type(name, 'ab');
  await save(dialog);
  expect(name).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(name);
  await userEvent.type(name, 'Administrateur');
  await save(dialog);
  expect(await within(dialog).findByText('Ce rôle existe déjà')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveClass('dn-field--invalid');
});
