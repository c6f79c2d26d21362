import { ACTION, type Consumable } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/types';
import { FormError, notFound } from '../../http/errors';
import { requireAction } from '../../http/guards';
import { requireReferenceRead } from '../../http/reference-lists';
import { ok } from '../../http/reply';
import { route } from '../../http/route';

const COLLECTION = 'LIST_CONSOMMABLE';
const COLUMNS = `id::text as "_id", name, api_iso(created_at) as "createdAt", api_iso(updated_at) as "updatedAt"`;

const nameTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new FormError(['consumable.exists']);
  throw error;
};

/**
 * The consumable list (LIST_CONSOMMABLE), readable by who orders (BON_COMMANDE). Names come in a
 * collation that is the same on every engine (case-folded, then code point); the client sorts
 * them again in the user's language.
 */
export async function consumableListRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'consumableList.list', { guard: requireReferenceRead('consumableList.list') }, async () =>
    ok(await db.query<Consumable>(`select ${COLUMNS} from consumables order by lower(name) collate "C", name collate "C", id`)),
  );

  route(app, 'consumableList.create', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const rows = await db.query<Consumable>(`insert into consumables (name) values ($1) returning ${COLUMNS}`, [request.body.name]).catch(nameTaken);
    return ok(rows[0]);
  });

  route(app, 'consumableList.update', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const rows = await db
      .query<Consumable>(`update consumables set name = $2, updated_at = now() where id = $1 returning ${COLUMNS}`, [request.params.id, request.body.name])
      .catch(nameTaken);
    if (rows.length === 0) throw notFound();
    return ok(rows[0]);
  });

  /** Orders keep the names of their lines: a consumable leaves the list whatever was ordered. */
  route(app, 'consumableList.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const rows = await db.query<Consumable>(`delete from consumables where id = $1 returning ${COLUMNS}`, [request.params.id]);
    if (rows.length === 0) throw notFound();
    return ok(rows[0]);
  });
}
