import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms: the picker asks the server when typing pauses. */
export function useDebounced<T>(value: T, delay = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
