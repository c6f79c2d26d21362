import type { LabTreatmentInput } from '@dental/contracts';
import { listRequest, listTags, routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';
import { labApi } from '../common/lab-api';

type Entry = { labId: string; id: string };

/** A laboratory's price list and its writes; the list reads again after each accepted write. */
export const labTreatmentsApi = labApi.injectEndpoints({
  endpoints: (build) => ({
    labPriceList: build.query<Answer<'labTreatments.list'>, string>({
      query: (labId) => listRequest('labTreatments.list', { params: { labId } }),
      providesTags: listTags('LabTreatment'),
    }),
    createLabPrice: build.mutation<Answer<'labTreatments.create'>, { labId: string; body: LabTreatmentInput }>({
      query: ({ labId, body }) => routeRequest('labTreatments.create', { params: { labId }, body }),
      invalidatesTags: whenSaved(() => writeTags('LabTreatment')),
    }),
    updateLabPrice: build.mutation<Answer<'labTreatments.update'>, Entry & { body: LabTreatmentInput }>({
      query: ({ labId, id, body }) => routeRequest('labTreatments.update', { params: { labId, id }, body }),
      invalidatesTags: whenSaved(({ id }: Entry) => writeTags('LabTreatment', id)),
    }),
    removeLabPrice: build.mutation<Answer<'labTreatments.remove'>, Entry>({
      query: ({ labId, id }) => routeRequest('labTreatments.remove', { params: { labId, id } }),
      invalidatesTags: whenSaved(({ id }: Entry) => writeTags('LabTreatment', id)),
    }),
  }),
});
