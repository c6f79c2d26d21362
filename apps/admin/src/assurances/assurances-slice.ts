import type { Assurance, InsuranceInvoice } from '@dental/contracts';
import { assurancesApi, insuranceInvoicesApi, type InvoiceScope } from '@dental/api-client';
import { createInjectedListSlice } from '@dental/auth';

export const assurances = createInjectedListSlice<Assurance, void, 'assurances'>('assurances', () => assurancesApi.list());

export const insuranceInvoices = createInjectedListSlice<InsuranceInvoice, { assuranceId: string; scope: InvoiceScope }, 'insuranceInvoices'>(
  'insuranceInvoices',
  ({ assuranceId, scope }) => insuranceInvoicesApi.list(assuranceId, scope),
);
