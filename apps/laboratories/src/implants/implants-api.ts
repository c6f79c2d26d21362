import { listRequest, listTags, routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';
import { labApi } from '../common/lab-api';

/** A doctor's implants, and their finish (PUT implant/{id}, empty body). */
export const implantsApi = labApi.injectEndpoints({
  endpoints: (build) => ({
    implants: build.query<Answer<'implants.list'>, string>({
      query: (doctor) => listRequest('implants.list', { query: { doctor } }),
      providesTags: listTags('Implant'),
    }),
    finishImplant: build.mutation<Answer<'implants.finish'>, string>({
      query: (id) => routeRequest('implants.finish', { params: { id } }),
      invalidatesTags: whenSaved((id: string) => writeTags('Implant', id)),
    }),
  }),
});
