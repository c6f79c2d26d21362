import { listRequest, type Answer } from '@dental/api-client';
import { labApi } from '../common/lab-api';

/** Every doctor's account with a laboratory (consumed − paid); a payment reloads it. */
export const accountsApi = labApi.injectEndpoints({
  endpoints: (build) => ({
    labAccounts: build.query<Answer<'labAccounts.list'>, string>({
      query: (labId) => listRequest('labAccounts.list', { params: { labId } }),
      providesTags: () => [{ type: 'LabAccount' as const, id: 'LIST' as const }],
    }),
  }),
});
