import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Treatment } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { allActionsOn, formErrors, ok, readsOf, renderPage, serveApi } from '../test-utils';
import { TreatmentsPage } from './TreatmentsPage';

const treatment = (id: string, name: string, type: Treatment['type'], price: number): Treatment => ({
  _id: id, name, type, price, assurance: null, createdAt: '', updatedAt: '',
});

function fakeCatalogue(initial: Treatment[]) {
  let list = [...initial];
  const sent: unknown[] = [];
  const calls = serveApi(({ method, pathParams, body }) => {
    if (method === 'GET') return ok(list);
    if (method === 'POST') {
      sent.push(body);
      const input = body as Treatment;
      if (!input.name) return formErrors('Le nom du traitement est obligatoire');
      if (list.some((t) => t.name.toLowerCase() === input.name.toLowerCase())) return formErrors('Ce traitement existe déjà');
      list = [...list, treatment(String(list.length + 10), input.name, input.type, input.price)];
      return ok(list.at(-1));
    }
    if (method === 'DELETE') {
      list = list.filter((t) => t._id !== pathParams.id);
      return ok(true);
    }
    return { status: 404, data: { err: 'introuvable' } };
  });
  return { calls, sent };
}

beforeEach(() => i18n.changeLanguage('fr'));

test('shows a tab per type, Soins first, and filters the table by the open tab', async () => {
  fakeCatalogue([treatment('1', 'Détartrage', 'soins', 1500), treatment('2', 'Couronne céramique', 'prothese', 25000)]);
  renderPage(<TreatmentsPage />, { permissions: allActionsOn('TRAITEMENTS') });
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['Soins', 'Prothese', 'Soins gencive', 'Implant', 'Soins pediatre', 'Soins de bouche', 'Conservateur']);
  expect(screen.getByRole('tab', { name: 'Soins' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('cell', { name: 'Détartrage' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Couronne céramique' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Prothese' }));
  expect(screen.getByRole('cell', { name: 'Couronne céramique' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Prix' })).toBeInTheDocument();
});

test('adds a treatment of the open tab’s type and keeps the form open on server messages', async () => {
  const { calls, sent } = fakeCatalogue([treatment('1', 'Détartrage', 'soins', 1500)]);
  renderPage(<TreatmentsPage />, { permissions: allActionsOn('TRAITEMENTS') });
  await screen.findByRole('cell', { name: 'Détartrage' });
  await userEvent.click(screen.getByRole('tab', { name: 'Prothese' }));
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByLabelText('Type')).toHaveValue('prothese');
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'détartrage');
  await userEvent.type(within(dialog).getByLabelText('Prix'), '1500.5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Ce traitement existe déjà')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom')).toHaveValue('détartrage');
  // "Already exists" names the treatment's name: that field is marked, the price is not.
  expect(within(dialog).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Prix')).not.toHaveAttribute('aria-invalid');
  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'Bridge');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('cell', { name: 'Bridge' })).toBeInTheDocument();
  expect(sent.at(-1)).toEqual({ name: 'Bridge', type: 'prothese', price: 1500.5 });
  // The catalogue is read again by itself, once, after the accepted write.
  expect(readsOf(calls, 'treatments.list')).toBe(2);
});

test('asks "… {name} ?" with a space before deleting', async () => {
  fakeCatalogue([treatment('1', 'Détartrage', 'soins', 1500)]);
  renderPage(<TreatmentsPage />, { permissions: allActionsOn('TRAITEMENTS') });
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Détartrage' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer Détartrage ?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Détartrage' })).not.toBeInTheDocument());
});

test('offers no add, edit or delete without the permissions', async () => {
  fakeCatalogue([treatment('1', 'Détartrage', 'soins', 1500)]);
  renderPage(<TreatmentsPage />, { permissions: [{ _id: '1', name: 'AFFICHER', collectionName: 'TRAITEMENTS', createdAt: '', updatedAt: '' }] });
  await screen.findByRole('cell', { name: 'Détartrage' });
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer Détartrage' })).not.toBeInTheDocument();
});
