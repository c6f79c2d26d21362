// When a screen becomes usable, as the page itself sees it: every element it needs is present,
// visible and enabled. A loop of animation frames inside the page checks, so the time is the frame
// the screen could first be painted and used in, on the page's own clock, without the delay of a
// round trip to the test runner (which CPU throttling would stretch).
import type { Page } from '@playwright/test';

/** An element a screen needs: a field by its label's text, a button by its name, or a CSS selector. */
export type Need = { label: string } | { button: string } | { selector: string };

export interface Screen {
  name: string;
  needs: Need[];
}

export interface Usable {
  /** Milliseconds on the page's clock (from its navigation start). */
  pageMs: number;
  /** The same instant on the wall clock, to compare with the network log. */
  wallMs: number;
}

interface Probe {
  marks: Record<string, Usable>;
  clickedAt?: number;
  watch(name: string, needs: Need[]): void;
}

/**
 * Installed in each document as source text (a compiled function could call the bundler's helpers,
 * which the page lacks): `__bench.watch(name, needs)` records `marks[name]` once every need is met;
 * `clickedAt` is the page's time of its last click (a sign-in starts with the click on its button).
 */
const PROBE = `(() => {
  const usable = (element) => !!element && element.checkVisibility() && !element.disabled && !element.closest('[inert]');
  const text = (element) => (element.textContent || '').replace(/\\s+/g, ' ').trim();
  const candidates = (need) => {
    if ('label' in need) {
      const labelled = [...document.querySelectorAll('label')].filter((label) => text(label).includes(need.label)).map((label) => label.control);
      return [...labelled, ...document.querySelectorAll('[aria-label="' + need.label + '"]')];
    }
    if ('button' in need) return [...document.querySelectorAll('button')].filter((button) => text(button) === need.button || button.getAttribute('aria-label') === need.button);
    return [...document.querySelectorAll(need.selector)];
  };
  const probe = {
    marks: {},
    watch(name, needs) {
      const check = () => {
        if (needs.every((need) => candidates(need).some(usable))) {
          const pageMs = performance.now();
          probe.marks[name] = { pageMs, wallMs: performance.timeOrigin + pageMs };
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
  };
  globalThis.__bench = probe;
  document.addEventListener('click', () => (probe.clickedAt = performance.now()), true);
})();`;

/** Every document the page opens from now on watches for `screens` from its very start. */
export const watchFromNavigation = (page: Page, screens: Screen[]) =>
  page.addInitScript({ content: [PROBE, ...screens.map(({ name, needs }) => `__bench.watch(${JSON.stringify(name)}, ${JSON.stringify(needs)});`)].join('\n') });

/** Starts watching for `screen` in the current document (which must have been opened after watchFromNavigation). */
export const watch = (page: Page, screen: Screen) =>
  page.evaluate(({ name, needs }) => (globalThis as unknown as { __bench: Probe }).__bench.watch(name, needs), screen);

/** Waits until the page has recorded `screen` usable. */
export const usableAt = async (page: Page, screen: Screen, timeout = 60_000): Promise<Usable> => (await firstUsable(page, [screen], timeout)).usable;

/** Waits until the page has recorded one of `screens` usable: which one, and when. */
export async function firstUsable(page: Page, screens: Screen[], timeout = 60_000): Promise<{ screen: Screen; usable: Usable }> {
  const mark = await page.waitForFunction(
    (names) => {
      const marks = (globalThis as unknown as { __bench?: Probe }).__bench?.marks ?? {};
      const name = names.find((candidate) => marks[candidate]);
      return name && { name, usable: marks[name] };
    },
    screens.map((screen) => screen.name),
    { timeout, polling: 100 },
  );
  const { name, usable } = (await mark.jsonValue()) as { name: string; usable: Usable };
  return { screen: screens.find((screen) => screen.name === name)!, usable };
}

/** The page's time of its last click (the start of a sign-in). */
export const lastClick = (page: Page) => page.evaluate(() => (globalThis as unknown as { __bench: Probe }).__bench.clickedAt ?? Number.NaN);

/** Navigates inside the app as its links do (history.pushState, then the popstate routers listen to); answers the page's time just before. */
export const navigateInApp = (page: Page, to: string) =>
  page.evaluate((path) => {
    const startedAt = globalThis.performance.now();
    globalThis.history.pushState(null, '', path);
    globalThis.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return startedAt;
  }, to);

/** A page time as a wall-clock time, to compare with the network log. */
export const wallClock = (page: Page, pageMs: number) => page.evaluate((ms) => globalThis.performance.timeOrigin + ms, pageMs);
