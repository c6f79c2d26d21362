// What a failed call becomes, for every way of calling: axios (the signed-in calls) and fetch (the
// login screen's, which loads before axios and the store). No import of axios here.

/** A failure the server explained: status 300 form errors or an `err` message. */
export class ApiError extends Error {
  constructor(
    readonly messages: string[],
    readonly status: number,
    /** The answer's X-Request-Id: the line of the server's log (or the proxy's) that tells what happened. */
    readonly requestId?: string,
  ) {
    super(messages.join('\n'));
    this.name = 'ApiError';
  }
}

/** No access token: nothing was sent (spec part 1 §7). */
export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

/** The server could not be reached: no answer at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

/** The messages of an answer that failed: a status 300's form errors or `err`, any status's `err`. */
export function messagesOf(status: number, body: unknown): string[] {
  if (status === 300) {
    if (body && typeof body === 'object' && Array.isArray((body as { formErrors?: unknown }).formErrors)) {
      return (body as { formErrors: unknown[] }).formErrors.map(String);
    }
    const single = body && typeof body === 'object' && 'err' in body ? (body as { err: unknown }).err : body;
    return [typeof single === 'string' ? single : JSON.stringify(single)];
  }
  if (body && typeof body === 'object' && 'err' in body) return [String((body as { err: unknown }).err)];
  // Anything else (a proxy's HTML error page, an empty body) explains nothing to a user: the caller
  // shows its translated "unexpected error".
  return [];
}

/** An axios failure without an answer (recognised by its flag, so that this file needs no axios). */
function isUnansweredAxiosError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true && !(error as { response?: unknown }).response;
}

/** The X-Request-Id an answer carried, when it looks like one (a header is text a proxy may have set). */
export function requestIdOf(header: unknown): string | undefined {
  return typeof header === 'string' && /^[\w.:-]{1,100}$/.test(header) ? header : undefined;
}

/**
 * The messages to show for any failure of a call, for banners and form error boxes. An answer that
 * explains nothing (a proxy's error page) is unexpected, with the request's reference when it had one.
 */
export function errorMessages(error: unknown, fallback: { network: string; unexpected: string; unexpectedWithReference: (requestId: string) => string }): string[] {
  if (error instanceof ApiError) {
    if (error.messages.length > 0) return error.messages;
    return [error.requestId ? fallback.unexpectedWithReference(error.requestId) : fallback.unexpected];
  }
  if (error instanceof NetworkError || isUnansweredAxiosError(error)) return [fallback.network];
  return [fallback.unexpected];
}
