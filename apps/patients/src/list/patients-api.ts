import type { Patient } from '@dental/contracts';
import { ApiError, callPage, dentalApi, failureMessages, listTags, NotSignedInError, type ApiFailure, type Page } from '@dental/api-client';
import { listQuery, type ListRequest } from '../rules/list-query';

/** Which list: stage, sub-filter, doctor and search text. Each has its own cache entry, so a late answer to an older one never shows. */
export type PatientListArg = Omit<ListRequest, 'offset' | 'limit'>;

/**
 * The shared base query reads only `success`; a page also needs the paging beside it, so this
 * endpoint calls the client's page reader and reports its failures as the base query would.
 */
function pageFailure(error: unknown): ApiFailure {
  const status = error instanceof ApiError ? error.status : error instanceof NotSignedInError ? 'NOT_SIGNED_IN' : 'NETWORK';
  return { status, messages: failureMessages(error) };
}

/** The offset of the page after `last` (read at `lastOffset`), while the server says more match. */
export function nextOffset(last: Page<Patient>, lastOffset: number): number | undefined {
  const next = lastOffset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}

export const patientsListApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    /** A patient list, 30 at a time from the newest; a write on any patient reloads the pages shown. */
    patientPages: build.infiniteQuery<Page<Patient>, PatientListArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => nextOffset(lastPage, lastOffset),
      },
      queryFn: async ({ queryArg, pageParam }) => {
        try {
          return { data: await callPage('patients.list', { query: listQuery({ ...queryArg, offset: pageParam }) }) };
        } catch (error) {
          return { error: pageFailure(error) };
        }
      },
      providesTags: (result) => listTags('Patient')(result?.pages.flatMap((page) => page.items)),
    }),
  }),
});
