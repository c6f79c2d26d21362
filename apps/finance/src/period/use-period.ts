import { useSearchParams } from 'react-router-dom';
import { localDay } from '@dental/domain';
import { periodParams, readPeriod, readYear, type PeriodChoice } from './period-query';

/** The period of the address (today when none), and a way to choose another (the address changes). */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const today = localDay();
  const reading = readPeriod(params, today);
  const choose = (choice: PeriodChoice) => setParams(periodParams(choice));
  return { ...reading, today, choose, year: readYear(params, today), chooseYear: (year: number) => setParams({ year: String(year) }) };
}
