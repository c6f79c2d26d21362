import type { FastifyBaseLogger } from 'fastify';
import { migrations as allMigrations, type Migration } from './migrations';
import { seed, type SeedOptions, type SeedResult } from './seed';
import type { Db, Queryable } from './types';

/** Key of the transaction-level advisory lock that serialises start-up across API instances. */
export const STARTUP_LOCK_KEY = 4_471_650_201;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Applies, in order, the migrations not yet recorded in schema_migrations. Returns their versions. */
export async function migrate(tx: Queryable, log: Log, migrations: readonly Migration[] = allMigrations): Promise<number[]> {
  await tx.exec(`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  const rows = await tx.query<{ version: number }>('select version from schema_migrations');
  const done = new Set(rows.map((row) => Number(row.version)));
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    await tx.exec(migration.sql);
    await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    log.info({ version: migration.version, migration: migration.name }, 'database migration applied');
    applied.push(migration.version);
  }
  return applied;
}

export type InitializeOptions = Omit<SeedOptions, 'log'> & { log: Log };

/**
 * Brings a database up to date at start: migrations then reference data, in ONE transaction that
 * first takes an advisory lock, so several API instances starting together on one PostgreSQL
 * wait for each other instead of racing. Safe to run on every start.
 */
export async function initializeDatabase(db: Db, options: InitializeOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    await migrate(tx, options.log);
    return seed(tx, options);
  });
}
