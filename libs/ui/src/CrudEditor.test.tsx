import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '@dental/api-client';
import { CrudEditor, type CrudEditorProps, type CrudFormProps, type CrudRights } from './CrudEditor';
import { testI18n } from './test-i18n';

interface Mode {
  _id: string;
  name: string;
}

const ALL: CrudRights = { canAdd: true, canEdit: true, canDelete: true };

/** The editor's one form: a name, the server's refusal shown in it. */
function ModeForm({ initial, onDone, onCancel, save }: CrudFormProps<Mode> & { save: (name: string) => Promise<void> }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [error, setError] = useState('');
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await save(name);
          onDone();
        } catch {
          setError('Le nom est obligatoire');
        }
      }}
    >
      {error && <p role="alert">{error}</p>}
      <label>
        Nom
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit">Enregistrer</button>
      <button type="button" onClick={onCancel}>
        Annuler
      </button>
    </form>
  );
}

function renderEditor(overrides: Partial<CrudEditorProps<Mode>> = {}, save = jest.fn(async (_name: string) => undefined)) {
  const remove = jest.fn(async (_mode: Mode) => undefined);
  const props: CrudEditorProps<Mode> = {
    rows: [
      { _id: '1', name: 'cash' },
      { _id: '2', name: 'Bankily' },
    ],
    rowKey: (mode) => mode._id,
    columns: [{ id: 'name', header: 'Nom', cell: (mode) => mode.name }],
    caption: 'Modes de paiement',
    rowName: (mode) => mode.name,
    loading: false,
    empty: 'Aucun mode',
    rights: ALL,
    texts: { add: 'Ajouter un mode', edit: 'Modifier le mode', remove: 'Supprimer le mode', question: (mode) => `Vous etes sur de vouloir supprimer ${mode.name}?` },
    remove,
    form: (formProps) => <ModeForm {...formProps} save={save} />,
    ...overrides,
  };
  render(
    <I18nextProvider i18n={testI18n()}>
      <CrudEditor {...props} />
    </I18nextProvider>,
  );
  return { remove: props.remove as jest.Mock, save };
}

test('lists the rows with an actions column, adds and edits in one modal form, the success overlay saying which', async () => {
  const { save } = renderEditor();
  const table = screen.getByRole('table', { name: 'Modes de paiement' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom', 'Actions']);

  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const adding = screen.getByRole('dialog', { name: 'Ajouter un mode' });
  expect(within(adding).getByLabelText('Nom')).toHaveValue('');
  await userEvent.type(within(adding).getByLabelText('Nom'), 'Chèque');
  await userEvent.click(within(adding).getByRole('button', { name: 'Enregistrer' }));
  expect(save).toHaveBeenCalledWith('Chèque');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent('Ajouté avec succès');

  await userEvent.click(screen.getByRole('button', { name: 'Modifier Bankily' }));
  const editing = screen.getByRole('dialog', { name: 'Modifier le mode' });
  expect(within(editing).getByLabelText('Nom')).toHaveValue('Bankily');
});

test("the server's refusal stays in the form, which keeps what was typed", async () => {
  renderEditor({}, jest.fn(async (_name: string) => Promise.reject(new Error('refused'))));
  await userEvent.click(screen.getByRole('button', { name: 'Modifier cash' }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier le mode' });
  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le nom est obligatoire');
  expect(screen.getByRole('dialog', { name: 'Modifier le mode' })).toBeInTheDocument();
});

test('deletes after the confirmation; a refusal stays in the confirmation', async () => {
  const remove = jest.fn().mockRejectedValueOnce(new ApiError(['Ce mode est utilisé'], 409)).mockResolvedValueOnce(undefined);
  renderEditor({ remove });
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer cash' }));
  const confirm = screen.getByRole('dialog', { name: 'Supprimer le mode' });
  expect(confirm).toHaveTextContent('Vous etes sur de vouloir supprimer cash?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  expect(await within(confirm).findByText('Ce mode est utilisé')).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(remove).toHaveBeenLastCalledWith({ _id: '1', name: 'cash' });
});

test('offers only what the rights allow: no add, edit or delete button, no actions column without them', () => {
  renderEditor({ rights: { canAdd: false, canEdit: false, canDelete: true } });
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Modifier/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Supprimer cash' })).toBeInTheDocument();
});

test('no rights, no actions column', () => {
  renderEditor({ rights: { canAdd: false, canEdit: false, canDelete: false } });
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom']);
});

test('loading, empty and read-error states; a click dismisses a read error', async () => {
  renderEditor({ rows: [], errors: ['AFFICHER : vous n’avez pas la permission de voir les modes de paiement'] });
  expect(screen.getByRole('cell', { name: 'Aucun mode' })).toBeInTheDocument();
  const banner = screen.getByRole('button', { name: /AFFICHER/ });
  await userEvent.click(banner);
  expect(screen.queryByRole('button', { name: /AFFICHER/ })).not.toBeInTheDocument();
});

test('pages: how many are shown of how many, and "Afficher plus" while the server has more', async () => {
  const loadMore = jest.fn();
  renderEditor({ paging: { total: 5, hasMore: true, loadingMore: false, loadMore } });
  expect(screen.getByText('2 sur 5')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
  expect(loadMore).toHaveBeenCalled();
});
