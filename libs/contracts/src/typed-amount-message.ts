import { MAX_AMOUNT } from './limits';
import type { Language } from './languages';
import { translateMessage, type MessageKey } from './messages';
import { moneyParam } from './message-params';
import { typedAmountProblem, type AmountRule } from './amounts';

/** The rule of an amount field: the field's own message (a negative amount, a third decimal, 0 where refused). */
export interface TypedAmountRule extends AmountRule {
  invalid: MessageKey;
}

/**
 * The message, in `language`, for an amount typed in a field that cannot be kept: "unreadable"
 * for what is not written as an amount ("1e3"), "too large" past the largest amount, the field's
 * own message otherwise ("must be positive"); null when it is right or empty.
 */
export function typedAmountMessage(text: string, rule: TypedAmountRule, language: Language): string | null {
  const problem = typedAmountProblem(text, rule);
  if (problem === null) return null;
  if (problem === 'unreadable') return translateMessage('common.amountUnreadable', language);
  if (problem === 'tooLarge') return translateMessage('common.amountTooLarge', language, { max: moneyParam(MAX_AMOUNT) });
  return translateMessage(rule.invalid, language);
}
