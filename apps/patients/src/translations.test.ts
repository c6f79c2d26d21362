import { translationPaths } from '@dental/testing';
import { clinicalTranslations } from './file/clinical/translations';
import { historyTranslations } from './file/history/translations';
import { invoicesTranslations } from './file/invoices/translations';
import { laboTranslations } from './file/labo/translations';
import { paymentsTranslations } from './file/payments/translations';
import { receiptTranslations } from './file/payments/receipt-translations';
import { prescriptionsTranslations } from './file/prescriptions/translations';
import { quotesTranslations } from './file/quotes/translations';
import { sheetsTranslations } from './file/sheets/translations';
import { translations } from './translations';

type Tree = { [key: string]: string | Tree };

/** The module entry's texts, and those each tab of the file adds when it loads. */
const parts = [translations, clinicalTranslations, historyTranslations, invoicesTranslations, laboTranslations, paymentsTranslations, receiptTranslations, prescriptionsTranslations, quotesTranslations, sheetsTranslations];

test('every text exists in French, English and Arabic', () => {
  for (const part of parts) {
    const french = translationPaths(part.fr);
    for (const language of ['en', 'ar'] as const) expect(translationPaths(part[language])).toEqual(french);
  }
});

test('no tab overwrites a text of another part: the namespace is their union', () => {
  const paths = parts.flatMap((part) => translationPaths(part.fr));
  expect(new Set(paths).size).toBe(paths.length);
});

test('keeps the French labels of the spec', () => {
  const fr = translations.fr as Tree;
  expect(fr.titles).toMatchObject({ consultation: 'Consultations', current: 'Patients En cours', finish: 'Patients Terminé' });
  expect((fr.list as Tree).filters).toMatchObject({ notArchived: 'Non archivés', archived: 'Archivés', patients: 'Patients', inCommon: 'Patients en commun', all: 'Tous', debtor: 'Débiteurs', settled: 'Soldés', creditor: 'Créditeurs' });
  expect(fr.actions).toMatchObject({ pass: 'Passer', finish: 'Terminer', return: 'Retourner', archive: 'Archiver', unarchive: 'Désarchiver' });
});
