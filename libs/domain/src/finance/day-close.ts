import { fromCents, toCents } from '../money';
import { sumCents } from './cents';

/**
 * The day close (clôture de caisse): per payment method, what the day's payments recorded beside
 * what was counted in the drawer, and the difference counted − recorded (negative: money missing).
 * Before the count is given, counted and difference are null. Exact in integer cents.
 */

export interface DayCloseLineInput {
  recorded: number;
  counted: number | null;
}

export interface DayCloseFigures<L extends DayCloseLineInput> {
  lines: (L & { difference: number | null })[];
  totals: { recorded: number; counted: number | null; difference: number | null };
}

export function dayCloseFigures<L extends DayCloseLineInput>(lines: readonly L[]): DayCloseFigures<L> {
  const counted = lines.every((line) => line.counted !== null);
  const recorded = sumCents(lines.map((line) => line.recorded));
  const countedCents = counted ? sumCents(lines.map((line) => line.counted ?? 0)) : null;
  return {
    lines: lines.map((line) => ({ ...line, difference: line.counted === null ? null : fromCents(toCents(line.counted) - toCents(line.recorded)) })),
    totals: {
      recorded: fromCents(recorded),
      counted: countedCents === null ? null : fromCents(countedCents),
      difference: countedCents === null ? null : fromCents(countedCents - recorded),
    },
  };
}
