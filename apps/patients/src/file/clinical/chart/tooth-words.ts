import type { TFunction } from 'i18next';
import { conditionName, type ChartAct, type Language, type ToothCondition } from '@dental/contracts';
import type { ToothMarks } from '@dental/domain';

/** A condition as a user reads it, with its surface when it has one: "carie (O)". */
export function conditionWords(condition: Pick<ToothCondition, 'type' | 'surface'>, language: Language, t: TFunction): string {
  const name = conditionName(condition.type, language);
  return condition.surface ? t('clinical.chart.withSurface', { name, surface: condition.surface }) : name;
}

/** An act as a user reads it, with its surface: "Composite (MO)". */
export function actWords(act: Pick<ChartAct, 'treatment' | 'surface'>, t: TFunction): string {
  return act.surface ? t('clinical.chart.withSurface', { name: act.treatment, surface: act.surface }) : act.treatment;
}

/**
 * A tooth's accessible name, what the chart draws said in words: "Dent 36 : carie ; prévu :
 * couronne ; fait : obturation ; 2 images".
 */
export function toothName(marks: ToothMarks, language: Language, t: TFunction): string {
  const list = t('clinical.chart.listSeparator');
  const parts = [
    marks.conditions.map((condition) => conditionWords(condition, language, t)).join(list),
    marks.planned.length > 0 ? t('clinical.chart.planned', { acts: marks.planned.map((act) => actWords(act, t)).join(list) }) : '',
    marks.done.length > 0 ? t('clinical.chart.done', { acts: marks.done.map((act) => actWords(act, t)).join(list) }) : '',
    marks.images > 0 ? t('clinical.chart.images', { count: marks.images }) : '',
    marks.notes > 0 ? t('clinical.chart.notes', { count: marks.notes }) : '',
  ].filter(Boolean);
  return t('clinical.chart.toothMarks', { num: marks.tooth, marks: parts.length > 0 ? parts.join(t('clinical.chart.groupSeparator')) : t('clinical.chart.nothing') });
}
