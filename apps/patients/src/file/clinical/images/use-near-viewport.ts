import { useCallback, useEffect, useState } from 'react';

/** How far ahead of the viewport a thumbnail starts loading, so it is there as it scrolls in. */
const AHEAD = '300px';

/**
 * Whether the element given to `ref` has come near the viewport (and stays true once it has): a
 * long list reads the bytes of what the user scrolls to, not of all at once. Without
 * IntersectionObserver (an old browser) everything counts as near.
 */
export function useNearViewport<T extends Element>(): [ref: (element: T | null) => void, near: boolean] {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(!observable);

  useEffect(() => {
    if (!observable || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [observable, near, element]);

  const ref = useCallback((next: T | null) => setElement(next), []);
  return [ref, near];
}
