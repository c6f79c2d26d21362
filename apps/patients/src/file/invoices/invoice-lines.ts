import { invoiceSums, invoiceTotal } from '@dental/domain';
import type { PatientInvoice, Quote } from '@dental/contracts';
import type { LineRow } from '../quotes/LinesTable';
import { savedFigures } from '../quotes/quote-line';

type BilledLine = PatientInvoice['LineInvoice'][number] | Quote['LineDevis'][number];

/** A billed (or billable) quote line as the tables show it. */
export const rowOf = (line: BilledLine): LineRow => ({ id: line._id, treatment: line.treatment.name, nums: line.teeth.nums, surface: line.teeth.surface, figures: savedFigures(line) });

/** What an invoice bills, as libs/domain sums it. */
export const totalOf = (lines: readonly BilledLine[]) => invoiceTotal(lines.map(savedFigures));

/**
 * What an invoice of these quotes (each with its lines left to bill) would ask: the server's rule,
 * each quote's reduction on its own lines (libs/domain invoiceSums).
 */
export const billedSums = (quotes: readonly Pick<Quote, 'reduce' | 'LineDevis'>[]) =>
  invoiceSums(quotes.map((quote) => ({ reducePercent: quote.reduce, lines: quote.LineDevis.map(savedFigures) })));
