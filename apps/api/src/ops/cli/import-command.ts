import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { IMPORT_ENCODINGS, IMPORT_KINDS, translateMessage, type ImportEncoding, type ImportKind } from '@dental/contracts';
import { localDay } from '@dental/domain';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { loadDoctors } from '../../modules/imports/doctors';
import { findImport, markRunning, saveDryRun, fileInfoOf, type Settings } from '../../modules/imports/jobs';
import { planCounts } from '../../modules/imports/plan-types';
import { createDraft, prepareImport } from '../../modules/imports/prepare';
import { ImportRunner } from '../../modules/imports/runner';
import { CommandError, openClinicDatabase, runCommand, UsageError, type Io } from './common';

export const IMPORT_USAGE = `Usage: npm run import -- <kind> <file> [--doctor=<username>] [--encoding=<encoding>] [--sheet=<name>] [--dry-run]

  <kind>        patients, appointments or treatments
  <file>        a CSV (comma or semicolon) or XLSX file; its columns are matched from their headers
  --doctor      the doctor (username) of the rows that name none
  --encoding    auto (default), utf-8, windows-1256 (Arabic Excel) or windows-1252 (French Excel)
  --sheet       the sheet of an XLSX file (default: the first)
  --dry-run     print what the import would do, and store nothing

Prints the dry run (rows to create, matched, refused, and each refusal), then imports the file in
one transaction: all of it, or nothing. Where to: DATABASE_URL (PostgreSQL), else DATA_DIR (a
PGlite data folder, default ./data, when no server has it open).`;

export interface ImportContext {
  env: NodeJS.ProcessEnv;
  cwd: string;
  io: Io;
}

/** The audit trail names the command: it runs with the server's access, not as a user. */
const COMMAND_ACTOR = { id: null, username: 'npm run import' };

/** Refusals printed before "… and n more". */
const REFUSALS_PRINTED = 50;

interface Arguments {
  kind: ImportKind;
  file: string;
  doctor: string | null;
  encoding: ImportEncoding;
  sheet: string | null;
  dryRun: boolean;
}

function parseArguments(argv: readonly string[]): Arguments {
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (const arg of argv) {
    const option = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (option) options.set(option[1], option[2] ?? '');
    else positional.push(arg);
  }
  const unknown = [...options.keys()].find((name) => !['doctor', 'encoding', 'sheet', 'dry-run'].includes(name));
  if (unknown) throw new UsageError(`Unknown option "--${unknown}".`);
  const [kind, file, extra] = positional;
  if (!IMPORT_KINDS.includes(kind as ImportKind)) throw new UsageError(`The kind must be one of ${IMPORT_KINDS.join(', ')}.`);
  if (!file || extra) throw new UsageError('Name one file to import.');
  const encoding = options.get('encoding') ?? 'auto';
  if (!IMPORT_ENCODINGS.includes(encoding as ImportEncoding)) throw new UsageError(`The encoding must be one of ${IMPORT_ENCODINGS.join(', ')}.`);
  return { kind: kind as ImportKind, file, doctor: options.get('doctor') || null, encoding: encoding as ImportEncoding, sheet: options.get('sheet') || null, dryRun: options.has('dry-run') };
}


/** The API's refusals (a file it cannot read, a mapping without a required column) said in English, as the command's own. */
async function saying<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw new CommandError(translateMessage(error.key, 'en', error.params));
    throw error;
  }
}

async function importWith(db: Db, args: Arguments, io: Io, bytes: Uint8Array): Promise<void> {
  let doctor: string | null = null;
  if (args.doctor !== null) {
    doctor = (await loadDoctors(db, null)).find(args.doctor);
    if (doctor === null) throw new CommandError(`No doctor "${args.doctor}".`);
  }
  const id = await createDraft(db, { kind: args.kind, fileName: basename(args.file), bytes, userId: null });
  const draft = (await findImport(db, id))!;
  const settings: Settings = { encoding: args.encoding, sheet: args.sheet, mapping: draft.fileInfo.mapping, doctor, balanceDate: null };
  const { file, size, mapping, plan } = await prepareImport(db, draft, settings);
  const counts = planCounts(plan);
  await saveDryRun(db, id, { settings: { ...settings, mapping }, fileInfo: fileInfoOf(file, size, draft.fileInfo.mapping), counts, refusals: plan.refusals });

  const mapped = Object.entries(mapping).filter(([, column]) => column !== null).map(([field, column]) => `${field} ← "${file.headers[column as number]}"`);
  io.out(`Import ${id}: ${args.kind} from ${args.file} (${file.format}${file.detectedEncoding ? `, ${settings.encoding === 'auto' ? file.detectedEncoding : settings.encoding}` : ''})`);
  io.out(`  columns: ${mapped.join(', ')}`);
  io.out(`  ${counts.total} rows: ${counts.created} to create, ${counts.matched} matched, ${counts.refused} refused`);
  for (const refusal of plan.refusals.slice(0, REFUSALS_PRINTED)) {
    io.out(`  row ${refusal.row}${refusal.column ? ` (${refusal.column})` : ''}: ${translateMessage(refusal.key, 'en', refusal.params)}`);
  }
  if (plan.refusals.length > REFUSALS_PRINTED) io.out(`  … and ${plan.refusals.length - REFUSALS_PRINTED} more refusals`);
  if (args.dryRun) {
    io.out('Dry run: nothing stored.');
    return;
  }
  if (!(await markRunning(db, id, { settings: { ...settings, mapping }, counts, refusals: plan.refusals }))) throw new CommandError('The import could not start.');
  const runner = new ImportRunner(db, { error: (details, message) => io.err(`${message}: ${String((details as { err?: unknown }).err)}`) });
  runner.start((await findImport(db, id))!, plan, COMMAND_ACTOR, localDay());
  await runner.idle();
  const done = (await findImport(db, id))!;
  if (done.state !== 'done') throw new CommandError(translateMessage(done.error?.key ?? 'import.failed', 'en', done.error?.params ?? { reason: done.state }));
  io.out(`Imported: ${done.created} created, ${done.matched} matched, ${done.refused} refused.`);
}

/** `npm run import -- <kind> <file> [...]`: returns the exit code. */
export async function runImportCommand(argv: readonly string[], context: ImportContext): Promise<number> {
  const { env, cwd, io } = context;
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(IMPORT_USAGE);
    return 0;
  }
  return runCommand(io, IMPORT_USAGE, async () => {
    const args = parseArguments(argv);
    const bytes = await readFile(resolve(cwd, args.file)).catch(() => {
      throw new CommandError(`Cannot read ${args.file}.`);
    });
    const db = await openClinicDatabase(env, cwd, 'import from the administration ("Importer")');
    try {
      await saying(() => importWith(db, args, io, bytes));
    } finally {
      await db.close();
    }
  });
}
