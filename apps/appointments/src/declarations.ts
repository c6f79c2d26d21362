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

const USER_ROUND_CHECK: IconNode = [
  ['path', { d: 'M2 21a8 8 0 0 1 13.292-6' }],
  ['circle', { cx: '10', cy: '8', r: '5' }],
  ['path', { d: 'm16 19 2 2 4-4' }],
];

const BELL_RING: IconNode = [
  ['path', { d: 'M10.268 21a2 2 0 0 0 3.464 0' }],
  ['path', { d: 'M22 8c0-2.3-.8-4.3-2-6' }],
  ['path', { d: 'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326' }],
  ['path', { d: 'M4 2C2.8 3.7 2 5.7 2 8' }],
];

const RECALL = { fr: 'Rappels', en: 'Recalls', ar: 'التذكير بالمراجعة' };
const REMINDERS = { fr: 'Rappels de rendez-vous', en: 'Appointment reminders', ar: 'التذكير بالمواعيد' };

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
    { id: 'recall', order: 52, label: RECALL, icon: USER_ROUND_CHECK, gate: { collection: 'RDV' }, path: '/appointments/:doctorId/recall', doctorScope: 'global' },
    { id: 'reminders', order: 54, label: REMINDERS, icon: BELL_RING, gate: { collection: 'RDV' }, path: '/appointments/:doctorId/reminders', doctorScope: 'global' },
  ],
  tiles: [
    { id: 'appointments', row: 2, order: 10, label: { fr: 'Rendez-Vous', en: 'Appointments', ar: 'المواعيد' }, icon: CALENDAR_DAYS, gate: { collection: 'RDV' }, path: '/appointments/:doctorId', doctorScope: 'global' },
    // The tile shows the module's RecallCount widget: the number of patients due.
    { id: 'recall', row: 2, order: 15, label: RECALL, icon: USER_ROUND_CHECK, gate: { collection: 'RDV' }, path: '/appointments/:doctorId/recall', doctorScope: 'global', count: 'RecallCount' },
  ],
  widgets: ['AppointmentModal', 'TodayPanel', 'WaitingRoom', 'CallbackList', 'RecallCount'],
  // The home's panels (beside the quick search): the waiting room first, the patients to call back, then the day's appointments.
  extensions: [
    { slot: 'home.panels', widget: 'WaitingRoom', order: 5, gate: { collection: 'RDV' } },
    { slot: 'home.panels', widget: 'CallbackList', order: 7, gate: { collection: 'RDV' } },
    { slot: 'home.panels', widget: 'TodayPanel', order: 10, gate: { collection: 'RDV' } },
  ],
} satisfies ModuleDeclarations;
