import { uiTranslations } from './translations';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

test('every text of the ui namespace exists in French, English and Arabic', () => {
  const french = keys(uiTranslations.fr).sort();
  expect(keys(uiTranslations.en).sort()).toEqual(french);
  expect(keys(uiTranslations.ar).sort()).toEqual(french);
  expect(uiTranslations.fr.print).toBe('Imprimer');
});
