import { parseCopyArguments, USAGE, type CopyArguments, type CopySource } from './args';
import { filesDirOf } from '../../modules/clinical-files/file-store';
import { openBackupSource } from './backup-source';
import { copyDatabase } from './copy';
import { CopyRefused, CopyUsageError } from './errors';
import { seconds } from './report';
import { openFolderSource, type OpenedSource } from './source';
import { connectTarget, requireEmpty } from './target';
import { maskPassword, withoutPassword } from './url';

export interface CopyIo {
  env: NodeJS.ProcessEnv;
  /** Where the command was typed (relative --from / --backup). */
  cwd: string;
  /** The repository root (a relative DATA_DIR, as for the server). */
  root: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A folder's patients' files are where the server keeps them: FILES_DIR (relative to the root), else beside the data folder. */
function openSource(source: CopySource, io: CopyIo): Promise<OpenedSource> {
  return source.kind === 'folder' ? openFolderSource(source.dir, filesDirOf(io.env, io.root, source.dir)) : openBackupSource(source.file);
}

async function copy(args: CopyArguments, io: CopyIo): Promise<void> {
  const started = performance.now();
  const target = await connectTarget(args.to);
  try {
    // Refused at once, before the source is opened; checked again under the lock, in the copy's transaction.
    await requireEmpty(target, target.address);
    const source = await openSource(args.source, io);
    try {
      const migrated = source.migrated.length > 0 ? `; migration${source.migrated.length > 1 ? 's' : ''} ${source.migrated.join(', ')} applied to a copy of it (the source is left as it is)` : '';
      io.out(`Source: ${source.description}, migration level ${source.level}${migrated}`);
      io.out(`Target: PostgreSQL at ${target.address} (empty)`);
      await copyDatabase(source, target, io.out);
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
  io.out('');
  io.out(`Copied and checked in ${seconds(performance.now() - started)}: committed. Start the API on it:`);
  io.out(`  DATABASE_URL='${withoutPassword(args.to)}' npm start`);
}

/** `npm run db:copy`; resolves to the exit code: 0 copied, 1 refused or failed, 2 usage error. */
export async function runDbCopy(argv: readonly string[], io: CopyIo): Promise<number> {
  let args: CopyArguments;
  try {
    args = parseCopyArguments(argv, io.env, io.cwd, io.root);
  } catch (error) {
    if (!(error instanceof CopyUsageError)) throw error;
    io.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  try {
    await copy(args, io);
    return 0;
  } catch (error) {
    if (error instanceof CopyRefused) io.err(maskPassword(error.message, args.to));
    else io.err(`The copy failed: ${maskPassword((error as Error).stack ?? String(error), args.to)}\nNothing was committed: the target database is as it was.`);
    return 1;
  }
}
