import { dentalApi } from '@dental/api-client';

/**
 * This module's own cache entries: an approval or a day close changes the statistics (lines, totals,
 * the day's closed state), so every statistics view reads them again.
 */
export const FINANCE_TAGS = ['FinanceStatistics', 'DayClose'] as const;

/** The shared API with this module's tags, for its endpoints to inject into. */
export const financeApi = dentalApi.enhanceEndpoints({ addTagTypes: FINANCE_TAGS });

export const STATISTICS_TAG = [{ type: 'FinanceStatistics' as const, id: 'LIST' as const }];
