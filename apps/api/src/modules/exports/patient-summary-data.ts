import type { ConditionType, LabConsumption, Patient, PatientInvoice, Payment, Quote, Sheet } from '@dental/contracts';
import { personName } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { listConsumptions } from '../laboratories/queries';
import { loadInvoices } from '../patient-invoices/queries';
import { findPatient } from '../patients/queries';
import { listPayments } from '../payments/queries';
import { loadQuotes } from '../quotes/queries';
import { loadSheets } from '../sheets/queries';
import type { StoredFormat } from '../clinical-files/serve-file';

/**
 * Everything a patient's file shows, read by the queries of the screens that show it (the figures
 * of quotes, invoices, payments, sheets and lab work as the patient file computes them).
 */

export interface StoredItem {
  id: string;
  kind: string;
  format: StoredFormat;
  day: string | null;
  name: string;
  sha256: string;
}

export interface PatientSummaryData {
  patient: Patient;
  doctors: string[];
  insurer: string | null;
  quotes: Quote[];
  invoices: PatientInvoice[];
  payments: Payment[];
  sheets: Sheet[];
  prescriptions: { day: string; content: string }[];
  labWork: LabConsumption[];
  appointments: { day: string; time: string; doctor: string; state: string }[];
  notes: { day: string; body: string; addenda: string[] }[];
  conditions: { tooth: string; type: Pick<ConditionType, 'code' | 'label' | 'labelEn' | 'labelAr'>; day: string; note: string | null }[];
  images: StoredItem[];
  documents: StoredItem[];
}

const named = (row: { username: string; fullName: string | null }) => personName(row);

export async function loadPatientSummary(db: Queryable, patientId: string): Promise<PatientSummaryData | undefined> {
  const patient = await findPatient(db, patientId);
  if (!patient) return undefined;
  const doctors = await db.query<{ username: string; fullName: string | null }>(
    `select u.username, u.full_name as "fullName" from patient_doctors d join users u on u.id = d.doctor_id where d.patient_id = $1 order by d.seq`,
    [patientId],
  );
  const [insurer] = await db.query<{ name: string }>('select name from assurances where id = $1', [patient.assurance.society]);
  const appointments = await db.query<{ day: string; time: string; username: string; fullName: string | null; state: string }>(
    `select to_char(a.day, 'YYYY-MM-DD') as day, a.time, u.username, u.full_name as "fullName", a.state
       from appointments a join users u on u.id = a.doctor_id where a.patient_id = $1 order by a.day desc, a.time desc`,
    [patientId],
  );
  return {
    patient,
    doctors: doctors.map(named),
    insurer: insurer?.name ?? null,
    quotes: await loadQuotes(db, patientId),
    invoices: await loadInvoices(db, { patientId }),
    payments: await listPayments(db, patientId),
    sheets: await loadSheets(db, patientId),
    prescriptions: await db.query(
      `select to_char(created_at, 'YYYY-MM-DD') as day, content from prescriptions where patient_id = $1 order by created_at desc, id desc`,
      [patientId],
    ),
    labWork: await listConsumptions(db, { patientId }),
    appointments: appointments.map((row) => ({ day: row.day, time: row.time, doctor: named(row), state: row.state })),
    notes: await db.query(
      `select to_char(n.day, 'YYYY-MM-DD') as day, n.body,
              array(select a.body from clinical_note_addenda a where a.note_id = n.id order by a.created_at, a.id) as addenda
         from clinical_notes n where n.patient_id = $1 order by n.day desc, n.id desc`,
      [patientId],
    ),
    conditions: await db.query(
      `select c.tooth, json_build_object('code', t.code, 'label', t.label, 'labelEn', t.label_en, 'labelAr', t.label_ar) as type, to_char(c.day, 'YYYY-MM-DD') as day, c.note
         from tooth_conditions c join condition_types t on t.id = c.type_id where c.patient_id = $1 order by c.tooth, c.day, c.id`,
      [patientId],
    ),
    images: await db.query(
      `select id::text as id, kind, format, to_char(taken_on, 'YYYY-MM-DD') as day, name, sha256
         from patient_images where patient_id = $1 order by taken_on, id`,
      [patientId],
    ),
    documents: await db.query(
      `select id::text as id, kind, format, to_char(day, 'YYYY-MM-DD') as day, name, sha256
         from patient_documents where patient_id = $1 order by day, id`,
      [patientId],
    ),
  };
}
