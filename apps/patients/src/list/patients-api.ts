import type { Patient } from '@dental/contracts';
import { dentalApi, listTags, pageRequest, type Page } from '@dental/api-client';
import type { PatientQuery } from '@dental/contracts';
import { listQuery, type ListRequest } from '../rules/list-query';

/** Which list: stage, sub-filter, doctor and search text. Each has its own cache entry, so a late answer to an older one never shows. */
export type PatientListArg = Omit<ListRequest, 'offset' | 'limit'>;

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
      query: ({ queryArg, pageParam }) => pageRequest('patients.list', { query: listQuery({ ...queryArg, offset: pageParam }) }),
      providesTags: (result) => listTags('Patient')(result?.pages.flatMap((page) => page.items)),
    }),
    /** The home's quick search: the first hits of every stage for a text (`quickSearchQuery`). */
    patientSearch: build.query<Page<Patient>, PatientQuery>({
      query: (query) => pageRequest('patients.list', { query }),
      providesTags: (result) => listTags('Patient')(result?.items),
    }),
  }),
});
