import { CHILD_TEETH, PERMANENT_TEETH, type GumArea } from '@dental/domain';

/** One row of the chart as the dentist reads it: the patient's right half, then the left half. */
export interface ChartRow {
  right: readonly string[];
  left: readonly string[];
}

const quadrant = (teeth: readonly string[], first: string) => teeth.filter((tooth) => tooth[0] === first);
const reversed = (teeth: readonly string[]) => [...teeth].reverse();

/**
 * Rows from top to bottom: upper permanent, upper child, lower child, lower permanent teeth. The
 * patient's right is on the reader's left, so each right quadrant runs from the back tooth to the
 * middle (18 … 11) and each left quadrant from the middle out (21 … 28), in FDI order.
 */
export const TOOTH_ROWS: Record<'permanent' | 'child', { upper: ChartRow; lower: ChartRow }> = {
  permanent: {
    upper: { right: reversed(quadrant(PERMANENT_TEETH, '1')), left: quadrant(PERMANENT_TEETH, '2') },
    lower: { right: reversed(quadrant(PERMANENT_TEETH, '4')), left: quadrant(PERMANENT_TEETH, '3') },
  },
  child: {
    upper: { right: reversed(quadrant(CHILD_TEETH, '5')), left: quadrant(CHILD_TEETH, '6') },
    lower: { right: reversed(quadrant(CHILD_TEETH, '8')), left: quadrant(CHILD_TEETH, '7') },
  },
};

/** Gum areas in the same reading: right quadrant, whole jaw, left quadrant. */
export const GUM_ROWS: { upper: readonly GumArea[]; lower: readonly GumArea[] } = {
  upper: ['URQ', 'U', 'ULQ'],
  lower: ['LRQ', 'L', 'LLQ'],
};
