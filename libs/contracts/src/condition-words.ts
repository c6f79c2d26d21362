import type { BuiltInCondition } from './clinical-vocabulary';
import type { ConditionType } from './clinical-schemas';
import type { Language } from './languages';

/** The built-in conditions' words (the catalogue stores only their code), in the issue's French words. */
const BUILT_IN_WORDS: Record<BuiltInCondition, Record<Language, string>> = {
  absent: { fr: 'absent', en: 'missing', ar: 'مفقود' },
  carie: { fr: 'carie', en: 'caries', ar: 'تسوس' },
  obturation: { fr: 'obturation', en: 'filling', ar: 'حشوة' },
  couronne: { fr: 'couronne', en: 'crown', ar: 'تاج' },
  traitement_canalaire: { fr: 'traitement canalaire', en: 'root canal treatment', ar: 'علاج العصب' },
  implant: { fr: 'implant', en: 'implant', ar: 'زرعة' },
  bridge: { fr: 'bridge', en: 'bridge', ar: 'جسر' },
  mobilite: { fr: 'mobilité', en: 'mobility', ar: 'حركة السن' },
  a_extraire: { fr: 'à extraire', en: 'to extract', ar: 'للخلع' },
};

/**
 * A condition's name as a user reads it: a built-in one in the user's language; an added one in
 * the label the administrator gave for that language, else the French label.
 */
export function conditionName(type: Pick<ConditionType, 'code' | 'label' | 'labelEn' | 'labelAr'>, language: Language): string {
  const builtIn = type.code ? BUILT_IN_WORDS[type.code as BuiltInCondition] : undefined;
  if (builtIn) return builtIn[language];
  const own = language === 'en' ? type.labelEn : language === 'ar' ? type.labelAr : type.label;
  return own.trim() || type.label;
}
