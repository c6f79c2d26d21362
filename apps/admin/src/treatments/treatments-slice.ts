import type { Treatment } from '@dental/contracts';
import { insurerTreatmentsApi, treatmentsApi } from '@dental/api-client';
import { createInjectedListSlice } from '@dental/auth';

/** The cabinet's catalogue. */
export const treatments = createInjectedListSlice<Treatment, void, 'treatments'>('treatments', () => treatmentsApi.list());

/** One insurer's treatments (the insurer's id is the argument). */
export const insurerTreatments = createInjectedListSlice<Treatment, string, 'insurerTreatments'>('insurerTreatments', (assuranceId) =>
  insurerTreatmentsApi.list(assuranceId),
);
