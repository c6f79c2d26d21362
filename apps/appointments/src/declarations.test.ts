import { declarationProblems } from '@dental/module-kit';
import { declarations } from './declarations';

test('the declarations are plain data the shell accepts, each entry labelled and inside the module\'s routes', () => {
  expect(declarationProblems(declarations, 'appointments')).toEqual([]);
});

