// A page opened still signed in asks for the module registry from its first chunk, while the
// application's code is fetched and run (over a second on a clinic's link and CPU); the module
// loader then takes that answer instead of asking once the code has run. fetch: the first chunk has
// no axios.
import { routeUrl, type RouteData } from '@dental/contracts';
import { config } from './config';

type Registry = RouteData<'registry.list'>;

let early: { token: string; answer: Promise<Registry | undefined> } | null = null;

/** Starts reading the registry for the session of `token`. */
export function readRegistryEarly(token: string): void {
  const { baseURL, getLanguage } = config();
  const answer = fetch(`${baseURL.replace(/\/$/, '')}/${routeUrl('registry.list')}`, {
    method: 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': getLanguage(), 'Cache-Control': 'no-cache' },
  })
    .then(async (response) => (response.ok ? ((await response.json()) as { success: Registry }).success : undefined))
    .catch(() => undefined);
  early = { token, answer };
}

/**
 * The early answer, once, if it was read for `token`: undefined when there is none, or when it
 * failed (the caller then asks as usual, and a refused token ends the session there).
 */
export function takeEarlyRegistry(token: string | undefined): Promise<Registry | undefined> | undefined {
  if (!early || early.token !== token) return undefined;
  const { answer } = early;
  early = null;
  return answer;
}
