import type { PaymentMode } from '@dental/contracts';
import type { Queryable } from '../../db/types';

const MODE_COLUMNS = `
  m.id::text as "_id",
  m.name,
  m.code,
  m.archive,
  api_iso(m.created_at) as "createdAt",
  api_iso(m.updated_at) as "updatedAt"`;

export function listPaymentModes(db: Queryable): Promise<PaymentMode[]> {
  return db.query<PaymentMode>(`select ${MODE_COLUMNS} from payment_modes m order by m.code, lower(m.name) collate "C", m.id`);
}

export async function findPaymentMode(db: Queryable, id: string): Promise<PaymentMode | undefined> {
  const rows = await db.query<PaymentMode>(`select ${MODE_COLUMNS} from payment_modes m where m.id = $1`, [id]);
  return rows[0];
}

export async function paymentModeTaken(db: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from payment_modes where lower(name) = lower($1) and ($2::bigint is null or id <> $2::bigint)`,
    [name, exceptId ?? null],
  );
  return rows.length > 0;
}

export interface PaymentModeWrite {
  name: string;
  code: number;
  archive: boolean;
}

export async function insertPaymentMode(db: Queryable, mode: PaymentModeWrite): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    'insert into payment_modes (name, code, archive) values ($1, $2, $3) returning id::text as id',
    [mode.name, mode.code, mode.archive],
  );
  return id;
}

export async function updatePaymentMode(db: Queryable, id: string, mode: PaymentModeWrite): Promise<boolean> {
  const rows = await db.query(
    'update payment_modes set name = $2, code = $3, archive = $4, updated_at = now() where id = $1 returning id',
    [id, mode.name, mode.code, mode.archive],
  );
  return rows.length > 0;
}

/** Deletes a payment mode; false when no row was there (already deleted: exactly one caller gets true). */
export async function deletePaymentMode(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from payment_modes where id = $1 returning id', [id]);
  return rows.length > 0;
}
