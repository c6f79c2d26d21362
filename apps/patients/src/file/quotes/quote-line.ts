import { needsSurface, quoteLineTotal, type QuoteLineFigures } from '@dental/domain';
import { translateMessage, typedAmount, typedAmountMessage, typedAmountProblem, type Language, type QuoteLine, type QuoteLineInput, type Treatment } from '@dental/contracts';

/** A quote line as the modal holds it before sending it. */
export interface LineDraft {
  treatment: Pick<Treatment, '_id' | 'name' | 'type'>;
  /** Unit price in MRU, as typed: an odd entry reaches the server and comes back with its message. */
  price: string;
  /** Taken off the unit price, in MRU, as typed ('' for none). */
  discount: string;
  /** Teeth or gum areas. */
  nums: string[];
  surface: string;
}

/** A line of the catalogue's treatment, at its price, without teeth yet. */
export const draftOf = (treatment: Pick<Treatment, '_id' | 'name' | 'type' | 'price'>): LineDraft => ({
  treatment: { _id: treatment._id, name: treatment.name, type: treatment.type },
  price: String(treatment.price),
  discount: '',
  nums: [],
  surface: '',
});

/** A saved line, to edit it. */
export const draftOfLine = (line: QuoteLine): LineDraft => ({
  treatment: line.treatment,
  price: String(line.price),
  discount: line.discount ? String(line.discount) : '',
  nums: [...line.teeth.nums],
  surface: line.teeth.surface ?? '',
});

/** An amount typed, as a number; what is not one (yet) counts for nothing in the sums shown. */
const amountOf = (text: string) => (typedAmountProblem(text) === null ? (typedAmount(text) ?? 0) : 0);

/**
 * What the sums of libs/domain need of a line. A discount above the price (refused on adding the
 * line) counts as the whole price, so that the sums shown are never negative while it is typed.
 */
export const figuresOf = (line: LineDraft): QuoteLineFigures => {
  const price = amountOf(line.price);
  return { price, discount: Math.min(amountOf(line.discount), price), teeth: line.nums.length };
};

/** What the sums of libs/domain need of a saved line. */
export const savedFigures = (line: Pick<QuoteLine, 'price' | 'discount' | 'teeth'>): QuoteLineFigures => ({
  price: line.price,
  discount: line.discount,
  teeth: line.teeth.nums.length,
});

export const draftTotal = (line: LineDraft) => quoteLineTotal(figuresOf(line));

/** The spec's messages before sending (part 2 §5): no tooth, no surface for a conservative treatment. */
export function draftProblem(line: LineDraft, language: Language): string | null {
  const amountMessage = typedAmountMessage(line.price, { invalid: 'quote.priceInvalid' }, language) ?? typedAmountMessage(line.discount, { invalid: 'quote.discountInvalid' }, language);
  if (amountMessage) return amountMessage;
  if (line.price.trim() === '') return translateMessage('quote.priceInvalid', language);
  if (amountOf(line.discount) > amountOf(line.price)) return translateMessage('quote.discountInvalid', language);
  if (line.nums.length === 0) return translateMessage('quote.teethRequired', language);
  if (needsSurface(line.treatment.type) && line.surface.trim() === '') return translateMessage('quote.surfaceRequired', language);
  return null;
}

/** The line as the server takes it. */
export const lineInput = (line: LineDraft): QuoteLineInput => ({
  treatment: line.treatment._id,
  // An empty or odd price travels as null (NaN in JSON) and comes back with the server's message.
  price: typedAmount(line.price) ?? Number.NaN,
  discount: typedAmount(line.discount) ?? 0,
  teeth: { nums: line.nums, surface: needsSurface(line.treatment.type) ? line.surface.trim() : null },
});

/** Teeth as a line shows them: "11, 12 (MOD)". */
export const teethText = (nums: readonly string[], surface: string | null | undefined) => `${nums.join(', ')}${surface ? ` (${surface})` : ''}`;
