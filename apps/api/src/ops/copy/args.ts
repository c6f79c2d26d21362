import { resolve } from 'node:path';
import { CopyUsageError } from './errors';

export const USAGE = `Copies a clinic's embedded database (PGlite) into an empty PostgreSQL database.

  npm run db:copy -- --to <postgres url> [--from <data folder> | --backup <backup file>]

  --to URL        the PostgreSQL database to fill, e.g. postgresql://dental:secret@db.local:5432/clinic;
                  it must be empty (no table): the copy creates the tables with the migrations
  --from DIR      the PGlite data folder, with its server stopped (default: DATA_DIR, else ./data)
  --backup FILE   a backup file made by npm run backup (of a PGlite database), instead of a folder

The source is never changed. Everything happens in one transaction on the target, checked before
it commits (row counts, content, balances, the next numbers and sequences): on any difference or
error nothing is committed. Exit codes: 0 copied, 1 refused or failed, 2 usage error.`;

export type CopySource = { kind: 'folder'; dir: string } | { kind: 'backup'; file: string };

export interface CopyArguments {
  help: boolean;
  to: string;
  source: CopySource;
}

function postgresUrl(text: string): string {
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new CopyUsageError('--to must be a PostgreSQL URL (postgresql://user:password@host:port/database)');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new CopyUsageError(`--to must be a PostgreSQL URL (postgresql://…), not ${parsed.protocol}//…`);
  }
  if (parsed.pathname.replace(/^\//, '') === '') throw new CopyUsageError('--to must name the database (postgresql://host:port/DATABASE)');
  return text;
}

/**
 * The command line. Paths typed on it are relative to where the command was typed (`cwd`: npm
 * runs scripts from the root and passes the typing folder as INIT_CWD); DATA_DIR is relative to
 * the root, as for the server.
 */
export function parseCopyArguments(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string, root: string): CopyArguments {
  const values = new Map<string, string>();
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const [flag, ...inline] = arg.split('=');
    if (!['--to', '--from', '--backup'].includes(flag)) throw new CopyUsageError(`Unknown argument: ${arg}`);
    if (values.has(flag)) throw new CopyUsageError(`${flag} is given twice`);
    const value = inline.length > 0 ? inline.join('=') : argv[(i += 1)];
    if (value === undefined || value === '' || value.startsWith('--')) throw new CopyUsageError(`${flag} needs a value`);
    values.set(flag, value);
  }
  if (help) return { help, to: '', source: { kind: 'folder', dir: '' } };
  const to = values.get('--to');
  if (!to) throw new CopyUsageError('--to <postgres url> is required');
  const from = values.get('--from');
  const backup = values.get('--backup');
  if (from && backup) throw new CopyUsageError('give --from or --backup, not both');
  const source: CopySource = backup
    ? { kind: 'backup', file: resolve(cwd, backup) }
    : { kind: 'folder', dir: from ? resolve(cwd, from) : resolve(root, env.DATA_DIR || 'data') };
  return { help, to: postgresUrl(to), source };
}
