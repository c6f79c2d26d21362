import type { AppointmentInput, AppointmentPatientDayQuery, AppointmentStateInput, DaysOfWorkInput, AppointmentSettingInput, FreeSlotsQuery, WaitingRoomQuery } from '@dental/contracts';
import { dentalApi, listRequest, routeRequest, type Answer } from '@dental/api-client';
import type { WeekRange } from '@dental/domain';

/**
 * The tags of this module's reads: a booking or a deletion reloads every view of the weeks, the
 * recall list (a booked patient leaves it), the day's reminders and the patients to call back.
 */
const api = dentalApi.enhanceEndpoints({ addTagTypes: ['Appointment', 'AppointmentSetting', 'DaysOfWork', 'Recall', 'Reminder', 'Callback', 'MessageTexts', 'WaitingRoom', 'FreeSlots'] });

const APPOINTMENTS = [{ type: 'Appointment' as const, id: 'LIST' }];
const BOOKINGS_CHANGED = [
  ...APPOINTMENTS,
  { type: 'Recall' as const, id: 'LIST' },
  { type: 'Reminder' as const, id: 'LIST' },
  { type: 'Callback' as const, id: 'LIST' },
  { type: 'WaitingRoom' as const, id: 'LIST' },
  { type: 'FreeSlots' as const, id: 'LIST' },
];

/** How often the waiting room asks again: arrivals at another desk show without a reload. */
export const WAITING_ROOM_POLL_MS = 30_000;

/** Which appointment of which doctor a state call names. */
export interface AppointmentRef {
  doctor: string;
  _id: string;
}

export interface WeekArg extends WeekRange {
  doctorId: string;
}

/** How many suggestions the patient picker asks for (spec: at most 5). */
export const PATIENT_SUGGESTIONS = 5;

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    appointmentWeek: build.query<Answer<'appointments.week'>, WeekArg>({
      query: ({ doctorId, startDate, endDate }) => listRequest('appointments.week', { params: { doctorId }, query: { startDate, endDate } }),
      providesTags: APPOINTMENTS,
    }),
    bookAppointment: build.mutation<Answer<'appointments.create'>, { week: WeekArg; body: AppointmentInput }>({
      query: ({ week: { doctorId, startDate, endDate }, body }) => routeRequest('appointments.create', { params: { doctorId }, query: { startDate, endDate }, body }),
      invalidatesTags: BOOKINGS_CHANGED,
    }),
    /**
     * Before booking on `doctor`'s calendar: the patient's appointments on `date` with every doctor.
     * Asked afresh at each booking (a lazy query), so no tag: a booking need not read it again.
     */
    patientDay: build.query<Answer<'appointments.patientDay'>, AppointmentPatientDayQuery>({
      query: (query) => listRequest('appointments.patientDay', { query }),
    }),
    removeAppointment: build.mutation<Answer<'appointments.remove'>, { week: WeekArg; appointmentId: string }>({
      query: ({ week: { doctorId, startDate, endDate }, appointmentId }) =>
        routeRequest('appointments.remove', { params: { doctorId, appointmentId }, query: { startDate, endDate } }),
      invalidatesTags: BOOKINGS_CHANGED,
    }),
    /** The desk moves an appointment along its states (a cancellation with its reason); every view of it follows. */
    setAppointmentState: build.mutation<Answer<'appointments.setState'>, { appointment: AppointmentRef; body: AppointmentStateInput }>({
      query: ({ appointment, body }) => routeRequest('appointments.setState', { params: { doctorId: appointment.doctor, appointmentId: appointment._id }, body }),
      invalidatesTags: BOOKINGS_CHANGED,
    }),
    undoAppointmentState: build.mutation<Answer<'appointments.undoState'>, AppointmentRef>({
      query: (appointment) => routeRequest('appointments.undoState', { params: { doctorId: appointment.doctor, appointmentId: appointment._id } }),
      invalidatesTags: BOOKINGS_CHANGED,
    }),
    waitingRoom: build.query<Answer<'appointments.waitingRoom'>, WaitingRoomQuery>({
      query: (query) => listRequest('appointments.waitingRoom', { query }),
      providesTags: [{ type: 'WaitingRoom', id: 'LIST' }],
    }),
    freeSlots: build.query<Answer<'appointments.freeSlots'>, FreeSlotsQuery>({
      query: (query) => listRequest('appointments.freeSlots', { query }),
      providesTags: [{ type: 'FreeSlots', id: 'LIST' }],
    }),
    appointmentSettings: build.query<Answer<'appointments.settings'>, string>({
      query: (doctorId) => listRequest('appointments.settings', { params: { doctorId } }),
      providesTags: [{ type: 'AppointmentSetting', id: 'LIST' }],
    }),
    updateAppointmentSetting: build.mutation<Answer<'appointments.updateSetting'>, { doctorId: string; settingId: string; body: AppointmentSettingInput }>({
      query: ({ doctorId, settingId, body }) => routeRequest('appointments.updateSetting', { params: { doctorId, settingId }, body }),
      invalidatesTags: [{ type: 'AppointmentSetting', id: 'LIST' }],
    }),
    daysOfWork: build.query<Answer<'appointments.daysOfWork'>, string>({
      query: (doctorId) => routeRequest('appointments.daysOfWork', { params: { doctorId } }),
      providesTags: [{ type: 'DaysOfWork', id: 'LIST' }],
    }),
    saveDaysOfWork: build.mutation<Answer<'appointments.saveDaysOfWork'>, { doctorId: string; body: DaysOfWorkInput }>({
      query: ({ doctorId, body }) => routeRequest('appointments.saveDaysOfWork', { params: { doctorId }, body }),
      invalidatesTags: [{ type: 'DaysOfWork', id: 'LIST' }],
    }),
    /** The patient picker's suggestions: by name, registration number or phone, every stage. */
    appointmentPatientSearch: build.query<Answer<'patients.list'>, string>({
      query: (q) => listRequest('patients.list', { query: { q, limit: PATIENT_SUGGESTIONS } }),
    }),
  }),
});
