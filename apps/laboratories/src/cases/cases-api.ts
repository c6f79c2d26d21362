import { listRequest, listTags, routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';
import { labApi } from '../common/lab-api';

type CaseRef = { labId: string; caseId: string };

/** A laboratory's patient cases for a doctor, and their finish (PUT, empty body). */
export const casesApi = labApi.injectEndpoints({
  endpoints: (build) => ({
    labCases: build.query<Answer<'labCases.list'>, { labId: string; doctor: string }>({
      query: ({ labId, doctor }) => listRequest('labCases.list', { params: { labId }, query: { doctor } }),
      providesTags: listTags('LabCase'),
    }),
    finishLabCase: build.mutation<Answer<'labCases.finish'>, CaseRef>({
      query: ({ labId, caseId }) => routeRequest('labCases.finish', { params: { labId, caseId } }),
      invalidatesTags: whenSaved(({ caseId }: CaseRef) => writeTags('LabCase', caseId)),
    }),
  }),
});
