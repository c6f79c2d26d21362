import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface DataColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A footer cell (a total); the footer row shows when any column has one. */
  footer?: ReactNode;
  /** Numbers align to the end of the cell in both writing directions. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The accessible name of the table. */
  caption: string;
  loading?: boolean;
  /** Shown in one row when there is nothing to list. */
  empty: ReactNode;
  /** A row's class (the row chosen, say). */
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * A table with its header, a loading row while the first answer is awaited, an empty row, and a
 * footer of totals. Cells and alignment follow the writing direction.
 */
export function DataTable<Row>({ columns, rows, rowKey, caption, loading = false, empty, rowClassName }: DataTableProps<Row>) {
  const hasFooter = columns.some((column) => column.footer !== undefined);
  const align = (column: DataColumn<Row>) => (column.numeric ? 'dn-table__number' : undefined);
  let body: ReactNode;
  if (loading && !rows?.length) {
    body = (
      <tr>
        <td colSpan={columns.length} aria-busy="true">
          <Spinner />
        </td>
      </tr>
    );
  } else if (!rows?.length) {
    body = (
      <tr>
        <td colSpan={columns.length} className="dn-table__empty">
          {empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} className={rowClassName?.(row)}>
        {columns.map((column) => (
          <td key={column.id} className={align(column)}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }
  // The wrapper scrolls a table wider than the screen, so the page itself never scrolls sideways.
  return (
    <div className="dn-table-scroll">
      <table className="dn-table">
        <caption className="dn-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
        {hasFooter && (
          <tfoot>
            <tr>
              {columns.map((column) => (
                <td key={column.id} className={align(column)}>
                  {column.footer}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
