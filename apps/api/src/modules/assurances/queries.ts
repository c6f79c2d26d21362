import type { Assurance } from '@dental/contracts';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

type AssuranceRow = Omit<Assurance, 'cons_price'> & { cons_price: string };

const ASSURANCE_COLUMNS = `
  a.id::text as "_id",
  a.name,
  a.cons_price,
  a.color,
  a.type,
  api_iso(a.created_at) as "createdAt",
  api_iso(a.updated_at) as "updatedAt"`;

const toAssurance = (row: AssuranceRow): Assurance => ({ ...row, cons_price: numeric(row.cons_price) });

export async function listAssurances(db: Queryable): Promise<Assurance[]> {
  const rows = await db.query<AssuranceRow>(`select ${ASSURANCE_COLUMNS} from assurances a order by lower(a.name) collate "C", a.id`);
  return rows.map(toAssurance);
}

export async function findAssurance(db: Queryable, id: string): Promise<Assurance | undefined> {
  const rows = await db.query<AssuranceRow>(`select ${ASSURANCE_COLUMNS} from assurances a where a.id = $1`, [id]);
  return rows[0] && toAssurance(rows[0]);
}

export async function assuranceExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from assurances where id = $1', [id]);
  return rows.length > 0;
}

/** Whether another insurer (case-insensitively) has this name. */
export async function assuranceNameTaken(db: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(`select 1 from assurances where lower(name) = lower($1) and ($2::bigint is null or id <> $2::bigint)`, [
    name,
    exceptId ?? null,
  ]);
  return rows.length > 0;
}

export interface AssuranceWrite {
  name: string;
  consPrice: number;
  color: string;
  type: string;
}

export async function insertAssurance(db: Queryable, assurance: AssuranceWrite): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    'insert into assurances (name, cons_price, color, type) values ($1, $2, $3, $4) returning id::text as id',
    [assurance.name, assurance.consPrice, assurance.color, assurance.type],
  );
  return id;
}

/** Rewrites an insurer; false when it no longer exists. */
export async function updateAssurance(db: Queryable, id: string, assurance: AssuranceWrite): Promise<boolean> {
  const rows = await db.query(
    'update assurances set name = $2, cons_price = $3, color = $4, type = $5, updated_at = now() where id = $1 returning id',
    [id, assurance.name, assurance.consPrice, assurance.color, assurance.type],
  );
  return rows.length > 0;
}

/** An insurer with invoices or insured patients must stay. */
export async function assuranceInUse(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 where exists (select 1 from insurance_invoices where assurance_id = $1)
                 or exists (select 1 from patients where assurance_id = $1)`,
    [id],
  );
  return rows.length > 0;
}

/**
 * Deletes an insurer and, through the foreign key, its own treatments; false when no row was there
 * (already deleted: of concurrent deletes exactly one gets true).
 */
export async function deleteAssurance(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from assurances where id = $1 returning id', [id]);
  return rows.length > 0;
}
