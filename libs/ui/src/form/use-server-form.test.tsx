import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, typedAmount } from '@dental/contracts';
import { ErrorBanners } from '../ErrorBanners';
import { testI18n } from '../test-i18n';
import { useServerForm } from './use-server-form';

testI18n();

interface Values {
  amount: string;
  note: string;
}

/** A payment-like form: an amount and a note, each named by the server's messages. */
function AmountForm({ send }: { send: (input: { amount: number | undefined; note: string }) => Promise<unknown> }) {
  const { form, banners, submitWith, fieldState } = useServerForm<Values>({
    defaultValues: { amount: '', note: '' },
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

test('an amount written "1e3" is refused on screen with the field’s message; nothing is sent', async () => {
  const send = jest.fn(() => Promise.resolve());
  render(<AmountForm send={send} />);
  await userEvent.type(amount(), '1e3');
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent(translateMessage('payment.amountInvalid', 'fr'));
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
  const refusal = { messages: [translateMessage('payment.amountRequired', 'fr'), translateMessage('common.tooLong', 'fr', { field: 'note' })] };
  render(<AmountForm send={() => Promise.reject(refusal)} />);
  await save();
  expect(banners()).toHaveLength(2);
  expect(amount()).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(amount(), '5');
  expect(banners()).toHaveLength(1);
  expect(banners()[0]).toHaveTextContent(translateMessage('common.tooLong', 'fr', { field: 'note' }));
  expect(amount()).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('aria-invalid', 'true');
});
