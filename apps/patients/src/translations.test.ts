import { translations } from './translations';

type Tree = { [key: string]: string | Tree };

/** Every key path, plural forms folded into their base key. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );
}

test('every text exists in French, English and Arabic', () => {
  const french = new Set(keys(translations.fr as Tree));
  for (const language of ['en', 'ar'] as const) {
    expect(new Set(keys(translations[language] as Tree))).toEqual(french);
  }
});

test('keeps the French labels of the spec', () => {
  const fr = translations.fr as Tree;
  expect(fr.titles).toMatchObject({ consultation: 'Consultations', current: 'Patients En cours', finish: 'Patients Terminé' });
  expect((fr.list as Tree).filters).toMatchObject({ notArchived: 'Non archivés', archived: 'Archivés', patients: 'Patients', inCommon: 'Patients en commun', all: 'Tous', debtor: 'Débiteurs', settled: 'Soldés', creditor: 'Créditeurs' });
  expect(fr.actions).toMatchObject({ pass: 'Passer', finish: 'Terminer', return: 'Retourner', archive: 'Archiver', unarchive: 'Désarchiver' });
});
