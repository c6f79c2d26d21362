import { conditionName } from './condition-words';

const added = { code: null, label: 'Fêlure', labelEn: 'Crack', labelAr: '' };

test('a built-in condition reads in the user’s language, an added one in its own label or the French one', () => {
  expect(conditionName({ code: 'traitement_canalaire', label: '', labelEn: '', labelAr: '' }, 'fr')).toBe('traitement canalaire');
  expect(conditionName({ code: 'a_extraire', label: '', labelEn: '', labelAr: '' }, 'ar')).toBe('للخلع');
  expect(conditionName(added, 'en')).toBe('Crack');
  expect(conditionName(added, 'ar')).toBe('Fêlure');
});
