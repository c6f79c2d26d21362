import type { Implant, LabAccount, LabCase, LabPayment } from '@dental/contracts';
import { labAccountOfTotals, labConsumptionTotal } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric, regNoText } from '../../db/values';

/**
 * The laboratories' work: doctors' accounts with a lab, payments to labs, patient cases, and the
 * implants to follow up. Money comes back as numeric text and is turned into numbers once; sums
 * follow the rule of @dental/domain (labAccount): Σ price × number of teeth − Σ payments.
 */

// ── Accounts ──

interface AccountRow {
  doctorId: string;
  username: string;
  consumed: string;
  paid: string;
}

/** The doctors' accounts with a lab: every doctor of the clinic, and anyone else with work or payments there, by username. */
export async function labAccounts(db: Queryable, labId: string): Promise<LabAccount[]> {
  const rows = await db.query<AccountRow>(
    `with consumed as (
       select doctor_id, sum(price * cardinality(teeth)) as total from lab_consumptions where laboratory_id = $1 group by doctor_id
     ), paid as (
       select doctor_id, sum(amount) as total from lab_payments where laboratory_id = $1 group by doctor_id
     )
     select u.id::text as "doctorId", u.username, coalesce(c.total, 0)::text as consumed, coalesce(p.total, 0)::text as paid
       from users u
       left join consumed c on c.doctor_id = u.id
       left join paid p on p.doctor_id = u.id
      where u.doctor_cabinet is not null or c.doctor_id is not null or p.doctor_id is not null
      order by lower(u.username), u.id`,
    [labId],
  );
  return rows.map((row) => ({ doctor: { _id: row.doctorId, username: row.username }, ...labAccountOfTotals(numeric(row.consumed), numeric(row.paid)) }));
}

/** One doctor's balance with every lab (the cards of /laboratory), by lab id. */
export async function doctorBalances(db: Queryable, doctorId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ labId: string; consumed: string; paid: string }>(
    `select l.id::text as "labId",
            coalesce((select sum(c.price * cardinality(c.teeth)) from lab_consumptions c where c.laboratory_id = l.id and c.doctor_id = $1), 0)::text as consumed,
            coalesce((select sum(p.amount) from lab_payments p where p.laboratory_id = l.id and p.doctor_id = $1), 0)::text as paid
       from laboratories l`,
    [doctorId],
  );
  return new Map(rows.map((row) => [row.labId, labAccountOfTotals(numeric(row.consumed), numeric(row.paid)).balance]));
}

// ── Payments ──

interface PaymentRow {
  _id: string;
  labId: string;
  labName: string;
  doctorId: string;
  username: string;
  amount: string;
  comment: string;
  createdAt: string;
  updatedAt: string;
}

const toPayment = (row: PaymentRow): LabPayment => ({
  _id: row._id,
  laboratory: { _id: row.labId, name: row.labName },
  doctor: { _id: row.doctorId, username: row.username },
  amount: numeric(row.amount),
  comment: row.comment,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Payments to labs, newest day first: of a lab and/or a doctor, or one payment. */
export async function listLabPayments(db: Queryable, filter: { labId?: string; doctorId?: string; id?: string }): Promise<LabPayment[]> {
  const rows = await db.query<PaymentRow>(
    `select lp.id::text as "_id", l.id::text as "labId", l.name as "labName", u.id::text as "doctorId", u.username,
            lp.amount::text as amount, lp.comment, to_char(lp.paid_on, 'YYYY-MM-DD') as "createdAt", api_iso(lp.updated_at) as "updatedAt"
       from lab_payments lp
       join laboratories l on l.id = lp.laboratory_id
       join users u on u.id = lp.doctor_id
      where ($1::bigint is null or lp.laboratory_id = $1::bigint) and ($2::bigint is null or lp.doctor_id = $2::bigint) and ($3::bigint is null or lp.id = $3::bigint)
      order by lp.paid_on desc, lp.id desc`,
    [filter.labId ?? null, filter.doctorId ?? null, filter.id ?? null],
  );
  return rows.map(toPayment);
}

/** A payment as the audit trail keeps it. */
export interface PaymentTrail {
  id: string;
  laboratory: string;
  doctor: string;
  amount: string;
  comment: string;
  paidOn: string;
}
export const PAYMENT_TRAIL_COLUMNS = `id::text as id, laboratory_id::text as laboratory, doctor_id::text as doctor, amount::text as amount, comment, to_char(paid_on, 'YYYY-MM-DD') as "paidOn"`;

// ── Cases ──

/**
 * The order of a follow-up list (the lab cases, the implants): the unfinished work first, oldest
 * first — what waits longest is what the desk chases first —, then the finished, newest first, as a
 * history reads. `keys` go from the date shown to the tie-breaks (creation, then id).
 */
function followUpOrder(finished: string, keys: readonly string[]): string {
  const unfinishedOldestFirst = keys.map((key) => `case when not ${finished} then ${key} end`);
  const finishedNewestFirst = keys.map((key) => `${key} desc`);
  return `order by ${finished}, ${[...unfinishedOldestFirst, ...finishedNewestFirst].join(', ')}`;
}

interface CaseRow {
  _id: string;
  labId: string;
  labName: string;
  patientId: string;
  patientName: string;
  regNo: number | null;
  consumptionId: string;
  treatmentId: string;
  treatmentName: string;
  nums: string[];
  surface: string | null;
  price: string;
  doctor: string;
  appointmentId: string | null;
  appointmentDate: string | null;
  appointmentTime: string | null;
  fingerPrintDate: string;
  finish: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A lab's patient cases in the follow-up order, by fingerprint date: optionally one doctor's, (un)finished ones, or one case. */
export async function listLabCases(db: Queryable, labId: string, filter: { doctorId?: string; finish?: boolean; id?: string }): Promise<LabCase[]> {
  const rows = await db.query<CaseRow>(
    `select k.id::text as "_id", l.id::text as "labId", l.name as "labName", p.id::text as "patientId", p.name as "patientName", p.reg_no as "regNo",
            c.id::text as "consumptionId", t.id::text as "treatmentId", t.name as "treatmentName", c.teeth as nums, c.surface, c.price::text as price,
            c.doctor_id::text as doctor, a.id::text as "appointmentId", to_char(a.day, 'YYYY-MM-DD') as "appointmentDate", a.time as "appointmentTime",
            to_char(k.finger_print_date, 'YYYY-MM-DD') as "fingerPrintDate", k.finish, api_iso(k.created_at) as "createdAt", api_iso(k.updated_at) as "updatedAt"
       from lab_cases k
       join lab_consumptions c on c.id = k.lab_consumption_id
       join laboratories l on l.id = c.laboratory_id
       join patients p on p.id = k.patient_id
       join treatments t on t.id = c.treatment_id
       left join lateral (
         select ap.id, ap.day, ap.time from appointments ap
          where ap.patient_lab_id = k.id and ap.patient_id = k.patient_id and ap.state not in ('noShow', 'cancelled')
          order by ap.day desc, ap.time desc, ap.id desc limit 1
       ) a on true
      where c.laboratory_id = $1 and ($2::bigint is null or c.doctor_id = $2::bigint) and ($3::boolean is null or k.finish = $3::boolean) and ($4::bigint is null or k.id = $4::bigint)
      ${followUpOrder('k.finish', ['k.finger_print_date', 'k.created_at', 'k.id'])}`,
    [labId, filter.doctorId ?? null, filter.finish ?? null, filter.id ?? null],
  );
  return rows.map((row) => {
    const price = numeric(row.price);
    return {
      _id: row._id,
      laboratory: { _id: row.labId, name: row.labName },
      patient: { _id: row.patientId, name: row.patientName, RegNo: regNoText(row.regNo) },
      consumptionLab: {
        _id: row.consumptionId,
        treatment: { _id: row.treatmentId, name: row.treatmentName },
        teeth: { nums: row.nums, surface: row.surface },
        price,
        total: labConsumptionTotal(price, row.nums.length),
        doctor: row.doctor,
      },
      appointment: row.appointmentId && row.appointmentDate && row.appointmentTime ? { _id: row.appointmentId, date: row.appointmentDate, time: row.appointmentTime } : null,
      fingerPrintDate: row.fingerPrintDate,
      finish: row.finish,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

// ── Implants ──

interface ImplantRow {
  _id: string;
  doctor: string;
  patientId: string;
  patientName: string;
  regNo: number | null;
  treatmentId: string;
  treatmentName: string;
  nums: string[];
  surface: string | null;
  price: string;
  appointmentId: string | null;
  appointmentDate: string | null;
  appointmentTime: string | null;
  isSetAppointment: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Implants in the follow-up order, by creation date: optionally one doctor's, (un)finished ones, or one implant. */
export async function listImplants(db: Queryable, filter: { doctorId?: string; finish?: boolean; id?: string }): Promise<Implant[]> {
  const rows = await db.query<ImplantRow>(
    `select i.id::text as "_id", i.doctor_id::text as doctor, p.id::text as "patientId", p.name as "patientName", p.reg_no as "regNo",
            t.id::text as "treatmentId", t.name as "treatmentName", i.teeth as nums, i.surface, i.price::text as price,
            a.id::text as "appointmentId", to_char(a.day, 'YYYY-MM-DD') as "appointmentDate", a.time as "appointmentTime",
            i.is_set_appointment as "isSetAppointment", api_iso(i.created_at) as "createdAt", api_iso(i.updated_at) as "updatedAt"
       from implants i
       join patients p on p.id = i.patient_id
       join treatments t on t.id = i.treatment_id
       left join lateral (
         select ap.id, ap.day, ap.time from appointments ap
          where ap.implant_id = i.id and ap.patient_id = i.patient_id and ap.state not in ('noShow', 'cancelled')
          order by ap.day desc, ap.time desc, ap.id desc limit 1
       ) a on true
      where ($1::bigint is null or i.doctor_id = $1::bigint) and ($2::boolean is null or i.is_set_appointment = $2::boolean) and ($3::bigint is null or i.id = $3::bigint)
      ${followUpOrder('i.is_set_appointment', ['i.created_at', 'i.id'])}`,
    [filter.doctorId ?? null, filter.finish ?? null, filter.id ?? null],
  );
  return rows.map((row) => ({
    _id: row._id,
    doctor: row.doctor,
    patient: { _id: row.patientId, name: row.patientName, RegNo: regNoText(row.regNo) },
    treatment: { _id: row.treatmentId, name: row.treatmentName },
    teeth: { nums: row.nums, surface: row.surface },
    price: numeric(row.price),
    appointment: row.appointmentId && row.appointmentDate && row.appointmentTime ? { _id: row.appointmentId, date: row.appointmentDate, time: row.appointmentTime } : null,
    isSetAppointment: row.isSetAppointment,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}
