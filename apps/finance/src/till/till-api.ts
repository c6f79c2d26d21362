import { routeRequest, type Answer } from '@dental/api-client';
import { financeApi } from '../common/finance-api';

/** "Ma caisse du jour": read afresh each time the home shows it (a payment is recorded on other screens). */
export const tillApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    myTill: build.query<Answer<'payments.myDay'>, void>({
      query: () => routeRequest('payments.myDay'),
    }),
  }),
});
