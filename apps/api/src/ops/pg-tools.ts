import { spawn } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';

/**
 * Debian's PostgreSQL client programs (package postgresql-client), run with the database address
 * split so that its password travels in the environment (PGPASSWORD), never on a command line
 * other users can read with `ps`.
 */

export const PG_DUMP = process.env.PG_DUMP || '/usr/bin/pg_dump';
export const PG_RESTORE = process.env.PG_RESTORE || '/usr/bin/pg_restore';

export interface Libpq {
  /** The address without its password. */
  dbname: string;
  env: NodeJS.ProcessEnv;
}

export function libpqOf(url: string): Libpq {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** The address as it may be printed: without the password. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an invalid database address)';
  }
}

function missingProgram(program: string, error: NodeJS.ErrnoException): Error {
  if (error.code === 'ENOENT') return new Error(`${program} was not found: install Debian's PostgreSQL client (apt-get install postgresql-client).`);
  return error;
}

/**
 * `pg_dump --format=custom --no-owner` of the database as a stream; with `snapshot` it dumps what
 * that exported snapshot sees. The stream fails (instead of ending) when pg_dump does.
 */
export function pgDump(url: string, snapshot?: string): Readable {
  const { dbname, env } = libpqOf(url);
  const args = ['--format=custom', '--no-owner', ...(snapshot ? [`--snapshot=${snapshot}`] : []), `--dbname=${dbname}`];
  const child = spawn(PG_DUMP, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = new PassThrough();
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  child.stdout.pipe(out, { end: false });
  child.on('error', (error) => out.destroy(missingProgram(PG_DUMP, error)));
  child.on('close', (code) => {
    if (code === 0) out.end();
    else out.destroy(new Error(`pg_dump failed: ${errors.trim() || `exit code ${code}`}`));
  });
  return out;
}

/** `pg_restore --no-owner --exit-on-error` of an archive file into the database. */
export function pgRestore(url: string, archive: string): Promise<void> {
  const { dbname, env } = libpqOf(url);
  return new Promise((resolve, reject) => {
    const child = spawn(PG_RESTORE, ['--no-owner', '--exit-on-error', `--dbname=${dbname}`, archive], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) => reject(missingProgram(PG_RESTORE, error)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`pg_restore failed: ${errors.trim() || `exit code ${code}`}`));
    });
  });
}
