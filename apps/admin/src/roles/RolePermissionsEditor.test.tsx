import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { permissionCatalogue, renderPage } from '../test-utils';
import { RolePermissionsEditor } from './RolePermissionsEditor';

const { groups: GROUPS } = permissionCatalogue([
  ['1', 'AFFICHER', 'CONSOMMABLES'],
  ['2', 'AFFICHER_GLOBAL', 'CONSOMMABLES'],
  ['3', 'AJOUTER', 'CONSOMMABLES'],
  ['4', 'AFFICHER', 'PAIEMENTS_PATIENTS'],
  ['5', 'AJOUTER', 'PAIEMENTS_PATIENTS'],
  ['6', 'AFFICHER', 'TRAITEMENTS'],
  ['7', 'AFFICHER_GLOBAL', 'TRAITEMENTS'],
]);
// A role made before: it holds "add consumables", a right nothing checks.
const ROLE: Role = { _id: 'r1', name: 'Accueil', permissions: ['1', '3'], createdAt: '', updatedAt: '' };

function renderEditor(onSave = jest.fn().mockResolvedValue(undefined)) {
  renderPage(<RolePermissionsEditor role={ROLE} groups={GROUPS} readOnly={false} onSave={onSave} onDone={() => undefined} onClose={() => undefined} />);
  return onSave;
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});

test('offers no box that changes nothing, and says what a box depends on where it alone would mislead', async () => {
  renderEditor();
  const consumables = screen.getByRole('group', { name: 'Les consommables' });
  expect(within(consumables).getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual(['Voir (ses propres données)']);
  expect(within(consumables).getByRole('checkbox')).toHaveAccessibleDescription(/Ouvre seulement l'entrée Consommables : chaque onglet demande sa propre permission/);
  const payments = screen.getByRole('group', { name: 'Les paiements des patients' });
  expect(within(payments).getByRole('checkbox', { name: 'Voir (ses propres données)' })).toHaveAccessibleDescription(/« Ma caisse du jour » sur l'accueil ; les paiements d'un patient se lisent dans sa fiche/);
  expect(within(payments).getByRole('checkbox', { name: 'Ajouter' })).toHaveAccessibleDescription(/Dans la fiche du patient/);
  const treatments = screen.getByRole('group', { name: 'Les traitements' });
  expect(within(treatments).getByRole('checkbox', { name: 'Voir (tous les médecins)' })).toHaveAccessibleDescription(/cette liste est la même pour tous les médecins/);
  // A plain right has only its sentence.
  expect(within(treatments).getByRole('checkbox', { name: 'Voir (ses propres données)' })).toHaveAccessibleDescription('Permet de voir les traitements.');
});

test('a role keeps a right the editor no longer offers when it is saved', async () => {
  const onSave = renderEditor();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Voir (ses propres données)', description: /Ma caisse du jour/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(onSave).toHaveBeenCalledWith(['1', '3', '4']);
});

test('the notes are in the language of the screen', async () => {
  await i18n.changeLanguage('ar');
  renderEditor();
  const consumables = screen.getByRole('group', { name: 'المستهلكات' });
  expect(within(consumables).getByRole('checkbox')).toHaveAccessibleDescription(/يفتح مدخل المستهلكات فقط/);
});
