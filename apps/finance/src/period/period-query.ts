import { PERIOD_PRESETS, presetPeriod, rangePeriod, selectionPeriod, type Period, type PeriodPreset } from '@dental/domain';

/**
 * The period of the statistics as the address keeps it, so that a period can be bookmarked and
 * shared: `?preset=thisMonth` (relative to the day it is opened), `?year=2026&month=3&day=5` (the
 * day, month and year inputs) or `?from=2026-03-01&to=2026-03-15` (a free range). No parameter is
 * today. A preset stays relative on purpose: a bookmarked "this month" is always the current month.
 */
export type PeriodChoice =
  | { kind: 'preset'; preset: PeriodPreset }
  | { kind: 'selection'; year: string; month: string; day: string }
  | { kind: 'range'; from: string; to: string };

export interface PeriodReading {
  choice: PeriodChoice;
  /** Null when the address names an impossible period (31/02, a month 13, a range backwards). */
  period: Period | null;
}

const isPreset = (value: string | null): value is PeriodPreset => (PERIOD_PRESETS as readonly (string | null)[]).includes(value);

/** A whole number as typed, or NaN (which every period function refuses). */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

function periodOf(choice: PeriodChoice, today: string): Period {
  if (choice.kind === 'preset') return presetPeriod(choice.preset, today);
  if (choice.kind === 'range') return rangePeriod(choice.from, choice.to);
  return selectionPeriod({ year: whole(choice.year), month: choice.month ? whole(choice.month) : null, day: choice.day ? whole(choice.day) : null });
}

export function readPeriod(params: URLSearchParams, today: string): PeriodReading {
  const preset = params.get('preset');
  let choice: PeriodChoice;
  if (params.has('from') || params.has('to')) choice = { kind: 'range', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  else if (params.has('year')) choice = { kind: 'selection', year: params.get('year') ?? '', month: params.get('month') ?? '', day: params.get('day') ?? '' };
  else choice = { kind: 'preset', preset: isPreset(preset) ? preset : 'today' };
  try {
    return { choice, period: periodOf(choice, today) };
  } catch {
    return { choice, period: null };
  }
}

/** The address's search parameters for a choice (any other parameter is dropped). */
export function periodParams(choice: PeriodChoice): Record<string, string> {
  if (choice.kind === 'preset') return choice.preset === 'today' ? {} : { preset: choice.preset };
  if (choice.kind === 'range') return { from: choice.from, to: choice.to };
  const params: Record<string, string> = { year: choice.year };
  if (choice.month) params.month = choice.month;
  if (choice.day) params.day = choice.day;
  return params;
}

/** The year of the treatments tab: `?year=`, else this year. */
export function readYear(params: URLSearchParams, today: string): number {
  const year = whole(params.get('year') ?? '');
  return Number.isInteger(year) && year >= 1000 && year <= 9999 ? year : Number(today.slice(0, 4));
}
