import type { PaymentMode } from '@dental/contracts';
import { paymentModesApi } from '@dental/api-client';
import { createInjectedListSlice } from '@dental/auth';

export const paymentModes = createInjectedListSlice<PaymentMode, void, 'paymentModes'>('paymentModes', () =>
  paymentModesApi.list(),
);
