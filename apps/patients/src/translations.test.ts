import { translationPaths } from '@dental/testing';
import { translations } from './translations';

type Tree = { [key: string]: string | Tree };

test('every text exists in French, English and Arabic', () => {
  const french = translationPaths(translations.fr);
  for (const language of ['en', 'ar'] as const) expect(translationPaths(translations[language])).toEqual(french);
});

test('keeps the French labels of the spec', () => {
  const fr = translations.fr as Tree;
  expect(fr.titles).toMatchObject({ consultation: 'Consultations', current: 'Patients En cours', finish: 'Patients Terminé' });
  expect((fr.list as Tree).filters).toMatchObject({ notArchived: 'Non archivés', archived: 'Archivés', patients: 'Patients', inCommon: 'Patients en commun', all: 'Tous', debtor: 'Débiteurs', settled: 'Soldés', creditor: 'Créditeurs' });
  expect(fr.actions).toMatchObject({ pass: 'Passer', finish: 'Terminer', return: 'Retourner', archive: 'Archiver', unarchive: 'Désarchiver' });
});
