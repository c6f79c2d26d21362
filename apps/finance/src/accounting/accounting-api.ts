import type { StatisticsQuery } from '@dental/contracts';
import { routeRequest, type Answer } from '@dental/api-client';
import { financeApi, STATISTICS_TAG } from '../common/finance-api';

export const accountingApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    accountingStatistics: build.query<Answer<'statistics.accounting'>, StatisticsQuery>({
      query: (query) => routeRequest('statistics.accounting', { query }),
      providesTags: STATISTICS_TAG,
    }),
  }),
});
