import { translationPaths } from '@dental/testing';
import { bookingTranslations } from './booking/translations';
import { configTranslations } from './config/translations';
import { translations } from './translations';

// The module's texts and those its lazily loaded page and form add.
const parts = [translations, configTranslations, bookingTranslations];

test('every text of the module exists in French, English and Arabic', () => {
  const union = (language: 'fr' | 'en' | 'ar') => parts.flatMap((part) => translationPaths(part[language])).sort();
  expect(union('en')).toEqual(union('fr'));
  expect(union('ar')).toEqual(union('fr'));
});
