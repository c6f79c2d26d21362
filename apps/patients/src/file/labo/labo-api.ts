import { dentalApi, listRequest, type Answer } from '@dental/api-client';
import { patientMoneyTag } from '../payments/money-tags';

/** The patient's lab consumptions: recorded by sheet lines, so read again with the patient's money. */
export const laboApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    patientLabConsumptions: build.query<Answer<'labConsumptions.list'>, string>({
      query: (patient) => listRequest('labConsumptions.list', { query: { patient } }),
      providesTags: (_result, _error, patientId) => patientMoneyTag(patientId),
    }),
  }),
});
