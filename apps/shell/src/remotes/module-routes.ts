import type { ModuleName } from '@dental/contracts';

/** Which module owns which top-level paths; the module routes everything below them itself. */
export const MODULE_ROUTES: { module: ModuleName; paths: string[] }[] = [
  { module: 'admin', paths: ['user', 'role', 'permissions', 'treatment', 'paymentMode', 'assurance'] },
  { module: 'patients', paths: ['patient'] },
  { module: 'appointments', paths: ['appointments'] },
  { module: 'laboratories', paths: ['laboratory', 'implants'] },
  { module: 'finance', paths: ['statistics'] },
  { module: 'consumables', paths: ['Consumables'] },
];
