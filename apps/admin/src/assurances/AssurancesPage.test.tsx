import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assurance, RouteKey } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { allActionsOn, formErrors, ok, readsOf, refused, renderPage, serveApi } from '../test-utils';
import { AssurancesPage } from './AssurancesPage';

const insurer = (id: string, name: string, cons_price: number): Assurance => ({ _id: id, name, cons_price, color: '#0984e3', type: '', createdAt: '', updatedAt: '' });

function fakeInsurers(initial: Assurance[]) {
  let list = [...initial];
  const seen: { route: RouteKey | undefined; body: unknown }[] = [];
  serveApi(({ route, pathParams, body }) => {
    seen.push({ route, body });
    if (route === 'assurances.list') return ok(list);
    if (route === 'assurances.update') {
      const input = body as Assurance;
      if (!(input.cons_price >= 0)) return formErrors('Le prix de la consultation est obligatoire');
      list = list.map((a) => (a._id === pathParams.id ? { ...a, ...input } : a));
      return ok(list.find((a) => a._id === pathParams.id));
    }
    return refused('introuvable', 404);
  });
  return seen;
}

// Own view of the insurers' invoices: the Patients tab links to the signed-in user's own.
const PERMISSIONS = allActionsOn('ASSURANCES', 'TRAITEMENTS', 'PATIENTS_ASSURANCE').filter((p) => p.name !== 'AFFICHER_GLOBAL');

beforeEach(() => i18n.changeLanguage('fr'));

test('each insurer links to its page and its two tabs under the module’s insurance path', async () => {
  fakeInsurers([insurer('7', 'CNAM', 500)]);
  renderPage(<AssurancesPage />, { permissions: PERMISSIONS });
  const card = await screen.findByRole('article', { name: 'CNAM' });
  expect(within(card).getByRole('link', { name: 'CNAM' })).toHaveAttribute('href', '/assurance/7');
  expect(within(card).getByRole('link', { name: 'Traitements' })).toHaveAttribute('href', '/assurance/7/treatments');
  expect(within(card).getByRole('link', { name: 'Patients' })).toHaveAttribute('href', '/assurance/7/patients/1');
});

test('an edit reads the list again by itself; a missing price is marked', async () => {
  const seen = fakeInsurers([insurer('7', 'CNAM', 500)]);
  renderPage(<AssurancesPage />, { permissions: PERMISSIONS });
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier CNAM' }));
  const dialog = screen.getByRole('dialog');
  const price = within(dialog).getByLabelText('Prix de la consultation');
  await userEvent.clear(price);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le prix de la consultation est obligatoire')).toBeInTheDocument();
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Nom')).not.toHaveAttribute('aria-invalid');

  await userEvent.type(price, '650');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  const card = await screen.findByRole('article', { name: 'CNAM' });
  expect(await within(card).findByText(/650/)).toBeInTheDocument();
  expect(readsOf(seen, 'assurances.list')).toBe(2);
});
