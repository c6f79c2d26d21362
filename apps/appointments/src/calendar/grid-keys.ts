import type { KeyboardEvent } from 'react';

const STEPS: Record<string, [rows: number, columns: number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Arrow keys move between the grid's slots: up and down along a day, left and right along a time
 * (mirrored right to left), over the Pause row and the closed cells, to the next cell that holds a
 * button or a link.
 */
export function moveBetweenSlots(event: KeyboardEvent<HTMLTableElement>): void {
  const step = STEPS[event.key];
  const cell = (event.target as HTMLElement).closest('td');
  if (!step || !cell || event.altKey || event.ctrlKey || event.metaKey) return;
  const table = event.currentTarget;
  const rows = Array.from(table.tBodies[0]?.rows ?? []).filter((row) => row.cells.length > 1);
  const rtl = table.closest('[dir]')?.getAttribute('dir') === 'rtl';
  let row = rows.indexOf(cell.parentElement as HTMLTableRowElement);
  let column = cell.cellIndex;
  for (;;) {
    row += step[0];
    column += rtl ? -step[1] : step[1];
    const target = rows[row]?.cells[column];
    if (!target || column < 1) return;
    const focusable = target.querySelector<HTMLElement>('button, a[href]');
    if (focusable) {
      event.preventDefault();
      focusable.focus();
      return;
    }
  }
}
