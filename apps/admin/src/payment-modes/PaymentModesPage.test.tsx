import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMode, RouteKey } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { allActionsOn, ok, readsOf, refused, renderPage as renderAdminPage, serveApi } from '../test-utils';
import { PaymentModesPage } from './PaymentModesPage';

const mode = (id: string, name: string, code: number): PaymentMode => ({ _id: id, name, code, archive: false, createdAt: '', updatedAt: '' });

/** What the screen sends; the fake server reads it as the API would. */
type RequestBody = { name: string; code: number };

/** A tiny in-memory server with the API's rules for payment modes. */
function fakeServer(initial: PaymentMode[]) {
  let modes = [...initial];
  const calls: (RouteKey | undefined)[] = [];
  serveApi((request) => {
    const { method, route, pathParams } = request;
    calls.push(route);
    const body = request.body as RequestBody;
    let reply: { status: number; data: unknown };
    if (method === 'GET') reply = { status: 200, data: { success: modes } };
    else if (method === 'POST' && !body.name) reply = { status: 300, data: { formErrors: ['Le nom du mode de paiement est obligatoire'] } };
    else if (method === 'POST' && modes.some((m) => m.name.toLowerCase() === body.name.toLowerCase()))
      reply = { status: 300, data: { formErrors: ['Ce mode de paiement existe déjà'] } };
    else if (method === 'POST') {
      modes = [...modes, mode(String(modes.length + 10), body.name, body.code)];
      reply = { status: 200, data: { success: modes.at(-1) } };
    } else if (method === 'DELETE') {
      modes = modes.filter((m) => m._id !== pathParams.id);
      reply = { status: 200, data: { success: true } };
    } else reply = { status: 404, data: { err: 'introuvable' } };
    return reply;
  });
  return calls;
}

function renderPage() {
  renderAdminPage(<PaymentModesPage />, { permissions: allActionsOn('MODE_PAIEMENT') });
}

beforeEach(() => i18n.changeLanguage('fr'));

test('lists the server’s payment modes under "Mode de paiements", the built-in one in words beside its stored name', async () => {
  fakeServer([mode('1', 'cash', 0), mode('2', 'Bankily', 3)]);
  renderPage();
  expect(screen.getByRole('heading', { name: 'Mode de paiements' })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Bankily' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '3' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Espèces (cash)' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'cash' })).not.toBeInTheDocument();
});

test('in Arabic the built-in mode reads نقدًا, its stored name beside it', async () => {
  await i18n.changeLanguage('ar');
  fakeServer([mode('1', 'cash', 0), mode('2', 'Bankily', 3)]);
  renderPage();
  expect(await screen.findByRole('cell', { name: 'نقدًا (cash)' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Bankily' })).toBeInTheDocument();
});

test('in English the built-in mode reads Cash, once', async () => {
  await i18n.changeLanguage('en');
  fakeServer([mode('1', 'cash', 0)]);
  renderPage();
  expect(await screen.findByRole('cell', { name: 'Cash' })).toBeInTheDocument();
});

test('the deletion question names the built-in mode in words', async () => {
  fakeServer([mode('1', 'cash', 0)]);
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Espèces (cash)' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer Espèces (cash)?')).toBeInTheDocument();
});

test('keeps the form open with the server’s messages, then adds and refetches', async () => {
  const calls = fakeServer([mode('1', 'cash', 0)]);
  renderPage();
  await screen.findByRole('cell', { name: 'Espèces (cash)' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByLabelText('Code')).toHaveValue(0);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le nom du mode de paiement est obligatoire')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText('Nom'), 'CASH');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Ce mode de paiement existe déjà')).toBeInTheDocument();

  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'Masrvi');
  await userEvent.clear(within(dialog).getByLabelText('Code'));
  await userEvent.type(within(dialog).getByLabelText('Code'), '4');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('cell', { name: 'Masrvi' })).toBeInTheDocument();
  // Read again by itself once, after the accepted write only.
  expect(calls.filter((call) => call === 'paymentModes.list')).toHaveLength(2);
});

test('the server’s messages mark the fields they name', async () => {
  fakeServer([mode('1', 'cash', 0)]);
  renderPage();
  await screen.findByRole('cell', { name: 'Espèces (cash)' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le nom du mode de paiement est obligatoire')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Nom')).toHaveClass('dn-field--invalid');
  expect(within(dialog).getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
});

test('a re-read refused with AFFICHER empties the list; another failure keeps it', async () => {
  let answer = (): { status: number; data: unknown } => ok([mode('1', 'cash', 0), mode('2', 'Bankily', 3)]);
  const calls = serveApi((request) => (request.method === 'DELETE' ? ok(true) : answer()));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Bankily' }));

  answer = () => refused('Erreur du serveur, réessayez plus tard', 500);
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Erreur du serveur, réessayez plus tard')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Espèces (cash)' })).toBeInTheDocument();

  answer = () => refused("AFFICHER : vous n'avez pas la permission de voir les modes de paiement", 403);
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer Espèces (cash)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText("AFFICHER : vous n'avez pas la permission de voir les modes de paiement")).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Espèces (cash)' })).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Aucun mode de paiement' })).toBeInTheDocument();
  expect(readsOf(calls, 'paymentModes.list')).toBe(3);
});

test('asks before deleting and removes the row', async () => {
  fakeServer([mode('1', 'cash', 0), mode('2', 'Bankily', 3)]);
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Bankily' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer Bankily?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bankily' })).not.toBeInTheDocument());
});
