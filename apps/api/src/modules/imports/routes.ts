import { ACTION, IMPORT_FIELDS, type Collection, IMPORT_PREVIEW_ROWS, IMPORT_REFUSALS_LISTED, translateMessage, type Language } from '@dental/contracts';
import { localDay } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/types';
import { audit } from '../../db/audit';
import { ApiError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireActionToRead, viewScopeOf } from '../../http/guards';
import type { AuthUser } from '../../plugins/auth';
import { languageOf } from '../../http/language';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { uploadedBytes } from '../clinical-files/upload';
import { fileInfoOf, findImport, importBytes, importRefusals, listImports, markRunning, saveDryRun, STARTABLE, toJob, type ImportRow } from './jobs';
import { deleteMapping, listMappings, saveMapping } from './mappings';
import { createDraft, draftFileAs, prepareImport } from './prepare';
import { planCounts, type Refusal } from './plan-types';
import { readImportFile, type ReadFile } from './read-file';
import { refusalReport } from './report';
import { failAbandonedRuns, ImportRunner } from './runner';
import { isUndoable, deleteImported } from './undo';
import { acceptImportFiles, importUploadOptions } from './upload-body';

const guard = requireAction(ACTION.import, 'DONNEES');
/** The reads (the history, a job, its report, the saved mappings) refuse as every refused read does, with a text beginning with AFFICHER. */
const readGuard = requireActionToRead(ACTION.import, 'DONNEES');

const translated = (refusal: Refusal, language: Language) => ({
  row: refusal.row,
  column: refusal.column,
  field: refusal.field,
  message: translateMessage(refusal.key, language, refusal.params),
});

/** The collection whose view decides which doctors an import of the kind may name (the catalogue's rows name none: the patients' view rules its settings). */
const DOCTORS_SEEN_IN = { patients: 'PATIENTS', appointments: 'RDV', treatments: 'PATIENTS' } as const;

/**
 * The only doctor `me` may name in an import of `kind`: themselves with the own view, anyone (null)
 * with the global view; a default doctor other than them is refused (403) before anything else.
 */
function checkedOnlyDoctor(me: AuthUser, kind: ImportRow['kind'], defaultDoctor: string | null | undefined): string | null {
  const collection: Collection = DOCTORS_SEEN_IN[kind];
  const only = viewScopeOf(me, collection) === 'all' ? null : me.id;
  if (only !== null && defaultDoctor != null && defaultDoctor !== only) throw new ApiError(403, 'auth.otherDoctor');
  return only;
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
    if (!row) throw notFound();
    return row;
  };

  /** The job as answered: from the run's memory while it runs here (no statement waits on its transaction). */
  const answerJob = async (id: string, language: Language) => {
    const running = runner.progress(id);
    if (running) return toJob(running.row, language, running);
    const row = await load(id);
    return toJob(row, language, undefined, row.state === 'done' && (await isUndoable(db, id)));
  };

  route(app, 'imports.list', { guard: readGuard }, async (request) => {
    const language = languageOf(request);
    const rows = await listImports(db);
    return ok(await Promise.all(rows.map(async (row) => toJob(row, language, undefined, row.state === 'done' && (await isUndoable(db, row.id))))));
  });

  route(app, 'imports.upload', importUploadOptions(guard), async (request) => {
    const me = currentUser(request);
    const { kind, fileName } = request.query;
    const id = await createDraft(db, { kind, fileName, bytes: uploadedBytes(request.body), userId: me.id });
    return ok(await answerJob(id, languageOf(request)));
  });

  route(app, 'imports.get', { guard: readGuard }, async (request) => {
    const language = languageOf(request);
    const { encoding, sheet } = request.query;
    if (encoding === undefined && sheet === undefined) return ok(await answerJob(request.params.id, language));
    const row = await load(request.params.id);
    if (!STARTABLE.includes(row.state)) throw new ApiError(409, 'import.notDraft');
    const file = await draftFileAs(db, row, { encoding: encoding ?? 'auto', sheet: sheet ?? null });
    return ok({ ...toJob(row, language), file: { ...file, encoding: encoding ?? 'auto' } });
  });

  route(app, 'imports.dryRun', { guard }, async (request) => {
    const language = languageOf(request);
    const row = await load(request.params.id);
    const settings = request.body;
    const onlyDoctor = checkedOnlyDoctor(currentUser(request), row.kind, settings.doctor);
    if (!STARTABLE.includes(row.state)) throw new ApiError(409, 'import.notDraft');
    const { file, size, mapping, plan } = await prepareImport(db, row, settings, onlyDoctor);
    const counts = planCounts(plan);
    await saveDryRun(db, row.id, { settings: { ...settings, mapping }, fileInfo: fileInfoOf(file, size, row.fileInfo.mapping), counts, refusals: plan.refusals });
    return ok({
      job: await answerJob(row.id, language),
      ...counts,
      rows: plan.rows.slice(0, IMPORT_PREVIEW_ROWS).map(({ line, outcome, matchedId, values }) => ({ row: line, outcome, matchedId, values })),
      refusals: plan.refusals.slice(0, IMPORT_REFUSALS_LISTED).map((refusal) => translated(refusal, language)),
    });
  });

  route(app, 'imports.report', { guard: readGuard }, async (request, reply) => {
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
    const settings = request.body;
    const onlyDoctor = checkedOnlyDoctor(me, row.kind, settings.doctor);
    if (!STARTABLE.includes(row.state)) throw new ApiError(409, 'import.notDraft');
    const { mapping, plan } = await prepareImport(db, row, settings, onlyDoctor);
    const started = await markRunning(db, row.id, { settings: { ...settings, mapping }, counts: planCounts(plan), refusals: plan.refusals }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError(409, 'import.alreadyRunning');
      throw error;
    });
    if (!started) throw new ApiError(409, 'import.notDraft');
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

  route(app, 'importMappings.list', { guard: readGuard }, async () => ok(await listMappings(db)));

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
