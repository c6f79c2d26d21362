import { fromCents, toCents } from './money';
import { quoteLineTotal, type QuoteLineFigures } from './quote-sums';

/** A quote line and what its quote takes off: the figures of the line, the quote's reduction in percent. */
export interface QuotedLine extends QuoteLineFigures {
  /** The quote's reduction, in percent (0 to 100). */
  reducePercent: number;
}

/**
 * What the patient was quoted for a line: its total after the quote's reduction, rounded half up to
 * the cent ("Reste" of spec part 2 §9, line by line).
 */
export function quotedLineAmount(line: QuotedLine): number {
  const basisPoints = Math.round(line.reducePercent * 100);
  return fromCents(Math.round((toCents(quoteLineTotal(line)) * (10_000 - basisPoints)) / 10_000));
}

/** The sessions of the same quote line already on the treatment sheets. */
export interface EarlierSessions {
  /** How many of the line's teeth they realised. */
  teeth: number;
  /** What they charged, in MRU. */
  charged: number;
}

/**
 * What a treatment-sheet session realising `teeth` of a quote line charges: its share of what the
 * line was quoted after the reduction, rounded half up to the cent; the session completing the
 * line's teeth takes what is left, so the sessions together charge exactly the quoted amount.
 */
export function sessionCharge(line: QuotedLine, teeth: number, earlier: EarlierSessions = { teeth: 0, charged: 0 }): number {
  const quoted = toCents(quotedLineAmount(line));
  if (line.teeth <= 0) return 0;
  if (earlier.teeth + teeth >= line.teeth) return fromCents(Math.max(0, quoted - toCents(earlier.charged)));
  return fromCents(Math.round((quoted * teeth) / line.teeth));
}
