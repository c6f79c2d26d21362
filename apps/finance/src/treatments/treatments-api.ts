import type { TreatmentStatisticsQuery } from '@dental/contracts';
import { routeRequest, type Answer } from '@dental/api-client';
import { financeApi } from '../common/finance-api';

export const treatmentStatisticsApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    treatmentStatistics: build.query<Answer<'statistics.treatments'>, TreatmentStatisticsQuery>({
      query: (query) => routeRequest('statistics.treatments', { query }),
    }),
  }),
});
