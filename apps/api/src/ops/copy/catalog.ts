import type { Queryable } from '../../db/types';

/** The table migrate.ts keeps for itself: the target's copy is written by its own migrations. */
export const MIGRATIONS_TABLE = 'schema_migrations';

export interface TableInfo {
  name: string;
  /** The columns a copy writes, in order: every column but the generated ones. */
  columns: string[];
  /** Has a `generated always as identity` column: its inserts need OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
  /** The primary key's columns (empty when none): the order in which rows are read. */
  key: string[];
  /** Has a bytea column (stored module builds): rows may be large, read a few at a time. */
  hasBytes: boolean;
}

/** A name inside SQL text, quoted. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(name: string): string {
  return `public.${ident(name)}`;
}

/**
 * Tables in an order where every table comes after the tables it references (a self-reference
 * does not count). Throws on a cycle, which the schema does not have.
 */
export function dependencyOrder(names: readonly string[], references: readonly { table: string; references: string }[]): string[] {
  const pending = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { table, references: parent } of references) {
    if (table !== parent && pending.has(table) && pending.has(parent)) pending.get(table)?.add(parent);
  }
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, parents]) => parents.size === 0).map(([name]) => name).sort();
    if (ready.length === 0) throw new Error(`the foreign keys of these tables form a cycle: ${[...pending.keys()].join(', ')}`);
    for (const name of ready) {
      pending.delete(name);
      ordered.push(name);
    }
    for (const parents of pending.values()) for (const name of ready) parents.delete(name);
  }
  return ordered;
}

/** The tables of schema public to copy (all but schema_migrations), parents first. */
export async function readTables(db: Queryable): Promise<TableInfo[]> {
  const columns = await db.query<{ table: string; column: string; identity: string; generated: string; bytes: boolean }>(
    `select c.relname as table, a.attname as column, a.attidentity as identity, a.attgenerated as generated,
            a.atttypid = 'bytea'::regtype as bytes
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const keys = await db.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_constraint p
       join pg_class c on c.oid = p.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       cross join lateral unnest(p.conkey) with ordinality as k(attnum, position)
       join pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
      where p.contype = 'p' and n.nspname = 'public'
      order by c.relname, k.position`,
  );
  const references = await db.query<{ table: string; references: string }>(
    `select c.relname as table, r.relname as references
       from pg_constraint p
       join pg_class c on c.oid = p.conrelid
       join pg_class r on r.oid = p.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where p.contype = 'f' and n.nspname = 'public'`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    if (row.table === MIGRATIONS_TABLE) continue;
    const table = tables.get(row.table) ?? { name: row.table, columns: [], identityAlways: false, key: [], hasBytes: false };
    if (row.generated === '') table.columns.push(row.column);
    if (row.identity === 'a') table.identityAlways = true;
    if (row.bytes) table.hasBytes = true;
    tables.set(row.table, table);
  }
  for (const row of keys) tables.get(row.table)?.key.push(row.column);
  return dependencyOrder([...tables.keys()], references).map((name) => tables.get(name) as TableInfo);
}

/** The sequences of schema public (identity columns' and patient_reg_no_seq), by name. */
export async function readSequenceNames(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** What schema public of a database holds (tables, views, sequences…), to refuse a non-empty target. */
export async function readRelations(db: Queryable): Promise<{ name: string; kind: string }[]> {
  return db.query<{ name: string; kind: string }>(
    `select c.relname as name,
            case c.relkind when 'r' then 'table' when 'p' then 'table' when 'v' then 'view' when 'm' then 'view'
                           when 'f' then 'foreign table' else 'sequence' end as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      order by c.relkind <> 'r', c.relname`,
  );
}
