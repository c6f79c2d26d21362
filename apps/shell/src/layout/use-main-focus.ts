import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Long enough for a module's new page to replace the old one (modules render in roots of their own). */
const SETTLE_MS = 150;

/**
 * After sign-in and after each navigation, keyboard and screen-reader users start in the main
 * content: focus moves there when it was left outside it (the drawer, the header, a home tile) or
 * lost with the page that had it (a patient opened from a list). Focus already inside the content
 * (a tab of the patient file, a doctor drop-down) stays where it is.
 */
export function useMainFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const content = main.current;
      const active = document.activeElement;
      if (!content || (active && active !== document.body && content.contains(active))) return;
      content.focus({ preventScroll: true });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, main]);
}
