import type { Queryable } from '../../db/types';

/**
 * Reads a table as text, batch after batch in the order of its primary key (keyset: each batch
 * starts after the last key of the one before), so a table of any size is read a bounded number of
 * rows at a time. Values as the export writes them: numbers and money exact (numeric as text,
 * "1500.50"), dates YYYY-MM-DD, timestamps ISO 8601 in UTC, booleans true/false, arrays as their
 * elements separated by commas, JSON as text.
 */

export interface TableShape {
  /** Column → its type's name in the catalogue (udt_name: int8, numeric, _text...). */
  types: Map<string, string>;
  /** The primary key's columns, in order. */
  key: string[];
}

/** The columns and primary keys of these tables, from the catalogue of the current schema (pg_catalog: a tenth of information_schema's time). */
export async function readShapes(db: Queryable, tables: readonly string[]): Promise<Map<string, TableShape>> {
  const columns = await db.query<{ table_name: string; column_name: string; udt_name: string }>(
    `select c.relname as table_name, a.attname as column_name, t.typname as udt_name
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_type t on t.oid = a.atttypid
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relname = any($1::text[]) and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [tables],
  );
  const keys = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_index i join pg_class c on c.oid = i.indrelid
       cross join lateral unnest(i.indkey::int2[]) with ordinality as k (attnum, position)
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where i.indisprimary and c.relnamespace = current_schema()::regnamespace and c.relname = any($1::text[])
      order by c.relname, k.position`,
    [tables],
  );
  const shapes = new Map<string, TableShape>();
  const shapeOf = (table: string) => {
    let shape = shapes.get(table);
    if (!shape) shapes.set(table, (shape = { types: new Map(), key: [] }));
    return shape;
  };
  for (const row of columns) shapeOf(row.table_name).types.set(row.column_name, row.udt_name);
  for (const row of keys) shapeOf(row.table_name).key.push(row.column_name);
  return shapes;
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The SQL giving a column's value as exported text. */
function asText(column: string, type: string): string {
  const c = quoted(column);
  if (type === 'date') return `to_char(${c}, 'YYYY-MM-DD')`;
  if (type === 'timestamptz') return `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (type === 'timestamp') return `to_char(${c}, 'YYYY-MM-DD"T"HH24:MI:SS.MS')`;
  if (type.startsWith('_')) return `array_to_string(${c}, ',')`;
  if (type === 'bytea') throw new Error(`${column}: bytes are not exported`);
  return `${c}::text`;
}

/** Which rows to read: a condition on the table's columns with its own parameters ($1, $2...). */
export interface RowFilter {
  where: string;
  params: readonly unknown[];
}

/** The rows of `table`'s `columns` as text (those `filter` keeps), `batch` rows at a time. */
export async function* tableBatches(
  db: Queryable,
  table: string,
  shape: TableShape,
  columns: readonly string[],
  batch: number,
  filter: RowFilter = { where: 'true', params: [] },
): AsyncGenerator<(string | null)[][]> {
  if (shape.key.length === 0) throw new Error(`${table}: no primary key to read it in order`);
  const keys = shape.key.map((column, i) => `${quoted(column)}::text as k${i}`);
  const values = columns.map((column, i) => {
    const type = shape.types.get(column);
    if (!type) throw new Error(`${table}.${column}: no such column`);
    return `${asText(column, type)} as v${i}`;
  });
  const keyList = shape.key.map(quoted).join(', ');
  const select = `select ${[...keys, ...values].join(', ')} from ${quoted(table)}`;
  const after = `(${keyList}) > (${shape.key.map((_, i) => `$${filter.params.length + i + 1}`).join(', ')})`;
  const order = `order by ${keyList} limit ${batch}`;
  let last: string[] | undefined;
  for (;;) {
    const where = last ? `(${filter.where}) and ${after}` : filter.where;
    const rows = await db.query<Record<string, string | null>>(`${select} where ${where} ${order}`, [...filter.params, ...(last ?? [])]);
    if (rows.length === 0) return;
    yield rows.map((row) => columns.map((_, i) => row[`v${i}`] ?? null));
    const final = rows[rows.length - 1];
    last = shape.key.map((_, i) => final[`k${i}`] as string);
    if (rows.length < batch) return;
  }
}
