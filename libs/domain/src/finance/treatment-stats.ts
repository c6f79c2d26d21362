import { fromCents, toCents } from '../money';

/**
 * The treatments tab (spec part 2 §2, §9): per treatment, NBS (the number of teeth treated), the
 * number of acts and their amount, and NBS as a percentage of all teeth with two decimals, sorted
 * by NBS descending.
 *
 * The percentages are shared out by largest remainder on hundredths of a point, so the shown
 * figures always add up to exactly 100.00 (three equal treatments show 33.34, 33.33, 33.33 rather
 * than 33.33 three times). Each row gets ⌊NBS × 10 000 / Σ NBS⌋ hundredths; the hundredths still
 * missing go one each to the rows with the largest remainders, ties to the row shown first. A row
 * whose exact share is whole keeps it; with no teeth at all every percentage is 0.00.
 * Ties of NBS are shown by more acts, then larger amount, then treatment name.
 */

export interface TreatmentAct {
  /** The treatment's name (or key). */
  treatment: string;
  /** Number of teeth (or gum areas) of the act. */
  teeth: number;
  /** The act's amount, in MRU. */
  amount: number;
  /** A row grouped in SQL stands for this many acts, `teeth` and `amount` being their sums; absent for one act. */
  acts?: number;
}

export interface TreatmentStatRow {
  treatment: string;
  /** Number of teeth. */
  nbs: number;
  /** Number of acts. */
  acts: number;
  /** Σ amounts, in MRU. */
  amount: number;
  /** NBS / Σ NBS × 100, to two decimals; the rows add up to 100.00. */
  percentage: number;
  /** The same percentage in hundredths of a point (an integer), for exact display. */
  percentageHundredths: number;
}

/** Hundredths of a point of each weight, largest remainder, adding up to 10 000 (or all 0 when the weights are). */
export function largestRemainderHundredths(weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole === 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => {
    if (!Number.isInteger(weight) || weight < 0) throw new RangeError(`Not a whole weight: ${weight}`);
    // Exact in integers: weight × 10 000 stays far below 2^53 for any count of teeth.
    return { index, floor: Math.floor((weight * 10_000) / whole), remainder: (weight * 10_000) % whole };
  });
  let missing = 10_000 - shares.reduce((sum, share) => sum + share.floor, 0);
  const result = shares.map((share) => share.floor);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (missing === 0) break;
    result[share.index] += 1;
    missing -= 1;
  }
  return result;
}

/** The treatments table from the acts of the period (the year chosen). */
export function treatmentStatistics(acts: readonly TreatmentAct[]): TreatmentStatRow[] {
  const byTreatment = new Map<string, { nbs: number; acts: number; cents: number }>();
  for (const act of acts) {
    if (!Number.isInteger(act.teeth) || act.teeth < 0) throw new RangeError(`Not a number of teeth: ${act.teeth}`);
    const row = byTreatment.get(act.treatment) ?? { nbs: 0, acts: 0, cents: 0 };
    row.nbs += act.teeth;
    row.acts += act.acts ?? 1;
    row.cents += toCents(act.amount);
    byTreatment.set(act.treatment, row);
  }
  const rows = [...byTreatment.entries()]
    .map(([treatment, row]) => ({ treatment, ...row }))
    .sort((a, b) => b.nbs - a.nbs || b.acts - a.acts || b.cents - a.cents || a.treatment.localeCompare(b.treatment, 'fr'));
  const hundredths = largestRemainderHundredths(rows.map((row) => row.nbs));
  return rows.map((row, index) => ({
    treatment: row.treatment,
    nbs: row.nbs,
    acts: row.acts,
    amount: fromCents(row.cents),
    percentage: hundredths[index] / 100,
    percentageHundredths: hundredths[index],
  }));
}

/** A percentage in hundredths of a point as the table writes it: two decimals, e.g. "33.34". */
export function percentageText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
