import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldParam, translateMessage, typedAmount } from '@dental/contracts';
import { ErrorBanners } from '../ErrorBanners';
import { testI18n } from '../test-i18n';
import { useServerForm } from './use-server-form';

testI18n();

interface Values {
  amount: string;
  note: string;
}

/** A payment-like form: an amount and a note, each named by the server's messages; `saved`, the values a read gave it. */
function AmountForm({ send, saved }: { send: (input: { amount: number | undefined; note: string }) => Promise<unknown>; saved?: Values }) {
  const { form, banners, submitWith, fieldState } = useServerForm<Values>({
    defaultValues: saved ?? { amount: '', note: '' },
    serverFields: { amount: ['payment.amountRequired', 'payment.amountInvalid'], note: ['common.tooLong'] },
    amountFields: { amount: { invalid: 'payment.amountInvalid', positive: true } },
  });
  return (
    <form onSubmit={submitWith((values) => send({ amount: typedAmount(values.amount), note: values.note }))} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label>
        Montant
        <input {...form.register('amount')} {...fieldState('amount')} />
      </label>
      <label>
        Note
        <input {...form.register('note')} {...fieldState('note')} />
      </label>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

const amount = () => screen.getByRole('textbox', { name: 'Montant' });
const banners = () => within(screen.getByRole('alert')).queryAllByRole('button');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

test('an amount written "1e3" is refused on screen as unreadable, not as "a positive amount"; nothing is sent', async () => {
  const send = jest.fn(() => Promise.resolve());
  render(<AmountForm send={send} />);
  await userEvent.type(amount(), '1e3');
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent(translateMessage('common.amountUnreadable', 'fr'));
  expect(screen.getByRole('alert')).not.toHaveTextContent(translateMessage('payment.amountInvalid', 'fr'));
  expect(amount()).toHaveAttribute('aria-invalid', 'true');
  expect(send).not.toHaveBeenCalled();
});

test('an amount past the largest says "too large (at most …)", not the two-decimals message', async () => {
  const send = jest.fn(() => Promise.resolve());
  render(<AmountForm send={send} />);
  await userEvent.type(amount(), '10000000000');
  await save();
  expect(screen.getByRole('alert').textContent?.replace(/\s/g, ' ')).toContain('Montant trop élevé (au plus 9 999 999 999,99 MRU)');
  expect(send).not.toHaveBeenCalled();
});

test('a plain amount is sent as a number, a decimal comma read as a point', async () => {
  const send = jest.fn(() => Promise.resolve());
  render(<AmountForm send={send} />);
  await userEvent.type(amount(), '619,9');
  await save();
  expect(send).toHaveBeenCalledWith({ amount: 619.9, note: '' });
});

test('editing the field a message names takes its banner and mark away; the other field’s message stays', async () => {
  const refusal = { messages: [translateMessage('payment.amountRequired', 'fr'), translateMessage('common.tooLong', 'fr', { field: fieldParam('note') })] };
  render(<AmountForm send={() => Promise.reject(refusal)} />);
  await save();
  expect(banners()).toHaveLength(2);
  expect(amount()).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(amount(), '5');
  expect(banners()).toHaveLength(1);
  expect(banners()[0]).toHaveTextContent(translateMessage('common.tooLong', 'fr', { field: fieldParam('note') }));
  expect(amount()).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('aria-invalid', 'true');
});

test('"12,5" is sent as 12.50 and "١٢٣" (Arabic-Indic digits) as 123', async () => {
  const send = jest.fn(() => Promise.resolve());
  render(<AmountForm send={send} />);
  await userEvent.type(amount(), '12,5');
  await save();
  expect(send).toHaveBeenLastCalledWith({ amount: 12.5, note: '' });
  await userEvent.clear(amount());
  await userEvent.type(amount(), '١٢٣');
  await save();
  expect(send).toHaveBeenLastCalledWith({ amount: 123, note: '' });
});

test('a negative amount gets the field’s own "must be positive" message, not "required"', async () => {
  const send = jest.fn(() => Promise.resolve());
  render(<AmountForm send={send} />);
  await userEvent.type(amount(), '-5');
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent(translateMessage('payment.amountInvalid', 'fr'));
  expect(screen.getByRole('alert')).not.toHaveTextContent(translateMessage('payment.amountRequired', 'fr'));
  expect(send).not.toHaveBeenCalled();
});

interface DayValues {
  day: string;
}

/** A form with a date the server takes (YYYY-MM-DD), which it would default to today when absent. */
function DayForm({ send }: { send: (input: DayValues) => Promise<unknown> }) {
  const { form, banners, submitWith, fieldState } = useServerForm<DayValues>({
    defaultValues: { day: '2026-02-27' },
    dateFields: { day: 'labPayment.dateInvalid' },
  });
  return (
    <form onSubmit={submitWith(send)} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label>
        Date
        <input {...form.register('day')} {...fieldState('day')} type="date" />
      </label>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

test('a day the browser cannot read (31/02/2026 typed) is refused with the server’s message, never sent as "no date"', async () => {
  const send = jest.fn(() => Promise.resolve());
  render(<DayForm send={send} />);
  const day = screen.getByLabelText('Date') as HTMLInputElement;
  // What a browser does with 31/02/2026 typed in a date input: the value is emptied and the input is "bad".
  Object.defineProperty(day, 'validity', { value: { ...day.validity, badInput: true, valid: false } });
  fireEvent.change(day, { target: { value: '2026-02-31' } });
  expect(day.value).toBe('');
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent(translateMessage('labPayment.dateInvalid', 'fr'));
  expect(day).toHaveAttribute('aria-invalid', 'true');
  expect(send).not.toHaveBeenCalled();
});

test('a cleared day is refused too; a real one is sent as typed', async () => {
  const send = jest.fn(() => Promise.resolve());
  render(<DayForm send={send} />);
  const day = screen.getByLabelText('Date');
  fireEvent.change(day, { target: { value: '' } });
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent(translateMessage('labPayment.dateInvalid', 'fr'));
  expect(send).not.toHaveBeenCalled();
  fireEvent.change(day, { target: { value: '2026-02-28' } });
  await save();
  expect(send).toHaveBeenCalledWith({ day: '2026-02-28' });
});

const REFUSAL = translateMessage('payment.amountInvalid', 'fr');
const refusalBanner = () => within(screen.getByRole('alert')).getByRole('button', { name: REFUSAL });

afterEach(() => jest.useRealTimers());

test('a refusal stays, its field marked and its typing kept, through a new read of the values and the time passing, until that field changes', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // The server refuses what the form itself accepts.
  const send = jest.fn(() => Promise.reject({ messages: [REFUSAL] }));
  const { rerender } = render(<AmountForm saved={{ amount: '10', note: '' }} send={send} />);
  await user.clear(amount());
  await user.type(amount(), '7');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
  expect(send).toHaveBeenCalledTimes(1);

  // The screen reads the payment again (new objects, the same or newer values), and seconds go by.
  rerender(<AmountForm saved={{ amount: '10', note: '' }} send={send} />);
  rerender(<AmountForm saved={{ amount: '12', note: 'relu' }} send={send} />);
  act(() => jest.advanceTimersByTime(10_000));
  expect(refusalBanner()).toBeInTheDocument();
  expect(amount()).toHaveAttribute('aria-invalid', 'true');
  expect(amount()).toHaveValue('7');

  // Another field changing, or leaving the refused one, takes nothing away.
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
  await user.click(amount());
  await user.tab();
  expect(refusalBanner()).toBeInTheDocument();

  await user.type(amount(), '0');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(amount()).not.toHaveAttribute('aria-invalid');
});
