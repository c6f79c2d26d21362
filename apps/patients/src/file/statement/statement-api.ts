import type { StatementQuery } from '@dental/contracts';
import { dentalApi, routeRequest, type Answer } from '@dental/api-client';
import { patientMoneyTag } from '../payments/money-tags';

export interface StatementArg {
  patientId: string;
  /** Both absent: from the patient's first movement to the last one (or today). */
  period: StatementQuery;
}

/** The account statement: read again by every write that moves the patient's money. */
export const statementApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    patientStatement: build.query<Answer<'patients.statement'>, StatementArg>({
      query: ({ patientId, period }) => {
        const query: Record<string, string> = {};
        if (period.from) query.from = period.from;
        if (period.to) query.to = period.to;
        return routeRequest('patients.statement', { params: { id: patientId }, query });
      },
      providesTags: (_result, _error, { patientId }) => patientMoneyTag(patientId),
    }),
  }),
});
