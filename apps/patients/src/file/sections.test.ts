import { isFileSection, visibleSections } from './sections';

const insurance = (society: string | null) => ({ assurance: { society, registrationNumber: null, professionalId: null, coverage: null, percentCovered: null } });

test('lists the file’s tabs, the insurer’s payments only for an insured patient', () => {
  expect(visibleSections(insurance(null))).toEqual(['devis', 'invoices', 'labo', 'payments', 'soins', 'consultations', 'fiches', 'prescription']);
  expect(visibleSections(insurance('7'))).toContain('paymentsAssurance');
});

test('the money history is a section for those who may read it only', () => {
  expect(visibleSections(insurance(null), { history: true }).at(-1)).toBe('history');
  expect(visibleSections(insurance(null))).not.toContain('history');
  expect(isFileSection('history')).toBe(true);
});

test('knows its sections', () => {
  expect(isFileSection('fiches')).toBe(true);
  expect(isFileSection('Fiches')).toBe(false);
  expect(isFileSection(undefined)).toBe(false);
});

test('the clinical record follows the prescriptions, for those who may view it or the images', () => {
  const sections = visibleSections(insurance(null), { clinical: true, history: true });
  expect(sections.slice(-3)).toEqual(['prescription', 'clinical', 'history']);
  expect(visibleSections(insurance(null))).not.toContain('clinical');
});
