import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type Quote, type Sheet, type SheetLine } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { permission } from '@dental/testing';
import { ALL_ON_PATIENTS, formErrors, makePatient, ok, refused, type ApiRequest } from '../../test-utils';
import { renderFileSection, serveFile } from '../payments/file-test-server';
// Loaded beforehand, as the file page would load it when the tab opens: these tests are about the tab.
import './SheetsView';

/** The appointments module's modal, as the widget mounts it: books and answers through its callbacks. */
jest.mock('@dental/module-kit', () => ({
  ...jest.requireActual('@dental/module-kit'),
  ModuleWidget: ({ widget, props }: { widget: string; props: { doctorId: string; patient: { _id: string; name: string }; onSaved: (list: unknown[]) => void; onClose: () => void } }) => (
    <div role="dialog" aria-label={`${widget} ${props.patient.name} ${props.doctorId}`}>
      <button
        type="button"
        onClick={() =>
          // The week answered: another patient's appointment, an older one of this patient, and the one just booked.
          props.onSaved([
            { _id: 'a1', doctor: props.doctorId, patient: { _id: 'p2', name: 'Autre' }, date: '2026-03-09', time: '09:00', createdAt: '2026-03-05T10:00:00.000Z' },
            { _id: 'a2', doctor: props.doctorId, patient: props.patient, date: '2026-03-10', time: '10:00', createdAt: '2026-03-01T10:00:00.000Z' },
            { _id: 'a3', doctor: props.doctorId, patient: props.patient, date: '2026-03-11', time: '09:30', createdAt: '2026-03-05T09:00:00.000Z' },
          ])
        }
      >
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
  lineInvoice: { _id: 'ql1', treatment, teeth: { nums: ['11'], surface: null }, devis: { _id: 'q1', numDevis: 3 }, quoteShare: 5000 },
  createdAt: '',
  updatedAt: 'v1',
  ...fields,
});

/** The laboratories and their price lists (treatment id → price): Labo Sans Tarif has no price for the crown. */
const LABS: { _id: string; name: string; prices: Partial<Record<string, number>> }[] = [
  { _id: 'lab1', name: 'Labo Atlas', prices: { t1: 1200 } },
  { _id: 'lab2', name: 'Labo Sans Tarif', prices: {} },
];

/** The sheet routes with the server's rules: a done line is locked and charges the patient once. */
function sheetServer(initial: Sheet[], quote: Quote = QUOTE) {
  const store = { sheets: JSON.parse(JSON.stringify(initial)) as Sheet[], numbers: initial.length };
  const patient = makePatient({ _id: 'p1', name: 'Mariem', RegNo: '0042', balance: 0 });
  const calls = serveFile(patient, (request: ApiRequest) => {
    const sheet = store.sheets.find((s) => s._id === request.pathParams.ficheId);
    switch (request.route) {
      case 'sheets.list':
        return ok(store.sheets);
      case 'quotes.list':
        return ok([quote]);
      case 'laboratories.list':
        return ok(LABS.map(({ _id, name }) => ({ _id, name, phone: '', createdAt: '', updatedAt: '' })));
      case 'sheets.create':
        store.numbers += 1;
        store.sheets.push({ _id: `s${store.numbers}`, patient: 'p1', numFiche: store.numbers, LineFiche: [], createdAt: '' });
        return ok(store.sheets.at(-1));
      case 'sheets.update': {
        const lists = request.body as { _id: string[]; acte: string[]; amount: (number | null)[]; finish: number[]; dateAppointment: (string | null)[]; appointment?: (string | null)[] };
        if (lists.amount.some((amount) => amount === null)) return formErrors('Le montant doit être un nombre positif (deux décimales au plus)');
        lists._id.forEach((id, index) => {
          const saved = sheet!.LineFiche.find((l) => l._id === id)!;
          if (saved.finish === 0 && lists.finish[index] === 1) patient.balance -= lists.amount[index]!;
          Object.assign(saved, { acte: lists.acte[index], amount: lists.amount[index], finish: lists.finish[index], dateAppointment: lists.dateAppointment[index], updatedAt: `v${Date.now()}` });
          const booked = lists.appointment?.[index];
          if (booked) Object.assign(saved, { appointment: { _id: booked, doctor: saved.doctor, date: '2026-03-11', time: '09:30' }, dateAppointment: '2026-03-11' });
        });
        return ok(sheet);
      }
      case 'sheets.saveLine': {
        const body = request.body as { devis?: string; acte: string; teeth: { nums: string[] }; laboratory: string | null; priceLab?: number; lineFicheId?: string };
        if (!body.devis) return formErrors('Choisissez la ligne du devis réalisée');
        // The lab price typed, else the lab's price list's; a lab without one for the act asks for it.
        const lab = LABS.find((l) => l._id === body.laboratory);
        const labPrice = body.priceLab ?? lab?.prices.t1;
        if (lab && labPrice === undefined) return formErrors("Ce laboratoire n'a pas de prix pour ce traitement");
        const consumptionLab = lab ? { _id: 'c1', laboratory: { _id: lab._id, name: lab.name }, price: labPrice!, total: labPrice! * body.teeth.nums.length } : null;
        const edited = sheet!.LineFiche.find((l) => l._id === body.lineFicheId);
        if (edited) {
          Object.assign(edited, {
            acte: body.acte,
            amount: 5000 * body.teeth.nums.length,
            lineInvoice: { ...edited.lineInvoice!, teeth: { nums: body.teeth.nums, surface: null } },
            consumptionLab,
            updatedAt: `v${Date.now()}`,
          });
          return ok(sheet);
        }
        sheet!.LineFiche.push(
          line({ _id: `l${Date.now()}`, acte: body.acte, amount: 5000 * body.teeth.nums.length, dateAppointment: null, consumptionLab, lineInvoice: { ...line({}).lineInvoice!, teeth: { nums: body.teeth.nums, surface: null } } }),
        );
        return ok(sheet);
      }
      case 'appointments.remove':
        for (const l of store.sheets.flatMap((s) => s.LineFiche)) {
          if (l.appointment?._id === request.pathParams.appointmentId) Object.assign(l, { appointment: null, dateAppointment: l.finish ? l.dateAppointment : null, updatedAt: `v${Date.now()}` });
        }
        return ok([]);
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
  // Typing starts on the new line's first field.
  expect(within(dialog).getByLabelText('Ligne du devis')).toHaveFocus();
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
  // Once the sheet shows the line added, the focus is on its first field.
  await waitFor(() => expect(within(screen.getByRole('form', { name: 'Fiche n° 1' })).getByLabelText('Date du rendez-vous de la ligne 1')).toHaveFocus());
});

test('tells what the session will charge: its share of the quote line after the quote’s reduction, or the unit price typed', async () => {
  const reduced: Quote = {
    ...QUOTE,
    reduce: 10,
    LineDevis: [{ ...QUOTE.LineDevis[0], price: 2000, discount: 200, teeth: { nums: ['36', '46'], surface: null }, total: 3600 }],
  };
  sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [], createdAt: '' }], reduced);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  await userEvent.click(within(sheet).getByRole('button', { name: 'Ajouter une ligne' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une ligne' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Ligne du devis'), 'Couronne — devis n° 3 — 36, 46');
  expect(plain(within(dialog).getByText(/^Montant de la séance/).textContent)).toBe('Montant de la séance : 3 240,00 MRU');
  await userEvent.type(within(dialog).getByLabelText('Prix unitaire'), '1500');
  expect(plain(within(dialog).getByText(/^Montant de la séance/).textContent)).toBe('Montant de la séance : 3 000,00 MRU');
});

test('a session completing the quote line takes its own part, not what a typed price left; a typed line is edited with its unit price', async () => {
  const reduced: Quote = {
    ...QUOTE,
    reduce: 10,
    LineDevis: [{ ...QUOTE.LineDevis[0], price: 2000, discount: 200, teeth: { nums: ['36', '46'], surface: null }, total: 3600 }],
  };
  const typed = line({ _id: 'l1', acte: 'Couronne 36', amount: 1500, lineInvoice: { ...line({}).lineInvoice!, teeth: { nums: ['36'], surface: null }, quoteShare: 1620 } });
  sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [typed], createdAt: '' }], reduced);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  await userEvent.click(within(sheet).getByRole('button', { name: 'Ajouter une ligne' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une ligne' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Ligne du devis'), 'Couronne — devis n° 3 — 36, 46');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Dent 36' }));
  expect(within(dialog).getByLabelText('Prix unitaire')).toHaveAttribute('placeholder', 'Selon le devis');
  expect(plain(within(dialog).getByText(/^Montant de la séance/).textContent)).toBe('Montant de la séance : 1 620,00 MRU');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await userEvent.click(within(sheet).getByRole('button', { name: "Modifier l'acte Couronne 36" }));
  const editing = screen.getByRole('dialog', { name: 'Modifier la ligne' });
  expect(within(editing).getByLabelText('Prix unitaire')).toHaveValue('1500');
  expect(plain(within(editing).getByText(/^Montant de la séance/).textContent)).toBe('Montant de la séance : 1 500,00 MRU');
});

test('edits a line not done: its quote line kept, only that line’s teeth offered, teeth and laboratory changed with PUT …/LineFiche/{ficheId} and lineFicheId', async () => {
  const { calls } = sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({ _id: 'l1', finish: 1 }), line({ _id: 'l2', acte: 'Couronne 11' })], createdAt: '' }]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  // A done line cannot be edited.
  expect(within(sheet).getAllByRole('button', { name: "Modifier l'acte Couronne 11" })).toHaveLength(1);
  expect(within(sheet).queryByRole('button', { name: "Modifier l'acte Couronne" })).not.toBeInTheDocument();
  await userEvent.click(within(sheet).getByRole('button', { name: "Modifier l'acte Couronne 11" }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier la ligne' });
  expect(within(dialog).getByLabelText('Ligne du devis')).toBeDisabled();
  expect(within(dialog).getByLabelText('Ligne du devis')).toHaveDisplayValue('Couronne — devis n° 3 — 11, 12');
  expect(within(dialog).getByLabelText('Acte')).toHaveValue('Couronne 11');
  const chart = within(dialog).getByRole('group', { name: 'Dents de la ligne du devis' });
  const enabled = within(chart).getAllByRole('button').filter((tooth) => !(tooth as HTMLButtonElement).disabled);
  expect(enabled.map((tooth) => [tooth.textContent, tooth.getAttribute('aria-pressed')])).toEqual([
    ['12', 'false'],
    ['11', 'true'],
  ]);
  await userEvent.click(within(chart).getByRole('button', { name: 'Dent 12' }));
  await userEvent.selectOptions(within(dialog).getByLabelText('Laboratoire'), 'Labo Atlas');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifier la ligne' })).not.toBeInTheDocument());
  expect(calls.filter((call) => call.route === 'sheets.saveLine').at(-1)).toMatchObject({
    pathParams: { patientId: 'p1', ficheId: 's1' },
    body: { lineFicheId: 'l2', acte: 'Couronne 11', teeth: { nums: ['11', '12'], surface: null }, laboratory: 'lab1', doctor: '4', treatment: 't1', devis: 'q1', lineDevis: 'ql1', dateAppointment: '2026-03-02' },
  });
  const saved = await sheetNamed(1);
  expect(await within(saved).findByText(/Labo Atlas/)).toBeInTheDocument();
  expect(within(saved).getAllByRole('row')[2]).toHaveTextContent('11, 12');
  expect(within(saved).getByLabelText('Montant de la ligne 2')).toHaveValue('10000');
});

test('a lab price typed is accepted when the lab’s price list has none for the act; left empty, the server asks for it', async () => {
  const { calls } = sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [], createdAt: '' }]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  await userEvent.click(within(sheet).getByRole('button', { name: 'Ajouter une ligne' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une ligne' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Ligne du devis'), 'Couronne — devis n° 3 — 11, 12');
  expect(within(dialog).getByLabelText('Prix labo')).not.toHaveAttribute('placeholder');
  await userEvent.selectOptions(within(dialog).getByLabelText('Laboratoire'), 'Labo Sans Tarif');
  expect(within(dialog).getByLabelText('Prix labo')).toHaveAttribute('placeholder', 'Selon le tarif du laboratoire');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText("Ce laboratoire n'a pas de prix pour ce traitement")).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Prix labo')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(within(dialog).getByLabelText('Prix labo'), '1800.5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter une ligne' })).not.toBeInTheDocument());
  expect(calls.filter((call) => call.route === 'sheets.saveLine').at(-1)?.body).toMatchObject({ laboratory: 'lab2', priceLab: 1800.5, teeth: { nums: ['11', '12'], surface: null } });
  const saved = await sheetNamed(1);
  expect(plain((await within(saved).findByText(/Labo Sans Tarif/)).textContent)).toMatch(/^Labo Sans Tarif · 1 800,50 MRU/);
});

test('an edited line keeps its lab price; another lab goes by its own price list unless a price is typed', async () => {
  const sent = line({ _id: 'l2', acte: 'Couronne 11', consumptionLab: { _id: 'c1', laboratory: { _id: 'lab2', name: 'Labo Sans Tarif' }, price: 1800, total: 1800 } });
  const { calls } = sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [sent], createdAt: '' }]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const lastBody = () => calls.filter((call) => call.route === 'sheets.saveLine').at(-1)?.body as Record<string, unknown>;
  const edit = async () => {
    await userEvent.click(within(await sheetNamed(1)).getByRole('button', { name: "Modifier l'acte Couronne 11" }));
    return screen.getByRole('dialog', { name: 'Modifier la ligne' });
  };
  const save = async (dialog: HTMLElement) => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifier la ligne' })).not.toBeInTheDocument());
  };

  // Saved again as it is: the price it was sent at, though its lab lists none.
  let dialog = await edit();
  expect(within(dialog).getByLabelText('Prix labo')).toHaveValue('1800');
  await save(dialog);
  expect(lastBody()).toMatchObject({ laboratory: 'lab2', priceLab: 1800 });

  // To another lab, untouched: that lab's price list decides (the old lab's price is not carried over).
  dialog = await edit();
  await userEvent.selectOptions(within(dialog).getByLabelText('Laboratoire'), 'Labo Atlas');
  expect(within(dialog).getByLabelText('Prix labo')).toHaveValue('');
  await userEvent.selectOptions(within(dialog).getByLabelText('Laboratoire'), 'Labo Sans Tarif');
  expect(within(dialog).getByLabelText('Prix labo')).toHaveValue('1800');
  await userEvent.selectOptions(within(dialog).getByLabelText('Laboratoire'), 'Labo Atlas');
  await save(dialog);
  expect(lastBody()).toMatchObject({ laboratory: 'lab1' });
  expect(lastBody()).not.toHaveProperty('priceLab');
  expect(plain((await within(await sheetNamed(1)).findByText(/Labo Atlas/)).textContent)).toMatch(/^Labo Atlas · 1 200,00 MRU/);

  // A price typed stays whatever lab is chosen after it.
  dialog = await edit();
  await userEvent.clear(within(dialog).getByLabelText('Prix labo'));
  await userEvent.type(within(dialog).getByLabelText('Prix labo'), '1500');
  await userEvent.selectOptions(within(dialog).getByLabelText('Laboratoire'), 'Labo Sans Tarif');
  expect(within(dialog).getByLabelText('Prix labo')).toHaveValue('1500');
  await save(dialog);
  expect(lastBody()).toMatchObject({ laboratory: 'lab2', priceLab: 1500 });
  expect(plain((await within(await sheetNamed(1)).findByText(/Labo Sans Tarif/)).textContent)).toMatch(/^Labo Sans Tarif · 1 500,00 MRU/);
});

test('marks an act done with the parallel lists; the done line is then locked and the balance charged at once', async () => {
  const { calls } = sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({ _id: 'l1' }), line({ _id: 'l2', acte: 'Détartrage', amount: 800, dateAppointment: null })], createdAt: '' }]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  expect(balance()).toBe('Soldé');
  await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Terminé de la ligne 1' }));
  await userEvent.clear(within(sheet).getByLabelText('Montant de la ligne 2'));
  await userEvent.type(within(sheet).getByLabelText('Montant de la ligne 2'), '900');
  await userEvent.click(within(sheet).getByRole('button', { name: 'Enregistrer la fiche' }));
  await waitFor(() => expect(balance()).toBe('Doit 5 000,00 MRU'));
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
  expect(within(sheet).getByLabelText('Montant de la ligne 1')).toHaveValue('');
});

test('a line amount of "1e3" is refused as unreadable before anything is sent; "١٢٣" is 123', async () => {
  const { calls } = sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({})], createdAt: '' }]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  const amount = within(sheet).getByLabelText('Montant de la ligne 1');
  await userEvent.clear(amount);
  await userEvent.type(amount, '1e3');
  await userEvent.click(within(sheet).getByRole('button', { name: 'Enregistrer la fiche' }));
  expect(await within(sheet).findByText(translateMessage('common.amountUnreadable', 'fr'))).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'sheets.update')).toHaveLength(0);
  await userEvent.clear(amount);
  await userEvent.type(amount, '١٢٣');
  await userEvent.click(within(sheet).getByRole('button', { name: 'Enregistrer la fiche' }));
  await waitFor(() => expect(calls.find((call) => call.route === 'sheets.update')?.body).toMatchObject({ amount: [123] }));
});

test('the first line without an appointment date books one through the appointments module for this patient; the booked appointment becomes the line’s', async () => {
  const { calls } = sheetServer([
    { _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({ _id: 'l1' }), line({ _id: 'l2', dateAppointment: null, doctor: '5' }), line({ _id: 'l3', dateAppointment: null })], createdAt: '' },
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  const sheet = await sheetNamed(1);
  const buttons = within(sheet).getAllByRole('button', { name: 'Prendre un rendez-vous' });
  expect(buttons).toHaveLength(1);
  expect(buttons[0].closest('tr')).toBe(within(sheet).getByLabelText('Acte de la ligne 2').closest('tr'));
  await userEvent.click(buttons[0]);
  await userEvent.click(within(screen.getByRole('dialog', { name: 'AppointmentModal Mariem 5' })).getByRole('button', { name: 'Réserver' }));
  expect(screen.queryByRole('dialog', { name: /AppointmentModal/ })).not.toBeInTheDocument();
  // The patient's newest appointment of the week is linked to the line, the saved values sent as they are.
  await waitFor(() => expect(calls.find((call) => call.route === 'sheets.update')?.body).toEqual({
    _id: ['l1', 'l2', 'l3'],
    dateAppointment: ['2026-03-02', null, null],
    acte: ['Couronne', 'Couronne', 'Couronne'],
    amount: [5000, 5000, 5000],
    finish: [0, 0, 0],
    appointment: [null, 'a3', null],
  }));
  const saved = await sheetNamed(1);
  expect(await within(saved).findByText('RDV le 11/03/2026 à 09:30')).toBeInTheDocument();
  expect(within(saved).getByLabelText('Date du rendez-vous de la ligne 2')).toHaveValue('2026-03-11');
  expect(within(saved).getByLabelText('Date du rendez-vous de la ligne 2')).toHaveAttribute('readonly');
  // The next line without a date now offers the button.
  expect(within(saved).getByRole('button', { name: 'Prendre un rendez-vous' }).closest('tr')).toBe(within(saved).getByLabelText('Acte de la ligne 3').closest('tr'));
});

test('cancels the appointment of a line not done after confirming: DELETE appointment/{doctorId}/{appointmentId}, the line offers the button again', async () => {
  const booked = { _id: 'a7', doctor: '5', date: '2026-03-11', time: '09:30' };
  const { calls } = sheetServer([
    {
      _id: 's1',
      patient: 'p1',
      numFiche: 1,
      LineFiche: [line({ _id: 'l1', finish: 1, appointment: { ...booked, _id: 'a6', date: '2026-03-02' } }), line({ _id: 'l2', dateAppointment: '2026-03-11', appointment: booked })],
      createdAt: '',
    },
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches', { permissions: [...ALL_ON_PATIENTS, permission('SUPPRIMER', 'RDV')] });
  const sheet = await sheetNamed(1);
  // A done line's appointment cannot be cancelled: one button, on line 2.
  const cancel = within(sheet).getAllByRole('button', { name: 'Annuler le rendez-vous' });
  expect(cancel).toHaveLength(1);
  expect(cancel[0].closest('tr')).toBe(within(sheet).getByLabelText('Acte de la ligne 2').closest('tr'));
  expect(within(sheet).queryByRole('button', { name: 'Prendre un rendez-vous' })).not.toBeInTheDocument();

  await userEvent.click(cancel[0]);
  const dialog = screen.getByRole('dialog', { name: 'Annuler le rendez-vous' });
  expect(within(dialog).getByText('Annuler le rendez-vous du 11/03/2026 à 09:30 (Couronne) ?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(calls.some((call) => call.route === 'appointments.remove')).toBe(false);

  await userEvent.click(within(sheet).getByRole('button', { name: 'Annuler le rendez-vous' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Annuler le rendez-vous' })).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Annuler le rendez-vous' })).not.toBeInTheDocument());
  expect(calls.find((call) => call.route === 'appointments.remove')?.pathParams).toEqual({ doctorId: '5', appointmentId: 'a7' });
  const saved = await sheetNamed(1);
  await waitFor(() => expect(within(saved).getByLabelText('Date du rendez-vous de la ligne 2')).toHaveValue(''));
  expect(within(saved).getByRole('button', { name: 'Prendre un rendez-vous' }).closest('tr')).toBe(within(saved).getByLabelText('Acte de la ligne 2').closest('tr'));
  expect(within(saved).queryByRole('button', { name: 'Annuler le rendez-vous' })).not.toBeInTheDocument();
});

test('without SUPPRIMER on RDV, the line shows its appointment without the cancel button', async () => {
  sheetServer([{ _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({ _id: 'l2', appointment: { _id: 'a7', doctor: '4', date: '2026-03-02', time: '09:30' } })], createdAt: '' }]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches', { permissions: ALL_ON_PATIENTS });
  const sheet = await sheetNamed(1);
  expect(within(sheet).getByText('RDV le 02/03/2026 à 09:30')).toBeInTheDocument();
  expect(within(sheet).queryByRole('button', { name: 'Annuler le rendez-vous' })).not.toBeInTheDocument();
});

test('deletes a line, and a sheet after confirmation; a refusal stays in the dialog', async () => {
  sheetServer([
    { _id: 's1', patient: 'p1', numFiche: 1, LineFiche: [line({ _id: 'l1', finish: 1 }), line({ _id: 'l2', acte: 'Détartrage' })], createdAt: '' },
    { _id: 's2', patient: 'p1', numFiche: 2, LineFiche: [], createdAt: '' },
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'fiches');
  await userEvent.click(within(await sheetNamed(1)).getByRole('button', { name: "Supprimer l'acte Détartrage" }));
  expect(screen.getByText("Vous etes sur de vouloir supprimer l'acte Détartrage ?")).toBeInTheDocument();
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
