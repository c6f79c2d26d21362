import type { Language } from './languages';
import type { Collection } from './permissions';

/**
 * The part of the application each permission collection belongs to, for the screens that list
 * rights (the role editor groups its boxes under these headings). The one home of the grouping:
 * a collection added to the catalogue gets its module here, or falls under "other".
 */
export const PERMISSION_MODULES = ['patients', 'appointments', 'laboratories', 'consumables', 'finance', 'administration'] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];

/** Where a collection is read and written: by the module that shows it, money and insurers together. */
export const collectionModules: Readonly<Record<Collection, PermissionModule>> = {
  PATIENTS: 'patients',
  PAIEMENTS_PATIENTS: 'patients',
  DOSSIER_CLINIQUE: 'patients',
  IMAGERIE: 'patients',
  RDV: 'appointments',
  LABORATOIRES: 'laboratories',
  PATIENTS_LABORATOIRE: 'laboratories',
  PAIEMENTS_LABORATOIRES: 'laboratories',
  COMPTES_LABORATOIRE: 'laboratories',
  CONSOMMATIONS_LABORATOIRE: 'laboratories',
  TRAITEMENTS_LABORATOIRES: 'laboratories',
  IMPLANTS: 'laboratories',
  CONSOMMABLES: 'consumables',
  LIST_CONSOMMABLE: 'consumables',
  CONSOMMATIONS: 'consumables',
  BON_COMMANDE: 'consumables',
  FOURNISSEURS: 'consumables',
  STATISTIQUES_FINANCIERES: 'finance',
  ASSURANCES: 'finance',
  PATIENTS_ASSURANCE: 'finance',
  MODE_PAIEMENT: 'finance',
  UTILISATEURS: 'administration',
  ROLES: 'administration',
  TRAITEMENTS: 'administration',
  DONNEES: 'administration',
};

/** The group of collections the grouping does not know (a permission newer than these words). */
export type PermissionModuleOrOther = PermissionModule | 'other';

const MODULE_WORDS: Record<Language, Record<PermissionModuleOrOther, string>> = {
  fr: {
    patients: 'Patients',
    appointments: 'Rendez-vous',
    laboratories: 'Laboratoires',
    consumables: 'Consommables',
    finance: 'Finance et assurances',
    administration: 'Administration',
    other: 'Autres',
  },
  en: {
    patients: 'Patients',
    appointments: 'Appointments',
    laboratories: 'Laboratories',
    consumables: 'Consumables',
    finance: 'Finance and insurance',
    administration: 'Administration',
    other: 'Other',
  },
  ar: {
    patients: 'المرضى',
    appointments: 'المواعيد',
    laboratories: 'المختبرات',
    consumables: 'المستهلكات',
    finance: 'المالية والتأمين',
    administration: 'الإدارة',
    other: 'أخرى',
  },
};

/** The module of a collection, or "other" for one the grouping does not know. */
export function moduleOfCollection(collection: string): PermissionModuleOrOther {
  return (collectionModules as Record<string, PermissionModule | undefined>)[collection] ?? 'other';
}

/** A module's name as a heading ("Laboratoires"). */
export function moduleWords(module: PermissionModuleOrOther, language: Language): string {
  return MODULE_WORDS[language][module];
}

export interface ModuleGroup<T> {
  module: PermissionModuleOrOther;
  items: T[];
}

/**
 * Items keyed by collection (the catalogue's groups, for one) put under their modules: modules in
 * the order of PERMISSION_MODULES then "other", items in the order they came; empty modules left out.
 */
export function groupByModule<T>(items: readonly T[], collectionOf: (item: T) => string): ModuleGroup<T>[] {
  const order: readonly PermissionModuleOrOther[] = [...PERMISSION_MODULES, 'other'];
  return order
    .map((module) => ({ module, items: items.filter((item) => moduleOfCollection(collectionOf(item)) === module) }))
    .filter((group) => group.items.length > 0);
}
