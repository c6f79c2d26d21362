import type { ImportEncoding, ImportKind } from '@dental/contracts';
import { mappingFromSaved, savedMappingFits, suggestMapping } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/errors';
import { existingDoctors } from '../patients/queries';
import { fileInfoOf, importBytes, insertImport, type FileInfo, type ImportRow, type Settings } from './jobs';
import { listMappings } from './mappings';
import { checkMapping, planFile } from './plan';
import { readImportFile } from './read-file';

/** The steps the API and the command line share: a file taken in as a draft, and a draft read and planned with its settings. */

/** The mapping an upload starts with: a saved one of the kind whose header texts are all in the file, else the suggested one. */
async function firstMapping(db: Queryable, kind: ImportKind, headers: readonly string[]) {
  const saved = (await listMappings(db)).find((mapping) => mapping.kind === kind && savedMappingFits(mapping.columns, headers));
  return saved ? mappingFromSaved(kind, saved.columns, headers) : suggestMapping(kind, headers);
}

/** The draft's file read with another sheet or encoding: its shape and the mapping its header starts with. Writes nothing. */
export async function draftFileAs(db: Queryable, row: ImportRow, how: { encoding: ImportEncoding; sheet: string | null }): Promise<FileInfo> {
  const bytes = await importBytes(db, row.id);
  const file = await readImportFile(bytes, how);
  return fileInfoOf(file, bytes.byteLength, await firstMapping(db, row.kind, file.headers));
}

/** Reads the file (first sheet, detected encoding) and keeps it as a draft import; answers its id. */
export async function createDraft(db: Queryable, input: { kind: ImportKind; fileName: string; bytes: Uint8Array; userId: string | null }): Promise<string> {
  const file = await readImportFile(input.bytes, { encoding: 'auto', sheet: null });
  const fileInfo = fileInfoOf(file, input.bytes.byteLength, await firstMapping(db, input.kind, file.headers));
  return insertImport(db, { ...input, fileInfo });
}

/**
 * The file read with the settings, the mapping checked against its header, the default doctor a
 * doctor, and every row planned; rows naming another doctor than `onlyDoctor` (when set) are refused.
 */
export async function prepareImport(db: Queryable, row: ImportRow, settings: Settings, onlyDoctor: string | null = null) {
  const bytes = await importBytes(db, row.id);
  const file = await readImportFile(bytes, { encoding: settings.encoding, sheet: settings.sheet });
  const mapping = checkMapping(row.kind, settings.mapping, file.headers);
  if (settings.doctor !== null && !(await existingDoctors(db, [settings.doctor])).has(settings.doctor)) {
    throw new ApiError(400, 'import.doctorUnknown', { doctor: settings.doctor });
  }
  return { file, size: bytes.byteLength, mapping, plan: await planFile(db, row.kind, file, { mapping, doctor: settings.doctor, onlyDoctor }) };
}
