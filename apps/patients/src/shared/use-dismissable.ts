import { useState } from 'react';

/**
 * Banners of a query's failure that a click removes (spec part 1 §8): a message dismissed stays
 * hidden until another failure (a new `error`) brings it back.
 */
export function useDismissable(error: unknown, messages: readonly string[]) {
  const [dismissed, setDismissed] = useState<{ error: unknown; messages: string[] }>({ error: undefined, messages: [] });
  const hidden = dismissed.error === error ? dismissed.messages : [];
  const shown = messages.filter((message) => !hidden.includes(message));
  const dismiss = (index: number) => setDismissed({ error, messages: [...hidden, shown[index]] });
  return { messages: shown, dismiss };
}
