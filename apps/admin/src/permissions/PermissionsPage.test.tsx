import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission, PermissionGroup, RouteKey } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { readsOf, renderPage as renderAdminPage, serveApi } from '../test-utils';
import { PermissionsPage } from './PermissionsPage';

const permission = (id: string, name: string, collectionName: string): Permission => ({ _id: id, name, collectionName, createdAt: '', updatedAt: '' });

interface Sent {
  method: string;
  route: RouteKey | undefined;
  id: string | undefined;
  body: Record<string, unknown> | undefined;
}

/** What the screen sends; the fake server reads it as the API would. */
type RequestBody = { name: string; collectionName: string };

/** A tiny in-memory server with the API's rules for the permission catalogue (grouped as byTable does). */
function fakeServer(initial: Permission[]) {
  let catalogue = [...initial];
  const sent: Sent[] = [];
  const grouped = (): PermissionGroup[] => {
    const names = [...new Set(catalogue.map((p) => p.collectionName))].sort();
    return names.map((name) => ({ _id: name, data: catalogue.filter((p) => p.collectionName === name) }));
  };
  serveApi((request) => {
    const { method, route, pathParams } = request;
    const body = request.body as RequestBody;
    sent.push({ method, route, id: pathParams.id, body });
    const problems = (exceptId?: string) => {
      const list: string[] = [];
      if (!body.name?.trim()) list.push('Le nom de la permission est obligatoire');
      if (!body.collectionName?.trim()) list.push('La collection est obligatoire');
      if (list.length === 0 && catalogue.some((p) => p._id !== exceptId && p.name === body.name && p.collectionName === body.collectionName))
        list.push('Cette permission existe déjà');
      return list;
    };
    let reply: { status: number; data: unknown };
    if (route === 'permissions.byTable') reply = { status: 200, data: { success: grouped() } };
    else if (route === 'permissions.list') reply = { status: 200, data: { success: catalogue } };
    else if (route === 'permissions.create') {
      const list = problems();
      if (list.length > 0) reply = { status: 300, data: { formErrors: list } };
      else {
        catalogue = [...catalogue, permission(String(catalogue.length + 10), body.name, body.collectionName)];
        reply = { status: 200, data: { success: catalogue.at(-1) } };
      }
    } else if (route === 'permissions.update') {
      const id = pathParams.id;
      const list = problems(id);
      if (list.length > 0) reply = { status: 300, data: { formErrors: list } };
      else {
        catalogue = catalogue.map((p) => (p._id === id ? { ...p, name: body.name, collectionName: body.collectionName } : p));
        reply = { status: 200, data: { success: catalogue.find((p) => p._id === id) } };
      }
    } else if (route === 'permissions.remove') {
      catalogue = catalogue.filter((p) => p._id !== pathParams.id);
      reply = { status: 200, data: { success: true } };
    } else reply = { status: 404, data: { err: 'introuvable' } };
    return reply;
  });
  return sent;
}

function renderPage({ dev }: { dev: boolean }) {
  return renderAdminPage(<PermissionsPage />, { user: { _id: '1', username: 'someone', doctor: null, dev, accessToken: 't' }, withShellReads: dev }).store;
}

const CATALOGUE = [
  permission('1', 'AFFICHER', 'PATIENTS'),
  permission('2', 'AJOUTER', 'PATIENTS'),
  permission('3', 'AFFICHER', 'RDV'),
  permission('4', 'APPROUVER', 'PAIEMENTS_PATIENTS'),
];

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

test('a user without the developer flag finds "404 Page Not Found" and nothing is asked of the server', async () => {
  const sent = fakeServer(CATALOGUE);
  renderPage({ dev: false });
  expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Permissions' })).not.toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sent).toHaveLength(0);
});

test('a developer sees the permissions grouped by collection, each with edit and delete icons', async () => {
  fakeServer(CATALOGUE);
  renderPage({ dev: true });
  expect(screen.getByRole('heading', { level: 1, name: 'Permissions' })).toBeInTheDocument();
  const patients = await screen.findByRole('region', { name: 'PATIENTS' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['PAIEMENTS_PATIENTS', 'PATIENTS', 'RDV']);
  expect(within(patients).getAllByRole('listitem').map((item) => item.querySelector('span')!.textContent)).toEqual(['AFFICHER', 'AJOUTER']);
  expect(within(patients).getByRole('button', { name: 'Modifier AJOUTER PATIENTS' })).toBeInTheDocument();
  expect(within(patients).getByRole('button', { name: 'Supprimer AJOUTER PATIENTS' })).toBeInTheDocument();
  const rdv = screen.getByRole('region', { name: 'RDV' });
  expect(within(rdv).getAllByRole('listitem')).toHaveLength(1);
});

test('adds a permission (server messages in the form), edits it, then deletes it after confirmation', async () => {
  const sent = fakeServer(CATALOGUE);
  renderPage({ dev: true });
  await screen.findByRole('region', { name: 'PATIENTS' });

  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  let dialog = screen.getByRole('dialog', { name: 'Ajouter une permission' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le nom de la permission est obligatoire')).toBeInTheDocument();
  expect(within(dialog).getByText('La collection est obligatoire')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Collection')).toHaveAttribute('aria-invalid', 'true');

  // The known collections are offered; an existing pair is refused by the server.
  const options = [...dialog.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'));
  expect(options).toEqual(expect.arrayContaining(['PATIENTS', 'RDV', 'UTILISATEURS', 'PAIEMENTS_PATIENTS']));
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'AFFICHER');
  await userEvent.type(within(dialog).getByLabelText('Collection'), 'PATIENTS');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Cette permission existe déjà')).toBeInTheDocument();

  // A new collection typed in.
  await userEvent.clear(within(dialog).getByLabelText('Collection'));
  await userEvent.type(within(dialog).getByLabelText('Collection'), 'IMPLANTS');
  const reads = { catalogue: readsOf(sent, 'permissions.byTable'), own: readsOf(sent, 'permissions.list') };
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  const implants = await screen.findByRole('region', { name: 'IMPLANTS' });
  // The catalogue and the developer's own permissions are read again by themselves, once each.
  expect(readsOf(sent, 'permissions.byTable')).toBe(reads.catalogue + 1);
  await waitFor(() => expect(readsOf(sent, 'permissions.list')).toBe(reads.own + 1));
  expect(sent.find((call) => call.method === 'POST' && call.body?.collectionName === 'IMPLANTS')!.body).toEqual({ name: 'AFFICHER', collectionName: 'IMPLANTS' });

  await userEvent.click(within(implants).getByRole('button', { name: 'Modifier AFFICHER IMPLANTS' }));
  dialog = screen.getByRole('dialog', { name: 'Modifier la permission' });
  expect(within(dialog).getByLabelText('Nom')).toHaveValue('AFFICHER');
  expect(within(dialog).getByLabelText('Collection')).toHaveValue('IMPLANTS');
  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'AFFICHER_GLOBAL');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(implants).findByText('AFFICHER_GLOBAL')).toBeInTheDocument();
  expect(sent.find((call) => call.method === 'PUT')).toEqual({
    method: 'PUT',
    route: 'permissions.update',
    id: '14',
    body: { name: 'AFFICHER_GLOBAL', collectionName: 'IMPLANTS' },
  });

  await userEvent.click(within(implants).getByRole('button', { name: 'Supprimer AFFICHER_GLOBAL IMPLANTS' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer AFFICHER_GLOBAL IMPLANTS?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'IMPLANTS' })).not.toBeInTheDocument());
  expect(sent.some((call) => call.route === 'permissions.remove' && call.id === '14')).toBe(true);
});
