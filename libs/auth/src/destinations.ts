import { ACTION, type Collection, type DoctorSummary, type LoginUserData, type Permission } from '@dental/contracts';
import { can, canView } from './selectors';

type PermissionList = readonly Pick<Permission, 'name' | 'collectionName'>[];

/** Where an entry leads: one link, or a choice of cabinet doctors. */
export type Destination = { kind: 'link'; to: string } | { kind: 'doctors'; choices: { doctor: DoctorSummary; to: string }[] };

export interface NavigationContext {
  permissions: PermissionList;
  user: Pick<LoginUserData, '_id' | 'doctor' | 'dev'>;
  cabinetDoctors: readonly DoctorSummary[];
}

/**
 * A doctor-scoped page: with the global view permission the user picks a cabinet doctor,
 * otherwise the page opens on the user's own id (spec part 1 §2 and §6).
 */
export function doctorDestination(
  context: NavigationContext,
  collection: Collection,
  path: (doctorId: string) => string,
): Destination {
  if (can(context.permissions, ACTION.viewGlobal, collection)) {
    return { kind: 'doctors', choices: context.cabinetDoctors.map((doctor) => ({ doctor, to: path(doctor._id) })) };
  }
  return { kind: 'link', to: path(context.user._id) };
}

/** Implants: a cabinet doctor goes straight to their own list, anybody else picks a doctor. */
export function implantsDestination(context: NavigationContext): Destination {
  const path = (doctorId: string) => `/implants/${doctorId}`;
  if (context.user.doctor?.cabinet) return { kind: 'link', to: path(context.user._id) };
  return { kind: 'doctors', choices: context.cabinetDoctors.map((doctor) => ({ doctor, to: path(doctor._id) })) };
}

export function isVisible(context: NavigationContext, collection: Collection): boolean {
  return canView(context.permissions, collection);
}
