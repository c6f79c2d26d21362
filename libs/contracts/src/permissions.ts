/** Collections of spec part 1 §6: each one is a permission target. */
export const COLLECTIONS = [
  'PATIENTS',
  'RDV',
  'STATISTIQUES_FINANCIERES',
  'ASSURANCES',
  'LABORATOIRES',
  'UTILISATEURS',
  'CONSOMMABLES',
  'IMPLANTS',
  'TRAITEMENTS',
  'ROLES',
  'MODE_PAIEMENT',
  'PATIENTS_ASSURANCE',
  'PATIENTS_LABORATOIRE',
  'PAIEMENTS_LABORATOIRES',
  'COMPTES_LABORATOIRE',
  'CONSOMMATIONS_LABORATOIRE',
  'TRAITEMENTS_LABORATOIRES',
  'BON_COMMANDE',
  'CONSOMMATIONS',
  'LIST_CONSOMMABLE',
  'FOURNISSEURS',
  'PAIEMENTS_PATIENTS',
  /** The chart's conditions and the clinical notes (issue 37). */
  'DOSSIER_CLINIQUE',
  /** Radiographs, photos and the patient's documents (issue 37). */
  'IMAGERIE',
  /** The clinic's data as a whole: importing files and exporting everything (issue 39). */
  'DONNEES',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const ACTION = {
  view: 'AFFICHER',
  viewGlobal: 'AFFICHER_GLOBAL',
  create: 'AJOUTER',
  edit: 'MODIFIER',
  remove: 'SUPPRIMER',
  approve: 'APPROUVER',
  /** Closes a cash day (clôture de caisse): its payments are then read-only. */
  closeDay: 'CLOTURER',
  globalInvoice: 'FACTURE_GLOBAL',
  /** Edits the clinic's reminder and recall texts (issue 24). */
  editMessages: 'TEXTES_MESSAGES',
  /** Imports patients, appointments and treatments from a file, and undoes an import (issue 39). */
  import: 'IMPORT',
  /** Exports the whole clinic (issue 39). */
  export: 'EXPORT',
} as const;
export type ActionName = (typeof ACTION)[keyof typeof ACTION];

/** Collections that only exist in the global view (spec: COMPTES_LABORATOIRE is global only). */
const GLOBAL_ONLY: readonly Collection[] = ['COMPTES_LABORATOIRE'];
/** Collections with only their extra actions (no view, add, change or delete). */
const EXTRA_ONLY: readonly Collection[] = ['DONNEES'];

const EXTRA_ACTIONS: Partial<Record<Collection, ActionName[]>> = {
  PAIEMENTS_PATIENTS: [ACTION.approve],
  STATISTIQUES_FINANCIERES: [ACTION.closeDay],
  PATIENTS_ASSURANCE: [ACTION.globalInvoice],
  RDV: [ACTION.editMessages],
  DONNEES: [ACTION.import, ACTION.export],
};

export interface PermissionKey {
  name: string;
  collectionName: string;
}

/** The permission catalogue created on first start. */
export function permissionCatalogue(): PermissionKey[] {
  return COLLECTIONS.flatMap((collectionName) => {
    const names: string[] = EXTRA_ONLY.includes(collectionName)
      ? []
      : GLOBAL_ONLY.includes(collectionName)
        ? [ACTION.viewGlobal]
        : [ACTION.view, ACTION.viewGlobal, ACTION.create, ACTION.edit, ACTION.remove];
    return [...names, ...(EXTRA_ACTIONS[collectionName] ?? [])].map((name) => ({ name, collectionName }));
  });
}

export const VIEW_DENIED_PREFIX = ACTION.view;

/** Whether the caller holds `action` on `collection`, however its permissions are kept (a server-side set, a list in the store). */
export type Holds = (action: ActionName, collection: Collection) => boolean;

/**
 * Whose data a caller may view in a collection: every doctor's with AFFICHER_GLOBAL, only their own
 * with AFFICHER, none without either. The one home of the view rule: the API's guards and the
 * screens' selectors both ask it.
 */
export function viewScope(holds: Holds, collection: Collection): 'all' | 'own' | 'none' {
  if (holds(ACTION.viewGlobal, collection)) return 'all';
  if (holds(ACTION.view, collection)) return 'own';
  return 'none';
}

/** The view rule: own view (AFFICHER) or every doctor's (AFFICHER_GLOBAL). */
export function holdsView(holds: Holds, collection: Collection): boolean {
  return viewScope(holds, collection) !== 'none';
}

/** A message that begins with AFFICHER means the list could not be viewed and must be emptied. */
export function isViewDenied(message: unknown): boolean {
  return typeof message === 'string' && message.startsWith(VIEW_DENIED_PREFIX);
}
