import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage } from '@dental/contracts';
import { ErrorBanners } from '../ErrorBanners';
import { testI18n } from '../test-i18n';
import { useServerForm } from './use-server-form';

testI18n();

interface Values {
  amount: string;
  note: string;
}

/** A form whose starting values come from a read the screen makes again (after a save, a refocus…). */
function EditForm({ saved, send }: { saved: Values; send: () => Promise<unknown> }) {
  const { form, banners, submitWith, fieldState } = useServerForm<Values>({
    defaultValues: saved,
    serverFields: { amount: ['payment.amountInvalid'] },
  });
  return (
    <form onSubmit={submitWith(send)} noValidate>
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

const REFUSAL = translateMessage('payment.amountInvalid', 'fr');
const amount = () => screen.getByRole('textbox', { name: 'Montant' });
const banner = () => within(screen.getByRole('alert')).getByRole('button', { name: REFUSAL });

afterEach(() => jest.useRealTimers());

test('a refusal stays, its field marked and its typing kept, through a new read of the values and the time passing, until that field changes', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const send = () => Promise.reject({ messages: [REFUSAL] });
  const { rerender } = render(<EditForm saved={{ amount: '10', note: '' }} send={send} />);
  await user.clear(amount());
  await user.type(amount(), '-5');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);

  // The screen reads the payment again (new objects, the same or newer values), and seconds go by.
  rerender(<EditForm saved={{ amount: '10', note: '' }} send={send} />);
  rerender(<EditForm saved={{ amount: '12', note: 'relu' }} send={send} />);
  act(() => jest.advanceTimersByTime(10_000));
  expect(banner()).toBeInTheDocument();
  expect(amount()).toHaveAttribute('aria-invalid', 'true');
  expect(amount()).toHaveValue('-5');

  // Another field changing, or leaving the refused one, takes nothing away.
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
  await user.click(amount());
  await user.tab();
  expect(banner()).toBeInTheDocument();

  await user.type(amount(), '0');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(amount()).not.toHaveAttribute('aria-invalid');
});
