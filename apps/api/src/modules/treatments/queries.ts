import { TREATMENT_TYPES, type Treatment, type TreatmentType } from '@dental/contracts';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

type TreatmentRow = Omit<Treatment, 'price'> & { price: string };

const TREATMENT_COLUMNS = `
  t.id::text as "_id",
  t.name,
  t.type,
  t.price,
  t.assurance_id::text as assurance,
  api_iso(t.created_at) as "createdAt",
  api_iso(t.updated_at) as "updatedAt"`;

/** By type in the order of the screen's tabs (soins first), then by name. */
const TREATMENT_ORDER = 'order by array_position($1::text[], t.type), lower(t.name) collate "C", t.id';

const toTreatment = (row: TreatmentRow): Treatment => ({ ...row, price: numeric(row.price) });

/** The cabinet's catalogue (assuranceId null) or one insurer's list. */
export async function listTreatments(db: Queryable, assuranceId: string | null): Promise<Treatment[]> {
  const rows = await db.query<TreatmentRow>(
    `select ${TREATMENT_COLUMNS} from treatments t
      where t.assurance_id is not distinct from $2::bigint
      ${TREATMENT_ORDER}`,
    [[...TREATMENT_TYPES], assuranceId],
  );
  return rows.map(toTreatment);
}

export async function findTreatment(db: Queryable, id: string): Promise<Treatment | undefined> {
  const rows = await db.query<TreatmentRow>(`select ${TREATMENT_COLUMNS} from treatments t where t.id = $1`, [id]);
  return rows[0] && toTreatment(rows[0]);
}

/** Whether the list the treatment belongs to (the cabinet's or one insurer's) has this name, case-insensitively. */
export async function treatmentNameTaken(db: Queryable, name: string, assuranceId: string | null, exceptId?: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from treatments
      where lower(name) = lower($1) and assurance_id is not distinct from $2::bigint
        and ($3::bigint is null or id <> $3::bigint)`,
    [name, assuranceId, exceptId ?? null],
  );
  return rows.length > 0;
}

export interface TreatmentWrite {
  name: string;
  type: TreatmentType;
  price: number;
}

export async function insertTreatment(db: Queryable, assuranceId: string | null, treatment: TreatmentWrite): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    'insert into treatments (name, type, price, assurance_id) values ($1, $2, $3, $4) returning id::text as id',
    [treatment.name, treatment.type, treatment.price, assuranceId],
  );
  return id;
}

/** Rewrites a treatment, never moving it to another list; false when it no longer exists. */
export async function updateTreatment(db: Queryable, id: string, treatment: TreatmentWrite): Promise<boolean> {
  const rows = await db.query('update treatments set name = $2, type = $3, price = $4, updated_at = now() where id = $1 returning id', [
    id,
    treatment.name,
    treatment.type,
    treatment.price,
  ]);
  return rows.length > 0;
}

/** Deletes a treatment; false when no row was there (already deleted: exactly one caller gets true). */
export async function deleteTreatment(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from treatments where id = $1 returning id', [id]);
  return rows.length > 0;
}
