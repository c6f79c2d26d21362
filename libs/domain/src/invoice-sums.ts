import { fromCents, toCents } from './money';
import { quoteSums, type QuoteLineFigures, type QuoteSums } from './quote-sums';

/** What an invoice bills of one quote: the lines taken from it and the quote's reduction in percent. */
export interface BilledQuote<Line extends QuoteLineFigures = QuoteLineFigures> {
  /** The quote's reduction, in percent (0 to 100), as the quote shows it. */
  reducePercent: number;
  lines: readonly Line[];
}

/** One quote's part of an invoice: its lines, their total, the quote's reduction on them and what remains. */
export type BilledQuoteSums<Quote extends BilledQuote> = Quote & QuoteSums;

export interface InvoiceSums<Quote extends BilledQuote> {
  /** Each quote billed, with its sums (`quoteSums` of its billed lines at its reduction). */
  quotes: BilledQuoteSums<Quote>[];
  /** Σ line totals. */
  total: number;
  /** Σ of each quote's reduction on its own lines. */
  reduction: number;
  /** total − reduction: what the patient is asked to pay (Σ of each quote's remainder). */
  amountDue: number;
}

/**
 * An invoice's figures: each quote's reduction applied to that quote's billed lines exactly as the
 * quote's own "Reste" is made (`quoteSums`), then added up. Billing a whole quote therefore asks
 * exactly its Reste; billing several quotes asks the sum of theirs. Lines of a quote billed on two
 * invoices get the reduction on each part (rounded half up to the cent on each).
 */
export function invoiceSums<Quote extends BilledQuote>(quotes: readonly Quote[]): InvoiceSums<Quote> {
  const parts = quotes.map((quote) => ({ ...quote, ...quoteSums(quote.lines, quote.reducePercent) }));
  const sum = (pick: (part: QuoteSums) => number) => fromCents(parts.reduce((cents, part) => cents + toCents(pick(part)), 0));
  return { quotes: parts, total: sum((part) => part.total), reduction: sum((part) => part.reduction), amountDue: sum((part) => part.remainder) };
}
