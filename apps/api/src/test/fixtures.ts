import type { Queryable } from '../db/types';

/**
 * Rows written straight into the database, for data that no route creates yet (patients and
 * their payments come with the patient-file issues) or that tests need in bulk.
 */

/** `count` cabinet doctors named `${prefix}1`..; they cannot sign in (their hash is not a password hash). */
export async function insertDoctors(db: Queryable, prefix: string, count: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `insert into users (username, password_hash, phone, doctor_cabinet, doctor_percentage)
       select $1 || g, 'not-a-password-hash', '22222222', true, 50 from generate_series(1, $2::int) as g
     returning id::text as id`,
    [prefix, count],
  );
  return rows.map((row) => row.id);
}

export interface PatientFixture {
  name: string;
  regNo?: number | null;
  assuranceId?: string | null;
  professionalId?: string | null;
  percentCovered?: number | string | null;
  doctorIds?: string[];
}

export async function insertPatient(db: Queryable, patient: PatientFixture): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into patients (name, reg_no, assurance_id, professional_id, percent_covered, dob)
     values ($1, $2, $3, $4, $5, 1980) returning id::text as id`,
    [patient.name, patient.regNo ?? null, patient.assuranceId ?? null, patient.professionalId ?? null, patient.percentCovered ?? null],
  );
  for (const doctorId of patient.doctorIds ?? []) {
    await db.query('insert into patient_doctors (patient_id, doctor_id) values ($1, $2)', [id, doctorId]);
  }
  return id;
}

export interface PaymentFixture {
  patientId: string;
  doctorId: string;
  /** A number or, to store an exact decimal text, a string such as '0.10'. */
  amount: number | string;
  type?: 'payment' | 'soins' | 'consultations';
  invoiceId?: string | null;
  methodId?: string | null;
  /** YYYY-MM-DD; today when absent. */
  paymentDate?: string;
}

export async function insertPayment(db: Queryable, payment: PaymentFixture): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into payments (patient_id, doctor_id, amount, type, invoice_assur_id, supported, method_id, payment_date)
     values ($1, $2, $3, $4, $5, $5::bigint is not null, $6, coalesce($7::date, current_date))
     returning id::text as id`,
    [
      payment.patientId,
      payment.doctorId,
      String(payment.amount),
      payment.type ?? 'payment',
      payment.invoiceId ?? null,
      payment.methodId ?? null,
      payment.paymentDate ?? null,
    ],
  );
  return id;
}
