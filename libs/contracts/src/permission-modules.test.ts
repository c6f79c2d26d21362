import { COLLECTIONS } from './permissions';
import { collectionModules, groupByModule, moduleOfCollection, moduleWords, PERMISSION_MODULES } from './permission-modules';

describe('permission modules', () => {
  it('puts every collection of the catalogue under a module, and every module has collections', () => {
    for (const collection of COLLECTIONS) expect(PERMISSION_MODULES).toContain(moduleOfCollection(collection));
    expect(new Set(Object.values(collectionModules))).toEqual(new Set(PERMISSION_MODULES));
  });

  it('names every module in the three languages', () => {
    for (const language of ['fr', 'en', 'ar'] as const) {
      for (const module of [...PERMISSION_MODULES, 'other'] as const) expect(moduleWords(module, language)).not.toBe('');
    }
    expect(moduleWords('laboratories', 'fr')).toBe('Laboratoires');
    expect(moduleWords('appointments', 'en')).toBe('Appointments');
    expect(moduleWords('patients', 'ar')).toBe('المرضى');
  });

  it('groups by module in the modules’ order, keeps the items’ order, and puts unknown collections last', () => {
    const items = ['ROLES', 'RDV', 'NOUVELLE_COLLECTION', 'PATIENTS', 'UTILISATEURS', 'PAIEMENTS_PATIENTS'];
    expect(groupByModule(items, (item) => item)).toEqual([
      { module: 'patients', items: ['PATIENTS', 'PAIEMENTS_PATIENTS'] },
      { module: 'appointments', items: ['RDV'] },
      { module: 'administration', items: ['ROLES', 'UTILISATEURS'] },
      { module: 'other', items: ['NOUVELLE_COLLECTION'] },
    ]);
    expect(groupByModule([], (item: string) => item)).toEqual([]);
  });
});
