import { resolve } from 'node:path';
import { filesDirOf } from '../../modules/clinical-files/file-store';
import { restoreBackup, type RestoreTarget } from '../restore';
import { safeUrl } from '../pg-tools';
import { checkDatabaseUrl, formatDate, runCommand, table, UsageError, type Io } from './common';

export const RESTORE_USAGE = `Usage: npm run restore -- <backup file> [--force]

Restores a file written by "npm run backup" (or by the server's daily backups) into
  DATABASE_URL   an empty PostgreSQL database (a backup of PostgreSQL), or else
  DATA_DIR       an empty or new PGlite folder (default ./data; a backup of PGlite), its
                 patients' files into FILES_DIR (default: a "files" folder beside DATA_DIR).
The server must be stopped. The file is checked whole before anything is touched.

  --force  replace the data already there: a PGlite folder is moved aside to
           <folder>.before-restore-<date>, a PostgreSQL database's schema public is dropped.

A backup of an older version gets the missing migrations; one of a newer version is refused.`;

export interface RestoreContext {
  env: NodeJS.ProcessEnv;
  /** Where relative DATA_DIR is taken from (as the server does). */
  cwd: string;
  /** Where the file's name was typed (npm run keeps it in INIT_CWD). */
  typedIn: string;
  io: Io;
}

function parse(argv: readonly string[]): { file: string; force: boolean } {
  const options = argv.filter((arg) => arg.startsWith('--'));
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = options.find((option) => option !== '--force');
  if (unknown) throw new UsageError(`Unknown option "${unknown}".`);
  if (files.length === 0) throw new UsageError('Name the backup file to restore.');
  if (files.length > 1) throw new UsageError('Restore one backup file at a time.');
  return { file: files[0], force: options.includes('--force') };
}

/** `npm run restore -- <file> [--force]`: returns the exit code. */
export async function runRestoreCommand(argv: readonly string[], context: RestoreContext): Promise<number> {
  const { env, io } = context;
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(RESTORE_USAGE);
    return 0;
  }
  return runCommand(io, RESTORE_USAGE, async () => {
    const { file: typed, force } = parse(argv);
    const file = resolve(context.typedIn, typed);
    const target: RestoreTarget = env.DATABASE_URL
      ? { engine: 'postgres', url: checkDatabaseUrl(env.DATABASE_URL) }
      : { engine: 'pglite', dataDir: resolve(context.cwd, env.DATA_DIR || 'data'), filesDir: filesDirOf(env, context.cwd, resolve(context.cwd, env.DATA_DIR || 'data')) };
    const where = target.engine === 'postgres' ? `the PostgreSQL database ${safeUrl(target.url)}` : `the PGlite folder ${target.dataDir}`;
    io.out(`Restoring ${file} into ${where}…`);
    const result = await restoreBackup(file, target, { force, say: (line) => io.out(line) });
    const { manifest } = result;
    io.out(`Restored the backup made ${formatDate(new Date(manifest.createdAt))} by product ${manifest.productVersion} (migration level ${manifest.migrationLevel}).`);
    const rows = Object.entries(result.counts).map(([name, count]) => [name, String(count), String(manifest.tables[name] ?? '-')]);
    for (const line of table([['table', 'restored', 'in the backup'], ...rows])) io.out(`  ${line}`);
    io.out('Every table has the rows the backup counted.');
    if (result.applied.length > 0) io.out(`Migrations applied, the backup being older than this code: ${result.applied.join(', ')} (now at level ${result.migrationLevel}).`);
    if (result.movedAside) io.out(`The data that was there is kept in ${result.movedAside} (delete it once you no longer need it).`);
    io.out('Start the server on it: npm start (with the same DATA_DIR or DATABASE_URL).');
  });
}
