import { useEffect, useState } from 'react';

/** Search boxes ask the server once the user pauses typing this long. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stayed the same for `delay` ms; the first value is immediate. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
