import type { RouteBody } from '@dental/contracts';
import { dentalApi, listRequest, listTags, routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';

type Item = { assuranceId: string; id: string };

/** One insurer's own treatment list and its writes; the list reads again after each accepted write. */
export const insurerTreatmentsApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    insurerTreatments: build.query<Answer<'insurerTreatments.list'>, string>({
      query: (assuranceId) => listRequest('insurerTreatments.list', { params: { AssId: assuranceId } }),
      providesTags: listTags('InsurerTreatment'),
    }),
    createInsurerTreatment: build.mutation<Answer<'insurerTreatments.create'>, { assuranceId: string; body: RouteBody<'insurerTreatments.create'> }>({
      query: ({ assuranceId, body }) => routeRequest('insurerTreatments.create', { params: { AssId: assuranceId }, body }),
      invalidatesTags: whenSaved(() => writeTags('InsurerTreatment')),
    }),
    updateInsurerTreatment: build.mutation<Answer<'insurerTreatments.update'>, Item & { body: RouteBody<'insurerTreatments.update'> }>({
      query: ({ assuranceId, id, body }) => routeRequest('insurerTreatments.update', { params: { AssId: assuranceId, id }, body }),
      invalidatesTags: whenSaved(({ id }) => writeTags('InsurerTreatment', id)),
    }),
    removeInsurerTreatment: build.mutation<Answer<'insurerTreatments.remove'>, Item>({
      query: ({ assuranceId, id }) => routeRequest('insurerTreatments.remove', { params: { AssId: assuranceId, id } }),
      invalidatesTags: whenSaved(({ id }) => writeTags('InsurerTreatment', id)),
    }),
  }),
});
