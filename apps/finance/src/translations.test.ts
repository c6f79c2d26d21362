import { translationPaths } from '@dental/testing';
import { translations } from './translations';

test('every text of the module exists in French, English and Arabic', () => {
  const french = translationPaths(translations.fr);
  expect(translationPaths(translations.en)).toEqual(french);
  expect(translationPaths(translations.ar)).toEqual(french);
});

test('keeps the French labels of the spec', () => {
  expect(translations.fr.statistics.tabs).toEqual({ payments: 'Versement', accounting: 'Comptabilité', treatments: 'Traitements' });
  expect(translations.fr.dayClose.close).toBe('Clôturer la journée');
  expect(translations.fr.period).toMatchObject({ dayPlaceholder: 'jour', monthPlaceholder: 'mois' });
});
