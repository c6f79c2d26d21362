import { fromCents, toCents } from './money';
import { percentOf, quoteLineTotal, type QuoteLineFigures } from './quote-sums';

/** A quote line and what its quote takes off: the figures of the line, the quote's reduction in percent. */
export interface QuotedLine extends QuoteLineFigures {
  /** The quote's reduction, in percent (0 to 100). */
  reducePercent: number;
}

/**
 * What the patient was quoted for a line: its total less its part of the quote's reduction (line
 * total × reduce / 100, half up to the cent, as `quoteSums` takes the quote's), so a one-line quote's
 * line is exactly the quote's "Reste" (spec part 2 §9).
 */
export function quotedLineAmount(line: QuotedLine): number {
  const total = quoteLineTotal(line);
  return fromCents(toCents(total) - toCents(percentOf(total, line.reducePercent)));
}

/** The other sessions of the same quote line on the treatment sheets. */
export interface EarlierSessions {
  /** How many of the line's teeth they realised. */
  teeth: number;
  /** The part of the line's quoted amount they took (their `quoteShare`), in MRU. */
  shared: number;
}

/**
 * The part of a quote line's quoted amount that a treatment-sheet session realising `teeth` of its
 * teeth accounts for: the quoted amount × teeth / line teeth, half up to the cent; the session
 * completing the line's teeth takes what the others left, so the sessions' parts add up to exactly
 * the quoted amount. It is what the session charges unless a unit price was typed for it.
 */
export function sessionCharge(line: QuotedLine, teeth: number, earlier: EarlierSessions = { teeth: 0, shared: 0 }): number {
  if (line.teeth <= 0) return 0;
  const quoted = toCents(quotedLineAmount(line));
  if (earlier.teeth + teeth >= line.teeth) return fromCents(Math.max(0, quoted - toCents(earlier.shared)));
  return fromCents(Math.round((quoted * teeth) / line.teeth));
}
