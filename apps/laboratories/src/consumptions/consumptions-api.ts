import { listRequest, listTags, type Answer } from '@dental/api-client';
import { labApi } from '../common/lab-api';

/** A doctor's consumptions at a laboratory (the lines of the treatment sheets sent to it). */
export const consumptionsApi = labApi.injectEndpoints({
  endpoints: (build) => ({
    labConsumptions: build.query<Answer<'labConsumptions.list'>, { labId: string; doctor: string }>({
      query: ({ labId, doctor }) => listRequest('labConsumptions.list', { query: { labId, doctor } }),
      providesTags: listTags('LabConsumption'),
    }),
  }),
});
