import { ACTION, type Collection, type DoctorSummary } from '@dental/contracts';
import { sessionApi } from '@dental/api-client';
import { selectCabinetDoctors, selectUserData, useAppSelector, useCan } from '@dental/auth';

export interface DoctorScope {
  /** AFFICHER_GLOBAL on the collection: any cabinet doctor's data may be viewed. */
  global: boolean;
  /** The signed-in user's id. */
  ownId: string;
  /** The signed-in user is a cabinet doctor: they act as themselves (spec part 2 §1). */
  cabinet: boolean;
  /** The cabinet doctors, for the drop-down of the global view. */
  doctors: DoctorSummary[];
  /** Whether `id` is a doctor's (any doctor of the users list, or oneself when a doctor). */
  isDoctor: (id: string) => boolean;
  /** The users list (read for the global view) is known, or could not be read: `isDoctor` is final. */
  usersSettled: boolean;
  /** The users list could not be read: no doctor can be told unknown. */
  usersFailed: boolean;
}

/**
 * Whose data a doctor-scoped screen of `collection` shows (spec part 2 §1, §6): a cabinet doctor's
 * own, or with the global view a cabinet doctor chosen from the list (read again for such a user).
 */
export function useDoctorScope(collection: Collection): DoctorScope {
  const global = useCan(ACTION.viewGlobal, collection);
  const usersQuery = sessionApi.useUsersQuery(undefined, { skip: !global });
  const doctors = useAppSelector(selectCabinetDoctors);
  const users = useAppSelector((state) => state.users.items);
  const user = useAppSelector(selectUserData);
  const ownId = user?._id ?? '';
  const isDoctor = (id: string) => (id === ownId && Boolean(user?.doctor)) || users.some((one) => one._id === id && Boolean(one.doctor));
  return {
    global,
    ownId,
    cabinet: Boolean(user?.doctor?.cabinet),
    doctors,
    isDoctor,
    usersSettled: !global || usersQuery.isSuccess || usersQuery.isError,
    usersFailed: usersQuery.isError,
  };
}

/**
 * The doctor a doctor-scoped tab opens on when none is in the address: one's own id without the
 * global view or as a cabinet doctor; else none (the user picks one).
 */
export function defaultDoctor(scope: DoctorScope): string | undefined {
  if (!scope.global || scope.cabinet) return scope.ownId || undefined;
  return undefined;
}

/** A doctor's username, from the cabinet doctors (or the signed-in user's own). */
export function useDoctorName(doctorId: string): string | undefined {
  const doctors = useAppSelector(selectCabinetDoctors);
  const user = useAppSelector(selectUserData);
  const known = doctors.find((doctor) => doctor._id === doctorId)?.username;
  return known ?? (user?._id === doctorId ? user.username : undefined);
}
