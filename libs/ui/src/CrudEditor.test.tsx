import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type PaymentMode, type PaymentModeInput } from '@dental/contracts';
import { dentalApi, listView, referenceApi, routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';
import { i18n } from '@dental/i18n';
import { answer, formErrors, refused, renderWithSession, serveApi, type ApiRequest } from '@dental/testing';
import { CrudEditor, type CrudPaging, type CrudRights } from './CrudEditor';
import type { CrudFormProps } from './CrudEditorDialogs';
import { ErrorBanners } from './ErrorBanners';
import { FormActions } from './FormActions';
import { useServerForm } from './form';

const modeWrites = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    crudTestCreate: build.mutation<Answer<'paymentModes.create'>, PaymentModeInput>({
      query: (body) => routeRequest('paymentModes.create', { body }),
      invalidatesTags: whenSaved(() => writeTags('PaymentMode')),
    }),
    crudTestUpdate: build.mutation<Answer<'paymentModes.update'>, { id: string; body: PaymentModeInput }>({
      query: ({ id, body }) => routeRequest('paymentModes.update', { params: { id }, body }),
      invalidatesTags: whenSaved(({ id }) => writeTags('PaymentMode', id)),
    }),
    crudTestRemove: build.mutation<Answer<'paymentModes.remove'>, string>({
      query: (id) => routeRequest('paymentModes.remove', { params: { id } }),
      invalidatesTags: whenSaved((id) => writeTags('PaymentMode', id)),
    }),
  }),
});

/** The editor's one form, as the screens write theirs: a name, marked when the server's message names it. */
function ModeForm({ initial, onSubmit, onDone, onCancel }: CrudFormProps<PaymentMode, PaymentModeInput>) {
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ name: string }>({
    defaultValues: { name: initial?.name ?? '' },
    serverFields: { name: ['paymentMode.nameRequired', 'paymentMode.exists'] },
    onDone,
  });
  return (
    <form onSubmit={submitWith(({ name }) => onSubmit({ name, code: 0, archive: false }))} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label>
        Nom
        <input {...form.register('name')} {...fieldState('name')} />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}

const ALL: CrudRights = { canAdd: true, canEdit: true, canDelete: true };

function ModesEditor({ rights = ALL, paging }: { rights?: CrudRights; paging?: CrudPaging }) {
  const list = listView(referenceApi.usePaymentModesQuery());
  const [create] = modeWrites.useCrudTestCreateMutation();
  const [update] = modeWrites.useCrudTestUpdateMutation();
  const [remove] = modeWrites.useCrudTestRemoveMutation();
  return (
    <CrudEditor
      list={list}
      columns={[{ id: 'name', header: 'Nom', cell: (mode) => mode.name }]}
      rights={rights}
      texts={{ caption: 'Modes de paiement', empty: 'Aucun mode', add: 'Ajouter un mode', edit: 'Modifier le mode', remove: 'Supprimer le mode' }}
      writes={{ create, update, remove }}
      form={(props) => <ModeForm {...props} />}
      paging={paging}
    />
  );
}

const mode = (_id: string, name: string): PaymentMode => ({ _id, name, code: 0, archive: false, createdAt: '', updatedAt: '' });

/** A server holding payment modes: lists them, adds, renames and deletes; `refuse` answers a write instead. */
function serveModes(refuse: (request: ApiRequest) => ReturnType<typeof refused> | undefined = () => undefined) {
  let modes = [mode('1', 'cash'), mode('2', 'Bankily')];
  return serveApi((request) => {
    const refusal = request.route === 'paymentModes.list' ? undefined : refuse(request);
    if (refusal) return refusal;
    const body = request.body as PaymentModeInput;
    switch (request.route) {
      case 'paymentModes.create':
        modes = [...modes, mode('3', body.name)];
        return answer('paymentModes.create', modes[2]);
      case 'paymentModes.update':
        modes = modes.map((each) => (each._id === request.pathParams.id ? { ...each, ...body } : each));
        return answer('paymentModes.update', modes.find((each) => each._id === request.pathParams.id)!);
      case 'paymentModes.remove': {
        const removed = modes.find((each) => each._id === request.pathParams.id)!;
        modes = modes.filter((each) => each !== removed);
        return answer('paymentModes.remove', removed);
      }
      default:
        return answer('paymentModes.list', modes);
    }
  });
}

const renderEditor = (props: { rights?: CrudRights; paging?: CrudPaging } = {}) => renderWithSession(<ModesEditor {...props} />, { namespace: 'common' });

afterEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
});

test("lists the server's rows with an actions column; adds in the modal form, the list read again and the overlay saying so", async () => {
  const calls = serveModes();
  renderEditor();
  expect(await screen.findByRole('cell', { name: 'cash' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Modes de paiement' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom', 'Actions']);

  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un mode' });
  expect(within(dialog).getByLabelText('Nom')).toHaveValue('');
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'Chèque');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

  expect(await screen.findByRole('cell', { name: 'Chèque' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Ajouté avec succès');
  expect(calls.find((call) => call.route === 'paymentModes.create')?.body).toEqual({ name: 'Chèque', code: 0, archive: false });
  expect(calls.filter((call) => call.route === 'paymentModes.list')).toHaveLength(2);
});

test('edits a row in the same form, filled with its values, and updates it by its id', async () => {
  const calls = serveModes();
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier Bankily' }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier le mode' });
  const name = within(dialog).getByLabelText('Nom');
  expect(name).toHaveValue('Bankily');
  await userEvent.clear(name);
  await userEvent.type(name, 'Masrvi');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

  expect(await screen.findByRole('cell', { name: 'Masrvi' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Modifié avec succès');
  expect(calls.find((call) => call.route === 'paymentModes.update')?.pathParams).toEqual({ id: '2' });
});

test("the server's refusal is a red banner in the form, the field it names is marked, and what was typed stays", async () => {
  const exists = translateMessage('paymentMode.exists', 'fr');
  serveModes((request) => (request.route === 'paymentModes.create' ? formErrors(exists) : undefined));
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un mode' });
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'cash');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

  expect(await within(dialog).findByText(exists)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Nom')).toHaveValue('cash');
  expect(screen.getByRole('dialog', { name: 'Ajouter un mode' })).toBeInTheDocument();
});

test('deletes after the confirmation; a refusal stays in the confirmation, which may be confirmed again', async () => {
  let refusals = 1;
  const calls = serveModes((request) => (request.route === 'paymentModes.remove' && refusals-- > 0 ? refused('Ce mode est utilisé', 409) : undefined));
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer cash' }));
  const confirm = screen.getByRole('dialog', { name: 'Supprimer le mode' });
  expect(confirm).toHaveTextContent('Vous etes sur de vouloir supprimer cash?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  expect(await within(confirm).findByText('Ce mode est utilisé')).toBeInTheDocument();

  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'cash' })).not.toBeInTheDocument());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Supprimé avec succès');
  expect(calls.filter((call) => call.route === 'paymentModes.remove').map((call) => call.pathParams)).toEqual([{ id: '1' }, { id: '1' }]);
});

test('offers only what the rights allow, and no actions column without any', async () => {
  serveModes();
  const { unmount } = renderEditor({ rights: { canAdd: false, canEdit: false, canDelete: true } });
  expect(await screen.findByRole('button', { name: 'Supprimer cash' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Modifier/ })).not.toBeInTheDocument();
  unmount();

  renderEditor({ rights: { canAdd: false, canEdit: false, canDelete: false } });
  await screen.findByRole('cell', { name: 'cash' });
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom']);
});

test('a loading row until the answer, then the empty row', async () => {
  serveApi(() => answer('paymentModes.list', []));
  renderEditor();
  expect(screen.getByRole('cell', { busy: true })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Aucun mode' })).toBeInTheDocument();
});

test("a view refused: the server's message as a red banner over an empty list, dismissed by a click", async () => {
  const denied = 'AFFICHER : vous n’avez pas la permission de voir les modes de paiement';
  serveApi(() => refused(denied, 403));
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(denied) }));
  expect(screen.queryByText(denied)).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Aucun mode' })).toBeInTheDocument();
});

test('pages: how many are shown of how many, and "Afficher plus" while the server has more', async () => {
  serveModes();
  const loadMore = jest.fn();
  renderEditor({ paging: { total: 5, hasMore: true, loadingMore: false, loadMore } });
  expect(await screen.findByText('2 sur 5')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
  expect(loadMore).toHaveBeenCalled();
});

test('works from the keyboard: a row edited with Enter opens the form with the focus in its first field, Annuler closes it', async () => {
  serveModes();
  renderEditor();
  await screen.findByRole('cell', { name: 'cash' });
  screen.getByRole('button', { name: 'Ajouter' }).focus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Modifier cash' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Modifier le mode' });
  expect(within(dialog).getByLabelText('Nom')).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("in Arabic, the buttons and the deletion's question are in Arabic", async () => {
  serveModes();
  renderEditor();
  await act(() => i18n.changeLanguage('ar'));
  await userEvent.click(await screen.findByRole('button', { name: `${i18n.t('common:delete')} cash` }));
  expect(screen.getByRole('dialog', { name: 'Supprimer le mode' })).toHaveTextContent('هل أنت متأكد من حذف cash؟');
});
