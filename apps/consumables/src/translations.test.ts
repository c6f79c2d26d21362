import { translationPaths } from '@dental/testing';
import { purchaseOrdersTranslations } from './purchase-orders/translations';
import { translations } from './translations';

// The module's texts and those its lazily loaded screens add.
const parts = [translations, purchaseOrdersTranslations];

test('every text of the module exists in French, English and Arabic', () => {
  const union = (language: 'fr' | 'en' | 'ar') => parts.flatMap((part) => translationPaths(part[language])).sort();
  expect(union('en')).toEqual(union('fr'));
  expect(union('ar')).toEqual(union('fr'));
});

test("keeps the spec's French texts of the supplier payments", () => {
  expect(purchaseOrdersTranslations.fr.payments).toMatchObject({ added: 'Ajouter avec success', updated: 'Modifier avec success', deleted: 'Supprimer avec success' });
});
