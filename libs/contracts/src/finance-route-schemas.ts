import { dayCloseSchema, accountingStatisticsSchema, paymentStatisticsSchema, statisticsApprovedSchema, statisticsYearsSchema, treatmentStatisticsSchema } from './finance-responses';
import { paymentApproveSchema } from './patient-file-schemas';
import { cashCloseParamsSchema, cashCloseReopenSchema, dayCloseInputSchema, dayCloseParamsSchema, statisticsQuerySchema, statisticsYearsQuerySchema, treatmentStatisticsQuerySchema } from './finance-schemas';
import { envelope } from './responses';

/** The schemas of the financial statistics' and the day close's calls, merged into `ROUTE_SCHEMAS` (same rules). */
export const FINANCE_ROUTE_SCHEMAS = {
  'statistics.payments': { query: statisticsQuerySchema, response: envelope(paymentStatisticsSchema) },
  'statistics.accounting': { query: statisticsQuerySchema, response: envelope(accountingStatisticsSchema) },
  'statistics.treatments': { query: treatmentStatisticsQuerySchema, response: envelope(treatmentStatisticsSchema) },
  'statistics.years': { query: statisticsYearsQuerySchema, response: envelope(statisticsYearsSchema) },
  'statistics.approve': { body: paymentApproveSchema, response: envelope(statisticsApprovedSchema) },
  'dayClose.get': { params: dayCloseParamsSchema, response: envelope(dayCloseSchema) },
  'dayClose.close': { params: dayCloseParamsSchema, body: dayCloseInputSchema, response: envelope(dayCloseSchema) },
  'dayClose.reopen': { params: cashCloseParamsSchema, body: cashCloseReopenSchema, response: envelope(dayCloseSchema) },
} as const;
