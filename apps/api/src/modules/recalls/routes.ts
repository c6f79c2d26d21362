import { ACTION, type RecallItem } from '@dental/contracts';
import { localDay } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { listDoctor } from '../../http/doctor-scope';
import { ApiError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView, viewScopeOf } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { listRecalls, recallPage, type RecallQuery, type RecallRow } from './queries';

/** Recalls are the agenda's: gated by RDV, a doctor's own patients or any with the global view. */
const COLLECTION = 'RDV';

async function recallMonths(db: Queryable): Promise<number> {
  const [row] = await db.query<{ months: number }>('select recall_months as months from settings where id = 1');
  return Number(row?.months ?? 6);
}

function itemOf(row: RecallRow): RecallItem {
  return {
    patient: {
      _id: row.id,
      name: row.name,
      contact: { phone: row.phone, whatsApp: row.whatsapp },
      messageLanguage: row.message_language === 'fr' || row.message_language === 'ar' ? row.message_language : null,
    },
    lastVisit: row.last_visit,
    dueDate: row.due_date,
    contacted: row.contacted_at ? { by: row.contacted_by, at: new Date(row.contacted_at).toISOString() } : null,
    missed: row.missed,
    doctors: row.doctors,
  };
}

export async function recallRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'recalls.list', { guard: requireView(COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const doctor = await listDoctor(db, me, COLLECTION, request.query.doctor);
    const months = await recallMonths(db);
    const { window, contacted, offset, limit } = request.query;
    const { rows, ...count } = await recallPage(db, { doctorIds: doctor ? [doctor] : null, window, contacted, today: localDay(), months, offset, limit });
    return ok({ items: rows.map(itemOf), ...count, months });
  });

  // Marking a patient contacted changes the agenda's records: the right to change appointments.
  route(app, 'recalls.contact', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const query: RecallQuery = {
      doctorIds: viewScopeOf(me, COLLECTION) === 'all' ? null : [me.id],
      window: 'all',
      contacted: 'all',
      today: localDay(),
      months: await recallMonths(db),
      offset: 0,
      limit: 1,
      patientId: request.params.id,
    };
    return ok(
      await db.transaction(async (tx) => {
        const [due] = await listRecalls(tx, query);
        if (!due) {
          // A patient outside the caller's scope is not found, as if it did not exist.
          const [known] = await tx.query(
            `select 1 from patients p where p.id = $1 and ($2::bigint[] is null or exists (select 1 from patient_doctors d where d.patient_id = p.id and d.doctor_id = any($2::bigint[])))`,
            [query.patientId, query.doctorIds],
          );
          throw known ? new ApiError(409, 'recall.notDue') : notFound();
        }
        await tx.query(
          `insert into recall_contacts (patient_id, due_date, contacted_by, contacted_at) values ($1, $2, $3, now())
           on conflict (patient_id) do update set due_date = excluded.due_date, contacted_by = excluded.contacted_by, contacted_at = excluded.contacted_at`,
          [due.id, due.due_date, me.id],
        );
        const [contacted] = await listRecalls(tx, query);
        return itemOf(contacted);
      }),
    );
  });
}
