import { listRequest, routeRequest, type Answer } from '@dental/api-client';
import { afterWrite, documentsApi, patientListTag } from '../quotes/quotes-api';

type InvoiceRef = { patientId: string; invoiceId: string };

export const invoicesApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    patientInvoices: build.query<Answer<'patientInvoices.list'>, string>({
      query: (patient) => listRequest('patientInvoices.list', { query: { patient } }),
      providesTags: (_result, _error, patientId) => patientListTag('PatientInvoice', patientId),
    }),
    /** The quote lines not invoiced yet: what the next invoice would bill. */
    invoiceableQuotes: build.query<Answer<'patientInvoices.invoiceable'>, string>({
      query: (patientId) => listRequest('patientInvoices.invoiceable', { params: { patientId } }),
      providesTags: (_result, _error, patientId) => [...patientListTag('Quote', patientId), ...patientListTag('PatientInvoice', patientId)],
    }),
    /** Bills the chosen quotes' lines not yet invoiced (`devis`), or every such line without it. */
    createInvoice: build.mutation<Answer<'patientInvoices.create'>, { patientId: string; devis?: string[] }>({
      query: ({ patientId, devis }) => routeRequest('patientInvoices.create', { params: { patientId }, body: devis ? { devis } : {} }),
      invalidatesTags: afterWrite('PatientInvoice', 'Quote'),
    }),
    removeInvoice: build.mutation<Answer<'patientInvoices.remove'>, InvoiceRef>({
      query: (params) => routeRequest('patientInvoices.remove', { params }),
      invalidatesTags: afterWrite('PatientInvoice', 'Quote'),
    }),
  }),
});
