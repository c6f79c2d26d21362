import { dentalApi, listRequest, type Answer } from '@dental/api-client';
import { patientMoneyTag } from '../payments/money-tags';

/** The patient's audit trail: every money write adds a row, so it is read again with the patient's money. */
export const historyApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    patientHistory: build.query<Answer<'patientHistory.list'>, string>({
      query: (id) => listRequest('patientHistory.list', { params: { id } }),
      providesTags: (_result, _error, patientId) => patientMoneyTag(patientId),
    }),
  }),
});
