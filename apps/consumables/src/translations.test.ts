import { translations } from './translations';

type Texts = { [key: string]: string | Texts };

/** The dotted path of every text of a language. */
function textPaths(texts: Texts): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) => (typeof value === 'string' ? [key] : textPaths(value).map((path) => `${key}.${path}`)))
    .sort();
}

test('every text of the module exists in French, English and Arabic', () => {
  const french = textPaths(translations.fr);
  expect(textPaths(translations.en)).toEqual(french);
  expect(textPaths(translations.ar)).toEqual(french);
});

test("keeps the spec's French texts of the supplier payments", () => {
  expect(translations.fr.payments).toMatchObject({ added: 'Ajouter avec success', updated: 'Modifier avec success', deleted: 'Supprimer avec success' });
});
