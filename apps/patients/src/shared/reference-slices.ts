import type { Assurance, PaymentMode } from '@dental/contracts';
import { assurancesApi, paymentModesApi } from '@dental/api-client';
import { createInjectedListSlice } from '@dental/auth';

/** The insurers and payment modes the patient forms choose from (the admin module keeps its own lists). */
export const patientAssurances = createInjectedListSlice<Assurance, void, 'patientAssurances'>('patientAssurances', () => assurancesApi.list());
export const patientPaymentModes = createInjectedListSlice<PaymentMode, void, 'patientPaymentModes'>('patientPaymentModes', () =>
  paymentModesApi.list(),
);
