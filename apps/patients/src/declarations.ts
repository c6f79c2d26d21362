import type { IconNode, ModuleDeclarations } from '@dental/module-kit';

const PATIENTS = { collection: 'PATIENTS' } as const;

// Icons as SVG nodes (lucide's drawings): plain data, no React in this file.
const USER_ROUND: IconNode = [
  ['circle', { cx: '12', cy: '8', r: '5' }],
  ['path', { d: 'M20 21a8 8 0 0 0-16 0' }],
];

const STETHOSCOPE: IconNode = [
  ['path', { d: 'M11 2v2' }],
  ['path', { d: 'M5 2v2' }],
  ['path', { d: 'M5 3H4a2 2 0 0 0-2 2v4a6 6 0 0 0 12 0V5a2 2 0 0 0-2-2h-1' }],
  ['path', { d: 'M8 15a6 6 0 0 0 12 0v-3' }],
  ['circle', { cx: '20', cy: '10', r: '2' }],
];

const CIRCLE_CHECK: IconNode = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
];

const SMILE: IconNode = [
  ['path', { d: 'M15 10V9' }],
  ['path', { d: 'M16.472 15a6 6 0 01-8.943 0' }],
  ['path', { d: 'M9 10V9' }],
  ['circle', { cx: '12', cy: '12', r: '10' }],
];

/**
 * What the patients module contributes, read by the shell at run time (published as declarations.json
 * with each build): see CONTRIBUTING.md, 'Add a screen to a module / add a module'.
 */
export const declarations = {
  module: 'patients',
  title: { fr: 'Patients', en: 'Patients', ar: 'المرضى' },
  routes: ['patient'],
  drawer: [
    { id: 'patients', order: 30, label: { fr: 'Patients', en: 'Patients', ar: 'المرضى' }, icon: USER_ROUND, gate: PATIENTS, path: '/patient/consultation/:doctorId', doctorScope: 'global' },
  ],
  tiles: [
    { id: 'consultation', row: 1, order: 10, label: { fr: 'Consultations', en: 'Consultations', ar: 'الاستشارات' }, icon: STETHOSCOPE, gate: PATIENTS, path: '/patient/consultation/:doctorId', doctorScope: 'global' },
    { id: 'finish', row: 1, order: 20, label: { fr: 'Patients Terminé', en: 'Finished patients', ar: 'المرضى المنتهون' }, icon: CIRCLE_CHECK, gate: PATIENTS, path: '/patient/finish/:doctorId', doctorScope: 'global' },
    { id: 'current', row: 1, order: 30, label: { fr: 'Patients En cours', en: 'Current patients', ar: 'المرضى قيد العلاج' }, icon: SMILE, gate: PATIENTS, path: '/patient/current/:doctorId', doctorScope: 'global' },
  ],
  widgets: ['QuickSearch', 'AddPatientButton'],
  extensions: [
    { slot: 'home.search', widget: 'QuickSearch', order: 10, gate: PATIENTS },
    { slot: 'home.search', widget: 'AddPatientButton', order: 20, gate: [PATIENTS, { collection: 'PATIENTS', action: 'AJOUTER' }] },
  ],
} satisfies ModuleDeclarations;
