import { describe, expect, it } from '@jest/globals';
import * as domain from '../index';

describe('the finance figures from @dental/domain', () => {
  it('are exported for the API and the screens', () => {
    for (const name of ['accountingFigures', 'treatmentStatistics', 'takingsByDate', 'takingsByMethod', 'takingsByDoctor', 'paymentsTabFigures', 'presetPeriod', 'previousPeriod', 'selectionPeriod', 'rangePeriod', 'countablePayments', 'compared'] as const) {
      expect(typeof domain[name]).toBe('function');
    }
  });
});
