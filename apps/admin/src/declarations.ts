import type { IconNode, ModuleDeclarations } from '@dental/module-kit';

// Icons as SVG nodes (lucide's drawings): plain data, no React in this file.
const USERS: IconNode = [
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['path', { d: 'M16 3.128a4 4 0 0 1 0 7.744' }],
  ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
];

const SYRINGE: IconNode = [
  ['path', { d: 'm18 2 4 4' }],
  ['path', { d: 'm17 7 3-3' }],
  ['path', { d: 'M19 9 8.7 19.3c-1 1-2.5 1-3.4 0l-.6-.6c-1-1-1-2.5 0-3.4L15 5' }],
  ['path', { d: 'm9 11 4 4' }],
  ['path', { d: 'm5 19-3 3' }],
  ['path', { d: 'm14 4 6 6' }],
];

const SHIELD_CHECK: IconNode = [
  ['path', { d: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z' }],
  ['path', { d: 'm9 12 2 2 4-4' }],
];

const KEY_ROUND: IconNode = [
  ['path', { d: 'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z' }],
  ['circle', { cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
];

const CREDIT_CARD: IconNode = [
  ['rect', { width: '20', height: '14', x: '2', y: '5', rx: '2' }],
  ['line', { 'x1': '2', 'x2': '22', 'y1': '10', 'y2': '10' }],
  ['path', { d: 'M6 14h2' }],
];

const WRENCH: IconNode = [
  ['path', { d: 'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z' }],
];

const BUILDING: IconNode = [
  ['path', { d: 'M12 10h.01' }],
  ['path', { d: 'M12 14h.01' }],
  ['path', { d: 'M12 6h.01' }],
  ['path', { d: 'M16 10h.01' }],
  ['path', { d: 'M16 14h.01' }],
  ['path', { d: 'M16 6h.01' }],
  ['path', { d: 'M8 10h.01' }],
  ['path', { d: 'M8 14h.01' }],
  ['path', { d: 'M8 6h.01' }],
  ['path', { d: 'M9 22v-3a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3' }],
  ['rect', { x: '4', y: '2', width: '16', height: '20', rx: '2' }],
];

const MESSAGE_SQUARE_TEXT: IconNode = [
  ['path', { d: 'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z' }],
  ['path', { d: 'M7 11h10' }],
  ['path', { d: 'M7 15h6' }],
  ['path', { d: 'M7 7h8' }],
];

const PALETTE: IconNode = [
  ['path', { d: 'M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z' }],
  ['circle', { cx: '13.5', cy: '6.5', r: '.5', fill: 'currentColor' }],
  ['circle', { cx: '17.5', cy: '10.5', r: '.5', fill: 'currentColor' }],
  ['circle', { cx: '6.5', cy: '12.5', r: '.5', fill: 'currentColor' }],
  ['circle', { cx: '8.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
];

const FILE_UP: IconNode = [
  ['path', { d: 'M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z' }],
  ['path', { d: 'M14 2v4a2 2 0 0 0 2 2h4' }],
  ['path', { d: 'M12 12v6' }],
  ['path', { d: 'm15 15-3-3-3 3' }],
];

const FILE_DOWN: IconNode = [
  ['path', { d: 'M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z' }],
  ['path', { d: 'M14 2v4a2 2 0 0 0 2 2h4' }],
  ['path', { d: 'M12 18v-6' }],
  ['path', { d: 'm9 15 3 3 3-3' }],
];

const FILE_SIGNATURE: IconNode = [
  ['path', { d: 'M12 22h6a2 2 0 0 0 2-2V7l-5-5H6a2 2 0 0 0-2 2v10' }],
  ['path', { d: 'M14 2v4a2 2 0 0 0 2 2h4' }],
  ['path', { d: 'M10.4 12.6a2 2 0 1 1 3 3L8 21l-4 1 1-4Z' }],
];

/**
 * What the admin module contributes, read by the shell at run time (published as declarations.json
 * with each build): see CONTRIBUTING.md, 'Add a screen to a module / add a module'.
 */
export const declarations = {
  module: 'admin',
  title: { fr: 'Administration', en: 'Administration', ar: 'الإدارة' },
  routes: ['user', 'role', 'permissions', 'treatment', 'condition', 'paymentMode', 'assurance', 'settings', 'import', 'export'],
  drawer: [
    // The observed swap of spec part 1 §2, kept: the Assurances entry is gated by LABORATOIRES.
    { id: 'assurances', order: 40, label: { fr: 'Assurances', en: 'Insurance', ar: 'التأمين' }, icon: SHIELD_CHECK, gate: { collection: 'LABORATOIRES' }, path: '/assurance' },
    { id: 'users', order: 80, label: { fr: 'utilisateurs', en: 'Users', ar: 'المستخدمون' }, icon: USERS, gate: { collection: 'UTILISATEURS' }, path: '/user' },
    { id: 'treatments', order: 90, label: { fr: 'traitements', en: 'Treatments', ar: 'العلاجات' }, icon: SYRINGE, gate: { collection: 'TRAITEMENTS' }, path: '/treatment' },
  ],
  tiles: [
    { id: 'assurances', row: 2, order: 30, label: { fr: 'Assurances', en: 'Insurance', ar: 'التأمين' }, icon: SHIELD_CHECK, gate: { collection: 'ASSURANCES' }, path: '/assurance' },
    { id: 'users', row: 3, order: 10, label: { fr: 'Utilisateurs', en: 'Users', ar: 'المستخدمون' }, icon: USERS, gate: { collection: 'UTILISATEURS' }, path: '/user' },
    { id: 'treatments', row: 3, order: 20, label: { fr: 'Traitements', en: 'Treatments', ar: 'العلاجات' }, icon: SYRINGE, gate: { collection: 'TRAITEMENTS' }, path: '/treatment' },
    // The dental chart's conditions (issue 37), with the treatments' rights, as the server checks; a tile only (the drawer keeps the spec's entries).
    { id: 'conditionTypes', row: 3, order: 25, label: { fr: 'États des dents', en: 'Tooth conditions', ar: 'حالات الأسنان' }, icon: PALETTE, gate: { collection: 'TRAITEMENTS' }, path: '/condition' },
    { id: 'roles', row: 3, order: 30, label: { fr: 'Roles', en: 'Roles', ar: 'الأدوار' }, icon: KEY_ROUND, gate: { collection: 'ROLES' }, path: '/role' },
    { id: 'paymentModes', row: 3, order: 40, label: { fr: 'Mode de paiements', en: 'Payment methods', ar: 'طرق الدفع' }, icon: CREDIT_CARD, gate: { collection: 'MODE_PAIEMENT' }, path: '/paymentMode' },
    { id: 'permissions', row: 3, order: 50, label: { fr: 'Permissions', en: 'Permissions', ar: 'الصلاحيات' }, icon: WRENCH, gate: { dev: true }, path: '/permissions' },
    { id: 'settings', row: 3, order: 60, label: { fr: 'Paramètres du cabinet', en: 'Clinic settings', ar: 'إعدادات العيادة' }, icon: BUILDING, gate: { dev: true }, path: '/settings' },
    { id: 'messageTexts', row: 3, order: 70, label: { fr: 'Textes des messages', en: 'Message texts', ar: 'نصوص الرسائل' }, icon: MESSAGE_SQUARE_TEXT, gate: { collection: 'RDV', action: 'TEXTES_MESSAGES' }, path: '/settings/messages' },
    // Moving a clinic in and out (issue 39): the two rights of DONNEES, as the server checks.
    { id: 'import', row: 3, order: 80, label: { fr: 'Importer', en: 'Import', ar: 'استيراد' }, icon: FILE_UP, gate: { collection: 'DONNEES', action: 'IMPORT' }, path: '/import' },
    { id: 'export', row: 3, order: 85, label: { fr: 'Exporter les données', en: 'Export the data', ar: 'تصدير البيانات' }, icon: FILE_DOWN, gate: { collection: 'DONNEES', action: 'EXPORT' }, path: '/export' },
    { id: 'consentTemplate', row: 3, order: 75, label: { fr: 'Formulaire de consentement', en: 'Consent form', ar: 'استمارة الموافقة' }, icon: FILE_SIGNATURE, gate: { dev: true }, path: '/settings/consent' },
  ],
} satisfies ModuleDeclarations;
