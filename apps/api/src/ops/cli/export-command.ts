import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { localDay } from '@dental/domain';
import { audit } from '../../db/audit';
import type { Db } from '../../db/types';
import { clinicExportName, readingForExport, writeClinicExport } from '../../modules/exports/clinic-export';
import { ZipWriter } from '../../modules/exports/zip-writer';
import { formatBytes, openClinicDatabase, runCommand, UsageError, type Io } from './common';

export const EXPORT_USAGE = `Usage: npm run export [-- --out=<file.zip>]

  Writes the whole clinic as one zip of CSV files (one per table, with LISEZMOI.txt describing
  each file and column), the same export as "Exporter les données" in the administration.
  --out=<file.zip>  where to write it (default: cabinet-<date>.zip in the current folder)

Where from, the first that is set:
  DATABASE_URL   a PostgreSQL database
  DATA_DIR       a PGlite data folder (default ./data), when no server has it open`;

export interface ExportContext {
  env: NodeJS.ProcessEnv;
  cwd: string;
  io: Io;
}

/** The audit trail names the command: it runs with the server's access, not as a user. */
const COMMAND_ACTOR = { id: null, username: 'npm run export' };


/** Streams the export into `path`, written under a temporary name first: a failed export leaves no zip that looks whole. */
async function exportTo(db: Db, path: string, now: Date): Promise<void> {
  const partial = `${path}.partial`;
  const zip = new ZipWriter();
  const writing = readingForExport(db, (source) => writeClinicExport(source, zip, now)).catch((error: Error) => {
    zip.fail(error);
    throw error;
  });
  try {
    await Promise.all([writing, pipeline(zip.stream, createWriteStream(partial, { mode: 0o600 }))]);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** `npm run export [-- --out=<file.zip>]`: returns the exit code. */
export async function runExportCommand(argv: readonly string[], context: ExportContext): Promise<number> {
  const { env, cwd, io } = context;
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(EXPORT_USAGE);
    return 0;
  }
  return runCommand(io, EXPORT_USAGE, async () => {
    const unknown = argv.find((arg) => !/^--out=.+/.test(arg));
    if (unknown) throw new UsageError(`Unknown argument "${unknown}".`);
    const now = new Date();
    const out = argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
    const path = resolve(cwd, out ?? clinicExportName(localDay(now)));
    const db = await openClinicDatabase(env, cwd, 'export from the administration ("Exporter les données")');
    try {
      await audit(db, COMMAND_ACTOR, { patientId: null, entity: 'export', entityId: null, action: 'clinic' });
      await exportTo(db, path, now);
    } finally {
      await db.close();
    }
    io.out(`Export written: ${path} (${formatBytes((await stat(path)).size)})`);
  });
}
