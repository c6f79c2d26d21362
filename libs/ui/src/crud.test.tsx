import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { CrudOverlays, useCrudDialogs } from './crud';
import { testI18n } from './test-i18n';

/** A list screen's dialogs, driven by buttons standing for its editor and rows. */
function Screen({ remove }: { remove: () => Promise<unknown> }) {
  const crud = useCrudDialogs<string>({ remove, onChanged: () => undefined });
  return (
    <>
      <button type="button" onClick={crud.startAdd}>Ajouter</button>
      <button type="button" onClick={() => crud.startEdit('cash')}>Modifier</button>
      <button type="button" onClick={() => crud.startDelete('cash')}>Supprimer</button>
      {crud.editing && (
        <button type="button" onClick={crud.saved}>
          Enregistrer
        </button>
      )}
      <CrudOverlays crud={crud} deleteTitle="Supprimer" question={(item) => `Supprimer ${item} ?`} />
    </>
  );
}

function renderScreen() {
  render(
    <I18nextProvider i18n={testI18n()}>
      <Screen remove={() => Promise.resolve()} />
    </I18nextProvider>,
  );
}

test('the success overlay says what was done: added, updated or deleted', async () => {
  renderScreen();
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(screen.getByRole('status')).toHaveTextContent('Ajouté avec succès');

  await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(screen.getByRole('status')).toHaveTextContent('Modifié avec succès');

  await userEvent.click(screen.getAllByRole('button', { name: 'Supprimer' })[0]);
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Supprimé avec succès')).toBeInTheDocument();
});

test('a dialog with a form starts in its first field, not on the close button', async () => {
  const { Modal } = await import('./Modal');
  render(
    <I18nextProvider i18n={testI18n()}>
      <Modal open title="Paiement" onClose={() => undefined}>
        <label>
          Montant
          <input />
        </label>
      </Modal>
    </I18nextProvider>,
  );
  expect(screen.getByLabelText('Montant')).toHaveFocus();
});

test('Escape in a dialog opened inside another closes that one only', async () => {
  const { Modal } = await import('./Modal');
  const { fireEvent } = await import('@testing-library/react');
  const closed: string[] = [];
  render(
    <I18nextProvider i18n={testI18n()}>
      <Modal open title="Rendez-vous" onClose={() => closed.push('outer')}>
        <Modal open title="Confirmation" onClose={() => closed.push('inner')}>
          <p>Sûr ?</p>
        </Modal>
      </Modal>
    </I18nextProvider>,
  );
  // The browser fires cancel on the topmost dialog only; it does not bubble in the DOM.
  fireEvent(screen.getByRole('dialog', { name: 'Confirmation' }), new Event('cancel', { cancelable: true }));
  expect(closed).toEqual(['inner']);
  fireEvent(screen.getByRole('dialog', { name: 'Rendez-vous' }), new Event('cancel', { cancelable: true }));
  expect(closed).toEqual(['inner', 'outer']);
});
