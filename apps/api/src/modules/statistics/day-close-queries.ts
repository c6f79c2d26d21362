import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

/** The day close's rows (migration 014). */

export interface ClosedDay {
  by: string;
  at: string;
}

export async function findClose(db: Queryable, day: string): Promise<ClosedDay | null> {
  const rows = await db.query<ClosedDay>(`select closed_by_name as by, api_iso(closed_at) as at from day_closes where day = $1::date`, [day]);
  return rows[0] ?? null;
}

export interface CloseLine {
  method: { _id: string; name: string };
  recorded: number;
  count: number;
  counted: number | null;
}

/** The lines a close recorded, in the payment methods' order. */
export async function closedLines(db: Queryable, day: string): Promise<CloseLine[]> {
  const rows = await db.query<{ id: string; name: string; recorded: string; payments: number; counted: string }>(
    `select m.id::text as id, m.name, l.recorded::text as recorded, l.payments, l.counted::text as counted
       from day_close_lines l join payment_modes m on m.id = l.method_id
      where l.day = $1::date order by m.code, m.name, m.id`,
    [day],
  );
  return rows.map((row) => ({ method: { _id: row.id, name: row.name }, recorded: numeric(row.recorded), count: row.payments, counted: numeric(row.counted) }));
}

export interface PaymentMethod {
  _id: string;
  name: string;
  archive: boolean;
}

/** Every payment method, in their order. */
export async function paymentMethods(db: Queryable): Promise<PaymentMethod[]> {
  return db.query<PaymentMethod>('select id::text as "_id", name, archive from payment_modes order by code, name, id');
}

/**
 * Waits for the day's exclusive lock (the payment writes of the day hold the shared one, see
 * migration 014) until the transaction ends: from here on no payment of the day can be written
 * before the close commits.
 */
export async function lockDay(tx: Queryable, day: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(14014, day_lock_key($1::date))', [day]);
}

export async function insertClose(tx: Queryable, day: string, by: { id: string; username: string }, lines: readonly CloseLine[]): Promise<void> {
  await tx.query('insert into day_closes (day, closed_by, closed_by_name) values ($1::date, $2, $3)', [day, by.id, by.username]);
  for (const line of lines) {
    await tx.query('insert into day_close_lines (day, method_id, recorded, payments, counted) values ($1::date, $2, $3, $4, $5)', [
      day,
      line.method._id,
      line.recorded.toFixed(2),
      line.count,
      (line.counted ?? 0).toFixed(2),
    ]);
  }
}

/** The clinic's today, `YYYY-MM-DD`, as the database dates payments. */
export async function today(db: Queryable): Promise<string> {
  const rows = await db.query<{ today: string }>(`select to_char(current_date, 'YYYY-MM-DD') as today`);
  return rows[0].today;
}
