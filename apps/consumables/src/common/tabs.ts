import type { Collection } from '@dental/contracts';

/** The tabs of /Consumables/{doctorId}/{tab}, each with the collection whose view shows it. */
export const CONSUMABLES_TABS = [
  { id: 'purchase-order', collection: 'BON_COMMANDE' },
  { id: 'consumptions', collection: 'CONSOMMATIONS' },
  { id: 'consumable_list', collection: 'LIST_CONSOMMABLE' },
  { id: 'suppliers', collection: 'FOURNISSEURS' },
] as const satisfies readonly { id: string; collection: Collection }[];

export type ConsumablesTab = (typeof CONSUMABLES_TABS)[number]['id'];

export const isConsumablesTab = (value: string | undefined): value is ConsumablesTab => CONSUMABLES_TABS.some((tab) => tab.id === value);
