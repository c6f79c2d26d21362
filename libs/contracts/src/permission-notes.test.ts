import { LANGUAGES } from './languages';
import { permissionCatalogue } from './permissions';
import { rightIsOffered, rightNote } from './permission-notes';

test('the editor hides only the rights nothing checks: CONSOMMABLES beyond its view', () => {
  const hidden = permissionCatalogue().filter(({ name, collectionName }) => !rightIsOffered(name, collectionName));
  expect(hidden.map(({ name, collectionName }) => `${name}:${collectionName}`)).toEqual([
    'AFFICHER_GLOBAL:CONSOMMABLES',
    'AJOUTER:CONSOMMABLES',
    'MODIFIER:CONSOMMABLES',
    'SUPPRIMER:CONSOMMABLES',
  ]);
  expect(rightIsOffered('AFFICHER', 'CONSOMMABLES')).toBe(true);
});

test('a note is written in every language, or in none', () => {
  for (const { name, collectionName } of permissionCatalogue()) {
    const notes = LANGUAGES.map((language) => rightNote(name, collectionName, language));
    expect(notes.every((note) => note === undefined) || notes.every((note) => typeof note === 'string' && note.length > 10)).toBe(true);
  }
  expect(rightNote('AFFICHER_GLOBAL', 'TRAITEMENTS', 'fr')).toMatch(/même pour tous les médecins/);
  expect(rightNote('AFFICHER', 'PATIENTS', 'fr')).toBeUndefined();
});
