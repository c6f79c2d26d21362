import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type LaboratoryCard, type LaboratoryInput, type LoginUserData } from '@dental/contracts';
import { formatMoney, i18n } from '@dental/i18n';
import { allActionsOn, answer, callsOf, formErrors, permission, refused, renderLabPage, serveApi } from '../test-utils';
import { plain } from '../lab-test-server';
import { LaboratoriesPage } from './LaboratoriesPage';

const lab = (id: string, name: string, phone = '', balance?: number): LaboratoryCard => ({ _id: id, name, phone, balance, createdAt: '', updatedAt: '' });

/** The laboratories as the API keeps them: "name required", "already exists" (case-insensitive). */
function fakeServer(initial: LaboratoryCard[]) {
  let labs = [...initial];
  return serveApi(({ route, pathParams, body }) => {
    const input = body as LaboratoryInput;
    const refusal = () => {
      if (!input.name?.trim()) return formErrors(translateMessage('laboratory.nameRequired', 'fr'));
      const taken = labs.some((other) => other._id !== pathParams.id && other.name.toLowerCase() === input.name.trim().toLowerCase());
      return taken ? formErrors(translateMessage('laboratory.exists', 'fr')) : undefined;
    };
    switch (route) {
      case 'laboratories.list':
        return answer('laboratories.list', labs);
      case 'laboratories.create': {
        const refusedInput = refusal();
        if (refusedInput) return refusedInput;
        const created = lab(String(labs.length + 10), input.name, input.phone);
        labs = [...labs, created];
        return answer('laboratories.create', created);
      }
      case 'laboratories.update': {
        const refusedInput = refusal();
        if (refusedInput) return refusedInput;
        const updated = lab(pathParams.id, input.name, input.phone);
        labs = labs.map((other) => (other._id === pathParams.id ? updated : other));
        return answer('laboratories.update', updated);
      }
      case 'laboratories.remove':
        labs = labs.filter((other) => other._id !== pathParams.id);
        return answer('laboratories.remove', lab(pathParams.id, ''));
      default:
        return refused('introuvable', 404);
    }
  });
}

const render = (permissions = allActionsOn('LABORATOIRES', 'TRAITEMENTS_LABORATOIRES'), user?: LoginUserData) =>
  renderLabPage(<LaboratoriesPage />, { path: '/laboratory', pattern: '/laboratory', permissions, user });

beforeEach(() => i18n.changeLanguage('fr'));

test('shows each laboratory as a card with its phone, leading to its tabs and its price list', async () => {
  fakeServer([lab('1', 'Lab Nour', '45253535'), lab('2', 'Dentalab')]);
  render();
  expect(screen.getByRole('heading', { name: 'Laboratoires' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Lab Nour' });
  expect(within(card).getByRole('link', { name: '45253535' })).toHaveAttribute('href', 'tel:45253535');
  expect(within(card).getByRole('link', { name: 'Lab Nour' })).toHaveAttribute('href', '/laboratory/1');
  expect(within(card).getByRole('link', { name: 'Traitements de Lab Nour' })).toHaveAttribute('href', '/laboratory/1/treatments');
  expect(screen.getByRole('article', { name: 'Dentalab' })).toBeInTheDocument();
});

test('says when there is no laboratory yet', async () => {
  fakeServer([]);
  render();
  expect(await screen.findByText('Aucun laboratoire')).toBeInTheDocument();
});

test('adds a laboratory: "name required" and "already exists" stay in the form and mark the name', async () => {
  const calls = fakeServer([lab('1', 'Lab Nour')]);
  render();
  await screen.findByRole('article', { name: 'Lab Nour' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  // The dialog loads on the first add, and opens with its form in place: typing starts in the name.
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un laboratoire' });
  expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveFocus();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le nom est obligatoire')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Téléphone')).not.toHaveAttribute('aria-invalid');

  await userEvent.type(within(dialog).getByLabelText('Nom'), 'lab nour');
  await userEvent.type(within(dialog).getByLabelText('Téléphone'), '22334455');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Ce laboratoire existe déjà')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
  expect(callsOf(calls, 'laboratories.list')).toBe(1);

  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'Dentalab');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('article', { name: 'Dentalab' })).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'laboratories.create').at(-1)!.body).toEqual({ name: 'Dentalab', phone: '22334455' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(callsOf(calls, 'laboratories.list')).toBe(2);
});

test('edits a laboratory from its card', async () => {
  const calls = fakeServer([lab('1', 'Lab Nour', '45253535')]);
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier Lab Nour' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modifier le laboratoire' });
  expect(within(dialog).getByLabelText('Nom')).toHaveValue('Lab Nour');
  expect(within(dialog).getByLabelText('Téléphone')).toHaveValue('45253535');
  await userEvent.type(within(dialog).getByLabelText('Nom'), ' II');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('article', { name: 'Lab Nour II' })).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'laboratories.update')).toMatchObject({ pathParams: { id: '1' }, body: { name: 'Lab Nour II', phone: '45253535' } });
});

test('asks before deleting and removes the card', async () => {
  fakeServer([lab('1', 'Lab Nour'), lab('2', 'Dentalab')]);
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Dentalab' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer Dentalab ?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Dentalab' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Lab Nour' })).toBeInTheDocument();
});

test('a refused deletion stays in the confirmation with the server’s message', async () => {
  serveApi(({ route }) =>
    route === 'laboratories.remove' ? refused(translateMessage('laboratory.inUse', 'fr'), 409) : answer('laboratories.list', [lab('1', 'Lab Nour')]),
  );
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Lab Nour' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Ce laboratoire a des consommations, il ne peut pas être supprimé')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Lab Nour' })).toBeInTheDocument();
});

test('AJOUTER, MODIFIER and SUPPRIMER on LABORATOIRES each show their button', async () => {
  fakeServer([lab('1', 'Lab Nour')]);
  const { unmount } = render([permission('AFFICHER', 'LABORATOIRES')]);
  await screen.findByRole('article', { name: 'Lab Nour' });
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Modifier Lab Nour' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer Lab Nour' })).not.toBeInTheDocument();
  unmount();

  render([permission('AFFICHER', 'LABORATOIRES'), permission('MODIFIER', 'LABORATOIRES')]);
  expect(await screen.findByRole('button', { name: 'Modifier Lab Nour' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer Lab Nour' })).not.toBeInTheDocument();
});

test('a read refused with AFFICHER shows the refusal and no card', async () => {
  serveApi(() => refused("AFFICHER : vous n'avez pas la permission de voir les laboratoires", 403));
  render();
  expect(await screen.findByText("AFFICHER : vous n'avez pas la permission de voir les laboratoires")).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('speaks Arabic', async () => {
  await i18n.changeLanguage('ar');
  fakeServer([lab('1', 'Lab Nour')]);
  render();
  expect(screen.getByRole('heading', { name: 'المختبرات' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'علاجات Lab Nour' })).toBeInTheDocument();
});

const CABINET_DOCTOR: LoginUserData = { _id: '4', username: 'dr.salem', doctor: { cabinet: true, percentage: 50 }, dev: false, accessToken: 't' };

test('a cabinet doctor’s card shows their balance with the lab and leads straight to their cases there', async () => {
  fakeServer([lab('1', 'Lab Nour', '', 12500.5)]);
  render([permission('AFFICHER', 'LABORATOIRES'), permission('AFFICHER', 'PATIENTS_LABORATOIRE')], CABINET_DOCTOR);
  const card = await screen.findByRole('article', { name: 'Lab Nour' });
  expect(within(card).getByRole('link', { name: 'Lab Nour' })).toHaveAttribute('href', '/laboratory/1/patients/4');
  expect(plain(within(card).getByText(/Solde/).textContent)).toBe(`Solde dû au laboratoire : ${plain(formatMoney(12500.5, 'fr'))}`);
  // Without the view on TRAITEMENTS_LABORATOIRES, no price list link.
  expect(within(card).queryByRole('link', { name: 'Traitements de Lab Nour' })).not.toBeInTheDocument();
});

test('a balance below zero is an advance paid to the lab, its amount shown positive; owed or advance in every language', async () => {
  fakeServer([lab('1', 'Lab Nour', '', 12500.5), lab('2', 'Lab Sahel', '', -500)]);
  const { unmount } = render([permission('AFFICHER', 'LABORATOIRES')], CABINET_DOCTOR);
  const sahel = await screen.findByRole('article', { name: 'Lab Sahel' });
  expect(plain(within(sahel).getByText(/Avance/).textContent)).toBe(`Avance au laboratoire : ${plain(formatMoney(500, 'fr'))}`);
  unmount();
  for (const [language, owed, advance] of [
    ['en', 'Balance owed to the lab:', 'Advance to the lab:'],
    ['ar', 'الرصيد المستحق للمختبر:', 'دفعة مقدمة للمختبر:'],
  ] as const) {
    await i18n.changeLanguage(language);
    const { unmount: again } = render([permission('AFFICHER', 'LABORATOIRES')], CABINET_DOCTOR);
    const nour = await screen.findByRole('article', { name: 'Lab Nour' });
    expect(plain(within(nour).getByText(owed).textContent)).toBe(`${owed} ${plain(formatMoney(12500.5, language))}`);
    expect(plain(within(screen.getByRole('article', { name: 'Lab Sahel' })).getByText(advance).textContent)).toBe(`${advance} ${plain(formatMoney(500, language))}`);
    again();
  }
});

test('no balance is shown to a user who is not a cabinet doctor', async () => {
  fakeServer([lab('1', 'Lab Nour', '', null as unknown as number)]);
  render();
  const card = await screen.findByRole('article', { name: 'Lab Nour' });
  expect(within(card).queryByText(/Solde|Avance/)).not.toBeInTheDocument();
});

test('without a view on LABORATOIRES nor any of a laboratory’s tabs, no card: says so, and reads no list', async () => {
  const calls = fakeServer([lab('1', 'Lab Nour')]);
  // The PATIENTS view lets the API answer the list (the sheet lines pick a lab), not open this page.
  const { unmount } = render([permission('AFFICHER_GLOBAL', 'PATIENTS'), permission('AJOUTER', 'LABORATOIRES')]);
  expect(await screen.findByText("Vous n'avez pas accès aux laboratoires")).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(callsOf(calls, 'laboratories.list')).toBe(0);
  unmount();
  await i18n.changeLanguage('ar');
  render([permission('AFFICHER', 'PATIENTS')]);
  expect(await screen.findByText('ليس لديك وصول إلى المختبرات')).toBeInTheDocument();
});

test('a view on a laboratory tab’s collection alone shows the cards, leading to those tabs', async () => {
  fakeServer([lab('1', 'Lab Nour')]);
  render([permission('AFFICHER', 'PAIEMENTS_LABORATOIRES')]);
  expect(await screen.findByRole('article', { name: 'Lab Nour' })).toBeInTheDocument();
});
