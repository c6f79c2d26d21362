import type { Collection } from '@dental/contracts';
import {
  Bolt,
  CalendarDays,
  ChartColumn,
  CircleCheck,
  CreditCard,
  FlaskConical,
  KeyRound,
  Package,
  ShieldCheck,
  Smile,
  Stethoscope,
  Syringe,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { doctorDestination, implantsDestination, isVisible, type Destination, type NavigationContext } from '@dental/auth';

export interface HomeTile {
  id: string;
  /** Key in the shell namespace. */
  label: string;
  icon: LucideIcon;
  destination: Destination;
}

interface TileRule {
  id: string;
  label: string;
  icon: LucideIcon;
  visible: (context: NavigationContext) => boolean;
  destination: (context: NavigationContext) => Destination;
}

const link = (to: string) => (): Destination => ({ kind: 'link', to });
const viewOf = (collection: Collection) => (context: NavigationContext) => isVisible(context, collection);
const doctorScoped = (collection: Collection, path: (doctorId: string) => string) => (context: NavigationContext) =>
  doctorDestination(context, collection, path);

/** The three rows of home tiles of spec part 1 §2, each shown only with its permission. */
const ROWS: TileRule[][] = [
  [
    { id: 'consultation', label: 'tiles.consultation', icon: Stethoscope, visible: viewOf('PATIENTS'), destination: doctorScoped('PATIENTS', (d) => `/patient/consultation/${d}`) },
    { id: 'finish', label: 'tiles.finish', icon: CircleCheck, visible: viewOf('PATIENTS'), destination: doctorScoped('PATIENTS', (d) => `/patient/finish/${d}`) },
    { id: 'current', label: 'tiles.current', icon: Smile, visible: viewOf('PATIENTS'), destination: doctorScoped('PATIENTS', (d) => `/patient/current/${d}`) },
  ],
  [
    { id: 'appointments', label: 'tiles.appointments', icon: CalendarDays, visible: viewOf('RDV'), destination: doctorScoped('RDV', (d) => `/appointments/${d}`) },
    { id: 'statistics', label: 'tiles.statistics', icon: ChartColumn, visible: viewOf('STATISTIQUES_FINANCIERES'), destination: doctorScoped('STATISTIQUES_FINANCIERES', (d) => `/statistics/${d}/payments`) },
    { id: 'assurances', label: 'tiles.assurances', icon: ShieldCheck, visible: viewOf('ASSURANCES'), destination: link('/assurance') },
    { id: 'laboratories', label: 'tiles.laboratories', icon: FlaskConical, visible: viewOf('LABORATOIRES'), destination: link('/laboratory') },
    { id: 'consumables', label: 'tiles.consumables', icon: Package, visible: viewOf('CONSOMMABLES'), destination: doctorScoped('CONSOMMABLES', (d) => `/Consumables/${d}/consumptions`) },
    { id: 'implants', label: 'tiles.implants', icon: Bolt, visible: viewOf('IMPLANTS'), destination: implantsDestination },
  ],
  [
    { id: 'users', label: 'tiles.users', icon: Users, visible: viewOf('UTILISATEURS'), destination: link('/user') },
    { id: 'treatments', label: 'tiles.treatments', icon: Syringe, visible: viewOf('TRAITEMENTS'), destination: link('/treatment') },
    { id: 'roles', label: 'tiles.roles', icon: KeyRound, visible: viewOf('ROLES'), destination: link('/role') },
    { id: 'paymentModes', label: 'tiles.paymentModes', icon: CreditCard, visible: viewOf('MODE_PAIEMENT'), destination: link('/paymentMode') },
    { id: 'permissions', label: 'tiles.permissions', icon: Wrench, visible: (context) => context.user.dev, destination: link('/permissions') },
  ],
];

export function homeTiles(context: NavigationContext): HomeTile[][] {
  return ROWS.map((row) =>
    row
      .filter((rule) => rule.visible(context))
      .map(({ id, label, icon, destination }) => ({ id, label, icon, destination: destination(context) })),
  ).filter((row) => row.length > 0);
}
