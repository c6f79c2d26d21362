import { ACTION, type Consumption } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';
import { FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { checkDoctorScope, checkNamedDoctors, isDoctor, listDoctor } from '../../http/doctor-scope';

const COLLECTION = 'CONSOMMATIONS';
const COLUMNS = `id::text as "_id", doctor_id::text as doctor, note, amount::text as amount, api_iso(created_at) as "createdAt", api_iso(updated_at) as "updatedAt"`;

type Row = Omit<Consumption, 'amount'> & { amount: string };
const toConsumption = (row: Row): Consumption => ({ ...row, amount: numeric(row.amount) });

/** The moment stored for a consumption's day: now for today (so the newest comes first), else that day. */
const USED_AT = (day: string) => `case when ${day}::date is null or ${day}::date = current_date then now() else ${day}::date::timestamptz end`;

async function findConsumption(db: Queryable, id: string): Promise<Consumption | undefined> {
  const rows = await db.query<Row>(`select ${COLUMNS} from consumptions where id = $1`, [id]);
  return rows.map(toConsumption)[0];
}

/** The doctor a consumption goes to: the one named (the caller's own without the global view), a doctor user. */
async function doctorOf(db: Queryable, me: AuthUser, doctor: string | undefined): Promise<string> {
  const chosen = doctor ?? me.id;
  checkNamedDoctors(me, [COLLECTION], [chosen]);
  if (!(await isDoctor(db, chosen))) throw new FormError(['consumption.doctorInvalid']);
  return chosen;
}

/** A consumption the caller may work on; another doctor's is not found for an own-view caller. */
async function consumptionOf(db: Queryable, me: AuthUser, id: string): Promise<Consumption> {
  const consumption = await findConsumption(db, id);
  if (!consumption) throw notFound();
  checkDoctorScope(me, COLLECTION, consumption.doctor);
  return consumption;
}

/** A doctor's consumptions (CONSOMMATIONS): note, amount, date. */
export async function consumptionRoutes(app: FastifyInstance) {
  const { db } = app;

  /** Newest first; between `from` and `to` (days, inclusive); a page with the period's count and sum when `limit` is given. */
  route(app, 'consumptions.list', { guard: requireView(COLLECTION) }, async (request) => {
    const { from, to, offset = 0, limit } = request.query;
    const doctor = await listDoctor(db, currentUser(request), COLLECTION, request.query.doctor);
    const where = `($1::bigint is null or doctor_id = $1::bigint) and ($2::date is null or created_at >= $2::date) and ($3::date is null or created_at < $3::date + 1)`;
    const filter = [doctor ?? null, from ?? null, to ?? null];
    if (limit === undefined) {
      const rows = await db.query<Row>(`select ${COLUMNS} from consumptions where ${where} order by created_at desc, id desc`, filter);
      return ok(rows.map(toConsumption));
    }
    const [rows, [period]] = await Promise.all([
      db.query<Row>(`select ${COLUMNS} from consumptions where ${where} order by created_at desc, id desc offset $4 limit $5`, [...filter, offset, limit]),
      db.query<{ total: string; sum: string }>(`select count(*)::text as total, coalesce(sum(amount), 0)::text as sum from consumptions where ${where}`, filter),
    ]);
    return { success: rows.map(toConsumption), total: Number(period.total), offset, limit, sum: numeric(period.sum) };
  });

  route(app, 'consumptions.create', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const { note, amount, doctor, createdAt } = request.body;
    const doctorId = await doctorOf(db, currentUser(request), doctor);
    const rows = await db.query<Row>(`insert into consumptions (doctor_id, note, amount, created_at) values ($1, $2, $3, ${USED_AT('$4')}) returning ${COLUMNS}`, [
      doctorId,
      note,
      amount.toFixed(2),
      createdAt ?? null,
    ]);
    return ok(toConsumption(rows[0]));
  });

  route(app, 'consumptions.update', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const current = await consumptionOf(db, me, request.params.id);
    const { note, amount, doctor, createdAt } = request.body;
    const doctorId = await doctorOf(db, me, doctor ?? current.doctor);
    const usedAt = `case when $5::date is null or $5::date = created_at::date then created_at else ${USED_AT('$5')} end`;
    const rows = await db.query<Row>(`update consumptions set doctor_id = $2, note = $3, amount = $4, created_at = ${usedAt}, updated_at = now() where id = $1 returning ${COLUMNS}`, [
      current._id,
      doctorId,
      note,
      amount.toFixed(2),
      createdAt ?? null,
    ]);
    if (rows.length === 0) throw notFound();
    return ok(toConsumption(rows[0]));
  });

  route(app, 'consumptions.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const current = await consumptionOf(db, currentUser(request), request.params.id);
    const rows = await db.query('delete from consumptions where id = $1 returning id', [current._id]);
    if (rows.length === 0) throw notFound();
    return ok(current);
  });
}
