import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type Laboratory, type LabTreatment, type LabTreatmentInput, type Treatment } from '@dental/contracts';
import { formatMoney, i18n } from '@dental/i18n';
import { allActionsOn, answer, callsOf, formErrors, permission, refused, renderLabPage, serveApi } from '../test-utils';
import { LaboratoryPage } from '../laboratory/LaboratoryPage';

const NOUR: Laboratory = { _id: '1', name: 'Lab Nour', phone: '', createdAt: '', updatedAt: '' };
const treatment = (id: string, name: string, type: Treatment['type']): Treatment => ({ _id: id, name, type, price: 1000, assurance: null, createdAt: '', updatedAt: '' });
const CATALOGUE = [treatment('t1', 'Couronne céramique', 'prothese'), treatment('t2', 'Bridge 3 éléments', 'prothese'), treatment('t3', 'Détartrage', 'soins')];
const entry = (id: string, treatmentId: string, price: number): LabTreatment => ({
  _id: id,
  treatment: { _id: treatmentId, name: CATALOGUE.find((t) => t._id === treatmentId)!.name },
  price,
  createdAt: '',
  updatedAt: '',
});

/** Lab 1's price list as the API keeps it, in `prices` (which a test may change as another user would): a prothese treatment once, a price required. */
function fakeServer(prices: LabTreatment[], catalogue = CATALOGUE) {
  const initial = [...prices];
  return serveApi(({ route, pathParams, body }) => {
    const input = body as LabTreatmentInput;
    const refusal = () => {
      if (catalogue.find((t) => t._id === input.treatment)?.type !== 'prothese') return formErrors(translateMessage('labTreatment.treatmentRequired', 'fr'));
      if (input.price === undefined) return formErrors(translateMessage('labTreatment.priceRequired', 'fr'));
      const taken = prices.some((other) => other._id !== pathParams.id && other.treatment._id === input.treatment);
      return taken ? formErrors(translateMessage('labTreatment.exists', 'fr')) : undefined;
    };
    switch (route) {
      case 'laboratories.list':
        return answer('laboratories.list', [NOUR]);
      case 'treatments.list':
        return answer('treatments.list', catalogue);
      case 'labTreatments.list':
        return pathParams.labId === '1' ? answer('labTreatments.list', prices) : refused('Élément introuvable', 404);
      case 'labTreatments.create':
      case 'labTreatments.update': {
        const refusedInput = refusal();
        if (refusedInput) return refusedInput;
        const saved = entry(pathParams.id ?? String(prices.length + 10), input.treatment as string, input.price as number);
        if (route === 'labTreatments.create') prices.push(saved);
        else prices[prices.findIndex((other) => other._id === saved._id)] = saved;
        return answer(route, saved);
      }
      case 'labTreatments.remove':
        prices.splice(prices.findIndex((other) => other._id === pathParams.id), 1);
        return answer('labTreatments.remove', initial[0]);
      default:
        return refused('introuvable', 404);
    }
  });
}

const render = (labId = '1', permissions = [permission('AFFICHER', 'LABORATOIRES'), ...allActionsOn('TRAITEMENTS_LABORATOIRES')]) =>
  renderLabPage(<LaboratoryPage />, { path: `/laboratory/${labId}/treatments`, pattern: '/laboratory/:labId/:tab?/:doctorId?', permissions });

const money = (amount: number) => formatMoney(amount, 'fr');

beforeEach(() => i18n.changeLanguage('fr'));

test('lists the laboratory’s prices under its name, with a way back to the laboratories', async () => {
  fakeServer([entry('a', 't1', 8000.5)]);
  render();
  expect(await screen.findByRole('heading', { name: 'Traitements — Lab Nour' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Liste des prix du laboratoire' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Traitement', 'Prix', 'Actions']);
  expect(await within(table).findByRole('cell', { name: 'Couronne céramique' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: money(8000.5) })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/laboratory');
});

test('says when the list is empty', async () => {
  fakeServer([]);
  render();
  expect(await screen.findByRole('cell', { name: 'Aucun traitement' })).toBeInTheDocument();
});

test('offers only prothese treatments; the server’s messages stay in the form and mark their field', async () => {
  const calls = fakeServer([]);
  render();
  await screen.findByRole('cell', { name: 'Aucun traitement' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un traitement' });
  const choice = within(dialog).getByLabelText('Traitement');
  expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choisir un traitement de prothèse', 'Couronne céramique', 'Bridge 3 éléments']);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Choisissez un traitement de prothèse')).toBeInTheDocument();
  expect(choice).toHaveAttribute('aria-invalid', 'true');

  await userEvent.selectOptions(choice, 'Couronne céramique');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le prix est obligatoire')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Prix')).toHaveAttribute('aria-invalid', 'true');
  expect(choice).not.toHaveAttribute('aria-invalid');
  expect(callsOf(calls, 'labTreatments.list')).toBe(1);

  await userEvent.type(within(dialog).getByLabelText('Prix'), '7500');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('cell', { name: 'Couronne céramique' })).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'labTreatments.create').at(-1)).toMatchObject({ pathParams: { labId: '1' }, body: { treatment: 't1', price: 7500 } });
  expect(callsOf(calls, 'labTreatments.list')).toBe(2);
});

test('the add offers only the treatments not on the list yet; one added meanwhile by someone else is refused on its field', async () => {
  const prices = [entry('a', 't1', 8000)];
  fakeServer(prices);
  render();
  await screen.findByRole('cell', { name: 'Couronne céramique' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un traitement' });
  const choice = within(dialog).getByLabelText('Traitement');
  expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choisir un traitement de prothèse', 'Bridge 3 éléments']);

  prices.push(entry('b', 't2', 9000));
  await userEvent.selectOptions(choice, 'Bridge 3 éléments');
  await userEvent.type(within(dialog).getByLabelText('Prix'), '7500');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Ce traitement existe déjà dans la liste du laboratoire')).toBeInTheDocument();
  expect(choice).toHaveAttribute('aria-invalid', 'true');
});

test('when the list holds every prothese treatment, the add says so instead of an empty choice, in every language', async () => {
  fakeServer([entry('a', 't1', 8000), entry('b', 't2', 12000)]);
  const { unmount } = render();
  await screen.findByRole('cell', { name: 'Bridge 3 éléments' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un traitement' });
  expect(within(dialog).getByRole('status')).toHaveTextContent('Tous les traitements de prothèse du catalogue sont déjà dans la liste de ce laboratoire.');
  expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('dialog', { name: 'Ajouter un traitement' })).not.toBeInTheDocument();
  unmount();

  for (const [language, add, text] of [
    ['en', 'Add', "Every prosthesis treatment of the catalogue is already on this laboratory's price list."],
    ['ar', 'إضافة', 'جميع علاجات التركيبات في الكتالوج موجودة بالفعل في قائمة هذا المختبر.'],
  ] as const) {
    await i18n.changeLanguage(language);
    const { unmount: again } = render();
    await screen.findByRole('cell', { name: 'Bridge 3 éléments' });
    await userEvent.click(screen.getByRole('button', { name: add }));
    expect(screen.getByRole('status')).toHaveTextContent(text);
    again();
  }
});

test('with no prothese treatment in the catalogue, the add says so', async () => {
  fakeServer([], CATALOGUE.filter((treatment) => treatment.type !== 'prothese'));
  render();
  await screen.findByRole('cell', { name: 'Aucun traitement' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  expect(within(screen.getByRole('dialog', { name: 'Ajouter un traitement' })).getByRole('status')).toHaveTextContent("Le catalogue n'a aucun traitement de prothèse à ajouter.");
});

test('the edit offers the entry’s own treatment and those not on the list', async () => {
  fakeServer([entry('a', 't1', 8000), entry('b', 't2', 12000)]);
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier Couronne céramique' }));
  const choice = within(screen.getByRole('dialog', { name: 'Modifier le traitement' })).getByLabelText('Traitement');
  expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choisir un traitement de prothèse', 'Couronne céramique']);
});

test('edits a price, the entry’s treatment chosen', async () => {
  const calls = fakeServer([entry('a', 't1', 8000)]);
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier Couronne céramique' }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier le traitement' });
  expect(within(dialog).getByLabelText('Traitement')).toHaveDisplayValue('Couronne céramique');
  await userEvent.clear(within(dialog).getByLabelText('Prix'));
  await userEvent.type(within(dialog).getByLabelText('Prix'), '8200.25');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('cell', { name: money(8200.25) })).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'labTreatments.update')).toMatchObject({ pathParams: { labId: '1', id: 'a' }, body: { treatment: 't1', price: 8200.25 } });
});

test('asks before deleting a price and removes its row', async () => {
  fakeServer([entry('a', 't1', 8000), entry('b', 't2', 12000)]);
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Bridge 3 éléments' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer Bridge 3 éléments ?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bridge 3 éléments' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Couronne céramique' })).toBeInTheDocument();
});

test('without rights on TRAITEMENTS_LABORATOIRES the list is read only', async () => {
  fakeServer([entry('a', 't1', 8000)]);
  render('1', [permission('AFFICHER', 'TRAITEMENTS_LABORATOIRES')]);
  await screen.findByRole('cell', { name: 'Couronne céramique' });
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Modifier|Supprimer/ })).not.toBeInTheDocument();
});

test('SUPPRIMER alone offers the delete icon only', async () => {
  fakeServer([entry('a', 't1', 8000)]);
  render('1', [permission('AFFICHER', 'TRAITEMENTS_LABORATOIRES'), permission('SUPPRIMER', 'TRAITEMENTS_LABORATOIRES')]);
  expect(await screen.findByRole('button', { name: 'Supprimer Couronne céramique' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Modifier Couronne céramique' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
});

test('an unknown laboratory is a translated not-found state and no price list is asked for', async () => {
  const calls = fakeServer([]);
  const { unmount } = render('99');
  expect(await screen.findByText('Laboratoire introuvable')).toBeInTheDocument();
  expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  expect(callsOf(calls, 'labTreatments.list')).toBe(0);
  unmount();
  for (const [language, text] of [['en', 'Laboratory not found'], ['ar', 'المختبر غير موجود']] as const) {
    await i18n.changeLanguage(language);
    const { unmount: again } = render('99');
    expect(await screen.findByText(text)).toBeInTheDocument();
    again();
  }
});

test('a read refused with AFFICHER empties the list and shows the refusal', async () => {
  serveApi(({ route }) =>
    route === 'laboratories.list' ? answer('laboratories.list', [NOUR]) : refused("AFFICHER : vous n'avez pas la permission de voir les tarifs des laboratoires", 403),
  );
  render();
  expect(await screen.findByRole('button', { name: "AFFICHER : vous n'avez pas la permission de voir les tarifs des laboratoires" })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Aucun traitement' })).toBeInTheDocument();
});

test('speaks Arabic', async () => {
  await i18n.changeLanguage('ar');
  fakeServer([entry('a', 't1', 8000)]);
  render();
  expect(await screen.findByRole('heading', { name: 'العلاجات — Lab Nour' })).toBeInTheDocument();
  expect(await screen.findByRole('columnheader', { name: 'السعر' })).toBeInTheDocument();
});
