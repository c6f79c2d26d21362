import { ACTION, type ConditionType } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation, type Queryable } from '../../db/types';
import { ApiError, FormError, found, notFound } from '../../http/errors';
import { requireAction } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';

/** The administrator's reference data: the treatments' rights govern it. */
const COLLECTION = 'TRAITEMENTS';
const limits = { maxLengths: { label: 60, labelEn: 60, labelAr: 60 } };

/** A condition type as the API answers it, from `condition_types t`. */
export const CONDITION_TYPE_JSON = /* sql */ `json_build_object('_id', t.id::text, 'code', t.code, 'label', t.label, 'labelEn', t.label_en, 'labelAr', t.label_ar, 'colour', t.colour, 'symbol', t.symbol)`;
const COLUMNS = `t.id::text as "_id", t.code, t.label, t.label_en as "labelEn", t.label_ar as "labelAr", t.colour, t.symbol`;

async function findConditionType(db: Queryable, id: string): Promise<ConditionType | undefined> {
  return (await db.query<ConditionType>(`select ${COLUMNS} from condition_types t where t.id = $1`, [id]))[0];
}

/** The condition type a recorded condition names: its id or a built-in code; undefined when there is none. */
export async function conditionTypeNamed(db: Queryable, idOrCode: string): Promise<ConditionType | undefined> {
  const byId = /^[1-9]\d{0,17}$/.test(idOrCode);
  return (await db.query<ConditionType>(`select ${COLUMNS} from condition_types t where ${byId ? 't.id = $1::bigint' : 't.code = $1'}`, [idOrCode]))[0];
}

const labelTaken = (error: unknown) => (isUniqueViolation(error) ? new FormError(['clinical.conditionLabelExists']) : error);

/**
 * The conditions' catalogue: the built-in ones (a code, their words are the screens', restyled but
 * never renamed nor deleted) and those the administrator adds, named in each language.
 */
export async function conditionTypeRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'conditionTypes.list', {}, async () => ok(await db.query<ConditionType>(`select ${COLUMNS} from condition_types t order by t.position, t.id`)));

  route(app, 'conditionTypes.create', { guard: requireAction(ACTION.create, COLLECTION), limits }, async (request) => {
    const { label, labelEn, labelAr, colour, symbol } = request.body;
    const rows = await db
      .query<ConditionType>(
        `insert into condition_types as t (label, label_en, label_ar, colour, symbol) values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
        [label, labelEn, labelAr, colour, symbol],
      )
      .catch((error: unknown) => {
        throw labelTaken(error);
      });
    return ok(rows[0]);
  });

  route(app, 'conditionTypes.update', { guard: requireAction(ACTION.edit, COLLECTION), limits }, async (request) => {
    const { label, labelEn, labelAr, colour, symbol } = request.body;
    // A built-in condition keeps its (empty) labels: only its look changes.
    const rows = await db
      .query<ConditionType>(
        `update condition_types t set colour = $2, symbol = $3,
                label = case when t.code is null then $4 else t.label end,
                label_en = case when t.code is null then $5 else t.label_en end,
                label_ar = case when t.code is null then $6 else t.label_ar end
          where t.id = $1 returning ${COLUMNS}`,
        [request.params.id, colour, symbol, label, labelEn, labelAr],
      )
      .catch((error: unknown) => {
        throw labelTaken(error);
      });
    return ok(found(rows[0]));
  });

  route(app, 'conditionTypes.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const current = await findConditionType(db, request.params.id);
    if (!current) throw notFound();
    if (current.code !== null) throw new ApiError(409, 'clinical.builtInCondition');
    const inUse = () => new ApiError(409, 'clinical.conditionTypeInUse');
    const [used] = await db.query('select 1 from tooth_conditions where type_id = $1 limit 1', [current._id]);
    if (used) throw inUse();
    const rows = await db.query('delete from condition_types where id = $1 returning id', [current._id]).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? inUse() : error;
    });
    if (rows.length === 0) throw notFound();
    return ok(current);
  });
}
