import { ACTION, IMPORT_FIELDS, IMPORT_PREVIEW_ROWS, IMPORT_REFUSALS_LISTED, translateMessage, type ImportKind, type Language, type SavedMapping } from '@dental/contracts';
import { localDay, mappingFromSaved, savedMappingFits, suggestMapping } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, type Queryable } from '../../db/types';
import { audit } from '../../db/audit';
import { ApiError } from '../../http/errors';
import { currentUser, requireAction } from '../../http/guards';
import { languageOf } from '../../http/language';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { uploadedBytes } from '../clinical-files/upload';
import { existingDoctors } from '../patients/queries';
import { fileInfoOf, findImport, importBytes, importRefusals, insertImport, listImports, saveDryRun, toJob, type ImportRow, type Settings } from './jobs';
import { deleteMapping, listMappings, saveMapping } from './mappings';
import { checkMapping, planFile } from './plan';
import { planCounts, type Refusal } from './plan-types';
import { readImportFile, type ReadFile } from './read-file';
import { refusalReport } from './report';
import { failAbandonedRuns, ImportRunner } from './runner';
import { isUndoable, deleteImported } from './undo';
import { acceptImportFiles, importUploadOptions } from './upload-body';

const guard = requireAction(ACTION.import, 'DONNEES');

/** States an import may be (re)started from: never run, or run and left with nothing stored. */
const STARTABLE = ['draft', 'failed', 'cancelled'];

const translated = (refusal: Refusal, language: Language) => ({
  row: refusal.row,
  column: refusal.column,
  field: refusal.field,
  message: translateMessage(refusal.key, language, refusal.params),
});

/** The mapping an upload starts with: a saved one of the kind whose header texts are all in the file, else the suggested one. */
async function firstMapping(db: Queryable, kind: ImportKind, headers: readonly string[]) {
  const saved = (await listMappings(db)).find((mapping: SavedMapping) => mapping.kind === kind && savedMappingFits(mapping.columns, headers));
  return saved ? mappingFromSaved(kind, saved.columns, headers) : suggestMapping(kind, headers);
}

/** Imports of patients, appointments and treatments from CSV and XLSX files (issue 39). */
export async function importRoutes(app: FastifyInstance) {
  const { db } = app;
  acceptImportFiles(app);
  const runner = new ImportRunner(db, app.log);
  await failAbandonedRuns(db);
  app.addHook('onClose', () => runner.idle());

  const load = async (id: string): Promise<ImportRow> => {
    const row = await findImport(db, id);
    if (!row) throw new ApiError(404, 'import.notFound');
    return row;
  };

  /** The job as answered: from the run's memory while it runs here (no statement waits on its transaction). */
  const answerJob = async (id: string, language: Language) => {
    const running = runner.progress(id);
    if (running) return toJob(running.row, language, running);
    const row = await load(id);
    return toJob(row, language, undefined, row.state === 'done' && (await isUndoable(db, id)));
  };

  /** The file read with the settings, the mapping checked against its header, the default doctor a doctor. */
  const prepare = async (row: ImportRow, settings: Settings) => {
    const bytes = await importBytes(db, row.id);
    const file = await readImportFile(bytes, { encoding: settings.encoding, sheet: settings.sheet });
    const mapping = checkMapping(row.kind, settings.mapping, file.headers);
    if (settings.doctor !== null && !(await existingDoctors(db, [settings.doctor])).has(settings.doctor)) {
      throw new ApiError(400, 'import.doctorUnknown', { doctor: settings.doctor });
    }
    return { file, bytes, mapping, plan: await planFile(db, row.kind, file, { mapping, doctor: settings.doctor }) };
  };

  route(app, 'imports.list', { guard }, async (request) => {
    const language = languageOf(request);
    const rows = await listImports(db);
    return ok(await Promise.all(rows.map(async (row) => toJob(row, language, undefined, row.state === 'done' && (await isUndoable(db, row.id))))));
  });

  route(app, 'imports.upload', importUploadOptions(guard), async (request) => {
    const me = currentUser(request);
    const { kind, fileName } = request.query;
    const bytes = uploadedBytes(request.body);
    const file = await readImportFile(bytes, { encoding: 'auto', sheet: null });
    const fileInfo = fileInfoOf(file, bytes.byteLength, await firstMapping(db, kind, file.headers));
    const id = await insertImport(db, { kind, fileName, bytes, fileInfo, userId: me.id });
    return ok(await answerJob(id, languageOf(request)));
  });

  route(app, 'imports.get', { guard }, async (request) => ok(await answerJob(request.params.id, languageOf(request))));

  route(app, 'imports.dryRun', { guard }, async (request) => {
    const language = languageOf(request);
    const row = await load(request.params.id);
    if (!STARTABLE.includes(row.state)) throw new ApiError(409, 'import.notDraft');
    const settings = request.body;
    const { file, bytes, mapping, plan } = await prepare(row, settings);
    const counts = planCounts(plan);
    await saveDryRun(db, row.id, { settings: { ...settings, mapping }, fileInfo: fileInfoOf(file, bytes.byteLength, row.fileInfo.mapping), counts, refusals: plan.refusals });
    return ok({
      job: await answerJob(row.id, language),
      ...counts,
      rows: plan.rows.slice(0, IMPORT_PREVIEW_ROWS).map(({ line, outcome, matchedId, values }) => ({ row: line, outcome, matchedId, values })),
      refusals: plan.refusals.slice(0, IMPORT_REFUSALS_LISTED).map((refusal) => translated(refusal, language)),
    });
  });

  route(app, 'imports.report', { guard }, async (request, reply) => {
    const row = await load(request.params.id);
    const settings = row.settings ?? { encoding: 'auto' as const, sheet: null };
    const file: ReadFile = await readImportFile(await importBytes(db, row.id), { encoding: settings.encoding, sheet: settings.sheet });
    const csv = refusalReport(file, await importRefusals(db, row.id), languageOf(request));
    const name = `${row.fileName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} _-]/gu, '_')}-refus.csv`;
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    return Buffer.from(csv, 'utf-8');
  });

  route(app, 'imports.start', { guard }, async (request) => {
    const me = currentUser(request);
    // Said before any statement: on PGlite a statement would wait for the running import's end.
    if (runner.busy) throw new ApiError(409, 'import.alreadyRunning');
    const row = await load(request.params.id);
    if (!STARTABLE.includes(row.state)) throw new ApiError(409, 'import.notDraft');
    const settings = request.body;
    const { mapping, plan } = await prepare(row, settings);
    const counts = planCounts(plan);
    const started = await db
      .query(
        `update imports set state = 'running', started_at = now(), finished_at = null, settings = $2::jsonb, total = $3, done = 0,
                created = $4, matched = $5, refused = $6, refusals = $7::jsonb, error = null, cancel_requested = false
          where id = $1 and state = any($8::text[]) returning id`,
        [row.id, JSON.stringify({ ...settings, mapping }), counts.total, counts.created, counts.matched, counts.refused, JSON.stringify(plan.refusals), STARTABLE],
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ApiError(409, 'import.alreadyRunning');
        throw error;
      });
    if (started.length === 0) throw new ApiError(409, 'import.notDraft');
    runner.start(await load(row.id), plan, me, settings.balanceDate ?? localDay());
    return ok(await answerJob(row.id, languageOf(request)));
  });

  route(app, 'imports.cancel', { guard }, async (request) => {
    const { id } = request.params;
    if (!(await runner.cancel(id))) {
      // Running in another instance (PostgreSQL): it reads the request between two batches.
      const asked = await db.query(`update imports set cancel_requested = true where id = $1 and state = 'running' returning id`, [id]);
      if (asked.length === 0) {
        await load(id);
        throw new ApiError(409, 'import.notRunning');
      }
    }
    return ok(await answerJob(id, languageOf(request)));
  });

  route(app, 'imports.undo', { guard }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    const row = await load(id);
    const undone = await db.transaction(async (tx) => {
      // The row's lock queues concurrent undos of one import.
      const [locked] = await tx.query<{ state: string }>('select state from imports where id = $1 for update', [id]);
      if (locked.state !== 'done' || !(await isUndoable(tx, id))) return false;
      await deleteImported(tx, id);
      await tx.query(`update imports set state = 'undone', undone_at = now(), undone_by = $2 where id = $1`, [id, me.id]);
      await audit(tx, me, { patientId: null, entity: 'import', entityId: id, action: 'delete', before: { kind: row.kind, fileName: row.fileName, created: row.created } });
      return true;
    });
    if (!undone) throw new ApiError(409, 'import.notUndoable');
    return ok(await answerJob(id, languageOf(request)));
  });

  route(app, 'importMappings.list', { guard }, async () => ok(await listMappings(db)));

  route(app, 'importMappings.save', { guard }, async (request) => {
    const input = request.body;
    const fields: readonly string[] = IMPORT_FIELDS[input.kind];
    const unknown = Object.keys(input.columns).find((field) => !fields.includes(field));
    if (unknown !== undefined) throw new ApiError(400, 'import.fieldUnknown', { field: unknown });
    return ok(await saveMapping(db, input));
  });

  route(app, 'importMappings.remove', { guard }, async (request) => {
    const removed = await deleteMapping(db, request.params.id);
    if (!removed) throw new ApiError(404, 'import.mappingNotFound');
    return ok(removed);
  });
}
