import { DEFAULT_PAYMENT_MODE_NAME, isDefaultPaymentModeName, paymentModeName } from './payment-mode-words';

describe('a payment mode’s name as a user reads it', () => {
  it('reads the built-in cash in the user’s language, however it is stored', () => {
    for (const stored of [DEFAULT_PAYMENT_MODE_NAME, 'Cash', ' CASH ']) {
      expect(paymentModeName(stored, 'fr')).toBe('Espèces');
      expect(paymentModeName(stored, 'en')).toBe('Cash');
      expect(paymentModeName(stored, 'ar')).toBe('نقدًا');
    }
  });

  it('shows the clinic’s own names as they are', () => {
    for (const name of ['Bankily', 'Espèces', 'cash card', 'chèque ', '']) expect(paymentModeName(name, 'ar')).toBe(name);
  });

  it('knows the built-in name only', () => {
    expect(isDefaultPaymentModeName(' Cash')).toBe(true);
    expect(isDefaultPaymentModeName('cashless')).toBe(false);
  });
});
