import type { AuditEntry } from '@dental/contracts';
import type { Queryable } from './types';
import type { AuthUser } from '../plugins/auth';

export interface AuditRecord {
  patientId: string | null;
  /** quote, patientInvoice, payment, sheetLine, labConsumption, insuranceInvoice; appointment (its states), clinicalNote, toothCondition (not money). */
  entity: string;
  entityId: string | null;
  /** create, update, delete, approve, unpay; addendum (a clinical note completed). */
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Who did it: a signed-in user, or a command run on the server (no user id, a name saying so). */
export type AuditActor = Pick<AuthUser, 'username'> & { id: string | null };

/**
 * Appends to the audit trail in the caller's transaction, so the row exists exactly when the
 * change does. The table is append-only (a trigger refuses updates and deletes) and no route writes it.
 */
export async function audit(tx: Queryable, me: AuditActor, record: AuditRecord): Promise<void> {
  await tx.query(
    `insert into audit_log (user_id, username, patient_id, entity, entity_id, action, before, after)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      me.id,
      me.username,
      record.patientId,
      record.entity,
      record.entityId,
      record.action,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
    ],
  );
}

/** What the trail keeps that moves no money (an appointment's states, the clinical record): the patient's money history leaves it out. */
const NOT_MONEY = ['appointment', 'clinicalNote', 'toothCondition'];

/** A patient's money audit trail, newest first. */
export async function patientHistory(db: Queryable, patientId: string): Promise<AuditEntry[]> {
  const rows = await db.query<{ _id: string; at: string; userId: string | null; username: string; entity: string; entityId: string | null; action: string; before: unknown; after: unknown }>(
    `select id::text as "_id", api_iso(at) as at, user_id::text as "userId", username, entity, entity_id::text as "entityId", action, before, after
       from audit_log where patient_id = $1 and entity <> all($2::text[]) order by at desc, id desc limit 1000`,
    [patientId, NOT_MONEY],
  );
  return rows.map((row) => ({
    _id: row._id,
    at: row.at,
    user: { _id: row.userId, username: row.username },
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    before: parseJson(row.before),
    after: parseJson(row.after),
  }));
}

/** jsonb comes back parsed from pg and as text from some PGlite paths. */
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
