import type { LabTreatmentInput } from '@dental/contracts';
import { listRequest, routeRequest, type Answer } from '@dental/api-client';
import { labApi, labListTags, labWriteTags } from '../common/lab-api';

type Entry = { labId: string; id: string };

/** A laboratory's price list and its writes; the list reads again after each accepted write. */
export const labTreatmentsApi = labApi.injectEndpoints({
  endpoints: (build) => ({
    labPriceList: build.query<Answer<'labTreatments.list'>, string>({
      query: (labId) => listRequest('labTreatments.list', { params: { labId } }),
      providesTags: labListTags('LabTreatment'),
    }),
    createLabPrice: build.mutation<Answer<'labTreatments.create'>, { labId: string; body: LabTreatmentInput }>({
      query: ({ labId, body }) => routeRequest('labTreatments.create', { params: { labId }, body }),
      invalidatesTags: labWriteTags('LabTreatment'),
    }),
    updateLabPrice: build.mutation<Answer<'labTreatments.update'>, Entry & { body: LabTreatmentInput }>({
      query: ({ labId, id, body }) => routeRequest('labTreatments.update', { params: { labId, id }, body }),
      invalidatesTags: labWriteTags('LabTreatment', ({ id }: Entry) => id),
    }),
    removeLabPrice: build.mutation<Answer<'labTreatments.remove'>, Entry>({
      query: ({ labId, id }) => routeRequest('labTreatments.remove', { params: { labId, id } }),
      invalidatesTags: labWriteTags('LabTreatment', ({ id }: Entry) => id),
    }),
  }),
});
