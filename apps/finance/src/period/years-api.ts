import { routeRequest, type Answer } from '@dental/api-client';
import { financeApi } from '../common/finance-api';

/** The years the year choice offers: from the clinic's first payment to this year. */
export const yearsApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    statisticsYears: build.query<Answer<'statistics.years'>, { doctor?: string }>({
      query: (query) => routeRequest('statistics.years', { query }),
    }),
  }),
});
