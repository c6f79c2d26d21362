// How the client reaches the API, set once by the shell. Kept apart from axios so that the login
// screen, which loads before axios, uses the same settings.

export interface ApiClientConfig {
  /** API root, '/api' when the API serves the page. */
  baseURL: string;
  /** The access token of the persisted login state, if signed in. */
  getToken: () => string | undefined;
  /** The user's language, sent so the server answers in it. */
  getLanguage: () => string;
  /** Called when the server no longer accepts the token. */
  onSessionExpired: () => void;
}

let current: ApiClientConfig = {
  baseURL: '/api',
  getToken: () => undefined,
  getLanguage: () => 'fr',
  onSessionExpired: () => undefined,
};

export function config(): ApiClientConfig {
  return current;
}

/** Set by the shell; the modules share this instance through Module Federation. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  current = { ...current, ...next };
}

/** The access token of the moment, if signed in. */
export function currentToken(): string | undefined {
  return current.getToken();
}
