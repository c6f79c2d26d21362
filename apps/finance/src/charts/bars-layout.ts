import type { Language } from '@dental/contracts';
import { LOCALES_FOR_NUMBERS } from '../common/locales';

/** The value axis of a bar chart: from zero (bars stand on it) to a round top, in about `count` round steps. */
export function valueTicks(values: readonly number[], count = 5): number[] {
  const low = Math.min(0, ...values);
  const span = Math.max(0, ...values) - low || 1;
  const high = low + span;
  const rough = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  const ticks: number[] = [];
  const start = Math.floor(low / step) * step;
  for (let index = 0; ; index++) {
    const tick = Number((start + index * step).toPrecision(12));
    ticks.push(tick);
    if (tick >= high) return ticks;
  }
}

/** Every how many bars a label is written, so that labels `labelWidth` wide do not overlap in `width`. */
export function labelStep(bars: number, labelWidth: number, width: number): number {
  const slot = width / Math.max(bars, 1);
  return Math.max(1, Math.ceil((labelWidth + 8) / slot));
}

const axisFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A value of the axis as the language groups numbers, with the digits the application writes money
 * with (libs/contracts money-format): "150 000" in French, "150,000" in English and Arabic.
 */
export function axisText(value: number, language: Language): string {
  let format = axisFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES_FOR_NUMBERS[language], { maximumFractionDigits: 2 });
    axisFormats.set(language, format);
  }
  return format.format(value);
}

/** The bar under `x` pixels from the chart's left edge (`width` wide, the value axis `axisWidth` of it), or null outside the bars. */
export function barAt(x: number, width: number, axisWidth: number, bars: number): number | null {
  if (bars === 0 || x < axisWidth || x >= width) return null;
  return Math.min(bars - 1, Math.floor(((x - axisWidth) / (width - axisWidth)) * bars));
}
