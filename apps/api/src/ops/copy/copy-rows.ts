import type { Queryable } from '../../db/types';
import { ident, qualified, type TableInfo } from './catalog';

/** Rows per round trip: large enough to amortise it, small enough to keep memory flat. */
export const BATCH_ROWS = 2000;
/** Rows per round trip of a table with bytes (a stored build's file can weigh megabytes). */
export const BYTES_BATCH_ROWS = 10;

/** Reads a table of the source in batches, each a JSON array of its rows (as text: nothing is lost to JavaScript numbers). */
export type BatchReader = (table: TableInfo, onBatch: (json: string, rows: number) => Promise<void>) => Promise<void>;

/** The SELECT that reads a table's copied columns as one JSON object per row, in key order. */
export function rowsAsJson(table: TableInfo): string {
  const columns = table.columns.map(ident).join(', ');
  const order = table.key.length > 0 ? ` order by ${table.key.map(ident).join(', ')}` : '';
  return `select to_json(r)::text as j from (select ${columns} from ${qualified(table.name)}${order}) r`;
}

/**
 * Reads with a cursor inside one transaction of the source (`transaction` must give a single
 * session, as PGlite's does).
 */
export function cursorReader(transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>, batchRows = BATCH_ROWS): BatchReader {
  return (table, onBatch) =>
    transaction(async (tx) => {
      await tx.exec(`declare copy_rows no scroll cursor for ${rowsAsJson(table)}`);
      const size = table.hasBytes ? Math.min(batchRows, BYTES_BATCH_ROWS) : batchRows;
      for (;;) {
        const rows = await tx.query<{ j: string }>(`fetch ${size} from copy_rows`);
        if (rows.length === 0) break;
        await onBatch(`[${rows.map((row) => row.j).join(',')}]`, rows.length);
      }
      await tx.exec('close copy_rows');
    });
}

/** The INSERT of one batch: json_populate_recordset turns the JSON back into the table's own types. */
export function insertBatchSql(table: TableInfo): string {
  const columns = table.columns.map(ident).join(', ');
  const overriding = table.identityAlways ? ' overriding system value' : '';
  return `insert into ${qualified(table.name)} (${columns})${overriding} select ${columns} from json_populate_recordset(null::${qualified(table.name)}, $1::json)`;
}

/**
 * Copies one table's rows into the target; the next batch is read while the previous one is
 * written. Resolves to the number of rows copied.
 */
export async function copyTable(read: BatchReader, target: Queryable, table: TableInfo): Promise<number> {
  const sql = insertBatchSql(table);
  let copied = 0;
  let writing: Promise<unknown> = Promise.resolve();
  await read(table, async (json, rows) => {
    await writing;
    writing = target.query(sql, [json]);
    // Awaited with the next batch or at the end; a failure meanwhile must not count as unhandled.
    writing.catch(() => undefined);
    copied += rows;
  });
  await writing;
  return copied;
}
