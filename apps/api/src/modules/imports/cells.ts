import type { ColumnMapping } from '@dental/domain';
import type { FileRow } from './read-file';
import type { Refusal } from './plan-types';
import type { MessageKey, MessageParams } from '@dental/contracts';

/**
 * One row seen through the mapping: each field's cell text ('' when no column feeds it), and
 * refusals naming the field's column by its header text.
 */
export class RowCells {
  readonly refusals: Refusal[] = [];

  constructor(
    private readonly row: FileRow,
    private readonly mapping: ColumnMapping,
    private readonly headers: readonly string[],
  ) {}

  get line(): number {
    return this.row.line;
  }

  /** The field's cell, trimmed; '' when no column feeds it or the cell is empty. */
  text(field: string): string {
    const column = this.mapping[field];
    return column === null || column === undefined ? '' : (this.row.cells[column] ?? '').trim();
  }

  /** Refuses the row for this field (or for the whole row when `field` is null). */
  refuse(field: string | null, key: MessageKey, params?: MessageParams): void {
    const column = field === null ? null : this.mapping[field];
    this.refusals.push({
      row: this.row.line,
      column: column === null || column === undefined ? '' : (this.headers[column] ?? ''),
      field,
      key,
      ...(params && { params }),
    });
  }
}
