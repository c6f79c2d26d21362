import { listView, problemMessages, skipToken } from '@dental/api-client';
import type { WeekRange } from '@dental/domain';
import { appointmentsApi } from '../data/appointments-api';
import { awaitingFirst, LIVE_ANSWERS } from '../data/live';
import { weekModel } from './week-model';

/** What a week's grid needs: the doctor's days and sessions, the week's appointments (patients' answers coming in: LIVE_ANSWERS), as one model. */
export function useWeekData(doctorId: string, range: WeekRange) {
  const days = appointmentsApi.useDaysOfWorkQuery(doctorId || skipToken);
  const settings = listView(appointmentsApi.useAppointmentSettingsQuery(doctorId || skipToken));
  const week = appointmentsApi.useAppointmentWeekQuery(doctorId ? { doctorId, ...range } : skipToken, LIVE_ANSWERS);
  const appointments = listView(week);
  const dayErrors = days.isError && !days.isFetching ? problemMessages(days.error) : [];
  const ready = days.data !== undefined && settings.loaded;
  return {
    model: ready ? weekModel(range, days.data?.dayOfWork ?? [], settings.items, appointments.items) : null,
    appointments: appointments.items,
    loading: days.isFetching || settings.loading || awaitingFirst(week),
    errors: [...dayErrors, ...settings.errors, ...appointments.errors].filter((message, index, all) => all.indexOf(message) === index),
  };
}
