import { listView, problemMessages, skipToken } from '@dental/api-client';
import type { WeekRange } from '@dental/domain';
import { appointmentsApi } from '../data/appointments-api';
import { weekModel } from './week-model';

/** What a week's grid needs: the doctor's days and sessions, the week's appointments, as one model. */
export function useWeekData(doctorId: string, range: WeekRange) {
  const days = appointmentsApi.useDaysOfWorkQuery(doctorId || skipToken);
  const settings = listView(appointmentsApi.useAppointmentSettingsQuery(doctorId || skipToken));
  const appointments = listView(appointmentsApi.useAppointmentWeekQuery(doctorId ? { doctorId, ...range } : skipToken));
  const dayErrors = days.isError && !days.isFetching ? problemMessages(days.error) : [];
  const ready = days.data !== undefined && settings.loaded;
  return {
    model: ready ? weekModel(range, days.data?.dayOfWork ?? [], settings.items, appointments.items) : null,
    appointments: appointments.items,
    loading: days.isFetching || settings.loading || appointments.loading,
    errors: [...dayErrors, ...settings.errors, ...appointments.errors].filter((message, index, all) => all.indexOf(message) === index),
  };
}
