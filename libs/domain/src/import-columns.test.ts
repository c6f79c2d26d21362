import { headerKey, mappingFromSaved, savedColumns, savedMappingFits, suggestMapping } from './import-columns';

describe('headerKey', () => {
  it('drops case, accents, spaces and punctuation', () => {
    expect(headerKey('N° Dossier')).toBe(headerKey('n°dossier'));
    expect(headerKey('Téléphone')).toBe('telephone');
    expect(headerKey(' Date de naissance ')).toBe('datedenaissance');
  });

  it('folds Arabic spellings: hamza alef, tā’ marbūṭa, alif maqṣūra, tashkeel, tatweel', () => {
    expect(headerKey('الإسم')).toBe(headerKey('الاسم'));
    expect(headerKey('الاِسْم')).toBe(headerKey('الاسم'));
    expect(headerKey('الحالة')).toBe(headerKey('الحاله'));
    expect(headerKey('مستشفى')).toBe(headerKey('مستشفي'));
    expect(headerKey('الهـــاتف')).toBe(headerKey('الهاتف'));
  });
});

describe('suggestMapping', () => {
  it('maps French, English and Arabic headers, exact words first', () => {
    const mapping = suggestMapping('patients', ['Nom', 'Téléphone', 'Date de naissance', 'Médecin', 'Solde']);
    expect(mapping).toMatchObject({ name: 0, phone: 1, birth: 2, doctor: 3, openingBalance: 4, address: null });
    expect(suggestMapping('patients', ['الاسم', 'الهاتف', 'الرصيد'])).toMatchObject({ name: 0, phone: 1, openingBalance: 2 });
    expect(suggestMapping('treatments', ['Name', 'Category', 'Price'])).toEqual({ name: 0, type: 1, price: 2 });
  });

  it('takes a header containing a word when none is equal, and gives a column to one field only', () => {
    const mapping = suggestMapping('patients', ['Nom du patient', 'Tél. portable', 'Nom']);
    expect(mapping.name).toBe(2);
    expect(mapping.phone).toBe(1);
    expect(Object.values(mapping).filter((column) => column === 2)).toHaveLength(1);
  });

  it('leaves a field without a column when no header names it', () => {
    expect(suggestMapping('treatments', ['Libellé', 'Prix']).name).toBeNull();
  });
});

describe('saved mappings', () => {
  it('finds the saved header texts in another file, in another order and spelling', () => {
    const saved = { name: 'Nom', phone: 'Téléphone' };
    expect(mappingFromSaved('treatments', { name: 'Acte', price: 'Tarif' }, ['TARIF', 'acte'])).toEqual({ name: 1, type: null, price: 0 });
    expect(savedMappingFits(saved, ['telephone', 'NOM', 'Adresse'])).toBe(true);
    expect(savedMappingFits(saved, ['Nom'])).toBe(false);
    expect(savedColumns({ name: 1, phone: null }, ['Adresse', 'Nom'])).toEqual({ name: 'Nom' });
  });
});
