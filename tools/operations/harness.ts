// What the operations tests share: databases on the throw-away cluster (OPS_DATABASE_URL), the
// built API server started as a real process, and calls named by their route key.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { API_ROUTES, routeUrl, type RouteKey } from '../../libs/contracts/src/routes';
import { freePort } from '../lib/postgres-cluster.mjs';

export { freePort };

export const repoRoot = resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = join(repoRoot, 'apps/api/dist/main.js');
export const JWT_SECRET = 'operations-test-secret-0123456789abcdef0123456789';

const temporary: string[] = [];
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A new empty directory, removed when the test process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `dental-ops-${prefix}-`));
  temporary.push(dir);
  return dir;
}

function clusterUrl(): string {
  const url = process.env.OPS_DATABASE_URL;
  if (!url) throw new Error('OPS_DATABASE_URL is not set: run the operations tests with node tools/test-operations.mjs');
  return url;
}

/** A new, empty database on the test cluster; resolves with its address. */
export async function createDatabase(): Promise<string> {
  // Digits and hex only: safe to quote into the statement.
  const name = `dental_ops_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: clusterUrl() });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every line the server wrote to stdout and stderr so far (its JSON log lines). */
  logs(): string[];
  /** Sends `signal` (SIGTERM by default) and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, at once: the crash case. */
  kill(): void;
}

export interface StartApiOptions {
  env?: Record<string, string>;
  /** PGlite folder (a new temporary one when neither this nor databaseUrl is given). */
  dataDir?: string;
  databaseUrl?: string;
  port?: number;
  /** How long to wait for GET /api/ready (ms). */
  readyTimeout?: number;
}

/** Starts the built server as its own process and waits until it is ready. */
export async function startApi(options: StartApiOptions = {}): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET,
    LOG_LEVEL: 'info',
    BACKUP_HOUR: 'off',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else env.DATA_DIR = options.dataDir ?? tempDir('data');

  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream! }).on('line', (line) => lines.push(line));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolveExit({ code, signal });
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeout ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before it was ready (${child.exitCode ?? child.signalCode}):\n${lines.join('\n')}`);
    }
    const ready = await fetch(`${url}/api/${routeUrl('system.ready')}`).then((response) => response.status === 200, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${options.readyTimeout ?? 60_000} ms:\n${lines.join('\n')}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }

  return {
    url,
    port,
    child,
    logs: () => [...lines],
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    kill: () => {
      child.kill('SIGKILL');
    },
  };
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  token?: string;
  language?: string;
  headers?: Record<string, string>;
  /**
   * A connection of its own, closed after the answer, instead of fetch's pool. A pooled connection
   * left idle by an earlier call may be closed by the server (nginx's reload, a stopping instance)
   * just as a write is sent on it, and no client resends a write: a test of writes that must all
   * pass across a restart sends each on a new connection, as nginx itself does to the instances.
   */
  newConnection?: boolean;
  /** With `newConnection`: called once the whole request has been handed to the connection. */
  onSent?: () => void;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One API call, named by its route key; the body is parsed as JSON when it is JSON. */
export async function apiCall<T = unknown>(baseUrl: string, key: RouteKey, options: CallOptions = {}): Promise<CallResult<T>> {
  const search = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([name, value]) => [name, String(value)]))}` : '';
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': options.language ?? 'en', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const url = `${baseUrl}/api/${(routeUrl as (key: RouteKey, params?: Record<string, string | number>) => string)(key, options.params)}${search}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const method = API_ROUTES[key].method;
  const { status, text, headers: answerHeaders } = options.newConnection
    ? await onNewConnection(url, method, headers, body, options.onSent)
    : await fetch(url, { method, headers, body }).then(async (response) => ({ status: response.status, text: await response.text(), headers: response.headers }));
  const isJson = (answerHeaders.get('content-type') ?? '').includes('json');
  return { status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: answerHeaders };
}

function onNewConnection(url: string, method: string, headers: Record<string, string>, body: string | undefined, onSent?: () => void) {
  return new Promise<{ status: number; text: string; headers: Headers }>((resolve, reject) => {
    const request = httpRequest(url, { method, headers: { ...headers, connection: 'close' }, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', reject);
      response.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: response.statusCode ?? 0, text, headers: answerHeaders });
      });
    });
    request.on('error', reject);
    if (onSent) request.on('finish', onSent);
    request.end(body);
  });
}

/** Signs in; resolves with the access token (throws with the server's answer when refused). */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await apiCall<{ success?: { accessToken: string } }>(baseUrl, 'auth.login', { body: { username, password } });
  if (answer.status !== 200 || !answer.body.success) throw new Error(`sign-in of ${username} refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.success.accessToken;
}
