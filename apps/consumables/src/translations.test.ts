import { translationPaths } from '@dental/testing';
import { translations } from './translations';

test('every text of the module exists in French, English and Arabic', () => {
  const french = translationPaths(translations.fr);
  expect(translationPaths(translations.en)).toEqual(french);
  expect(translationPaths(translations.ar)).toEqual(french);
});

test("keeps the spec's French texts of the supplier payments", () => {
  expect(translations.fr.payments).toMatchObject({ added: 'Ajouter avec success', updated: 'Modifier avec success', deleted: 'Supprimer avec success' });
});
