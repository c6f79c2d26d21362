import type { IconNode, ModuleDeclarations } from '@dental/module-kit';

// Icons as SVG nodes (lucide's drawings): plain data, no React in this file.
const CALENDAR_DAYS: IconNode = [
  ['path', { d: 'M8 2v3' }],
  ['path', { d: 'M16 2v3' }],
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }],
  ['path', { d: 'M3 9h18' }],
  ['path', { d: 'M8 13h.01' }],
  ['path', { d: 'M12 13h.01' }],
  ['path', { d: 'M16 13h.01' }],
  ['path', { d: 'M8 17h.01' }],
  ['path', { d: 'M12 17h.01' }],
  ['path', { d: 'M16 17h.01' }],
];

/**
 * What the appointments module contributes, read by the shell at run time (published as declarations.json
 * with each build): see CONTRIBUTING.md, 'Add a screen to a module / add a module'.
 */
export const declarations = {
  module: 'appointments',
  title: { fr: 'Rendez-vous', en: 'Appointments', ar: 'المواعيد' },
  routes: ['appointments'],
  drawer: [
    { id: 'appointments', order: 50, label: { fr: 'Rendez-vous', en: 'Appointments', ar: 'المواعيد' }, icon: CALENDAR_DAYS, gate: { collection: 'RDV' }, path: '/appointments/:doctorId', doctorScope: 'global' },
  ],
  tiles: [
    { id: 'appointments', row: 2, order: 10, label: { fr: 'Rendez-Vous', en: 'Appointments', ar: 'المواعيد' }, icon: CALENDAR_DAYS, gate: { collection: 'RDV' }, path: '/appointments/:doctorId', doctorScope: 'global' },
  ],
  widgets: ['AppointmentModal', 'TodayPanel'],
  // The home has one slot today (beside the quick search): the panel shows itself to doctors only.
  extensions: [{ slot: 'home.panels', widget: 'TodayPanel', order: 10, gate: { collection: 'RDV' } }],
} satisfies ModuleDeclarations;
