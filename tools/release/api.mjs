import { API_ROUTES, routeUrl } from '../../libs/contracts/src/routes.ts';
import { CommandError, UsageError } from './errors.mjs';

/**
 * The API as the release command calls it: every call named by its key in the route table,
 * answers unwrapped from `{ success }`, refusals thrown with the server's own words.
 */
export function readConnection(env) {
  const baseUrl = (env.DENTAL_URL || 'http://localhost:4200').replace(/\/+$/, '');
  const language = env.DENTAL_LANG || 'en';
  if (env.DENTAL_TOKEN) return { baseUrl, language, token: env.DENTAL_TOKEN };
  if (env.DENTAL_USER && env.DENTAL_PASSWORD) return { baseUrl, language, username: env.DENTAL_USER, password: env.DENTAL_PASSWORD };
  throw new UsageError('Set DENTAL_USER and DENTAL_PASSWORD (a developer account), or DENTAL_TOKEN.');
}

/** Signs in when needed; resolves with `call(key, { params, query, body })`. */
export async function connect(connection) {
  const send = (key, args) => request(connection, key, args, connection.token);
  const token = connection.token ?? (await send('auth.login', { body: { username: connection.username, password: connection.password } })).accessToken;
  return (key, args = {}) => request(connection, key, args, token);
}

async function request({ baseUrl, language }, key, { params, query, body } = {}, token) {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}` : '';
  const url = `${baseUrl}/api/${routeUrl(key, params)}${search}`;
  const headers = { accept: 'application/json', 'accept-language': language };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(url, { method: API_ROUTES[key].method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (error) {
    const reason = error.cause?.code ?? error.cause?.message ?? error.message;
    throw new CommandError(`Cannot reach the server at ${baseUrl} (${reason}): is it running? DENTAL_URL names it.`);
  }
  const answer = await response.json().catch(() => null);
  if (response.status === 200 && answer && 'success' in answer) return answer.success;
  throw new CommandError(refusalText(response.status, answer, url));
}

/** The server's message: `{ err }` on a 4xx, `{ formErrors }` (status 300) on invalid input. */
export function refusalText(status, answer, url) {
  if (Array.isArray(answer?.formErrors) && answer.formErrors.length > 0) return answer.formErrors.join('\n');
  if (typeof answer?.err === 'string') return answer.err;
  return `Unexpected answer from ${url}: HTTP ${status}.`;
}
