/**
 * The tooth chart (spec part 2 §3), in FDI numbering: permanent teeth 11–18, 21–28, 31–38, 41–48;
 * child teeth 51–55, 61–65, 71–75, 81–85; gum areas for gum (gencive) treatments.
 */

const quadrant = (first: number, count: number) => Array.from({ length: count }, (_, i) => String(first + i));

/** Quadrants in the order dentists read the chart: upper right, upper left, lower left, lower right. */
export const PERMANENT_TEETH: readonly string[] = [...quadrant(11, 8), ...quadrant(21, 8), ...quadrant(31, 8), ...quadrant(41, 8)];
export const CHILD_TEETH: readonly string[] = [...quadrant(51, 5), ...quadrant(61, 5), ...quadrant(71, 5), ...quadrant(81, 5)];
/** Upper right, upper left, lower left and lower right quadrants, lower (L) and upper (U) jaw. */
export const GUM_AREAS = ['URQ', 'ULQ', 'LLQ', 'LRQ', 'L', 'U'] as const;
export type GumArea = (typeof GUM_AREAS)[number];

const TEETH = new Set<string>([...PERMANENT_TEETH, ...CHILD_TEETH]);
const AREAS = new Set<string>(GUM_AREAS);

export const isTooth = (value: string): boolean => TEETH.has(value);
export const isGumArea = (value: string): boolean => AREAS.has(value);

/** Gum treatments are placed on gum areas; every other treatment on teeth. */
export const placesOnGum = (treatmentType: string): boolean => treatmentType === 'gencive';

/** Conservative treatments need a surface (spec part 2 §5: "Donner la surface"). */
export const needsSurface = (treatmentType: string): boolean => treatmentType === 'conservative';

export type TeethProblem = { kind: 'none' } | { kind: 'unknown'; value: string } | { kind: 'wrongKind'; value: string } | { kind: 'repeated'; value: string };

/**
 * What is wrong with the teeth of a line for a treatment type, or null: none chosen, one that does
 * not exist, a tooth for a gum treatment (or an area for another), the same one twice.
 */
export function teethProblem(nums: readonly string[], treatmentType: string): TeethProblem | null {
  if (nums.length === 0) return { kind: 'none' };
  const seen = new Set<string>();
  const onGum = placesOnGum(treatmentType);
  for (const value of nums) {
    if (!isTooth(value) && !isGumArea(value)) return { kind: 'unknown', value };
    if (onGum !== isGumArea(value)) return { kind: 'wrongKind', value };
    if (seen.has(value)) return { kind: 'repeated', value };
    seen.add(value);
  }
  return null;
}
