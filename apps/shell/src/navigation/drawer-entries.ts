import type { Collection } from '@dental/contracts';
import { doctorDestination, isVisible, type Destination, type NavigationContext } from './destinations';

export interface DrawerEntry {
  id: string;
  label: string;
  icon: string;
  destination: Destination;
}

interface DrawerRule {
  id: string;
  label: string;
  icon: string;
  /** The collection whose view permission shows the entry. */
  gate?: Collection;
  path: string | ((doctorId: string) => string);
}

/**
 * The side drawer of spec part 1 §2. Laboratoires is gated by ASSURANCES and Assurances by
 * LABORATOIRES: the product was observed that way and the spec asks to keep it.
 */
const ENTRIES: DrawerRule[] = [
  { id: 'home', label: 'drawer.home', icon: '🏠', path: '/' },
  { id: 'laboratories', label: 'drawer.laboratories', icon: '🧪', gate: 'ASSURANCES', path: '/laboratory' },
  { id: 'patients', label: 'drawer.patients', icon: '🦷', gate: 'PATIENTS', path: (d) => `/patient/consultation/${d}` },
  { id: 'assurances', label: 'drawer.assurances', icon: '🛡️', gate: 'LABORATOIRES', path: '/assurance' },
  { id: 'appointments', label: 'drawer.appointments', icon: '📅', gate: 'RDV', path: (d) => `/appointments/${d}` },
  { id: 'statistics', label: 'drawer.statistics', icon: '📊', gate: 'STATISTIQUES_FINANCIERES', path: (d) => `/statistics/${d}/payments` },
  { id: 'consumables', label: 'drawer.consumables', icon: '📦', gate: 'CONSOMMABLES', path: (d) => `/Consumables/${d}/consumptions` },
  { id: 'users', label: 'drawer.users', icon: '👥', gate: 'UTILISATEURS', path: '/user' },
  { id: 'treatments', label: 'drawer.treatments', icon: '💉', gate: 'TRAITEMENTS', path: '/treatment' },
];

export function drawerEntries(context: NavigationContext): DrawerEntry[] {
  return ENTRIES.filter((entry) => !entry.gate || isVisible(context, entry.gate)).map(({ id, label, icon, gate, path }) => ({
    id,
    label,
    icon,
    destination: typeof path === 'string' || !gate ? { kind: 'link', to: path as string } : doctorDestination(context, gate, path),
  }));
}
