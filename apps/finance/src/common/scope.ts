import { ACTION } from '@dental/contracts';
import { sessionApi } from '@dental/api-client';
import { selectCabinetDoctors, selectUserData, useAppSelector, useCan } from '@dental/auth';

/** The address's doctor segment for the whole clinic (the global view only). */
export const WHOLE_CLINIC = 'all';

export const STATISTICS = 'STATISTIQUES_FINANCIERES';

/**
 * Whose figures the page shows: the address's doctor, or the whole clinic. Any cabinet doctor (and
 * the whole clinic) may be chosen with AFFICHER_GLOBAL; the server enforces the scope either way.
 */
export function useStatisticsScope(doctorId: string) {
  const global = useCan(ACTION.viewGlobal, STATISTICS);
  sessionApi.useUsersQuery(undefined, { skip: !global });
  const doctors = useAppSelector(selectCabinetDoctors);
  /** The `doctor` of the statistics' queries: absent for the whole clinic. */
  const doctor = doctorId === WHOLE_CLINIC ? undefined : doctorId;
  const user = useAppSelector(selectUserData);
  /** The doctor's username ('' while unknown); undefined for the whole clinic. */
  const doctorName = doctor === undefined ? undefined : (doctors.find((one) => one._id === doctor)?.username ?? (user?._id === doctor ? user.username : ''));
  return { global, doctors, doctor, doctorName, ownId: user?._id ?? '' };
}
