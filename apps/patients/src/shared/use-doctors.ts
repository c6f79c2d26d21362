import { useEffect } from 'react';
import { ACTION, type DoctorSummary } from '@dental/contracts';
import { selectCabinetDoctors, selectUserData, useAppDispatch, useAppSelector, useCan, users } from '@dental/auth';

export interface DoctorChoice {
  /** The user holds AFFICHER_GLOBAL on PATIENTS: any cabinet doctor may be chosen. */
  global: boolean;
  doctors: DoctorSummary[];
  /** The signed-in user's id: the only doctor without the global view. */
  ownId: string;
}

/** Which doctor a patient form may name (spec part 1 §6), loading the cabinet doctors if needed. */
export function useDoctorChoice(): DoctorChoice {
  const dispatch = useAppDispatch();
  const global = useCan(ACTION.viewGlobal, 'PATIENTS');
  const doctors = useAppSelector(selectCabinetDoctors);
  const usersState = useAppSelector((state) => state.users);
  const ownId = useAppSelector(selectUserData)?._id ?? '';
  const needsDoctors = global && !usersState.loaded && !usersState.loading && usersState.items.length === 0;
  useEffect(() => {
    if (needsDoctors) void dispatch(users.fetch());
  }, [dispatch, needsDoctors]);
  return { global, doctors, ownId };
}

/** The doctor a form starts with: the one asked for if allowed, else the user when a cabinet doctor. */
export function initialDoctor(choice: DoctorChoice, wanted: string | undefined): string {
  if (!choice.global) return choice.ownId;
  if (wanted) return wanted;
  return choice.doctors.some((doctor) => doctor._id === choice.ownId) ? choice.ownId : '';
}
