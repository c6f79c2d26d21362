import type { LaboratoryInput } from '@dental/contracts';
import { routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';
import { labApi } from '../common/lab-api';

/** The laboratories (cards of /laboratory) and their writes; the list reads again after each accepted write. */
export const laboratoriesApi = labApi.injectEndpoints({
  endpoints: (build) => ({
    createLaboratory: build.mutation<Answer<'laboratories.create'>, LaboratoryInput>({
      query: (body) => routeRequest('laboratories.create', { body }),
      invalidatesTags: whenSaved(() => writeTags('Laboratory')),
    }),
    updateLaboratory: build.mutation<Answer<'laboratories.update'>, { id: string; body: LaboratoryInput }>({
      query: ({ id, body }) => routeRequest('laboratories.update', { params: { id }, body }),
      invalidatesTags: whenSaved(({ id }: { id: string }) => writeTags('Laboratory', id)),
    }),
    removeLaboratory: build.mutation<Answer<'laboratories.remove'>, string>({
      query: (id) => routeRequest('laboratories.remove', { params: { id } }),
      invalidatesTags: whenSaved((id: string) => writeTags('Laboratory', id)),
    }),
  }),
});
