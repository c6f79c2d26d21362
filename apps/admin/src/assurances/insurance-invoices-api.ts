import type { RouteQuery } from '@dental/contracts';
import { dentalApi, listRequest, listTags, routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';

/** A doctor's invoices with an insurer, or the global ones (FACTURE_GLOBAL). */
export type InvoiceScope = { doctor: string } | { global: true };
type ScopedInsurer = { assuranceId: string; scope: InvoiceScope };
type Invoice = { assuranceId: string; invoiceId: string };

const scopeQuery = (scope: InvoiceScope): RouteQuery<'invoices.list'> => ('global' in scope ? { global: 'true' } : { doctor: scope.doctor });

/** An insurer's invoices and what is done with them; the list reads again after each accepted write. */
export const insuranceInvoicesApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    insuranceInvoices: build.query<Answer<'invoices.list'>, ScopedInsurer>({
      query: ({ assuranceId, scope }) => listRequest('invoices.list', { params: { AssId: assuranceId }, query: scopeQuery(scope) }),
      providesTags: listTags('InsuranceInvoice'),
    }),
    createInsuranceInvoice: build.mutation<Answer<'invoices.create'>, ScopedInsurer>({
      query: ({ assuranceId, scope }) => routeRequest('invoices.create', { params: { AssId: assuranceId }, query: scopeQuery(scope) }),
      invalidatesTags: whenSaved(() => writeTags('InsuranceInvoice')),
    }),
    payInsuranceInvoice: build.mutation<Answer<'invoices.pay'>, Invoice>({
      query: ({ assuranceId, invoiceId }) => routeRequest('invoices.pay', { params: { AssId: assuranceId, invoiceId } }),
      invalidatesTags: whenSaved(({ invoiceId }) => writeTags('InsuranceInvoice', invoiceId)),
    }),
    closeInsuranceInvoice: build.mutation<Answer<'invoices.close'>, Invoice>({
      query: ({ assuranceId, invoiceId }) => routeRequest('invoices.close', { params: { AssId: assuranceId, invoiceId } }),
      invalidatesTags: whenSaved(({ invoiceId }) => writeTags('InsuranceInvoice', invoiceId)),
    }),
    unpayInsuranceInvoice: build.mutation<Answer<'invoices.unpay'>, Invoice & { reason: string }>({
      query: ({ assuranceId, invoiceId, reason }) => routeRequest('invoices.unpay', { params: { AssId: assuranceId, invoiceId }, body: { reason } }),
      invalidatesTags: whenSaved(({ invoiceId }) => writeTags('InsuranceInvoice', invoiceId)),
    }),
    removeInsuranceInvoice: build.mutation<Answer<'invoices.remove'>, Invoice>({
      query: ({ assuranceId, invoiceId }) => routeRequest('invoices.remove', { params: { AssId: assuranceId, invoiceId } }),
      invalidatesTags: whenSaved(({ invoiceId }) => writeTags('InsuranceInvoice', invoiceId)),
    }),
  }),
});
