import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { afterAll, beforeAll, describe } from '@jest/globals';
import { translateMessage, type MessageKey, type MessageParams, type Permission, type Role, type User } from '@dental/contracts';
import { buildApp, type BuildAppOptions } from '../app';
import { pgliteDb } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { newTestPglite, pgliteFromTemplate, templateLocation, TEST_HASHING } from './template-db';

export interface TestDb {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** On PostgreSQL, the address of the database (for code that opens its own connections). */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

export interface TestDbOptions {
  /**
   * A copy of the run's migrated and seeded database (administrator admin/admin) instead of an
   * empty one: what an app started on it finds already done, in a fraction of the time.
   */
  migrated?: boolean;
}

/**
 * A fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new uniquely named
 * database on that PostgreSQL server (dropped by `drop`), so one suite runs on both engines.
 * Empty, or with `migrated` a copy of the run's template (template-db.ts) when the run made one.
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = options.migrated ? templateLocation() : undefined;
  if (!serverUrl) {
    const db = pgliteDb(template ? pgliteFromTemplate(template) : newTestPglite());
    return { db, engine: 'pglite', drop: () => db.close() };
  }
  // Generated from digits and hex only, so it can be quoted into the statement safely.
  const name = `dental_test_${process.pid}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // A file copy of the template, not its pages written through the log (PostgreSQL 15's default):
    // a quarter of the time on a cluster without fsync.
    await admin.query(template ? `create database "${name}" template "${template}" strategy file_copy` : `create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { max: 4 });
  return {
    db,
    engine: 'postgres',
    url: url.toString(),
    async drop() {
      await db.close();
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * `describe` for what only PostgreSQL has (several clients of one database, connections the server
 * can end): run by the suite's PostgreSQL pass (`node tools/test-postgres.mjs`, a step of npm test),
 * reported as skipped by the PGlite pass, where there is no such thing to test.
 */
export const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export { TEST_HASHING };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  testDb: TestDb;
  close(): Promise<void>;
}

/**
 * The app on `existing`, or on a database of its own (dropped on close): a copy of the migrated
 * template unless the options change what the first start seeds (another administrator password).
 */
export async function startTestApp(options: Partial<BuildAppOptions> = {}, existing?: TestDb): Promise<TestApp> {
  const testDb = existing ?? (await createTestDb({ migrated: options.adminPassword === undefined }));
  // Backups made through the routes go to a folder of this app's own, removed on close.
  const backupDir = mkdtempSync(join(tmpdir(), 'dental-test-backups-'));
  const backups = { dir: backupDir, hour: null, keep: 14 };
  const app = await buildApp({ jwtSecret: TEST_JWT_SECRET, passwordHashing: TEST_HASHING, backups, ...options, db: testDb.db });
  return {
    app,
    db: testDb.db,
    testDb,
    async close() {
      await app.close();
      rmSync(backupDir, { recursive: true, force: true });
      if (!existing) await testDb.drop();
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Accept-Language header. */
  lang?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  raw: string;
  headers: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One request through `inject`, with the JSON answer parsed. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as never }),
  });
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body: body as T, raw: response.body, headers: response.headers };
}

export interface Session {
  _id: string;
  username: string;
  token: string;
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<Session> {
  const response = await call<{ success: { _id: string; username: string; accessToken: string } }>(app, 'POST', '/api/auth/login', {
    body: { username, password },
  });
  if (response.status !== 200) throw new Error(`login of ${username} failed: ${response.raw}`);
  return { _id: response.body.success._id, username: response.body.success.username, token: response.body.success.accessToken };
}

export const loginAdmin = (app: FastifyInstance) => login(app, 'admin', 'admin');

/** An HS256 token signed by hand (to forge tokens with another secret or an expiry in the past). */
export function signToken(payload: Record<string, unknown>, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** The ids of catalogue permissions, looked up through the API. */
export async function permissionIds(app: FastifyInstance, adminToken: string, keys: [string, string][]): Promise<string[]> {
  const catalogue = await call<{ success: Permission[] }>(app, 'GET', '/api/permission', { token: adminToken });
  return keys.map(([name, collection]) => {
    const found = catalogue.body.success.find((p) => p.name === name && p.collectionName === collection);
    if (!found) throw new Error(`no permission ${name} on ${collection}`);
    return found._id;
  });
}

/** A role holding exactly these permissions, created through the API. */
export async function createRole(app: FastifyInstance, adminToken: string, name: string, keys: [string, string][]): Promise<Role> {
  const created = await call<{ success: Role }>(app, 'POST', '/api/role', { token: adminToken, body: { name } });
  if (created.status !== 200) throw new Error(`role ${name}: ${created.raw}`);
  const permissions = await permissionIds(app, adminToken, keys);
  const updated = await call<{ success: Role }>(app, 'PUT', `/api/role/${created.body.success._id}`, {
    token: adminToken,
    body: { permissions },
  });
  if (updated.status !== 200) throw new Error(`role ${name} permissions: ${updated.raw}`);
  return updated.body.success;
}

/** A user holding the given roles, created through the API, and signed in. */
export async function createUser(
  app: FastifyInstance,
  adminToken: string,
  username: string,
  roles: string[],
  extra: { doctor?: { cabinet: boolean; percentage: number } | null; phone?: string } = {},
): Promise<Session & { user: User }> {
  const password = `${username}-password`;
  const created = await call<{ success: User }>(app, 'POST', '/api/user', {
    token: adminToken,
    body: { username, password, phone: extra.phone ?? '22222222', doctor: extra.doctor ?? null, roles },
  });
  if (created.status !== 200) throw new Error(`user ${username}: ${created.raw}`);
  return { ...(await login(app, username, password)), user: created.body.success };
}

/** A signed-in user whose only role holds exactly `keys`. */
export async function createLimitedUser(
  app: FastifyInstance,
  adminToken: string,
  username: string,
  keys: [string, string][],
): Promise<Session & { user: User; role: Role }> {
  const role = await createRole(app, adminToken, `Role of ${username}`, keys);
  return { ...(await createUser(app, adminToken, username, [role._id])), role };
}

/** A view of a value that only exists once beforeAll has run. */
function lateBound<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const value = current();
      if (!value) throw new Error('Used before beforeAll finished');
      return Reflect.get(value, key);
    },
  });
}

/** A fresh app and database for the test file, with the admin signed in. */
export function useAdminApp(): { t: TestApp; admin: Session } {
  let testApp: TestApp | undefined;
  let session: Session | undefined;
  beforeAll(async () => {
    testApp = await startTestApp();
    session = await loginAdmin(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return { t: lateBound(() => testApp), admin: lateBound(() => session) };
}

export const fr = (key: MessageKey, params?: MessageParams) => translateMessage(key, 'fr', params);
export const ar = (key: MessageKey, params?: MessageParams) => translateMessage(key, 'ar', params);
