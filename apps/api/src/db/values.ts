import { formatRegNo } from '@dental/domain';

/**
 * Column values as they come back from either engine, turned into what the wire carries. Both pg
 * and PGlite answer numeric columns as strings ('1500.00'), which queries convert here, once.
 */

/** A numeric column (money, percentages) as a number; exact for numeric(12,2) amounts. */
export function numeric(value: string | number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new TypeError(`Not a number from the database: ${String(value)}`);
  return number;
}

/** A nullable numeric column. */
export function numericOrNull(value: string | number | null): number | null {
  return value === null ? null : numeric(value);
}

/** A registration number column as people read it (`formatRegNo`: 7 → "0007", 12345 stays). */
export function regNoText(value: number | string | null): string | null {
  return value === null ? null : formatRegNo(value);
}
