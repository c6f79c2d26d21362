import type { Db, Queryable } from '../../db/types';
import { columnDescription, EXPORTED_TABLES, LEFT_OUT_COLUMNS, type ExportedFile, type ExportedTable } from './clinic-tables';
import { CSV_BOM, csvRow } from './csv';
import { exportReadme } from './readme';
import { readShapes, tableBatches, type RowFilter, type TableShape } from './table-reader';
import type { ZipWriter } from './zip-writer';

/** Rows read per statement: a few hundred kilobytes of text at most. */
export const EXPORT_BATCH = 1000;

/** What each exported table's CSV holds, from the catalogue: a described column the database lacks is an error. */
export function exportedFiles(shapes: Map<string, TableShape>, tables: readonly ExportedTable[] = EXPORTED_TABLES): ExportedFile[] {
  return tables.map((table) => {
    const shape = shapes.get(table.table);
    if (!shape) throw new Error(`${table.table}: no such table`);
    const leftOut = LEFT_OUT_COLUMNS[table.table] ?? {};
    const columns = [...shape.types.keys()].filter((column) => !(column in leftOut) && columnDescription(table, column) !== undefined);
    for (const column of Object.keys(table.columns)) if (!shape.types.has(column)) throw new Error(`${table.table}.${column}: no such column`);
    return { table, columns };
  });
}

/** A table's CSV, header first, a batch of rows at a time (those `filter` keeps). */
export async function* tableCsv(db: Queryable, file: ExportedFile, shape: TableShape, batch: number, filter?: RowFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(file.columns);
  for await (const rows of tableBatches(db, file.table.table, shape, file.columns, batch, filter)) yield rows.map(csvRow).join('');
}

/** Writes the clinic's export into `zip`: one CSV per table, then LISEZMOI.txt; ends the zip. */
export async function writeClinicExport(db: Queryable, zip: ZipWriter, now: Date, batch = EXPORT_BATCH): Promise<void> {
  const shapes = await readShapes(db, EXPORTED_TABLES.map((table) => table.table));
  const files = exportedFiles(shapes);
  for (const file of files) await zip.add(`${file.table.table}.csv`, tableCsv(db, file, shapes.get(file.table.table) as TableShape, batch));
  await zip.add('LISEZMOI.txt', exportReadme(files, now, { title: ['EXPORT DES DONNÉES DU CABINET', 'CLINIC DATA EXPORT'], leftOut: true }));
  zip.end();
}

/**
 * Runs `read` on what the export reads: on PostgreSQL one read-only snapshot (every file of the
 * zip as of one moment, while the clinic keeps working); on PGlite, where an open transaction
 * would hold every other request for the length of the download, the database itself, batch by batch.
 */
export async function readingForExport<T>(db: Db, read: (source: Queryable) => Promise<T>): Promise<T> {
  if (db.engine !== 'postgres') return read(db);
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    return read(tx);
  });
}

/** The export's file name: `cabinet-<date>.zip`. */
export function clinicExportName(day: string): string {
  return `cabinet-${day}.zip`;
}
