import type { CollectionGate, IconNode, ModuleDeclarations } from '@dental/module-kit';

// Icons as SVG nodes (lucide's drawings): plain data, no React in this file.
const FLASK_CONICAL: IconNode = [
  ['path', { d: 'M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2' }],
  ['path', { d: 'M6.453 15h11.094' }],
  ['path', { d: 'M8.5 2h7' }],
];

const BOLT: IconNode = [
  ['path', { d: 'M21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z' }],
  ['circle', { cx: '12', cy: '12', r: '4' }],
];

// The collections whose view shows one of a laboratory's tabs: with any of them the screen has something to show.
const LAB_TABS: CollectionGate[] = [
  { collection: 'PATIENTS_LABORATOIRE' },
  { collection: 'PAIEMENTS_LABORATOIRES' },
  { collection: 'COMPTES_LABORATOIRE' },
  { collection: 'CONSOMMATIONS_LABORATOIRE' },
  { collection: 'TRAITEMENTS_LABORATOIRES' },
];

/**
 * What the laboratories module contributes, read by the shell at run time (published as declarations.json
 * with each build): see CONTRIBUTING.md, 'Add a screen to a module / add a module'.
 */
export const declarations = {
  module: 'laboratories',
  title: { fr: 'Laboratoires', en: 'Laboratories', ar: 'المختبرات' },
  routes: ['laboratory', 'implants'],
  drawer: [
    // The observed swap of spec part 1 §2, kept: the Laboratoires entry is gated by ASSURANCES (or a lab tab's view).
    { id: 'laboratories', order: 20, label: { fr: 'Laboratoires', en: 'Laboratories', ar: 'المختبرات' }, icon: FLASK_CONICAL, gate: { anyOf: [{ collection: 'ASSURANCES' }, ...LAB_TABS] }, path: '/laboratory' },
  ],
  tiles: [
    { id: 'laboratories', row: 2, order: 40, label: { fr: 'Laboratoires', en: 'Laboratories', ar: 'المختبرات' }, icon: FLASK_CONICAL, gate: { anyOf: [{ collection: 'LABORATOIRES' }, ...LAB_TABS] }, path: '/laboratory' },
    { id: 'implants', row: 2, order: 60, label: { fr: 'Implants', en: 'Implants', ar: 'الزرعات' }, icon: BOLT, gate: { collection: 'IMPLANTS' }, path: '/implants/:doctorId', doctorScope: 'cabinet' },
  ],
} satisfies ModuleDeclarations;
