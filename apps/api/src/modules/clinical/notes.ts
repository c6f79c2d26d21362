import { ACTION, NOTE_EDIT_HOURS, CLINICAL_NOTE_MAX_LENGTH, type ClinicalNote } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../db/audit';
import type { Queryable } from '../../db/types';
import { ApiError, FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { checkPatientAccess } from '../../http/patient-access';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { COLLECTION, isFuture } from './record';

const person = (alias: string) => `case when ${alias}.id is null then null else json_build_object('_id', ${alias}.id::text, 'username', ${alias}.username) end`;

/** A clinical note as the API answers it, from `clinical_notes n` (NOTE_FROM), with its addenda in the order written. */
const NOTE_COLUMNS = /* sql */ `
  n.id::text as "_id", n.patient_id::text as patient, to_char(n.day, 'YYYY-MM-DD') as date, n.body as text, n.teeth,
  ${person('u')} as author, api_iso(n.created_at) as "createdAt", api_iso(n.updated_at) as "updatedAt",
  api_iso(n.created_at + make_interval(hours => ${NOTE_EDIT_HOURS})) as "editableUntil",
  coalesce((select json_agg(json_build_object('_id', a.id::text, 'text', a.body, 'author', ${person('au')}, 'createdAt', api_iso(a.created_at)) order by a.created_at, a.id)
              from clinical_note_addenda a left join users au on au.id = a.user_id where a.note_id = n.id), '[]'::json) as addenda`;
const NOTE_FROM = /* sql */ `clinical_notes n left join users u on u.id = n.user_id`;

/** A patient's notes, newest day first; only those naming the tooth when one is given. */
export async function notesOf(db: Queryable, patientId: string, tooth?: string): Promise<ClinicalNote[]> {
  return db.query<ClinicalNote>(
    `select ${NOTE_COLUMNS} from ${NOTE_FROM} where n.patient_id = $1 and ($2::text is null or $2 = any(n.teeth)) order by n.day desc, n.id desc`,
    [patientId, tooth ?? null],
  );
}

async function findNote(db: Queryable, id: string): Promise<ClinicalNote | undefined> {
  return (await db.query<ClinicalNote>(`select ${NOTE_COLUMNS} from ${NOTE_FROM} where n.id = $1`, [id]))[0];
}

const ENTITY = 'clinicalNote';
const limits = { maxLengths: { text: CLINICAL_NOTE_MAX_LENGTH } };

async function refuseFutureDay(db: Queryable, day: string): Promise<void> {
  if (await isFuture(db, day)) throw new FormError(['clinical.dateInFuture']);
}

/**
 * Dated notes of the visits: changed by their author for NOTE_EDIT_HOURS after they were written,
 * then completed by addenda (by anyone who may write notes); every write audited with the note.
 */
export async function clinicalNoteRoutes(app: FastifyInstance) {
  const { db } = app;

  const noteOf = async (me: AuthUser, id: string): Promise<ClinicalNote> => {
    const note = await findNote(db, id);
    if (!note) throw notFound();
    await checkPatientAccess(db, me, note.patient, COLLECTION);
    return note;
  };

  route(app, 'clinicalNotes.list', { guard: requireView(COLLECTION) }, async (request) => {
    const { patient } = request.query;
    await checkPatientAccess(db, currentUser(request), patient, COLLECTION);
    return ok(await notesOf(db, patient));
  });

  route(app, 'clinicalNotes.create', { guard: requireAction(ACTION.create, COLLECTION), limits }, async (request) => {
    const me = currentUser(request);
    const { patient, date, text, teeth } = request.body;
    await checkPatientAccess(db, me, patient, COLLECTION);
    await refuseFutureDay(db, date);
    const note = await db.transaction(async (tx) => {
      const [{ id }] = await tx.query<{ id: string }>('insert into clinical_notes (patient_id, day, body, teeth, user_id) values ($1, $2, $3, $4, $5) returning id::text as id', [
        patient,
        date,
        text,
        teeth,
        me.id,
      ]);
      const created = (await findNote(tx, id)) as ClinicalNote;
      await audit(tx, me, { patientId: patient, entity: ENTITY, entityId: id, action: 'create', after: created });
      return created;
    });
    return ok(note);
  });

  route(app, 'clinicalNotes.update', { guard: requireAction(ACTION.edit, COLLECTION), limits }, async (request) => {
    const me = currentUser(request);
    const current = await noteOf(me, request.params.id);
    if (current.author?._id !== me.id) throw new ApiError(403, 'clinical.noteNotAuthor');
    const { date, text, teeth } = request.body;
    await refuseFutureDay(db, date);
    const note = await db.transaction(async (tx) => {
      // The lock is read with the write: a note reaching its 24 hours meanwhile is not changed.
      const rows = await tx.query<{ id: string }>(
        `update clinical_notes set day = $2, body = $3, teeth = $4, updated_at = now()
          where id = $1 and now() < created_at + make_interval(hours => ${NOTE_EDIT_HOURS}) returning id::text as id`,
        [current._id, date, text, teeth],
      );
      if (rows.length === 0) throw new ApiError(409, 'clinical.noteLocked');
      const updated = (await findNote(tx, current._id)) as ClinicalNote;
      await audit(tx, me, { patientId: current.patient, entity: ENTITY, entityId: current._id, action: 'update', before: current, after: updated });
      return updated;
    });
    return ok(note);
  });

  route(app, 'clinicalNotes.addendum', { guard: requireAction(ACTION.create, COLLECTION), limits }, async (request) => {
    const me = currentUser(request);
    const current = await noteOf(me, request.params.id);
    const note = await db.transaction(async (tx) => {
      const [addendum] = await tx.query<{ id: string }>('insert into clinical_note_addenda (note_id, body, user_id) values ($1, $2, $3) returning id::text as id', [
        current._id,
        request.body.text,
        me.id,
      ]);
      const completed = (await findNote(tx, current._id)) as ClinicalNote;
      await audit(tx, me, {
        patientId: current.patient,
        entity: ENTITY,
        entityId: current._id,
        action: 'addendum',
        after: completed.addenda.find((a) => a._id === addendum.id),
      });
      return completed;
    });
    return ok(note);
  });
}
