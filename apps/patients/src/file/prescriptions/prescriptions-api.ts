import type { PrescriptionInput } from '@dental/contracts';
import { dentalApi, listRequest, routeRequest, whenSaved, type Answer } from '@dental/api-client';

const api = dentalApi.enhanceEndpoints({ addTagTypes: ['Prescription'] });

/** One patient's prescriptions are read again after any write on them. */
const PRESCRIPTIONS = (patientId: string) => [{ type: 'Prescription' as const, id: patientId }];
type Write = { patientId: string };
const afterWrite = whenSaved(({ patientId }: Write) => PRESCRIPTIONS(patientId));

export const prescriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    patientPrescriptions: build.query<Answer<'prescriptions.list'>, string>({
      query: (patient) => listRequest('prescriptions.list', { query: { patient } }),
      providesTags: (_result, _error, patientId) => PRESCRIPTIONS(patientId),
    }),
    createPrescription: build.mutation<Answer<'prescriptions.create'>, Write & { input: PrescriptionInput }>({
      query: ({ input }) => routeRequest('prescriptions.create', { body: input }),
      invalidatesTags: afterWrite,
    }),
    updatePrescription: build.mutation<Answer<'prescriptions.update'>, Write & { id: string; input: PrescriptionInput }>({
      query: ({ id, input }) => routeRequest('prescriptions.update', { params: { id }, body: input }),
      invalidatesTags: afterWrite,
    }),
    removePrescription: build.mutation<Answer<'prescriptions.remove'>, Write & { id: string }>({
      query: ({ id }) => routeRequest('prescriptions.remove', { params: { id } }),
      invalidatesTags: afterWrite,
    }),
  }),
});
