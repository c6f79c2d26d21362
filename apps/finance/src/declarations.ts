import type { IconNode, ModuleDeclarations } from '@dental/module-kit';

// Icons as SVG nodes (lucide's drawings): plain data, no React in this file.
const CHART_COLUMN: IconNode = [
  ['path', { d: 'M3 3v16a2 2 0 0 0 2 2h16' }],
  ['path', { d: 'M18 17V9' }],
  ['path', { d: 'M13 17V5' }],
  ['path', { d: 'M8 17v-3' }],
];

/**
 * What the finance module contributes, read by the shell at run time (published as declarations.json
 * with each build): see CONTRIBUTING.md, 'Add a screen to a module / add a module'.
 */
export const declarations = {
  module: 'finance',
  title: { fr: 'Stats Financières', en: 'Financial stats', ar: 'الإحصائيات المالية' },
  routes: ['statistics'],
  drawer: [
    { id: 'statistics', order: 60, label: { fr: 'Stats Financières', en: 'Financial stats', ar: 'الإحصائيات المالية' }, icon: CHART_COLUMN, gate: { collection: 'STATISTIQUES_FINANCIERES' }, path: '/statistics/:doctorId/payments', doctorScope: 'global' },
  ],
  tiles: [
    { id: 'statistics', row: 2, order: 20, label: { fr: 'Statistiques Financières', en: 'Financial statistics', ar: 'الإحصائيات المالية' }, icon: CHART_COLUMN, gate: { collection: 'STATISTIQUES_FINANCIERES' }, path: '/statistics/:doctorId/payments', doctorScope: 'global' },
  ],
  widgets: ['MyTill'],
  // "Ma caisse du jour" on the home, for whoever records the patients' payments.
  extensions: [{ slot: 'home.panels', widget: 'MyTill', order: 30, gate: { collection: 'PAIEMENTS_PATIENTS' } }],
} satisfies ModuleDeclarations;
