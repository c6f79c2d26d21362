import { DECIDUOUS_CHART_AGE, type BuiltInCondition, type ChartAct, type ClinicalChart, type ToothCondition } from '@dental/contracts';
import { ageFrom } from './registration';

/**
 * What the odontogram draws on each tooth (issue 37): its current conditions, the acts planned and
 * done on it, and how many images and notes name it.
 */
export interface ToothMarks {
  tooth: string;
  /** The conditions the tooth has now, newest first. */
  conditions: ToothCondition[];
  /** Quote lines not done yet, newest first. */
  planned: ChartAct[];
  /** Sheet lines done, newest first. */
  done: ChartAct[];
  images: number;
  notes: number;
}

export type Dentition = 'permanent' | 'deciduous';

/**
 * The built-in conditions that end earlier ones of the same tooth: an absent tooth or an implant
 * leaves nothing of what the tooth had; a filling treats the caries, a crown covers both.
 */
const ENDS: Partial<Record<BuiltInCondition, 'all' | readonly BuiltInCondition[]>> = {
  absent: 'all',
  implant: 'all',
  obturation: ['carie'],
  couronne: ['carie', 'obturation'],
};

/** Two surfaces overlap unless both are named and differ: a condition of the whole tooth meets every surface. */
const overlaps = (a: string | null, b: string | null) => !a || !b || a === b;

const byDate = (a: { date: string; createdAt: string }, b: { date: string; createdAt: string }) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt);

/** Whether `later`, recorded after `earlier` on the same tooth, ends it. */
function ends(later: ToothCondition, earlier: ToothCondition): boolean {
  if (later.type._id === earlier.type._id) return overlaps(later.surface, earlier.surface);
  const ended = later.type.code ? ENDS[later.type.code as BuiltInCondition] : undefined;
  if (ended === 'all') return true;
  return Boolean(ended?.includes(earlier.type.code as BuiltInCondition)) && overlaps(later.surface, earlier.surface);
}

/** A tooth's current conditions: walked from the oldest, each later condition ends those it beats. */
export function currentConditions(conditions: readonly ToothCondition[]): ToothCondition[] {
  const current: ToothCondition[] = [];
  for (const condition of [...conditions].sort(byDate)) {
    const kept = current.filter((earlier) => !ends(condition, earlier));
    current.splice(0, current.length, ...kept, condition);
  }
  return current.reverse();
}

const newestActFirst = (a: ChartAct, b: ChartAct) => (b.date ?? '').localeCompare(a.date ?? '');

/** Done beats planned: each act done on a tooth takes away one planned line of the same treatment there. */
function stillPlanned(planned: readonly ChartAct[], done: readonly ChartAct[]): ChartAct[] {
  const left = [...planned];
  for (const act of done) {
    const match = left.findIndex((line) => line.treatment === act.treatment && overlaps(line.surface, act.surface));
    if (match >= 0) left.splice(match, 1);
  }
  return left;
}

const emptyMarks = (tooth: string): ToothMarks => ({ tooth, conditions: [], planned: [], done: [], images: 0, notes: 0 });

/** The marks of every tooth the chart names, by tooth; a tooth with nothing is absent from the map. */
export function odontogram(chart: ClinicalChart): Map<string, ToothMarks> {
  const marks = new Map<string, ToothMarks>();
  const of = (tooth: string) => marks.get(tooth) ?? marks.set(tooth, emptyMarks(tooth)).get(tooth)!;
  for (const condition of chart.conditions) of(condition.tooth).conditions.push(condition);
  for (const act of chart.acts) of(act.tooth)[act.status].push(act);
  for (const { tooth, count } of chart.images) of(tooth).images += count;
  for (const { tooth, count } of chart.notes) of(tooth).notes += count;
  for (const tooth of marks.values()) {
    tooth.conditions = currentConditions(tooth.conditions);
    tooth.done.sort(newestActFirst);
    tooth.planned = stillPlanned(tooth.planned, tooth.done).sort(newestActFirst);
  }
  return marks;
}

/** A tooth's marks, empty when the chart names it nowhere. */
export function toothMarks(marks: ReadonlyMap<string, ToothMarks>, tooth: string): ToothMarks {
  return marks.get(tooth) ?? emptyMarks(tooth);
}

/** Whether the tooth carries anything to draw. */
export function hasMarks(marks: ToothMarks): boolean {
  return marks.conditions.length + marks.planned.length + marks.done.length + marks.images + marks.notes > 0;
}

/** The chart opens on the deciduous teeth for a child under DECIDUOUS_CHART_AGE; on the permanent ones otherwise or when the age is unknown. */
export function defaultDentition(yearOfBirth: number | null, today: Date = new Date()): Dentition {
  const age = ageFrom(yearOfBirth, today);
  return age !== null && age < DECIDUOUS_CHART_AGE ? 'deciduous' : 'permanent';
}

/** The dentition a tooth belongs to (51–85 are deciduous). */
export function dentitionOf(tooth: string): Dentition {
  return Number(tooth) >= 51 ? 'deciduous' : 'permanent';
}

/** How many teeth of the other dentition carry marks: the switch says so, so nothing recorded there is missed. */
export function markedTeethIn(marks: ReadonlyMap<string, ToothMarks>, dentition: Dentition): number {
  return [...marks.values()].filter((tooth) => dentitionOf(tooth.tooth) === dentition && hasMarks(tooth)).length;
}
