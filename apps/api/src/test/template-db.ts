import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Client } from 'pg';
import { initializeDatabase } from '../db/migrate';
import { dumpForLoading, PGLITE_EXTENSIONS, pgliteDb } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { createPasswordHasher } from '../security/passwords';

/**
 * A database migrated and seeded once per jest run (global-setup.ts), that every test
 * file copies instead of running every migration again: on PGlite a data-directory dump (a new
 * embedded database costs an initdb, seconds on a busy core; a copy loads in a fraction), on
 * PostgreSQL a template database (`create database … template`).
 */
const TEMPLATE_ENV = 'DENTAL_TEST_TEMPLATE';
/** The PGlite dump, whichever engine is under test. */
const PGLITE_TEMPLATE_ENV = 'DENTAL_TEST_PGLITE_TEMPLATE';
/** The dump of the same PGlite before its migrations: what initdb makes, in a fraction of its time. */
const PGLITE_EMPTY_ENV = 'DENTAL_TEST_PGLITE_EMPTY';

/** Cheap argon2id for tests (the production cost is the library default): the template's administrator is hashed with it. */
export const TEST_HASHING = { memoryCost: 1024, timeCost: 1 };

const silent = { info: () => undefined, warn: () => undefined };
const seedOptions = () => ({ hasher: createPasswordHasher(TEST_HASHING), log: silent, needJwtSecret: false });

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A test database's PostgreSQL keeps 16 MB of shared buffers instead of the default 128 MB (a test
 * database holds a few megabytes): every start clears them, half a second of a test file's start.
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const TEST_PGLITE_OPTIONS: PGliteOptions = { extensions: PGLITE_EXTENSIONS, startParams: TEST_START_PARAMS };

/** A new, empty PGlite for a test, in memory or in the folder `dataDir`: a copy of the run's empty dump, else made by initdb. */
export function newTestPglite(dataDir?: string): PGlite {
  const empty = process.env[PGLITE_EMPTY_ENV];
  return empty ? pgliteFromTemplate(empty, dataDir) : new PGlite({ ...TEST_PGLITE_OPTIONS, dataDir });
}

async function createPostgresTemplate(serverUrl: string, name: string): Promise<string> {
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { max: 1 });
  try {
    await initializeDatabase(db, seedOptions());
  } finally {
    await db.close();
  }
  return name;
}

async function dumpPglite(pglite: PGlite, name: string): Promise<string> {
  // Pages written out: a copy then replays little of the write-ahead log.
  await pglite.exec('checkpoint');
  const file = join(tmpdir(), `${name}.tar`);
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  return file;
}

/**
 * The databases initdb makes beside `postgres`, where PGlite connects: only `create database`
 * reads them, which no test does on PGlite. Left out of the dumps, they are 600 of 1,400 files, and
 * a copy starts in 0.9 s of processor time inside jest instead of 1.3.
 */
const UNUSED_TEMPLATES = [
  "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  'drop database template0',
  'drop database template1',
];

/** The dumps of one PGlite just made, then migrated and seeded. */
async function createPgliteTemplates(name: string): Promise<{ empty: string; migrated: string }> {
  const pglite = newTestPglite();
  try {
    // One statement at a time: several in one call share a transaction, which drop database refuses.
    for (const statement of UNUSED_TEMPLATES) await pglite.exec(statement);
    const empty = await dumpPglite(pglite, `${name}_empty`);
    await initializeDatabase(pgliteDb(pglite), seedOptions());
    return { empty, migrated: await dumpPglite(pglite, name) };
  } finally {
    await pglite.close();
  }
}

/**
 * Makes the templates and says where they are in the environment the test files inherit: the
 * engine under test's, and PGlite dumps (empty and migrated) in every run (tests of PGlite itself,
 * such as db:copy's source, use them on the PostgreSQL pass too). On that pass both engines' are
 * made at once: the PostgreSQL one is mostly the server's work.
 */
export async function createTemplates(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `dental_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const [engine, pglite] = await Promise.all([serverUrl ? createPostgresTemplate(serverUrl, name) : undefined, createPgliteTemplates(name)]);
  process.env[TEMPLATE_ENV] = engine ?? pglite.migrated;
  process.env[PGLITE_TEMPLATE_ENV] = pglite.migrated;
  process.env[PGLITE_EMPTY_ENV] = pglite.empty;
}

export async function removeTemplates(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const engine = process.env[TEMPLATE_ENV];
  if (serverUrl && engine) await adminQuery(serverUrl, `drop database if exists "${engine}" with (force)`);
  for (const dump of [process.env[PGLITE_TEMPLATE_ENV], process.env[PGLITE_EMPTY_ENV]]) if (dump) rmSync(dump, { force: true });
}

/** The template's location in this test process, or undefined when the run made none. */
export const templateLocation = (): string | undefined => process.env[TEMPLATE_ENV];

/** The PGlite template dump, on either pass, or undefined when the run made none. */
export const pgliteTemplateLocation = (): string | undefined => process.env[PGLITE_TEMPLATE_ENV];

/** A new PGlite holding a copy of the dump at `file`, in memory or in the folder `dataDir`. */
export function pgliteFromTemplate(file: string, dataDir?: string): PGlite {
  return new PGlite({ ...TEST_PGLITE_OPTIONS, dataDir, loadDataDir: dumpForLoading(readFileSync(file)) });
}
