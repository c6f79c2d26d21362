import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote, Sheet, SheetLine } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { formErrors, makePatient, ok, refused, type ApiRequest } from '../../test-utils';
import { renderFileSection, serveFile } from '../payments/file-test-server';

/** The appointments module's modal, as the widget mounts it: books and answers through its callbacks. */
jest.mock('@dental/module-kit', () => ({
  ...jest.requireActual('@dental/module-kit'),
  ModuleWidget: ({ widget, props }: { widget: string; props: { doctorId: string; patient: { name: string }; onSaved: (list: unknown[]) => void; onClose: () => void } }) => (
    <div role="dialog" aria-label={`${widget} ${props.patient.name} ${props.doctorId}`}>
      <button type="button" onClick={() => props.onSaved([])}>
        Réserver
      </button>
    </div>
  ),
}));

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const treatment = { _id: 't1', name: 'Couronne', type: 'prothese' as const, assurance: null };
const QUOTE: Quote = {
  _id: 'q1',
  patient: 'p1',
  numDevis: 3,
  reduce: 0,
  LineDevis: [
    { _id: 'ql1', doctor: '4', treatment, price: 5000, discount: 0, teeth: { nums: ['11', '12'], surface: null }, total: 10000, done: false, invoice: null, createdAt: '', updatedAt: '' },
  ],
  total: 10000,
  reduction: 0,
  remainder: 10000,
  createdAt: '',
  updatedAt: '',
};

const line = (fields: Partial<SheetLine>): SheetLine => ({
  _id: 'l1',
  doctor: '4',
  dateAppointment: '2026-03-02',
  acte: 'Couronne',
  amount: 5000,
  finish: 0,
  payment: null,
  consumptionLab: null,
  lineInvoice: { _id: 'ql1', treatment, teeth: { nums: ['11'], surface: null }, devis: { _id: 'q1', numDevis: 3 } },
  createdAt: '',
  updatedAt: 'v1',
  ...fields,
});

/** The sheet routes with the server's rules: a done line is locked and charges the patient once. */
function sheetServer(initial: Sheet[]) {
  const store = { sheets: JSON.parse(JSON.stringify(initial)) as Sheet[], numbers: initial.length };
  const patient = makePatient({ _id: 'p1', name: 'Mariem', RegNo: '0042', balance: 0 });
  const calls = serveFile(patient, (request: ApiRequest) => {
    const sheet = store.sheets.find((s) => s._id === request.pathParams.ficheId);
    switch (request.route) {
      case 'sheets.list':
        return ok(store.sheets);
      case 'quotes.list':
        return ok([QUOTE]);
      case 'laboratories.list':
        return ok([{ _id: 'lab1', name: 'Labo Atlas', phone: '', createdAt: '', updatedAt: '' }]);
      case 'sheets.create':
        store.numbers += 1;
        store.sheets.push({ _id: `s${store.numbers}`, patient: 'p1', numFiche: store.numbers, LineFiche: [], createdAt: '' });
        return ok(store.sheets.at(-1));
      case 'sheets.update': {
        const lists = request.body as { _id: string[]; acte: string[]; amount: (number | null)[]; finish: number[]; dateAppointment: (string | null)[] };
        if (lists.amount.some((amount) => amount === null)) return formErrors('Le montant doit être un nombre positif (deux décimales au plus)');
        lists._id.forEach((id, index) => {
          const saved = sheet!.LineFiche.find((l) => l._id === id)!;
          if (saved.finish === 0 && lists.finish[index] === 1) patient.balance -= lists.amount[index]!;
          Object.assign(saved, { acte: lists.acte[index], amount: lists.amount[index], finish: lists.finish[index], dateAppointment: lists.dateAppointment[index], updatedAt: `v${Date.now()}` });
        });
        return ok(sheet);
      }
      case 'sheets.saveLine': {
        const body = request.body as { devis?: string; acte: string; teeth: { nums: string[] }; laboratory: string | null };
        if (!body.devis) return formErrors('Choisissez la ligne du devis réalisée');
        sheet!.LineFiche.push(line({ _id: `l${Date.now()}`, acte: body.acte, amount: 5000 * body.teeth.nums.length, dateAppointment: null, lineInvoice: { ...line({}).lineInvoice!, teeth: { nums: body.teeth.nums, surface: null } } }));
        return ok(sheet);
      }
      case 'sheets.removeLine':
        sheet!.LineFiche = sheet!.LineFiche.filter((l) => l._id !== request.pathParams.lineId);
        return ok(sheet);
      case 'sheets.remove':
        if (sheet!.LineFiche.some((l) => l.finish === 1)) return refused("Le traitement a été effectué, il ne peut plus être supprimé", 409);
        store.sheets = store.sheets.filter((s) => s !== sheet);
        return ok(sheet);
      default:
        return undefined;
    }
  });
  return { calls, store, patient };
}

const sheetNamed = (number: number) => screen.findByRole('form', { name: `Fiche n° ${number}` });
const balance = () => plain(screen.getByText('Solde').nextElementSibling?.textContent);

beforeEach(() => i18n.changeLanguage('fr'));

test('adds numbered sheets, newest first', async () => {
  sheetServer([]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  expect(await screen.findByText('Aucune fiche')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter une fiche' }));
  await sheetNamed(1);
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter une fiche' }));
  await sheetNamed(2);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Fiche n° 2', 'Fiche n° 1']);
});

test('adds a line realising a quote line, only that line’s teeth offered, with the server’s message while none is chosen', async () => {
  const { calls } = sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [], createdAt: '' }]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  await userEvent.click(within(sheet).getByRole('button', { name: 'Ajouter une ligne' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une ligne' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Choisissez la ligne du devis réalisée')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Ligne du devis')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.selectOptions(within(dialog).getByLabelText('Ligne du devis'), 'Couronne — devis n° 3 — 11, 12');
  const chart = within(dialog).getByRole('group', { name: 'Dents de la ligne du devis' });
  const enabled = within(chart).getAllByRole('button').filter((tooth) => !(tooth as HTMLButtonElement).disabled);
  // As the dentist reads the chart: 12 before 11 in the upper right quadrant.
  expect(enabled.map((tooth) => [tooth.textContent, tooth.getAttribute('aria-pressed')])).toEqual([
    ['12', 'true'],
    ['11', 'true'],
  ]);
  await userEvent.click(within(chart).getByRole('button', { name: 'Dent 12' }));
  await userEvent.selectOptions(within(dialog).getByLabelText('Laboratoire'), 'Labo Atlas');
  const quoteReads = calls.filter((call) => call.route === 'quotes.list').length;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter une ligne' })).not.toBeInTheDocument());
  // The quote line is now realised: the quotes are read again.
  await waitFor(() => expect(calls.filter((call) => call.route === 'quotes.list').length).toBe(quoteReads + 1));
  expect(calls.filter((call) => call.route === 'sheets.saveLine').at(-1)?.body).toEqual({
    acte: 'Couronne',
    teeth: { nums: ['11'], surface: null },
    dateAppointment: null,
    laboratory: 'lab1',
    doctor: '4',
    treatment: 't1',
    devis: 'q1',
    lineDevis: 'ql1',
  });
  expect(await within(await sheetNamed(1)).findByLabelText('Acte de la ligne 1')).toHaveValue('Couronne');
});

test('marks an act done with the parallel lists; the done line is then locked and the balance charged at once', async () => {
  const { calls } = sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({ _id: 'l1' }), line({ _id: 'l2', acte: 'Détartrage', amount: 800, dateAppointment: null })], createdAt: '' }]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  expect(balance()).toBe('0 MRU');
  await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Terminé de la ligne 1' }));
  await userEvent.clear(within(sheet).getByLabelText('Montant de la ligne 2'));
  await userEvent.type(within(sheet).getByLabelText('Montant de la ligne 2'), '900');
  await userEvent.click(within(sheet).getByRole('button', { name: 'Enregistrer la fiche' }));
  await waitFor(() => expect(balance()).toBe('-5 000 MRU'));
  expect(calls.find((call) => call.route === 'sheets.update')?.body).toEqual({
    _id: ['l1', 'l2'],
    dateAppointment: ['2026-03-02', null],
    acte: ['Couronne', 'Détartrage'],
    amount: [5000, 900],
    finish: [1, 0],
  });
  const saved = await sheetNamed(1);
  await waitFor(() => expect(within(saved).getByLabelText('Acte de la ligne 1')).toBeDisabled());
  expect(within(saved).getByLabelText('Montant de la ligne 1')).toBeDisabled();
  expect(within(saved).getByLabelText('Acte de la ligne 2')).toBeEnabled();
  expect(within(saved).queryByRole('button', { name: "Supprimer l'acte Couronne" })).not.toBeInTheDocument();
});

test('shows the server’s message in the sheet and keeps what was typed', async () => {
  sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({})], createdAt: '' }]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  await userEvent.clear(within(sheet).getByLabelText('Montant de la ligne 1'));
  await userEvent.click(within(sheet).getByRole('button', { name: 'Enregistrer la fiche' }));
  expect(await within(sheet).findByText('Le montant doit être un nombre positif (deux décimales au plus)')).toBeInTheDocument();
  expect(within(sheet).getByLabelText('Montant de la ligne 1')).toHaveValue(null);
});

test('the first line without an appointment date books one through the appointments module for this patient, then the sheets are read again', async () => {
  const { calls } = sheetServer([
    { _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({ _id: 'l1' }), line({ _id: 'l2', dateAppointment: null, doctor: '5' }), line({ _id: 'l3', dateAppointment: null })], createdAt: '' },
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  const buttons = within(sheet).getAllByRole('button', { name: 'Prendre un rendez-vous' });
  expect(buttons).toHaveLength(1);
  expect(buttons[0].closest('tr')).toBe(within(sheet).getByLabelText('Acte de la ligne 2').closest('tr'));
  const reads = calls.filter((call) => call.route === 'sheets.list').length;
  await userEvent.click(buttons[0]);
  await userEvent.click(within(screen.getByRole('dialog', { name: 'AppointmentModal Mariem 5' })).getByRole('button', { name: 'Réserver' }));
  await waitFor(() => expect(calls.filter((call) => call.route === 'sheets.list').length).toBe(reads + 1));
  expect(screen.queryByRole('dialog', { name: /AppointmentModal/ })).not.toBeInTheDocument();
});

test('deletes a line, and a sheet after confirmation; a refusal stays in the dialog', async () => {
  sheetServer([
    { _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({ _id: 'l1', finish: 1 }), line({ _id: 'l2', acte: 'Détartrage' })], createdAt: '' },
    { _id: 's2', patient: 'p1', numFiche: 2, LineFiche: [], createdAt: '' },
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  await userEvent.click(within(await sheetNamed(1)).getByRole('button', { name: "Supprimer l'acte Détartrage" }));
  expect(screen.getByText("Vous etes sur de vouloir supprimer l'acte Détartrage?")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByLabelText('Acte de la ligne 2')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer la fiche n° 1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Le traitement a été effectué, il ne peut plus être supprimé')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer la fiche n° 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Fiche n° 2' })).not.toBeInTheDocument());
});
