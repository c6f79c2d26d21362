import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type Patient, type Payment } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { permission } from '@dental/testing';
import { ALL_ON_PATIENTS, CNAM, DR_SIDI, formErrors, makePatient, ok, page, refusePaymentModes, type ApiRequest } from '../../test-utils';
import { patientsListApi, type PatientListArg } from '../../list/patients-api';
import { makePayment, renderFileSection, serveFile } from './file-test-server';
// Loaded beforehand, as the file page would load it when the tab opens: these tests are about the tab.
import './PaymentsView';

const APPROVER = [...ALL_ON_PATIENTS, permission('APPROUVER', 'PAIEMENTS_PATIENTS')];
const ASSISTANT = { ...DR_SIDI, _id: '9', username: 'assistant', doctor: null };
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** The payment routes with the server's rules: the balance moves with every write; an assistant's payments wait. */
function paymentServer(payments: Payment[], patient = makePatient({ _id: 'p1', name: 'Fatimetou', RegNo: '0042', balance: -1000 })) {
  const store = { payments: [...payments] };
  const balanceOf = (patient: Patient) => {
    patient.balance = store.payments.reduce((sum, payment) => sum + payment.amount, -1000);
  };
  const calls = serveFile(patient, (request: ApiRequest) => {
    const body = request.body as { amount?: number; type?: Payment['type']; method?: string | null; supported?: boolean; paymentDate?: string };
    switch (request.route) {
      case 'patients.list':
        return page([patient], { total: 1, offset: 0, limit: 30 });
      case 'payments.list':
        return ok(store.payments.filter((payment) => !request.params.type || payment.type === request.params.type));
      case 'payments.create': {
        if (body.amount === undefined) return formErrors('Le montant est obligatoire');
        const method = body.method === 'm2' ? { _id: 'm2', name: 'Bankily', code: 3, archive: false } : { _id: 'm1', name: 'cash', code: 0, archive: false };
        const created = makePayment({ amount: body.amount, type: body.type, method, supported: Boolean(body.supported), paymentDate: body.paymentDate, approved: false, user: 'assistant' });
        store.payments.push(created);
        balanceOf(patient);
        return ok(created);
      }
      case 'payments.update': {
        const payment = store.payments.find((p) => p._id === request.pathParams.id)!;
        Object.assign(payment, { amount: body.amount });
        balanceOf(patient);
        return ok(payment);
      }
      case 'payments.remove':
        store.payments = store.payments.filter((p) => p._id !== request.pathParams.id);
        balanceOf(patient);
        return ok(true);
      case 'payments.approve': {
        const ids = (request.body as { payments: string[] }).payments;
        for (const payment of store.payments) if (ids.includes(payment._id) && payment.doctor === request.pathParams.doctorId) payment.approved = true;
        return ok(store.payments.filter((p) => ids.includes(p._id)));
      }
      default:
        return undefined;
    }
  });
  return { calls, store };
}

const balance = () => plain(screen.getByText('Solde').nextElementSibling?.textContent);
const rows = () => within(screen.getByRole('table', { name: 'Paiements du patient' })).getAllByRole('row').slice(1);
const offeredModes = (dialog: HTMLElement) => within(within(dialog).getByLabelText(/^(Mode de paiement|طريقة الدفع)$/)).getAllByRole('option').map((option) => option.textContent);

beforeEach(() => i18n.changeLanguage('fr'));

test('lists the view’s kind of payments, newest recorded first, with mode, coverage, who and the approval mark', async () => {
  const { calls } = paymentServer([
    makePayment({ amount: 200, createdAt: '2026-03-01T09:00:00Z', paymentDate: '2026-03-01' }),
    makePayment({ amount: 350.5, createdAt: '2026-03-04T09:00:00Z', paymentDate: '2026-03-04', approved: false, user: 'assistant' }),
    makePayment({ amount: 300, type: 'consultations' }),
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  await screen.findByRole('cell', { name: 'assistant' });
  const shown = rows().map((row) => plain(row.textContent));
  expect(shown).toHaveLength(2);
  expect(shown[0]).toContain('350,50 MRU');
  expect(shown[0]).toContain('En attente de validation');
  expect(shown[1]).toContain('200,00 MRU');
  expect(shown[1]).toContain('Approuvé');
  // The built-in mode, stored as cash, reads in French.
  expect(screen.getAllByRole('cell', { name: 'Espèces' })).toHaveLength(2);
  expect(screen.queryByRole('cell', { name: 'cash' })).not.toBeInTheDocument();
  expect(calls.find((call) => call.route === 'payments.list')?.params).toEqual({ patient: 'p1', type: 'payment' });
});

test('the consultations view reads its own kind', async () => {
  const { calls } = paymentServer([makePayment({ amount: 300, type: 'consultations' })]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'consultations');
  expect(await screen.findByRole('cell', { name: 'Consultation' })).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'payments.list')?.params).toEqual({ patient: 'p1', type: 'consultations' });
});

test('takes a payment: each open mode offered once, the default one chosen, the server’s message stays in the form, and the header’s balance refreshes at once', async () => {
  const { calls } = paymentServer([]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  expect(await screen.findByRole('cell', { name: 'Aucun paiement' })).toBeInTheDocument();
  expect(balance()).toBe('Doit 1 000,00 MRU');

  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un paiement' });
  expect(offeredModes(dialog)).toEqual(['Bankily', 'Espèces']);
  expect(within(dialog).getByLabelText('Mode de paiement')).toHaveDisplayValue('Espèces');
  expect(within(dialog).queryByLabelText("Pris en charge par l'assurance")).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le montant est obligatoire')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Montant')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(within(dialog).getByLabelText('Montant'), '400');
  await userEvent.selectOptions(within(dialog).getByLabelText('Mode de paiement'), 'Bankily');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(balance()).toBe('Doit 600,00 MRU'));
  expect(await screen.findByRole('cell', { name: 'Bankily' })).toBeInTheDocument();
  const body = calls.filter((call) => call.route === 'payments.create').at(-1)?.body;
  expect(body).toMatchObject({ doctor: '4', patient: 'p1', amount: 400, type: 'payment', method: 'm2', supported: false });
});

test('a payment typed "12,5" is 12.50, "1e3" is unreadable, and one dated 31/02/2026 is refused with the server’s message, never dated today', async () => {
  const { calls } = paymentServer([]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  expect(await screen.findByRole('cell', { name: 'Aucun paiement' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un paiement' });
  const amount = within(dialog).getByLabelText('Montant');
  expect(amount).toHaveAttribute('inputmode', 'decimal');
  await userEvent.type(amount, '1e3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText(translateMessage('common.amountUnreadable', 'fr'))).toBeInTheDocument();

  await userEvent.clear(amount);
  await userEvent.type(amount, '12,5');
  const day = within(dialog).getByLabelText('Date de paiement');
  // What a browser does with 31/02/2026 typed in a date input: the value is emptied and the input reports bad input.
  Object.defineProperty(day, 'validity', { configurable: true, value: { badInput: true, valid: false } });
  fireEvent.change(day, { target: { value: '2026-02-31' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText(translateMessage('payment.dateInvalid', 'fr'))).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'payments.create')).toHaveLength(0);

  Object.defineProperty(day, 'validity', { configurable: true, value: { badInput: false, valid: true } });
  fireEvent.change(day, { target: { value: '2026-02-28' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.filter((call) => call.route === 'payments.create').at(-1)?.body).toMatchObject({ amount: 12.5, paymentDate: '2026-02-28' }));
});

test('edits and deletes a payment after confirmation, the balance following each write', async () => {
  paymentServer([makePayment({ amount: 200, paymentDate: '2026-03-01' })]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier le paiement du 01/03/2026' }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier le paiement' });
  expect(within(dialog).getByLabelText('Montant')).toHaveValue('200');
  await userEvent.clear(within(dialog).getByLabelText('Montant'));
  await userEvent.type(within(dialog).getByLabelText('Montant'), '250');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(balance()).toBe('Doit 750,00 MRU'));

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer le paiement du 01/03/2026' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer le paiement du 01/03/2026 ?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(balance()).toBe('Doit 1 000,00 MRU'));
  expect(await screen.findByRole('cell', { name: 'Aucun paiement' })).toBeInTheDocument();
});

test('an edited payment starts on its own mode, listed even when archived, and keeps it', async () => {
  const { calls } = paymentServer([
    makePayment({ amount: 200, paymentDate: '2026-03-01' }),
    makePayment({ amount: 80, paymentDate: '2026-03-03', method: { _id: 'm9', name: 'Chèque', code: 9, archive: true } }),
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier le paiement du 01/03/2026' }));
  let dialog = screen.getByRole('dialog', { name: 'Modifier le paiement' });
  expect(offeredModes(dialog)).toEqual(['Bankily', 'Espèces']);
  expect(within(dialog).getByLabelText('Mode de paiement')).toHaveDisplayValue('Espèces');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));

  await userEvent.click(screen.getByRole('button', { name: 'Modifier le paiement du 03/03/2026' }));
  dialog = screen.getByRole('dialog', { name: 'Modifier le paiement' });
  expect(offeredModes(dialog)).toEqual(['Bankily', 'Espèces', 'Chèque']);
  expect(within(dialog).getByLabelText('Mode de paiement')).toHaveDisplayValue('Chèque');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.find((call) => call.route === 'payments.update')?.body).toMatchObject({ amount: 80, method: 'm9' }));
});

test('in Arabic the built-in mode reads نقدًا in the list and in the form, and is sent by its id', async () => {
  await i18n.changeLanguage('ar');
  const { calls } = paymentServer([makePayment({ amount: 200 })]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  expect(await screen.findByRole('cell', { name: 'نقدًا' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'cash' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'إضافة' }));
  const dialog = screen.getByRole('dialog');
  expect(offeredModes(dialog)).toEqual(['Bankily', 'نقدًا']);
  expect(within(dialog).getByLabelText('طريقة الدفع')).toHaveDisplayValue('نقدًا');
  await userEvent.type(within(dialog).getByLabelText('المبلغ'), '50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
  await waitFor(() => expect(calls.find((call) => call.route === 'payments.create')?.body).toMatchObject({ amount: 50, method: 'm1' }));
});

test('a user who may not list the payment modes is offered the default one in words, sent by its name', async () => {
  const { calls } = paymentServer([]);
  refusePaymentModes();
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un paiement' });
  expect(offeredModes(dialog)).toEqual(['Espèces']);
  await userEvent.type(within(dialog).getByLabelText('Montant'), '50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.find((call) => call.route === 'payments.create')?.body).toMatchObject({ amount: 50, method: 'cash' }));
});

test('a payment held by a cash close offers no edit or delete, and its row says why', async () => {
  paymentServer([
    makePayment({ amount: 200, paymentDate: '2026-03-01', cashClose: { _id: 'c1', number: 1, day: '2026-03-01', at: '2026-03-01T12:00:00.000Z' } }),
    makePayment({ amount: 50, paymentDate: '2026-03-01', cashClose: null }),
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  await screen.findByRole('button', { name: 'Modifier le paiement du 01/03/2026' });
  expect(screen.getAllByRole('button', { name: 'Modifier le paiement du 01/03/2026' })).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: 'Supprimer le paiement du 01/03/2026' })).toHaveLength(1);
  const closed = rows().find((row) => row.textContent?.includes('200,00'));
  expect(closed).toBeDefined();
  expect(within(closed!).queryByRole('button', { name: /^(Modifier|Supprimer)/ })).not.toBeInTheDocument();
  expect(plain(closed!.textContent)).toMatch(/Clôturé le 01\/03\/2026 \d{2}:00 — caisse fermée/);
});

test('an approver validates the waiting payments, doctor by doctor; the button then goes', async () => {
  const { calls } = paymentServer([
    makePayment({ amount: 100, approved: false }),
    makePayment({ amount: 120, approved: false, doctor: '5' }),
    makePayment({ amount: 90 }),
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments', { permissions: APPROVER });
  await userEvent.click(await screen.findByRole('button', { name: 'Valider 2 paiements' }));
  await waitFor(() => expect(screen.queryByText('En attente de validation')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: /Valider/ })).not.toBeInTheDocument();
  const approvals = calls.filter((call) => call.route === 'payments.approve').map((call) => [call.pathParams.doctorId, call.body]).sort();
  expect(approvals).toEqual([
    ['4', { payments: [expect.any(String)] }],
    ['5', { payments: [expect.any(String)] }],
  ]);
});

test('an approver validates one waiting payment from its row (its doctor’s route, its id), the bulk button counting the others', async () => {
  const { calls, store } = paymentServer([
    makePayment({ amount: 100, approved: false, paymentDate: '2026-03-01' }),
    makePayment({ amount: 120, approved: false, doctor: '5', paymentDate: '2026-03-03' }),
    makePayment({ amount: 90, paymentDate: '2026-03-04' }),
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments', { permissions: APPROVER });
  expect(await screen.findByRole('button', { name: 'Valider 2 paiements' })).toBeInTheDocument();
  // Only the waiting rows offer it.
  expect(screen.getAllByRole('button', { name: /^Valider le paiement du/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
    'Valider le paiement du 03/03/2026',
    'Valider le paiement du 01/03/2026',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Valider le paiement du 03/03/2026' }));
  expect(await screen.findByRole('button', { name: 'Valider 1 paiement' })).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'payments.approve').map((call) => [call.pathParams.doctorId, call.body])).toEqual([['5', { payments: [store.payments[1]._id] }]]);
  expect(screen.queryByRole('button', { name: 'Valider le paiement du 03/03/2026' })).not.toBeInTheDocument();
  const approvedRow = rows().find((row) => plain(row.textContent).includes('120,00 MRU'))!;
  expect(within(approvedRow).getByText('Approuvé')).toBeInTheDocument();
  expect(screen.getAllByText('En attente de validation')).toHaveLength(1);
});

test('without APPROUVER on PAIEMENTS_PATIENTS, an assistant’s payment stays marked as waiting and nothing offers to validate it', async () => {
  const { calls } = paymentServer([]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments', { user: ASSISTANT });
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Montant'), '50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('En attente de validation')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Valider/ })).not.toBeInTheDocument();
  // No mode chosen: the default one, cash.
  expect(calls.find((call) => call.route === 'payments.create')?.body).toMatchObject({ method: 'm1' });
});

test('the default Assistant role takes payments but is offered no edit or delete of one (the server would refuse them)', async () => {
  paymentServer([makePayment({ amount: 120 })]);
  const assistantRole = [permission('AFFICHER_GLOBAL', 'PATIENTS'), permission('AJOUTER', 'PATIENTS'), permission('MODIFIER', 'PATIENTS'), permission('AFFICHER_GLOBAL', 'PAIEMENTS_PATIENTS')];
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments', { user: ASSISTANT, permissions: assistantRole });
  expect(await screen.findByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
  await screen.findByText(/120/);
  expect(screen.queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Modifier/ }).length).toBeGreaterThan(0);
});

test('a user without AJOUTER on the payments or the patients is offered no add button', async () => {
  paymentServer([makePayment({ amount: 120 })]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments', { permissions: [permission('AFFICHER', 'PATIENTS')] });
  await screen.findByText(/120/);
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^(Modifier|Supprimer)/ })).not.toBeInTheDocument();
});

test('the insurer’s payments of an insured patient: only covered ones, a new one covered by default', async () => {
  const insured = { society: CNAM._id, registrationNumber: 'R', professionalId: null, coverage: null, percentCovered: 80 };
  const patient = makePatient({ _id: 'p1', name: 'x', assurance: insured });
  const { calls } = paymentServer([makePayment({ amount: 70, supported: true, type: 'soins' }), makePayment({ amount: 30 })], patient);
  renderFileSection(patient, 'paymentsAssurance');
  await screen.findByRole('cell', { name: 'Soins' });
  expect(rows()).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  expect(within(screen.getByRole('dialog')).getByLabelText("Pris en charge par l'assurance")).toBeChecked();
  expect(calls.find((call) => call.route === 'payments.list')?.params).toEqual({ patient: 'p1' });
});

test('an insurance payment asks the insurer’s part, and splits an act’s price with the patient’s cover', async () => {
  const insured = { society: CNAM._id, registrationNumber: 'R', professionalId: null, coverage: null, percentCovered: 90 };
  const patient = makePatient({ _id: 'p1', name: 'x', assurance: insured });
  const { calls } = paymentServer([], patient);
  renderFileSection(patient, 'paymentsAssurance');
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  const amount = within(dialog).getByLabelText("Montant pris en charge par l'assurance");
  expect(amount).toHaveAccessibleDescription(/Saisissez la part de l'assurance \(90\s%(\u00a0|\u202f| )?de l'acte\), pas le prix de l'acte/);
  // A 6,000 act at 90 %: 5,400 by the insurer, 600 by the patient.
  await userEvent.type(within(dialog).getByLabelText("Prix de l'acte (pour calculer la part de l'assurance)"), '6000');
  expect(amount).toHaveValue('5400');
  expect(plain(within(dialog).getByText(/^Assurance :/).textContent)).toBe('Assurance : 5 400,00 MRU — patient : 600,00 MRU');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.some((call) => call.route === 'payments.create')).toBe(true));
  expect(calls.find((call) => call.route === 'payments.create')?.body).toMatchObject({ amount: 5400, supported: true, type: 'soins' });
});

test('a desk payment of an insured patient keeps the plain amount', async () => {
  const insured = { society: CNAM._id, registrationNumber: 'R', professionalId: null, coverage: null, percentCovered: 90 };
  paymentServer([], makePatient({ _id: 'p1', name: 'x', assurance: insured }));
  renderFileSection(makePatient({ _id: 'p1', name: 'x', assurance: insured }), 'payments');
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByLabelText('Montant')).toBeInTheDocument();
  expect(within(dialog).queryByLabelText(/Prix de l'acte/)).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByLabelText("Pris en charge par l'assurance"));
  expect(within(dialog).getByLabelText("Montant pris en charge par l'assurance")).toBeInTheDocument();
});

const CARDS: PatientListArg = { stage: 'current', filter: 'all', doctor: '4' };

test('a payment refreshes at once the list cards and the quick search that show the patient', async () => {
  const { calls } = paymentServer([]);
  const { store } = renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  const cards = store.dispatch(patientsListApi.endpoints.patientPages.initiate(CARDS));
  const search = store.dispatch(patientsListApi.endpoints.patientSearch.initiate({ q: 'Fati', limit: 5 }));
  const balances = () => {
    const state = store.getState();
    const pages = patientsListApi.endpoints.patientPages.select(CARDS)(state).data?.pages ?? [];
    const hits = patientsListApi.endpoints.patientSearch.select({ q: 'Fati', limit: 5 })(state).data?.items ?? [];
    return [pages[0]?.items[0]?.balance, hits[0]?.balance];
  };
  await waitFor(() => expect(balances()).toEqual([-1000, -1000]));
  const readsBefore = calls.filter((call) => call.route === 'patients.list').length;

  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  await userEvent.type(within(screen.getByRole('dialog')).getByLabelText('Montant'), '300');
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(balances()).toEqual([-700, -700]));
  expect(calls.filter((call) => call.route === 'patients.list').length).toBe(readsBefore + 2);
  cards.unsubscribe();
  search.unsubscribe();
});
