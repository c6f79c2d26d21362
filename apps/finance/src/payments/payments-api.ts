import type { StatisticsQuery } from '@dental/contracts';
import { routeRequest, whenSaved, type Answer } from '@dental/api-client';
import { financeApi, STATISTICS_TAG } from '../common/finance-api';

/** The payments tab's figures and the bulk approval of the unapproved payments (one doctor's, or the whole clinic's). */
export const paymentStatisticsApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    paymentStatistics: build.query<Answer<'statistics.payments'>, StatisticsQuery>({
      query: (query) => routeRequest('statistics.payments', { query }),
      providesTags: STATISTICS_TAG,
    }),
    approvePayments: build.mutation<Answer<'payments.approve'>, { doctorId: string; payments: string[] }>({
      query: ({ doctorId, payments }) => routeRequest('payments.approve', { params: { doctorId }, body: { payments } }),
      invalidatesTags: whenSaved(() => STATISTICS_TAG),
    }),
    approveAllPayments: build.mutation<Answer<'statistics.approve'>, { payments: string[] }>({
      query: ({ payments }) => routeRequest('statistics.approve', { body: { payments } }),
      invalidatesTags: whenSaved(() => STATISTICS_TAG),
    }),
  }),
});
