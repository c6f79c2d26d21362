import { clinicNameIn } from './clinic-name';

test('Arabic uses the clinic’s Arabic name when it has one; every other case the name', () => {
  const both = { clinicName: 'Cabinet Dentaire', clinicNameAr: 'عيادة الأسنان' };
  expect(clinicNameIn(both, 'ar')).toBe('عيادة الأسنان');
  expect(clinicNameIn(both, 'fr')).toBe('Cabinet Dentaire');
  expect(clinicNameIn(both, 'en')).toBe('Cabinet Dentaire');
  expect(clinicNameIn({ clinicName: 'Cabinet Dentaire', clinicNameAr: ' ' }, 'ar')).toBe('Cabinet Dentaire');
  expect(clinicNameIn({ clinicName: 'Cabinet Dentaire' }, 'ar')).toBe('Cabinet Dentaire');
  expect(clinicNameIn(null, 'ar')).toBe('');
});
