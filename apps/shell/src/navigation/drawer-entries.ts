import type { Collection } from '@dental/contracts';
import { CalendarDays, ChartColumn, FlaskConical, House, Package, ShieldCheck, Syringe, UserRound, Users, type LucideIcon } from 'lucide-react';
import { doctorDestination, isVisible, type Destination, type NavigationContext } from '@dental/auth';

export interface DrawerEntry {
  id: string;
  label: string;
  icon: LucideIcon;
  destination: Destination;
}

interface DrawerRule {
  id: string;
  label: string;
  icon: LucideIcon;
  /** The collection whose view permission shows the entry. */
  gate?: Collection;
  path: string | ((doctorId: string) => string);
}

/**
 * The side drawer of spec part 1 §2. Laboratoires is gated by ASSURANCES and Assurances by
 * LABORATOIRES: the product was observed that way and the spec asks to keep it.
 */
const ENTRIES: DrawerRule[] = [
  { id: 'home', label: 'drawer.home', icon: House, path: '/' },
  { id: 'laboratories', label: 'drawer.laboratories', icon: FlaskConical, gate: 'ASSURANCES', path: '/laboratory' },
  { id: 'patients', label: 'drawer.patients', icon: UserRound, gate: 'PATIENTS', path: (d) => `/patient/consultation/${d}` },
  { id: 'assurances', label: 'drawer.assurances', icon: ShieldCheck, gate: 'LABORATOIRES', path: '/assurance' },
  { id: 'appointments', label: 'drawer.appointments', icon: CalendarDays, gate: 'RDV', path: (d) => `/appointments/${d}` },
  { id: 'statistics', label: 'drawer.statistics', icon: ChartColumn, gate: 'STATISTIQUES_FINANCIERES', path: (d) => `/statistics/${d}/payments` },
  { id: 'consumables', label: 'drawer.consumables', icon: Package, gate: 'CONSOMMABLES', path: (d) => `/Consumables/${d}/consumptions` },
  { id: 'users', label: 'drawer.users', icon: Users, gate: 'UTILISATEURS', path: '/user' },
  { id: 'treatments', label: 'drawer.treatments', icon: Syringe, gate: 'TRAITEMENTS', path: '/treatment' },
];

export function drawerEntries(context: NavigationContext): DrawerEntry[] {
  return ENTRIES.filter((entry) => !entry.gate || isVisible(context, entry.gate)).map(({ id, label, icon, gate, path }) => ({
    id,
    label,
    icon,
    destination: typeof path === 'string' || !gate ? { kind: 'link', to: path as string } : doctorDestination(context, gate, path),
  }));
}
