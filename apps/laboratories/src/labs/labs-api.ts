import type { LaboratoryInput } from '@dental/contracts';
import { listRequest, routeRequest, type Answer } from '@dental/api-client';
import { labApi, labListTags, labWriteTags } from '../common/lab-api';

/** The laboratories (cards of /laboratory) and their writes; the list reads again after each accepted write. */
export const laboratoriesApi = labApi.injectEndpoints({
  endpoints: (build) => ({
    laboratoryList: build.query<Answer<'laboratories.list'>, void>({
      query: () => listRequest('laboratories.list'),
      providesTags: labListTags('Laboratory'),
    }),
    createLaboratory: build.mutation<Answer<'laboratories.create'>, LaboratoryInput>({
      query: (body) => routeRequest('laboratories.create', { body }),
      invalidatesTags: labWriteTags('Laboratory'),
    }),
    updateLaboratory: build.mutation<Answer<'laboratories.update'>, { id: string; body: LaboratoryInput }>({
      query: ({ id, body }) => routeRequest('laboratories.update', { params: { id }, body }),
      invalidatesTags: labWriteTags('Laboratory', ({ id }: { id: string }) => id),
    }),
    removeLaboratory: build.mutation<Answer<'laboratories.remove'>, string>({
      query: (id) => routeRequest('laboratories.remove', { params: { id } }),
      invalidatesTags: labWriteTags('Laboratory', (id: string) => id),
    }),
  }),
});
