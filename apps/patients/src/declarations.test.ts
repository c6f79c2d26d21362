import { declarationProblems } from '@dental/module-kit';
import { declarations } from './declarations';

test('the declarations are plain data the shell accepts, each entry labelled and inside the module\'s routes', () => {
  expect(declarationProblems(declarations, 'patients')).toEqual([]);
});

test('offers its quick search and add button, placed on the home with their gates', () => {
  expect(declarations.widgets).toEqual(['QuickSearch', 'AddPatientButton']);
  expect(declarations.extensions.map((extension) => [extension.widget, extension.gate])).toEqual([
    ['QuickSearch', { collection: 'PATIENTS' }],
    ['AddPatientButton', [{ collection: 'PATIENTS' }, { collection: 'PATIENTS', action: 'AJOUTER' }]],
  ]);
});
