import type { MyTill } from '@dental/contracts';
import { localDay, tillFigures } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';
import { currentUser, requireView } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';

interface TillRow {
  _id: string;
  patientId: string;
  patientName: string;
  doctor: string;
  amount: string;
  methodId: string | null;
  methodName: string | null;
  createdAt: string;
  closeNumber: number | null;
  closeAt: string | null;
}

/** The drawer payments (not insurance-covered) `userId` recorded for `day`, in the order they were recorded. */
async function myDay(db: Queryable, userId: string, day: string): Promise<MyTill> {
  const rows = await db.query<TillRow>(
    `select p.id::text as "_id", pa.id::text as "patientId", pa.name as "patientName", p.doctor_id::text as doctor, p.amount::text as amount,
            m.id::text as "methodId", m.name as "methodName", api_iso(p.created_at) as "createdAt",
            c.seq as "closeNumber", api_iso(c.closed_at) as "closeAt"
       from payments p
       join patients pa on pa.id = p.patient_id
       left join payment_modes m on m.id = p.method_id
       left join cash_closes c on c.id = p.cash_close_id and c.reopened_at is null
      where p.user_id = $1 and p.payment_date = $2::date and not p.supported
      order by p.created_at, p.id`,
    [userId, day],
  );
  const methods = await db.query<{ _id: string; name: string; archive: boolean }>('select id::text as "_id", name, archive from payment_modes order by code, id');
  const payments = rows.map((row) => ({
    _id: row._id,
    patient: { _id: row.patientId, name: row.patientName },
    doctor: row.doctor,
    amount: numeric(row.amount),
    method: row.methodId === null ? null : { _id: row.methodId, name: row.methodName ?? '' },
    createdAt: row.createdAt,
    cashClose: row.closeNumber === null ? null : { number: row.closeNumber, at: row.closeAt ?? '' },
  }));
  const figures = tillFigures(
    methods,
    payments.map((payment) => ({ method: payment.method?._id ?? null, amount: payment.amount, closed: payment.cashClose !== null })),
  );
  return { day, payments, ...figures };
}

/**
 * "Ma caisse du jour" (issue 36): what the signed-in user took today, for whoever records patients'
 * payments; only their own records, so the view of the payments is enough.
 */
export async function myDayRoutes(app: FastifyInstance) {
  route(app, 'payments.myDay', { guard: requireView('PAIEMENTS_PATIENTS') }, async (request) => ok(await myDay(app.db, currentUser(request).id, localDay())));
}
