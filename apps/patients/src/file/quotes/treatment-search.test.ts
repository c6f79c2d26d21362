import type { Treatment } from '@dental/contracts';
import { treatmentsMatching } from './TreatmentSearch';

const treatment = (_id: string, name: string): Treatment => ({ _id, name, type: 'soins', price: 1000, assurance: null, createdAt: '', updatedAt: '' }) as Treatment;
const CATALOGUE = [treatment('1', 'Radio panoramique'), treatment('2', 'Détartrage'), treatment('3', 'Détartrage complet'), treatment('4', 'Soin après détartrage')];
const names = (text: string) => treatmentsMatching(CATALOGUE, text).map((t) => t.name);

test('finds a treatment from any part of its name, case and accents aside', () => {
  expect(names('detartrage')).toEqual(['Détartrage', 'Détartrage complet', 'Soin après détartrage']);
  expect(names('COMPLET')).toEqual(['Détartrage complet']);
  expect(names('  pano ')).toEqual(['Radio panoramique']);
  expect(names('apres  DETARTRAGE')).toEqual(['Soin après détartrage']);
});

test('puts the names starting with the text first', () => {
  expect(names('soin')).toEqual(['Soin après détartrage']);
  expect(names('d')).toEqual(['Détartrage', 'Détartrage complet', 'Radio panoramique', 'Soin après détartrage']);
});

test('finds nothing for an empty text', () => {
  expect(names('')).toEqual([]);
  expect(names('   ')).toEqual([]);
});
