import type { Payment, PaymentReceipt, PaymentType } from '@dental/contracts';
import { patientBalance } from '@dental/domain';
import { personNameSql } from '../../db/person-name';
import type { Queryable } from '../../db/types';
import { numeric, regNoText } from '../../db/values';

interface PaymentRow {
  _id: string;
  user: string | null;
  doctor: string;
  patient: string;
  amount: string;
  type: PaymentType;
  methodId: string | null;
  methodName: string | null;
  methodCode: number | null;
  methodArchive: boolean | null;
  supported: boolean;
  invoiceId: string | null;
  invoicePayed: boolean | null;
  paymentDate: string;
  approved: boolean;
  receiptNo: number;
  closeId: string | null;
  closeNumber: number | null;
  closeDay: string | null;
  closeAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const SELECT = `
  select p.id::text as "_id", u.username as user, p.doctor_id::text as doctor, p.patient_id::text as patient,
         p.amount::text as amount, p.type, m.id::text as "methodId", m.name as "methodName", m.code as "methodCode",
         m.archive as "methodArchive", p.supported, i.id::text as "invoiceId", i.payed as "invoicePayed",
         to_char(p.payment_date, 'YYYY-MM-DD') as "paymentDate", p.approved, p.receipt_no as "receiptNo",
         c.id::text as "closeId", c.seq as "closeNumber", to_char(c.day, 'YYYY-MM-DD') as "closeDay", api_iso(c.closed_at) as "closeAt",
         api_iso(p.created_at) as "createdAt", api_iso(p.updated_at) as "updatedAt"
    from payments p
    left join users u on u.id = p.user_id
    left join payment_modes m on m.id = p.method_id
    left join insurance_invoices i on i.id = p.invoice_assur_id
    left join cash_closes c on c.id = p.cash_close_id`;

function toPayment(row: PaymentRow): Payment {
  return {
    _id: row._id,
    user: row.user ?? '',
    doctor: row.doctor,
    patient: row.patient,
    amount: numeric(row.amount),
    type: row.type,
    method: row.methodId === null ? null : { _id: row.methodId, name: row.methodName ?? '', code: row.methodCode ?? 0, archive: row.methodArchive ?? false },
    supported: row.supported,
    invoiceAssur: row.invoiceId === null ? null : { _id: row.invoiceId, payed: row.invoicePayed ?? false },
    paymentDate: row.paymentDate,
    approved: row.approved,
    receiptNo: Number(row.receiptNo),
    cashClose: row.closeId === null ? null : { _id: row.closeId, number: row.closeNumber ?? 1, day: row.closeDay ?? '', at: row.closeAt ?? '' },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A patient's payments (of one type, or all), newest first. */
export async function listPayments(db: Queryable, patientId: string, type?: PaymentType): Promise<Payment[]> {
  const rows = await db.query<PaymentRow>(`${SELECT} where p.patient_id = $1 and ($2::text is null or p.type = $2) order by p.created_at desc, p.id desc`, [
    patientId,
    type ?? null,
  ]);
  return rows.map(toPayment);
}

export async function findPayment(db: Queryable, id: string, lock = false): Promise<Payment | undefined> {
  const rows = await db.query<PaymentRow>(`${SELECT} where p.id = $1${lock ? ' for update of p' : ''}`, [id]);
  return rows[0] && toPayment(rows[0]);
}

export async function paymentsByIds(db: Queryable, ids: string[]): Promise<Payment[]> {
  const rows = await db.query<PaymentRow>(`${SELECT} where p.id = any($1::bigint[]) order by p.created_at desc, p.id desc`, [ids]);
  return rows.map(toPayment);
}

export interface PaymentWrite {
  patientId: string;
  doctorId: string;
  userId: string;
  amount: number;
  type: PaymentType;
  methodId: string | null;
  supported: boolean;
  invoiceId: string | null;
  /** YYYY-MM-DD; null for today. */
  paymentDate: string | null;
  approved: boolean;
}

const VALUES = (w: PaymentWrite) => [w.patientId, w.doctorId, w.userId, w.amount.toFixed(2), w.type, w.methodId, w.supported, w.invoiceId, w.paymentDate, w.approved];

export async function insertPayment(tx: Queryable, write: PaymentWrite): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into payments (patient_id, doctor_id, user_id, amount, type, method_id, supported, invoice_assur_id, payment_date, approved)
     values ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::date, current_date), $10) returning id::text as id`,
    VALUES(write),
  );
  return rows[0].id;
}

export async function updatePayment(tx: Queryable, id: string, write: PaymentWrite): Promise<void> {
  await tx.query(
    `update payments set patient_id = $1, doctor_id = $2, user_id = $3, amount = $4, type = $5, method_id = $6, supported = $7,
            invoice_assur_id = $8, payment_date = coalesce($9::date, payment_date), approved = $10, updated_at = now()
      where id = $11`,
    [...VALUES(write), id],
  );
}

/**
 * What a payment's receipt states: its number, the patient (name, registration number), who took it
 * and its doctor by name, and the patient's balance right after it (libs/domain patientBalance over
 * the payments recorded up to it, this one included, and the charges recorded up to then: the order
 * the records were made in, whatever day a payment is dated).
 */
export async function loadReceipt(db: Queryable, payment: Payment): Promise<PaymentReceipt> {
  const [row] = await db.query<{ receiptNo: number; name: string; regNo: number | null; takenBy: string | null; doctorName: string | null; paid: string[]; charged: string[] }>(
    `select p.receipt_no as "receiptNo", pt.name, pt.reg_no as "regNo", ${personNameSql('u')} as "takenBy", ${personNameSql('d')} as "doctorName",
            array(select x.amount::text from payments x where x.patient_id = p.patient_id and (x.created_at, x.id) <= (p.created_at, p.id)) as paid,
            array(select c.amount::text from charges c where c.patient_id = p.patient_id and c.created_at <= p.created_at) as charged
       from payments p
       join patients pt on pt.id = p.patient_id
       left join users u on u.id = p.user_id
       left join users d on d.id = p.doctor_id
      where p.id = $1`,
    [payment._id],
  );
  return {
    payment,
    receiptNo: Number(row.receiptNo),
    patient: { _id: payment.patient, name: row.name, RegNo: regNoText(row.regNo) },
    takenBy: row.takenBy ?? '',
    doctorName: row.doctorName ?? '',
    balanceAfter: patientBalance(row.paid.map(numeric), row.charged.map(numeric)),
  };
}
