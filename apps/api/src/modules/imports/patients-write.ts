import { centsText } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { skippingPatientTriggers } from '../../demo/bulk-writes';
import type { PatientRecord } from './patients-plan';

/**
 * Writes a batch of planned patients in a handful of set-based statements: the insurers the file
 * names and the clinic lacks, the patients (their ids drawn first, so each row knows its own), their
 * doctor, and their opening balance as one 'opening' charge ("Solde repris"). The balance column is
 * written with the patient, so the charges skip the balance triggers (migration 025), as they skip
 * the visit triggers (an opening balance is no visit).
 */
export async function writePatients(tx: Queryable, importId: string, records: readonly PatientRecord[], balanceDay: string): Promise<void> {
  if (records.length === 0) return;
  await createMissingInsurers(tx, importId, records);
  await makeRoomForFileNumbers(tx, records);
  const ids = await tx.query<{ id: string }>(`select nextval(pg_get_serial_sequence('patients', 'id'))::text as id from generate_series(1, $1::int)`, [records.length]);
  const column = <T>(pick: (record: PatientRecord) => T) => records.map(pick);
  const patientIds = ids.map((row) => row.id);
  await tx.query(
    `insert into patients (id, name, phone, whatsapp, address, health_condition, dob, assurance_id, registration_number,
                           percent_covered, reg_no, finish, balance, import_id)
     overriding system value
     select p.id, p.name, p.phone, p.whatsapp, p.address, p.health, p.dob,
            (select a.id from assurances a where lower(a.name) = lower(p.insurer)), p.insurer_number, p.percent,
            case when p.stage = 'consultation' then null else coalesce(p.reg_no, nextval('patient_reg_no_seq')) end,
            p.stage = 'finish', p.balance, $15::bigint
       from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[],
                   $10::numeric[], $11::int[], $12::text[], $13::numeric[], $14::int[])
            as p (id, name, phone, whatsapp, address, health, dob, insurer, insurer_number, percent, reg_no, stage, balance, ord)
      order by p.ord`,
    [
      patientIds,
      column((r) => r.name),
      column((r) => r.phone),
      column((r) => r.whatsApp),
      column((r) => r.address),
      column((r) => r.healthCondition),
      column((r) => r.dob),
      column((r) => r.insurer?.name ?? null),
      column((r) => r.registrationNumber),
      column((r) => r.percentCovered),
      column((r) => r.regNo),
      column((r) => r.stage),
      column((r) => centsText(r.openingCents)),
      records.map((_, i) => i),
      importId,
    ],
  );
  await tx.query('insert into patient_doctors (patient_id, doctor_id) select * from unnest($1::bigint[], $2::bigint[])', [patientIds, column((r) => r.doctorId)]);
  const owing = records.map((record, i) => ({ record, id: patientIds[i] })).filter(({ record }) => record.openingCents !== 0);
  if (owing.length === 0) return;
  await skippingPatientTriggers(tx, ['balances', 'visits'], () =>
    tx.query(
      `insert into charges (patient_id, doctor_id, amount, kind, created_at, import_id)
       select c.patient, c.doctor, c.amount, 'opening', $4::date::timestamptz, $5::bigint
         from unnest($1::bigint[], $2::bigint[], $3::numeric[]) as c (patient, doctor, amount)`,
      // A balance the patient owes (negative) is a charge of its amount; a credit, a negative charge.
      [owing.map((o) => o.id), owing.map((o) => o.record.doctorId), owing.map((o) => centsText(-o.record.openingCents)), balanceDay, importId],
    ),
  );
}

/** The insurers the batch names that the clinic lacks, created with the clinic's consultation price. */
async function createMissingInsurers(tx: Queryable, importId: string, records: readonly PatientRecord[]): Promise<void> {
  const names = [...new Set(records.flatMap((record) => (record.insurer && record.insurer.id === null ? [record.insurer.name] : [])))];
  if (names.length === 0) return;
  await tx.query(
    `insert into assurances (name, cons_price, import_id)
     select distinct on (lower(n.name)) n.name, s.consultation_price, $2::bigint
       from unnest($1::text[]) as n (name) cross join (select consultation_price from settings limit 1) s
      where not exists (select 1 from assurances a where lower(a.name) = lower(n.name))`,
    [names, importId],
  );
}

/** The registration-number sequence moved past the file's own numbers, so the numbers it gives never meet them. */
async function makeRoomForFileNumbers(tx: Queryable, records: readonly PatientRecord[]): Promise<void> {
  const top = Math.max(0, ...records.map((record) => record.regNo ?? 0));
  if (top === 0) return;
  await tx.query(
    `select setval('patient_reg_no_seq', $1::int) from patient_reg_no_seq s where s.last_value < $1::int`,
    [top],
  );
}
