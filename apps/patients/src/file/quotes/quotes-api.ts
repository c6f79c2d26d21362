import type { QuoteCreateInput, QuoteLineEditInput, QuoteLineInput } from '@dental/contracts';
import { dentalApi, listRequest, routeRequest, whenSaved, type Answer } from '@dental/api-client';

/** A patient's quotes and invoices: what the quote and invoice tabs show of one patient. */
export const DOCUMENT_TAGS = ['Quote', 'PatientInvoice'] as const;
type DocumentTag = (typeof DOCUMENT_TAGS)[number] | 'Patient';

/** The shared API with the quote and invoice tags, for the tabs' endpoints to inject into. */
export const documentsApi = dentalApi.enhanceEndpoints({ addTagTypes: DOCUMENT_TAGS });

/** One patient's list of a kind, tagged by the patient. */
export const patientListTag = (type: DocumentTag, patientId: string) => [{ type, id: patientId }];

/**
 * What an accepted write reloads: the patient's lists of the kinds named, and the patient (the file
 * header's balance, the list cards, the quick search), once the server accepted the write.
 */
export const afterWrite = <Arg extends { patientId: string }>(...types: DocumentTag[]) =>
  whenSaved(({ patientId }: Arg) => [...types, 'Patient' as const].map((type) => ({ type, id: patientId })));

type QuoteRef = { patientId: string; devisId: string };
type LineRef = QuoteRef & { lineId: string };

export const quotesApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    patientQuotes: build.query<Answer<'quotes.list'>, string>({
      query: (patientId) => listRequest('quotes.list', { params: { patientId } }),
      providesTags: (_result, _error, patientId) => patientListTag('Quote', patientId),
    }),
    createQuote: build.mutation<Answer<'quotes.create'>, { patientId: string; input: QuoteCreateInput }>({
      query: ({ patientId, input }) => routeRequest('quotes.create', { params: { patientId }, body: input }),
      invalidatesTags: afterWrite('Quote'),
    }),
    updateQuoteReduction: build.mutation<Answer<'quotes.update'>, QuoteRef & { reduce: number }>({
      query: ({ patientId, devisId, reduce }) => routeRequest('quotes.update', { params: { patientId, devisId }, body: { reduce } }),
      invalidatesTags: afterWrite('Quote'),
    }),
    removeQuote: build.mutation<Answer<'quotes.remove'>, QuoteRef>({
      query: (params) => routeRequest('quotes.remove', { params }),
      invalidatesTags: afterWrite('Quote', 'PatientInvoice'),
    }),
    appendQuoteLine: build.mutation<Answer<'quotes.append'>, QuoteRef & { line: QuoteLineInput }>({
      query: ({ patientId, devisId, line }) => routeRequest('quotes.append', { params: { patientId, devisId }, body: line }),
      invalidatesTags: afterWrite('Quote'),
    }),
    editQuoteLine: build.mutation<Answer<'quotes.editLine'>, LineRef & { line: QuoteLineEditInput }>({
      query: ({ patientId, devisId, lineId, line }) => routeRequest('quotes.editLine', { params: { patientId, devisId, lineId }, body: line }),
      invalidatesTags: afterWrite('Quote'),
    }),
    removeQuoteLine: build.mutation<Answer<'quotes.removeLine'>, LineRef>({
      query: (params) => routeRequest('quotes.removeLine', { params }),
      invalidatesTags: afterWrite('Quote'),
    }),
  }),
});
