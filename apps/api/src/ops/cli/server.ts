import { createWriteStream, existsSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { API_ROUTES, routeUrl, type Backup, type BackupList } from '@dental/contracts';
import { CommandError, UsageError } from './common';

/**
 * The running server's backups, asked for as the release command asks (DENTAL_URL, a developer
 * account in DENTAL_USER and DENTAL_PASSWORD or a token in DENTAL_TOKEN): calls named by their
 * route key, answers unwrapped from `{ success }`, refusals in the server's own words.
 */

export interface Connection {
  baseUrl: string;
  language: string;
  token?: string;
  username?: string;
  password?: string;
}

export function readConnection(env: NodeJS.ProcessEnv): Connection {
  const baseUrl = (env.DENTAL_URL || 'http://localhost:4200').replace(/\/+$/, '');
  const language = env.DENTAL_LANG || 'en';
  if (env.DENTAL_TOKEN) return { baseUrl, language, token: env.DENTAL_TOKEN };
  if (env.DENTAL_USER && env.DENTAL_PASSWORD) return { baseUrl, language, username: env.DENTAL_USER, password: env.DENTAL_PASSWORD };
  throw new UsageError('With DENTAL_URL, set DENTAL_USER and DENTAL_PASSWORD (a developer account), or DENTAL_TOKEN.');
}

interface CallArgs {
  params?: Record<string, string>;
  body?: unknown;
}

type BackupCall = 'auth.login' | 'backups.list' | 'backups.create' | 'backups.download';

function pathOf(key: BackupCall, args: CallArgs): string {
  return key === 'backups.download' ? routeUrl(key, { name: args.params?.name ?? '' }) : routeUrl(key);
}

async function send(connection: Connection, key: BackupCall, args: CallArgs, token: string | undefined): Promise<Response> {
  const url = `${connection.baseUrl}/api/${pathOf(key, args)}`;
  const headers: Record<string, string> = { 'accept-language': connection.language };
  if (args.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { method: API_ROUTES[key].method, headers, body: args.body === undefined ? undefined : JSON.stringify(args.body) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new CommandError(`Cannot reach the server at ${connection.baseUrl} (${cause?.code ?? cause?.message ?? String(error)}): is it running? DENTAL_URL names it.`);
  }
}

async function refusal(response: Response): Promise<CommandError> {
  const answer = (await response.json().catch(() => null)) as { err?: unknown; formErrors?: unknown } | null;
  if (Array.isArray(answer?.formErrors) && answer.formErrors.length > 0) return new CommandError(answer.formErrors.join('\n'));
  if (typeof answer?.err === 'string') return new CommandError(`The server refused: ${answer.err}`);
  return new CommandError(`Unexpected answer from ${response.url}: HTTP ${response.status}.`);
}

async function json<T>(response: Response): Promise<T> {
  if (response.status !== 200) throw await refusal(response);
  const answer = (await response.json()) as { success: T };
  return answer.success;
}

export interface Server {
  list(): Promise<BackupList>;
  create(): Promise<Backup>;
  /** Downloads the backup `name` into `dir` (under a temporary name, renamed when whole). Returns its path. */
  download(name: string, dir: string): Promise<string>;
}

export async function connectServer(connection: Connection): Promise<Server> {
  const token =
    connection.token ??
    (await json<{ accessToken: string }>(await send(connection, 'auth.login', { body: { username: connection.username, password: connection.password } }, undefined))).accessToken;
  return {
    list: async () => json<BackupList>(await send(connection, 'backups.list', {}, token)),
    create: async () => json<Backup>(await send(connection, 'backups.create', {}, token)),
    async download(name, dir) {
      const path = join(dir, basename(name));
      // The server wrote into this very folder (the same machine, the same BACKUP_DIR): nothing to fetch.
      if (existsSync(path)) return path;
      const response = await send(connection, 'backups.download', { params: { name } }, token);
      if (response.status !== 200 || !response.body) throw await refusal(response);
      const temp = join(dirname(path), `.${basename(path)}.download`);
      try {
        await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await rename(temp, path);
      } finally {
        await unlink(temp).catch(() => undefined);
      }
      return path;
    },
  };
}
