import type { Gate, IconNode, ModuleDeclarations } from '@dental/module-kit';

// Icons as SVG nodes (lucide's drawings): plain data, no React in this file.
const PACKAGE: IconNode = [
  ['path', { d: 'M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z' }],
  ['path', { d: 'M12 22V12' }],
  ['polyline', { points: '3.29 7 12 12 20.71 7' }],
  ['path', { d: 'm7.5 4.27 9 5.15' }],
];

// The screen opens with the view of any of its tabs (each tab shows with its own collection), or CONSOMMABLES as the spec gates it.
const CONSUMABLES_SCREEN: Gate = {
  anyOf: [{ collection: 'CONSOMMABLES' }, { collection: 'CONSOMMATIONS' }, { collection: 'BON_COMMANDE' }, { collection: 'LIST_CONSOMMABLE' }, { collection: 'FOURNISSEURS' }],
};

/**
 * What the consumables module contributes, read by the shell at run time (published as declarations.json
 * with each build): see CONTRIBUTING.md, 'Add a screen to a module / add a module'.
 */
export const declarations = {
  module: 'consumables',
  title: { fr: 'Consommables', en: 'Consumables', ar: 'المستهلكات' },
  routes: ['Consumables'],
  drawer: [
    { id: 'consumables', order: 70, label: { fr: 'consommables', en: 'Consumables', ar: 'المستهلكات' }, icon: PACKAGE, gate: CONSUMABLES_SCREEN, path: '/Consumables/:doctorId/consumptions', doctorScope: 'global' },
  ],
  tiles: [
    { id: 'consumables', row: 2, order: 50, label: { fr: 'Consommables', en: 'Consumables', ar: 'المستهلكات' }, icon: PACKAGE, gate: CONSUMABLES_SCREEN, path: '/Consumables/:doctorId/consumptions', doctorScope: 'global' },
  ],
} satisfies ModuleDeclarations;
