import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type ConditionType } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { permission } from '@dental/testing';
import { allActionsOn, formErrors, ok, refused, renderPage, serveApi } from '../test-utils';
import { ConditionTypesPage } from './ConditionTypesPage';

const builtIn = (id: string, code: string, colour: string, symbol: ConditionType['symbol']): ConditionType => ({ _id: id, code, label: '', labelEn: '', labelAr: '', colour, symbol });

/** The catalogue's routes: a label required and unique among the added ones, built-ins restyled only and never deleted. */
function fakeCatalogue() {
  let list: ConditionType[] = [builtIn('1', 'absent', '#6b7280', 'cross'), builtIn('2', 'carie', '#b91c1c', 'dot')];
  const calls = serveApi(({ route, pathParams, body }) => {
    const input = body as ConditionType;
    switch (route) {
      case 'conditionTypes.list':
        return ok(list);
      case 'conditionTypes.create':
        if (!input.label?.trim()) return formErrors(translateMessage('clinical.conditionLabelRequired', 'fr'));
        if (list.some((one) => one.label.toLowerCase() === input.label.trim().toLowerCase())) return formErrors(translateMessage('clinical.conditionLabelExists', 'fr'));
        list = [...list, { _id: String(list.length + 10), code: null, label: input.label, labelEn: input.labelEn ?? '', labelAr: input.labelAr ?? '', colour: input.colour, symbol: input.symbol }];
        return ok(list.at(-1));
      case 'conditionTypes.update': {
        const found = list.find((one) => one._id === pathParams.id)!;
        Object.assign(found, { colour: input.colour, symbol: input.symbol }, found.code ? {} : { label: input.label, labelEn: input.labelEn, labelAr: input.labelAr });
        return ok(found);
      }
      case 'conditionTypes.remove':
        list = list.filter((one) => one._id !== pathParams.id);
        return ok(true);
      default:
        return refused('introuvable', 404);
    }
  });
  return { calls };
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

beforeEach(() => i18n.changeLanguage('fr'));

test('lists the built-in conditions in the user’s words with their symbol and colour; restyles one, never deletes it', async () => {
  const { calls } = fakeCatalogue();
  renderPage(<ConditionTypesPage />, { permissions: allActionsOn('TRAITEMENTS') });
  await screen.findByRole('cell', { name: 'carie' });
  expect(within(row('carie')).getByText('Point')).toBeInTheDocument();
  expect(within(row('carie')).getByText('#b91c1c')).toBeInTheDocument();
  expect(within(row('carie')).getByText('Fourni')).toBeInTheDocument();
  expect(within(row('carie')).queryByRole('button', { name: 'Supprimer carie' })).not.toBeInTheDocument();

  await userEvent.click(within(row('carie')).getByRole('button', { name: 'Modifier carie' }));
  const dialog = screen.getByRole('dialog', { name: "Modifier l'état" });
  expect(within(dialog).queryByLabelText('Nom (français)')).not.toBeInTheDocument();
  await userEvent.selectOptions(within(dialog).getByLabelText('Symbole'), 'ring');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(within(row('carie')).getByText('Anneau')).toBeInTheDocument());
  expect(calls.find((call) => call.route === 'conditionTypes.update')?.body).toEqual({ label: 'carie', labelEn: '', labelAr: '', colour: '#b91c1c', symbol: 'ring' });
});

test('adds a condition named in each language, keeps the form on the server’s message, and deletes it after confirmation', async () => {
  const { calls } = fakeCatalogue();
  renderPage(<ConditionTypesPage />, { permissions: allActionsOn('TRAITEMENTS') });
  await screen.findByRole('cell', { name: 'carie' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter un état' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un état' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText("Le nom de l'état est obligatoire")).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom (français)')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(within(dialog).getByLabelText('Nom (français)'), 'Fêlure');
  await userEvent.type(within(dialog).getByLabelText('Nom (arabe)'), 'شرخ');
  await userEvent.selectOptions(within(dialog).getByLabelText('Symbole'), 'wave');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('cell', { name: 'Fêlure' })).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'conditionTypes.create').at(-1)?.body).toEqual({ label: 'Fêlure', labelEn: '', labelAr: 'شرخ', colour: '#0f766e', symbol: 'wave' });
  expect(within(row('Fêlure')).getByText('Ajouté')).toBeInTheDocument();

  await userEvent.click(within(row('Fêlure')).getByRole('button', { name: 'Supprimer Fêlure' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Fêlure' })).not.toBeInTheDocument());
});

test('in Arabic, the built-in conditions read in Arabic', async () => {
  fakeCatalogue();
  await i18n.changeLanguage('ar');
  renderPage(<ConditionTypesPage />, { permissions: allActionsOn('TRAITEMENTS') });
  expect(await screen.findByRole('cell', { name: 'تسوس' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'حالات الأسنان' })).toBeInTheDocument();
});

test('with the view of the treatments only, the catalogue is read only', async () => {
  fakeCatalogue();
  renderPage(<ConditionTypesPage />, { permissions: [permission('AFFICHER', 'TRAITEMENTS')] });
  await screen.findByRole('cell', { name: 'carie' });
  expect(screen.queryByRole('button', { name: 'Ajouter un état' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
});
