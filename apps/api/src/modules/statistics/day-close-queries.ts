import type { CashClose } from '@dental/contracts';
import { dayCloseFigures, type CashMethod, type CashPayment } from '@dental/domain';
import { defineRead, type Read } from '../../db/one-statement';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

/** The cash sessions' rows (migration 019). SQL reads and marks rows; the figures are libs/domain's. */

/** The day's latest close in force (statistics of a single day show it), or null. */
export function findClose(day: string): Read<{ by: string; at: string } | null> {
  return defineRead<{ by: string; at: string }, { by: string; at: string } | null>(
    `select closed_by_name as by, api_iso(closed_at) as at from cash_closes where day = $1::date and reopened_at is null order by seq desc limit 1`,
    [day],
    (rows) => rows[0] ?? null,
  );
}

/** Every payment method, in their order. */
export async function paymentMethods(db: Queryable): Promise<CashMethod[]> {
  return db.query<CashMethod>('select id::text as "_id", name, archive from payment_modes order by code, name, id');
}

interface CashRow {
  method: string | null;
  amount: string;
}

const toCash = (row: CashRow): CashPayment => ({ method: row.method, amount: numeric(row.amount) });

/** The session a close would take: the drawer payments (not insurance-covered), lab and supplier payments of the day no close holds. */
export async function openSession(db: Queryable, day: string): Promise<{ payments: CashPayment[]; labs: { amount: number }[]; suppliers: { amount: number }[] }> {
  const payments = await db.query<CashRow>(`select method_id::text as method, amount::text as amount from payments where payment_date = $1::date and cash_close_id is null and not supported`, [day]);
  const labs = await db.query<CashRow>(`select null as method, amount::text as amount from lab_payments where paid_on = $1::date and cash_close_id is null`, [day]);
  const suppliers = await db.query<CashRow>(`select null as method, amount::text as amount from supplier_payments where paid_on = $1::date and cash_close_id is null`, [day]);
  return { payments: payments.map(toCash), labs: labs.map(toCash), suppliers: suppliers.map(toCash) };
}

/**
 * Marks the day's open rows with the close and returns them. Only the rows it can lock at once:
 * one a concurrent request is writing stays open for the next session (a write that waited on a
 * marked row is refused by the trigger), so a racing payment is in this close or the next, never lost.
 */
export async function takeSession(tx: Queryable, day: string, closeId: string): Promise<{ payments: CashPayment[]; labs: { amount: number }[]; suppliers: { amount: number }[] }> {
  const payments = await tx.query<CashRow>(
    `update payments set cash_close_id = $2
      where id in (select id from payments where payment_date = $1::date and cash_close_id is null and not supported for update skip locked)
      returning method_id::text as method, amount::text as amount`,
    [day, closeId],
  );
  const labs = await tx.query<CashRow>(
    `update lab_payments set cash_close_id = $2
      where id in (select id from lab_payments where paid_on = $1::date and cash_close_id is null for update skip locked)
      returning null as method, amount::text as amount`,
    [day, closeId],
  );
  const suppliers = await tx.query<CashRow>(
    `update supplier_payments set cash_close_id = $2
      where id in (select id from supplier_payments where paid_on = $1::date and cash_close_id is null for update skip locked)
      returning null as method, amount::text as amount`,
    [day, closeId],
  );
  return { payments: payments.map(toCash), labs: labs.map(toCash), suppliers: suppliers.map(toCash) };
}

/** Releases a reopened close's rows: they are open again. */
export async function releaseSession(tx: Queryable, closeId: string): Promise<void> {
  for (const table of ['payments', 'lab_payments', 'supplier_payments']) await tx.query(`update ${table} set cash_close_id = null where cash_close_id = $1`, [closeId]);
}

/**
 * Closes and reopenings of a day queue here until the transaction ends (payment writes do not:
 * see `takeSession`), so two closes never take the same number.
 */
export async function lockCashDay(tx: Queryable, day: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(14019, day_lock_key($1::date))', [day]);
}

export interface CloseLineWrite {
  method: { _id: string | null; name: string };
  recorded: number;
  count: number;
  counted: number;
}

export interface CloseWrite {
  day: string;
  by: { id: string; username: string };
  comment: string;
}

/** A new close of the day, numbered after the day's last one; its id and number. */
export async function insertClose(tx: Queryable, write: CloseWrite): Promise<{ id: string; number: number }> {
  const rows = await tx.query<{ id: string; number: number }>(
    `insert into cash_closes (day, seq, closed_by, closed_by_name, comment)
     values ($1::date, coalesce((select max(seq) from cash_closes where day = $1::date), 0) + 1, $2, $3, $4)
     returning id::text as id, seq as number`,
    [write.day, write.by.id, write.by.username, write.comment],
  );
  return rows[0];
}

/** The close's figures once its rows are taken: lines per method and what was paid out. */
export async function completeClose(
  tx: Queryable,
  id: string,
  lines: readonly CloseLineWrite[],
  out: { labs: { count: number; amount: number }; suppliers: { count: number; amount: number } },
): Promise<void> {
  await tx.query('update cash_closes set lab_payments = $2, lab_paid = $3, supplier_payments = $4, supplier_paid = $5 where id = $1', [
    id,
    out.labs.count,
    out.labs.amount.toFixed(2),
    out.suppliers.count,
    out.suppliers.amount.toFixed(2),
  ]);
  for (const [index, line] of lines.entries()) {
    await tx.query('insert into cash_close_lines (close_id, position, method_id, method_name, recorded, payments, counted) values ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      index + 1,
      line.method._id,
      line.method.name,
      line.recorded.toFixed(2),
      line.count,
      line.counted.toFixed(2),
    ]);
  }
}

interface CloseRow {
  _id: string;
  day: string;
  number: number;
  at: string;
  by: string;
  comment: string;
  labCount: number;
  labPaid: string;
  supplierCount: number;
  supplierPaid: string;
  reopenedAt: string | null;
  reopenedBy: string | null;
  reason: string | null;
}

interface LineRow {
  close: string;
  method: string | null;
  name: string;
  recorded: string;
  count: number;
  counted: string;
}

const CLOSE_COLUMNS = `c.id::text as "_id", to_char(c.day, 'YYYY-MM-DD') as day, c.seq as number, api_iso(c.closed_at) as at, c.closed_by_name as by, c.comment,
  c.lab_payments as "labCount", c.lab_paid::text as "labPaid", c.supplier_payments as "supplierCount", c.supplier_paid::text as "supplierPaid",
  api_iso(c.reopened_at) as "reopenedAt", c.reopened_by_name as "reopenedBy", c.reopen_reason as reason`;

/** The day's closes, by number, with their lines as recorded then (the method's name of that day). */
export async function closesOfDay(db: Queryable, day: string): Promise<CashClose[]> {
  const closes = await db.query<CloseRow>(`select ${CLOSE_COLUMNS} from cash_closes c where c.day = $1::date order by c.seq`, [day]);
  if (closes.length === 0) return [];
  const lines = await db.query<LineRow>(
    `select close_id::text as close, method_id::text as method, method_name as name, recorded::text as recorded, payments as count, counted::text as counted
       from cash_close_lines where close_id = any($1::bigint[]) order by close_id, position`,
    [closes.map((close) => close._id)],
  );
  return closes.map((close) => {
    const own = lines.filter((line) => line.close === close._id).map((line) => ({ method: { _id: line.method, name: line.name }, recorded: numeric(line.recorded), count: line.count, counted: numeric(line.counted) }));
    const figures = dayCloseFigures(own);
    return {
      _id: close._id,
      day: close.day,
      number: close.number,
      at: close.at,
      by: close.by,
      comment: close.comment,
      lines: figures.lines,
      totals: figures.totals,
      labs: { count: close.labCount, amount: numeric(close.labPaid) },
      suppliers: { count: close.supplierCount, amount: numeric(close.supplierPaid) },
      reopened: close.reopenedAt === null ? null : { at: close.reopenedAt, by: close.reopenedBy ?? '', reason: close.reason ?? '' },
    };
  });
}

/** A close by id: its day, number and whether it is reopened. */
export async function findCashClose(tx: Queryable, id: string): Promise<{ day: string; number: number; reopened: boolean } | null> {
  const rows = await tx.query<{ day: string; number: number; reopened: boolean }>(
    `select to_char(day, 'YYYY-MM-DD') as day, seq as number, reopened_at is not null as reopened from cash_closes where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function markReopened(tx: Queryable, id: string, by: { id: string; username: string }, reason: string): Promise<void> {
  await tx.query('update cash_closes set reopened_at = now(), reopened_by = $2, reopened_by_name = $3, reopen_reason = $4 where id = $1', [id, by.id, by.username, reason]);
}

/** The day's open drawer payments not approved yet, oldest first: closing warns about them. */
export async function unapprovedOpen(db: Queryable, day: string) {
  const rows = await db.query<{ _id: string; patientId: string; patientName: string; doctor: string; amount: string; method: string | null; paymentDate: string }>(
    `select p.id::text as "_id", pt.id::text as "patientId", pt.name as "patientName", d.username as doctor, p.amount::text as amount,
            m.name as method, to_char(p.payment_date, 'YYYY-MM-DD') as "paymentDate"
       from payments p
       join patients pt on pt.id = p.patient_id
       join users d on d.id = p.doctor_id
       left join payment_modes m on m.id = p.method_id
      where p.payment_date = $1::date and p.cash_close_id is null and not p.supported and not p.approved
      order by p.created_at, p.id`,
    [day],
  );
  return rows.map((row) => ({ _id: row._id, patient: { _id: row.patientId, name: row.patientName }, doctor: row.doctor, amount: numeric(row.amount), method: row.method, paymentDate: row.paymentDate }));
}

/** The clinic's today, `YYYY-MM-DD`, as the database dates payments. */
export async function today(db: Queryable): Promise<string> {
  const rows = await db.query<{ today: string }>(`select to_char(current_date, 'YYYY-MM-DD') as today`);
  return rows[0].today;
}
