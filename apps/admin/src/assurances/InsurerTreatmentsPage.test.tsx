import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assurance, RouteKey, Treatment } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { allActionsOn, formErrors, ok, readsOf, refused, renderPage, serveApi } from '../test-utils';
import { InsurerTreatmentsPage } from './InsurerTreatmentsPage';

const CNAM: Assurance = { _id: '7', name: 'CNAM', cons_price: 500, color: '#0984e3', type: '', createdAt: '', updatedAt: '' };
const treatment = (id: string, name: string, price: number): Treatment => ({
  _id: id, name, type: 'soins', price, assurance: '7', createdAt: '', updatedAt: '',
});

/** The insurer 7 with its own list; "already insured" for a name already in it. */
function fakeInsurer(initial: Treatment[]) {
  let list = [...initial];
  const seen: { route: RouteKey | undefined; body: unknown }[] = [];
  serveApi(({ route, pathParams, body }) => {
    seen.push({ route, body });
    if (route === 'assurances.get') return pathParams.id === '7' ? ok(CNAM) : refused('Élément introuvable', 404);
    if (route === 'insurerTreatments.list') return ok(list);
    if (route === 'insurerTreatments.create') {
      const input = body as Treatment;
      if (list.some((t) => t.name.toLowerCase() === input.name.toLowerCase())) return formErrors('Ce traitement est déjà assuré par cette assurance');
      list = [...list, treatment(String(list.length + 10), input.name, input.price)];
      return ok(list.at(-1));
    }
    return refused('introuvable', 404);
  });
  return seen;
}

const at = (id: string) => ({ path: `/assurance/${id}/treatments`, pattern: '/assurance/:assId/treatments', permissions: allActionsOn('TRAITEMENTS') });

beforeEach(() => i18n.changeLanguage('fr'));

test('adds to the insurer’s list, which is read again by itself; "already insured" marks the name', async () => {
  const seen = fakeInsurer([treatment('1', 'Détartrage', 1200)]);
  renderPage(<InsurerTreatmentsPage />, at('7'));
  expect(await screen.findByRole('heading', { name: 'Traitements — CNAM' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Détartrage' });

  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'détartrage');
  await userEvent.type(within(dialog).getByLabelText('Prix'), '900');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Ce traitement est déjà assuré par cette assurance')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Prix')).not.toHaveAttribute('aria-invalid');
  expect(readsOf(seen, 'insurerTreatments.list')).toBe(1);

  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'Extraction');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('cell', { name: 'Extraction' })).toBeInTheDocument();
  expect(seen.filter((call) => call.route === 'insurerTreatments.create').at(-1)!.body).toEqual({ name: 'Extraction', type: 'soins', price: 900 });
  expect(readsOf(seen, 'insurerTreatments.list')).toBe(2);
});

test('an unknown insurer is a 404 and its list is not asked for', async () => {
  const seen = fakeInsurer([]);
  renderPage(<InsurerTreatmentsPage />, at('99'));
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(readsOf(seen, 'insurerTreatments.list')).toBe(0);
});
