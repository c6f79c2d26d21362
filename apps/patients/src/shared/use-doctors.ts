import { ACTION, type DoctorSummary } from '@dental/contracts';
import { sessionApi } from '@dental/api-client';
import { selectCabinetDoctors, selectUserData, useAppSelector, useCan } from '@dental/auth';

export interface DoctorChoice {
  /** The user holds AFFICHER_GLOBAL on PATIENTS: any cabinet doctor may be chosen. */
  global: boolean;
  doctors: DoctorSummary[];
  /** The signed-in user's id: the only doctor without the global view. */
  ownId: string;
}

/**
 * Which doctor a patient form may name (spec part 1 §6). The cabinet doctors are read again for a
 * user who may choose; the persisted users mirror shows the last ones known meanwhile.
 */
export function useDoctorChoice(): DoctorChoice {
  const global = useCan(ACTION.viewGlobal, 'PATIENTS');
  sessionApi.useUsersQuery(undefined, { skip: !global });
  const doctors = useAppSelector(selectCabinetDoctors);
  const ownId = useAppSelector(selectUserData)?._id ?? '';
  return { global, doctors, ownId };
}

/** The doctor a form starts with: the one asked for if allowed, else the user when a cabinet doctor. */
export function initialDoctor(choice: DoctorChoice, wanted: string | undefined): string {
  if (!choice.global) return choice.ownId;
  if (wanted) return wanted;
  return choice.doctors.some((doctor) => doctor._id === choice.ownId) ? choice.ownId : '';
}
