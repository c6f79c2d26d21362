// The session kept from an earlier visit, read straight from storage: the shell asks it
// before the store (and redux-persist) has loaded, to open the signed-in application at once.

/** Persisted slices and time-out of spec part 1 §9. */
export const PERSIST_KEY = 'root';

/** redux-persist's storage entry: each persisted slice as a JSON string. */
const STORAGE_ENTRY = `persist:${PERSIST_KEY}`;

/** The access token of the session kept from an earlier visit, if any. */
export function persistedAccessToken(): string | undefined {
  try {
    const entry = globalThis.localStorage?.getItem(STORAGE_ENTRY);
    if (!entry) return undefined;
    const login = JSON.parse((JSON.parse(entry) as { login?: string }).login ?? 'null') as { userData?: { accessToken?: unknown } } | null;
    const token = login?.userData?.accessToken;
    return typeof token === 'string' ? token : undefined;
  } catch {
    // Storage refused (private browsing) or not redux-persist's: no session to resume.
    return undefined;
  }
}
