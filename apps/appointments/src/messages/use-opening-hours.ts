import { skipToken } from '@dental/api-client';
import { useAppSelector } from '@dental/auth';
import { openingHoursOf, openingHoursText, type MessageLanguage } from '@dental/domain';
import { appointmentsApi } from '../data/appointments-api';

/**
 * What a message's {hours} says for a doctor's patients, in a message language: the clinic's
 * opening hours setting, or when it is empty the doctor's working days and sessions (read only then).
 */
export function useOpeningHours(doctorId: string): (language: MessageLanguage) => string {
  const clinic = useAppSelector((state) => state.settings.data?.openingHours ?? '');
  const derive = clinic.trim() === '' && doctorId !== '';
  const days = appointmentsApi.useDaysOfWorkQuery(derive ? doctorId : skipToken);
  const sessions = appointmentsApi.useAppointmentSettingsQuery(derive ? doctorId : skipToken);
  return (language) => openingHoursOf(clinic, () => openingHoursText(days.data?.dayOfWork ?? [], sessions.data ?? [], language));
}
