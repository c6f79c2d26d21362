import { translationPaths } from '@dental/testing';
import { rolesTranslations } from './roles/translations';
import { translations } from './translations';

test('every text exists in French, English and Arabic', () => {
  const french = translationPaths(translations.fr);
  for (const language of ['en', 'ar'] as const) expect(translationPaths(translations[language])).toEqual(french);
});

test('the roles screen says what a right allows in the three languages', () => {
  expect(translationPaths(rolesTranslations.fr)).toContain('roles.allows');
  for (const language of ['fr', 'en', 'ar'] as const) expect(rolesTranslations[language].roles.allows).toContain('{{right}}');
});
