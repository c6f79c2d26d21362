import { translateMessage, type ImportFile, type ImportJob, type ImportKind, type ImportState, type Language, type MessageKey, type MessageParams } from '@dental/contracts';
import type { importSettingsSchema } from '@dental/contracts/schemas';
import type { z } from 'zod';
import type { Queryable } from '../../db/types';
import type { Refusal } from './plan-types';
import type { ReadFile } from './read-file';

type Counts = { total: number; created: number; matched: number; refused: number };

/** The settings of a dry run or a run, as validated. */
export type Settings = z.output<typeof importSettingsSchema>;

/** What the upload found, kept with the import (`file_info`): the file's shape and the suggested mapping. */
export type FileInfo = Omit<ImportFile, 'encoding'>;

/** An `imports` row as the API reads it (the file's bytes apart). */
export interface ImportRow {
  id: string;
  kind: ImportKind;
  fileName: string;
  fileInfo: FileInfo;
  settings: Settings | null;
  state: ImportState;
  createdAt: string;
  createdBy: { _id: string; username: string } | null;
  startedAt: string | null;
  finishedAt: string | null;
  total: number;
  done: number;
  created: number;
  matched: number;
  refused: number;
  error: { key: MessageKey; params?: MessageParams } | null;
  undoneAt: string | null;
  undoneBy: { _id: string; username: string } | null;
}

const userRef = (alias: string, column: string) =>
  `(select json_build_object('_id', ${alias}.id::text, 'username', ${alias}.username) from users ${alias} where ${alias}.id = i.${column})`;

const COLUMNS = `
  i.id::text as id, i.kind, i.file_name as "fileName", i.file_info as "fileInfo", i.settings, i.state,
  api_iso(i.created_at) as "createdAt", ${userRef('cu', 'created_by')} as "createdBy",
  api_iso(i.started_at) as "startedAt", api_iso(i.finished_at) as "finishedAt",
  i.total, i.done, i.created, i.matched, i.refused, i.error,
  api_iso(i.undone_at) as "undoneAt", ${userRef('uu', 'undone_by')} as "undoneBy"`;

/** jsonb comes back parsed from pg and as text from some PGlite paths. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function rowOf(raw: Record<string, unknown>): ImportRow {
  return {
    ...(raw as unknown as ImportRow),
    fileInfo: parsed(raw.fileInfo),
    settings: parsed(raw.settings),
    error: parsed(raw.error),
    createdBy: parsed(raw.createdBy),
    undoneBy: parsed(raw.undoneBy),
  };
}

export async function findImport(db: Queryable, id: string): Promise<ImportRow | null> {
  const rows = await db.query(`select ${COLUMNS} from imports i where i.id = $1`, [id]);
  return rows[0] ? rowOf(rows[0]) : null;
}

/** The imports, newest first. */
export async function listImports(db: Queryable): Promise<ImportRow[]> {
  const rows = await db.query(`select ${COLUMNS} from imports i order by i.created_at desc, i.id desc limit 200`);
  return rows.map(rowOf);
}

export async function importBytes(db: Queryable, id: string): Promise<Uint8Array> {
  const [row] = await db.query<{ bytes: Uint8Array }>('select file_bytes as bytes from imports where id = $1', [id]);
  return row.bytes;
}

export async function importRefusals(db: Queryable, id: string): Promise<Refusal[]> {
  const [row] = await db.query<{ refusals: unknown }>('select refusals from imports where id = $1', [id]);
  return parsed<Refusal[]>(row?.refusals ?? []);
}

/** The file's shape as it is known now (the sheet or encoding chosen may have changed its header). */
export function fileInfoOf(read: ReadFile, size: number, mapping: FileInfo['mapping']): FileInfo {
  return { size, format: read.format, sheets: read.sheets, sheet: read.sheet, detectedEncoding: read.detectedEncoding, headers: read.headers, rows: read.rows.length, mapping };
}

export async function insertImport(db: Queryable, input: { kind: ImportKind; fileName: string; bytes: Uint8Array; fileInfo: FileInfo; userId: string | null }): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into imports (kind, file_name, file_bytes, file_info, created_by, total) values ($1, $2, $3, $4::jsonb, $5, $6) returning id::text as id`,
    [input.kind, input.fileName, input.bytes, JSON.stringify(input.fileInfo), input.userId, input.fileInfo.rows],
  );
  return id;
}

/** A dry run's outcome kept on the draft: its settings, the file's shape under them, the counts and every refusal. */
export async function saveDryRun(
  db: Queryable,
  id: string,
  input: { settings: Settings; fileInfo: FileInfo; counts: Counts; refusals: readonly Refusal[] },
): Promise<void> {
  await db.query(
    `update imports set settings = $2::jsonb, file_info = $3::jsonb, total = $4, created = $5, matched = $6, refused = $7, refusals = $8::jsonb
      where id = $1`,
    [id, JSON.stringify(input.settings), JSON.stringify(input.fileInfo), input.counts.total, input.counts.created, input.counts.matched, input.counts.refused, JSON.stringify(input.refusals)],
  );
}

/** States an import may be (re)started from: never run, or run and left with nothing stored. */
export const STARTABLE = ['draft', 'failed', 'cancelled'];

/** The draft becomes the running import (false when it is no longer startable); a second running import breaks `imports_one_running_uq`. */
export async function markRunning(db: Queryable, id: string, input: { settings: Settings; counts: Counts; refusals: readonly Refusal[] }): Promise<boolean> {
  const { settings, counts, refusals } = input;
  const rows = await db.query(
    `update imports set state = 'running', started_at = now(), finished_at = null, settings = $2::jsonb, total = $3, done = 0,
            created = $4, matched = $5, refused = $6, refusals = $7::jsonb, error = null, cancel_requested = false
      where id = $1 and state = any($8::text[]) returning id`,
    [id, JSON.stringify(settings), counts.total, counts.created, counts.matched, counts.refused, JSON.stringify(refusals), STARTABLE],
  );
  return rows.length > 0;
}

/** The job as the API answers it, its error in the caller's language. */
export function toJob(row: ImportRow, language: Language, progress?: { done: number; secondsLeft: number | null }, undoable = false): ImportJob {
  const { id, fileInfo, settings, error, ...rest } = row;
  return {
    ...rest,
    _id: id,
    done: progress?.done ?? row.done,
    secondsLeft: progress?.secondsLeft ?? null,
    error: error ? translateMessage(error.key, language, error.params) : null,
    undoable,
    file: { ...fileInfo, encoding: settings?.encoding ?? 'auto', mapping: settings?.mapping ?? fileInfo.mapping },
  };
}
