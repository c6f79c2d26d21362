import type { CashCloseReopenInput, DayCloseInput } from '@dental/contracts';
import { routeRequest, whenSaved, type Answer } from '@dental/api-client';
import { financeApi, STATISTICS_TAG } from '../common/finance-api';

const DAY_CLOSE_TAG = [{ type: 'DayClose' as const, id: 'LIST' as const }];

/** A day's cash sessions (the open one per payment method, the day's closes), closing and reopening. */
export const dayCloseApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    dayClose: build.query<Answer<'dayClose.get'>, string>({
      query: (day) => routeRequest('dayClose.get', { params: { day } }),
      providesTags: DAY_CLOSE_TAG,
    }),
    closeDay: build.mutation<Answer<'dayClose.close'>, { day: string; body: DayCloseInput }>({
      query: ({ day, body }) => routeRequest('dayClose.close', { params: { day }, body }),
      invalidatesTags: whenSaved(() => [...DAY_CLOSE_TAG, ...STATISTICS_TAG]),
    }),
    reopenClose: build.mutation<Answer<'dayClose.reopen'>, { id: string; body: CashCloseReopenInput }>({
      query: ({ id, body }) => routeRequest('dayClose.reopen', { params: { id }, body }),
      invalidatesTags: whenSaved(() => [...DAY_CLOSE_TAG, ...STATISTICS_TAG]),
    }),
  }),
});
