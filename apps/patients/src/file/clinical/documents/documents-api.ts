import { dentalApi, listRequest, routeRequest, whenSaved, type Answer } from '@dental/api-client';

/** A patient's documents, read again after an upload or a removal (by patient id). */
export const PATIENT_DOCUMENTS_TAG = 'PatientDocument' as const;
export const patientDocumentsTags = (patientId: string) => [{ type: PATIENT_DOCUMENTS_TAG, id: patientId }];
/** The consent template: the admin's editor provides and invalidates the same tag. */
export const CONSENT_TEMPLATE_TAG = 'ConsentTemplate' as const;
const TEMPLATE = [{ type: CONSENT_TEMPLATE_TAG, id: 'LIST' as const }];

const api = dentalApi.enhanceEndpoints({ addTagTypes: [PATIENT_DOCUMENTS_TAG, CONSENT_TEMPLATE_TAG] });

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    patientDocuments: build.query<Answer<'patientDocuments.list'>, string>({
      query: (patient) => listRequest('patientDocuments.list', { query: { patient } }),
      providesTags: (_result, _error, patientId) => patientDocumentsTags(patientId),
    }),
    removeDocument: build.mutation<Answer<'patientDocuments.remove'>, { patientId: string; id: string }>({
      query: ({ id }) => routeRequest('patientDocuments.remove', { params: { id } }),
      invalidatesTags: whenSaved(({ patientId }: { patientId: string }) => patientDocumentsTags(patientId)),
    }),
    consentTemplate: build.query<Answer<'consentTemplate.get'>, void>({
      query: () => routeRequest('consentTemplate.get'),
      providesTags: TEMPLATE,
    }),
  }),
});
