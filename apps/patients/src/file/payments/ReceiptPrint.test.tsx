import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentReceipt } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { makePatient, ok, type ApiRequest } from '../../test-utils';
import { makePayment, renderFileSection, serveFile } from './file-test-server';
// Loaded beforehand, as the file page would load it when the tab opens: these tests are about the receipt.
import './PaymentsView';
import './ReceiptPrint';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0\u2066\u2069]/g, ' ').replace(/ +/g, ' ').trim();
const PATIENT = makePatient({ _id: 'p1', name: 'Demba Ndiaye', RegNo: '1738', balance: -25000 });
const PAYMENT = makePayment({ amount: 49950, paymentDate: '2026-03-02', user: 'assistant', receiptNo: 17 });

function openPayments() {
  const calls = serveFile(PATIENT, (request: ApiRequest) => {
    if (request.route === 'payments.list') return ok([PAYMENT]);
    if (request.route === 'payments.receipt') {
      const receipt: PaymentReceipt = { payment: PAYMENT, receiptNo: 17, patient: { _id: 'p1', name: 'Demba Ndiaye', RegNo: '1738' }, takenBy: 'assistant', doctorName: 'dr.sidi', balanceAfter: -25000 };
      return ok(receipt);
    }
    return undefined;
  });
  renderFileSection(PATIENT, 'payments');
  return calls;
}

const fact = (document: HTMLElement, label: string) => plain(within(document).getByText(label).nextElementSibling?.textContent);

beforeEach(() => i18n.changeLanguage('fr'));

test('each payment row prints its numbered receipt: patient, amount in figures and in words, method, who took it and the balance after it', async () => {
  const user = userEvent.setup();
  const calls = openPayments();
  await user.click(await screen.findByRole('button', { name: 'Reçu pour le paiement du 02/03/2026' }, { timeout: 10_000 }));
  const document = await screen.findByRole('article', { name: 'Reçu n° 17' });
  expect(calls.find((c) => c.route === 'payments.receipt')?.pathParams).toEqual({ id: PAYMENT._id });
  expect(within(document).getByText('Clinique Nour')).toBeInTheDocument();
  expect(fact(document, 'Patient')).toBe('Demba Ndiaye');
  expect(fact(document, 'N° de dossier')).toBe('1738');
  expect(fact(document, 'Date')).toBe('02/03/2026');
  expect(fact(document, 'Montant')).toBe('49 950,00 MRU');
  expect(fact(document, 'Mode de paiement')).toBe('Espèces');
  expect(fact(document, 'Médecin')).toBe('dr.sidi');
  expect(fact(document, 'Reçu par')).toBe('assistant');
  expect(fact(document, 'Solde du patient après ce paiement')).toBe('Doit 25 000,00 MRU');
  expect(within(document).getByText('Reçu la somme de quarante-neuf mille neuf cent cinquante ouguiyas')).toBeInTheDocument();
  expect(within(screen.getByRole('dialog', { name: 'Reçu n° 17' })).getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
});

test('in Arabic the receipt writes the amount and the payment mode in Arabic words', async () => {
  const user = userEvent.setup();
  await i18n.changeLanguage('ar');
  openPayments();
  const open = await screen.findByRole('button', { name: /^إيصال / }, { timeout: 10_000 });
  await user.click(open);
  const document = await screen.findByRole('article', { name: 'إيصال رقم 17' });
  expect(within(document).getByText('استلمنا مبلغ تسعة وأربعون ألفاً وتسعمائة وخمسون أوقية')).toBeInTheDocument();
  expect(fact(document, 'طريقة الدفع')).toBe('نقدًا');
  // The patient owes: said in words, the amount without a sign.
  expect(fact(document, 'رصيد المريض بعد هذه الدفعة')).toMatch(/^مدين بـ [^-−]*25[^-−]*$/);
});
