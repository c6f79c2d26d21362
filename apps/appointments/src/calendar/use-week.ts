import { useState } from 'react';
import { isDay, localDay, shiftWeek, weekOf, type WeekRange } from '@dental/domain';

/** The week shown (Sunday to Saturday), this week at first; arrows move 7 days, a date jumps to its week. */
export function useWeek(initialDay: string = localDay()) {
  const [range, setRange] = useState<WeekRange>(() => weekOf(initialDay));
  return {
    range,
    previous: () => setRange((current) => shiftWeek(current.startDate, -1)),
    next: () => setRange((current) => shiftWeek(current.startDate, 1)),
    jumpTo: (day: string) => {
      if (isDay(day)) setRange(weekOf(day));
    },
  };
}

export type WeekState = ReturnType<typeof useWeek>;
