import type { SavedMapping, SavedMappingInput } from '@dental/contracts';
import type { Queryable } from '../../db/types';

/** Column mappings kept by name for the next file of the same shape (field → header text). */

const COLUMNS = `id::text as "_id", name, kind, columns`;

const parsed = (row: SavedMapping): SavedMapping => ({ ...row, columns: typeof row.columns === 'string' ? JSON.parse(row.columns) : row.columns });

export async function listMappings(db: Queryable): Promise<SavedMapping[]> {
  const rows = await db.query<SavedMapping>(`select ${COLUMNS} from import_mappings order by kind, lower(name), id`);
  return rows.map(parsed);
}

/** Saves the mapping; one of the same kind and name (case aside) is replaced. */
export async function saveMapping(db: Queryable, input: SavedMappingInput): Promise<SavedMapping> {
  const [row] = await db.query<SavedMapping>(
    `insert into import_mappings (name, kind, columns) values ($1, $2, $3::jsonb)
     on conflict (kind, lower(name)) do update set name = excluded.name, columns = excluded.columns, updated_at = now()
     returning ${COLUMNS}`,
    [input.name, input.kind, JSON.stringify(input.columns)],
  );
  return parsed(row);
}

export async function deleteMapping(db: Queryable, id: string): Promise<SavedMapping | null> {
  const rows = await db.query<SavedMapping>(`delete from import_mappings where id = $1 returning ${COLUMNS}`, [id]);
  return rows[0] ? parsed(rows[0]) : null;
}
