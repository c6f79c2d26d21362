import { ACTION, type Collection } from '@dental/contracts';

export const LAB_TABS = ['patients', 'payments', 'accounts', 'consumptions', 'treatments'] as const;
export type LabTab = (typeof LAB_TABS)[number];

interface TabRule {
  collection: Collection;
  /** Its address ends with a doctor's id: /laboratory/{labId}/{tab}/{doctorId}. */
  doctorScoped: boolean;
  /** Shown with the global view only (COMPTES_LABORATOIRE). */
  globalOnly: boolean;
}

/** Each tab of a laboratory and the permission that shows it (spec part 2 §2, §6). */
export const TAB_RULES: Record<LabTab, TabRule> = {
  patients: { collection: 'PATIENTS_LABORATOIRE', doctorScoped: true, globalOnly: false },
  payments: { collection: 'PAIEMENTS_LABORATOIRES', doctorScoped: true, globalOnly: false },
  accounts: { collection: 'COMPTES_LABORATOIRE', doctorScoped: false, globalOnly: true },
  consumptions: { collection: 'CONSOMMATIONS_LABORATOIRE', doctorScoped: true, globalOnly: false },
  treatments: { collection: 'TRAITEMENTS_LABORATOIRES', doctorScoped: false, globalOnly: false },
};

export function isLabTab(value: string | undefined): value is LabTab {
  return (LAB_TABS as readonly string[]).includes(value ?? '');
}

/** The tabs a user holding `holds` sees, in the spec's order: view (own or global), or global only for Comptes. */
export function visibleTabs(holds: (action: string, collection: Collection) => boolean): LabTab[] {
  return LAB_TABS.filter((tab) => {
    const { collection, globalOnly } = TAB_RULES[tab];
    if (holds(ACTION.viewGlobal, collection)) return true;
    return !globalOnly && holds(ACTION.view, collection);
  });
}

/** A tab's address: /laboratory/{labId}/{tab}[/{doctorId}]. */
export function labTabPath(base: string, labId: string, tab: LabTab, doctorId?: string): string {
  const path = `${base}/${labId}/${tab}`;
  return TAB_RULES[tab].doctorScoped && doctorId ? `${path}/${doctorId}` : path;
}
