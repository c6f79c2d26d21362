import { useCallback, useState } from 'react';

/** A dismissable list of messages for a form's error box. */
export function useMessages(initial: string[] = []) {
  const [messages, setMessages] = useState<string[]>(initial);
  const dismiss = useCallback((index: number) => setMessages((list) => list.filter((_, i) => i !== index)), []);
  const clear = useCallback(() => setMessages([]), []);
  return { messages, setMessages, dismiss, clear };
}
