import type { LabConsumption, Laboratory, LabTreatment } from '@dental/contracts';
import { labConsumptionTotal } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric, regNoText } from '../../db/values';

const LAB_COLUMNS = `id::text as "_id", name, phone, api_iso(created_at) as "createdAt", api_iso(updated_at) as "updatedAt"`;

export async function listLaboratories(db: Queryable): Promise<Laboratory[]> {
  return db.query<Laboratory>(`select ${LAB_COLUMNS} from laboratories order by lower(name), id`);
}

export async function findLaboratory(db: Queryable, id: string): Promise<Laboratory | undefined> {
  return (await db.query<Laboratory>(`select ${LAB_COLUMNS} from laboratories where id = $1`, [id]))[0];
}

export async function insertLaboratory(db: Queryable, name: string, phone: string): Promise<Laboratory> {
  return (await db.query<Laboratory>(`insert into laboratories (name, phone) values ($1, $2) returning ${LAB_COLUMNS}`, [name, phone]))[0];
}

export async function updateLaboratory(db: Queryable, id: string, name: string, phone: string | undefined): Promise<Laboratory | undefined> {
  const rows = await db.query<Laboratory>(`update laboratories set name = $2, phone = coalesce($3, phone), updated_at = now() where id = $1 returning ${LAB_COLUMNS}`, [id, name, phone ?? null]);
  return rows[0];
}

interface LabTreatmentRow {
  _id: string;
  treatmentId: string;
  treatmentName: string;
  price: string;
  createdAt: string;
  updatedAt: string;
}

const toLabTreatment = (row: LabTreatmentRow): LabTreatment => ({
  _id: row._id,
  treatment: { _id: row.treatmentId, name: row.treatmentName },
  price: numeric(row.price),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** A laboratory's price list (or one entry), by treatment name. */
export async function labTreatments(db: Queryable, labId: string, id?: string): Promise<LabTreatment[]> {
  const rows = await db.query<LabTreatmentRow>(
    `select lt.id::text as "_id", t.id::text as "treatmentId", t.name as "treatmentName", lt.price::text as price,
            api_iso(lt.created_at) as "createdAt", api_iso(lt.updated_at) as "updatedAt"
       from laboratory_treatments lt join treatments t on t.id = lt.treatment_id
      where lt.laboratory_id = $1 and ($2::bigint is null or lt.id = $2::bigint)
      order by lower(t.name), lt.id`,
    [labId, id ?? null],
  );
  return rows.map(toLabTreatment);
}

/** Whether the treatment exists and is a prothese of the cabinet's catalogue (the only ones a lab's list offers). */
export async function isProsthesis(db: Queryable, treatmentId: string): Promise<boolean> {
  const rows = await db.query("select 1 from treatments where id = $1 and type = 'prothese' and assurance_id is null", [treatmentId]);
  return rows.length > 0;
}

interface ConsumptionRow {
  _id: string;
  labId: string;
  labName: string;
  doctor: string;
  patientId: string;
  patientName: string;
  regNo: number | null;
  treatmentId: string;
  treatmentName: string;
  price: string;
  nums: string[];
  surface: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Laboratory consumptions, newest first: a patient's, or a laboratory's (optionally one doctor's). */
export async function listConsumptions(db: Queryable, filter: { patientId?: string; labId?: string; doctorId?: string }): Promise<LabConsumption[]> {
  const rows = await db.query<ConsumptionRow>(
    `select c.id::text as "_id", l.id::text as "labId", l.name as "labName", c.doctor_id::text as doctor,
            p.id::text as "patientId", p.name as "patientName", p.reg_no as "regNo", t.id::text as "treatmentId", t.name as "treatmentName",
            c.price::text as price, c.teeth as nums, c.surface, api_iso(c.created_at) as "createdAt", api_iso(c.updated_at) as "updatedAt"
       from lab_consumptions c
       join laboratories l on l.id = c.laboratory_id
       join patients p on p.id = c.patient_id
       join treatments t on t.id = c.treatment_id
      where ($1::bigint is null or c.patient_id = $1::bigint) and ($2::bigint is null or c.laboratory_id = $2::bigint) and ($3::bigint is null or c.doctor_id = $3::bigint)
      order by c.created_at desc, c.id desc`,
    [filter.patientId ?? null, filter.labId ?? null, filter.doctorId ?? null],
  );
  return rows.map((row) => {
    const price = numeric(row.price);
    return {
      _id: row._id,
      laboratory: { _id: row.labId, name: row.labName },
      doctor: row.doctor,
      patient: { _id: row.patientId, name: row.patientName, RegNo: regNoText(row.regNo) },
      treatment: { _id: row.treatmentId, name: row.treatmentName },
      price,
      teeth: { nums: row.nums, surface: row.surface },
      total: labConsumptionTotal(price, row.nums.length),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}
