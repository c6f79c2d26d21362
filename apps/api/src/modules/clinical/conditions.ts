import { ACTION, type ToothCondition } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../db/audit';
import type { Queryable } from '../../db/types';
import { FormError, notFound, type FormMessage } from '../../http/errors';
import { currentUser, requireAction } from '../../http/guards';
import { checkPatientAccess } from '../../http/patient-access';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { conditionTypeNamed, CONDITION_TYPE_JSON } from './condition-types';
import { COLLECTION, isFuture } from './record';

/** A condition on a tooth as the API answers it, from `tooth_conditions c` (CONDITION_FROM). */
const CONDITION_COLUMNS = /* sql */ `
  c.id::text as "_id", c.patient_id::text as patient, c.tooth, ${CONDITION_TYPE_JSON} as type, to_char(c.day, 'YYYY-MM-DD') as date,
  c.surface, c.note, case when u.id is null then null else json_build_object('_id', u.id::text, 'username', u.username) end as by,
  api_iso(c.created_at) as "createdAt"`;
const CONDITION_FROM = /* sql */ `tooth_conditions c join condition_types t on t.id = c.type_id left join users u on u.id = c.user_id`;

/** A patient's conditions, oldest first (a later one is drawn over an earlier one); on one tooth when it is named. */
export async function conditionsOf(db: Queryable, patientId: string, tooth?: string): Promise<ToothCondition[]> {
  return db.query<ToothCondition>(
    `select ${CONDITION_COLUMNS} from ${CONDITION_FROM} where c.patient_id = $1 and ($2::text is null or c.tooth = $2) order by c.day, c.id`,
    [patientId, tooth ?? null],
  );
}

async function findCondition(db: Queryable, id: string): Promise<ToothCondition | undefined> {
  return (await db.query<ToothCondition>(`select ${CONDITION_COLUMNS} from ${CONDITION_FROM} where c.id = $1`, [id]))[0];
}

const ENTITY = 'toothCondition';

/** Conditions recorded on teeth from the chart (one row per tooth), and removed; each audited. */
export async function toothConditionRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'toothConditions.create', { guard: requireAction(ACTION.create, COLLECTION), limits: { maxLengths: { note: 500 } } }, async (request) => {
    const me = currentUser(request);
    const { patient, teeth, type, date, surface, note } = request.body;
    await checkPatientAccess(db, me, patient, COLLECTION);
    const condition = await conditionTypeNamed(db, type);
    const problems: FormMessage[] = [];
    if (!condition) problems.push({ key: 'clinical.conditionTypeUnknown' });
    if (await isFuture(db, date)) problems.push({ key: 'clinical.dateInFuture' });
    if (!condition || problems.length > 0) throw new FormError(problems);
    const created = await db.transaction(async (tx) => {
      const ids = await tx.query<{ id: string }>(
        `insert into tooth_conditions (patient_id, tooth, type_id, day, surface, note, user_id)
         select $1, tooth, $3, $4, $5, $6, $7 from unnest($2::text[]) with ordinality as t (tooth, n) order by n
         returning id::text as id`,
        [patient, teeth, condition._id, date, surface || null, note, me.id],
      );
      const rows = await tx.query<ToothCondition>(`select ${CONDITION_COLUMNS} from ${CONDITION_FROM} where c.id = any($1::bigint[]) order by c.id`, [ids.map((row) => row.id)]);
      for (const row of rows) await audit(tx, me, { patientId: patient, entity: ENTITY, entityId: row._id, action: 'create', after: row });
      return rows;
    });
    return ok(created);
  });

  route(app, 'toothConditions.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const current = await findCondition(db, request.params.id);
    if (!current) throw notFound();
    await checkPatientAccess(db, me, current.patient, COLLECTION);
    await db.transaction(async (tx) => {
      const rows = await tx.query('delete from tooth_conditions where id = $1 returning id', [current._id]);
      if (rows.length === 0) throw notFound();
      await audit(tx, me, { patientId: current.patient, entity: ENTITY, entityId: current._id, action: 'delete', before: current });
    });
    return ok(current);
  });
}
