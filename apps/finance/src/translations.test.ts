import { translationPaths } from '@dental/testing';
import { accountingTranslations } from './accounting/translations';
import { translations } from './translations';
import { treatmentsTranslations } from './treatments/translations';

// The module's texts and those its lazily loaded tabs add.
const parts = [translations, accountingTranslations, treatmentsTranslations];

test('every text of the module exists in French, English and Arabic', () => {
  const union = (language: 'fr' | 'en' | 'ar') => parts.flatMap((part) => translationPaths(part[language])).sort();
  expect(union('en')).toEqual(union('fr'));
  expect(union('ar')).toEqual(union('fr'));
});

test('keeps the French labels of the spec', () => {
  expect(translations.fr.statistics.tabs).toEqual({ payments: 'Versement', accounting: 'Comptabilité', treatments: 'Traitements' });
  expect(translations.fr.dayClose.close).toBe('Clôturer la caisse');
  expect(translations.fr.period).toMatchObject({ dayPlaceholder: 'jour', monthPlaceholder: 'mois' });
});
