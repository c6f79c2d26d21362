import type { RecallQueryInput, ReminderDayQuery } from '@dental/contracts';
import { routeRequest, type Answer } from '@dental/api-client';
import { appointmentsApi } from './appointments-api';

const RECALLS = [{ type: 'Recall' as const, id: 'LIST' }];
const REMINDERS = [{ type: 'Reminder' as const, id: 'LIST' }];
const CALLBACKS = [{ type: 'Callback' as const, id: 'LIST' }];

/**
 * Issue 24's reads and writes: the patients due for a check-up, a day's reminders, and the
 * clinic's texts they are sent with; issue 38's patients to call back. Marking a patient contacted,
 * a reminder sent or a call back handled reloads its list; a booking or a state change reloads them
 * all (appointments-api.ts).
 */
export const recallApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    recallList: build.query<Answer<'recalls.list'>, RecallQueryInput>({
      query: (query) => routeRequest('recalls.list', { query }),
      providesTags: RECALLS,
    }),
    contactRecall: build.mutation<Answer<'recalls.contact'>, string>({
      query: (id) => routeRequest('recalls.contact', { params: { id } }),
      invalidatesTags: RECALLS,
    }),
    reminderDay: build.query<Answer<'reminders.day'>, ReminderDayQuery>({
      query: (query) => routeRequest('reminders.day', { query }),
      providesTags: REMINDERS,
    }),
    /** Answers the appointment's new personal link, the reminder's {lien}. */
    markReminderSent: build.mutation<Answer<'reminders.markSent'>, string>({
      query: (id) => routeRequest('reminders.markSent', { params: { id } }),
      invalidatesTags: REMINDERS,
    }),
    /** "À rappeler": the patients who cancelled or asked for another time through the link; no `doctor`: every doctor's. */
    callbacks: build.query<Answer<'callbacks.list'>, { doctor?: string }>({
      query: (query) => routeRequest('callbacks.list', { query }),
      providesTags: CALLBACKS,
    }),
    /** By the appointment's id. */
    markCallbackHandled: build.mutation<Answer<'callbacks.handled'>, string>({
      query: (id) => routeRequest('callbacks.handled', { params: { id } }),
      invalidatesTags: CALLBACKS,
    }),
    /** Named apart from the settings screen's own read of the same route (another module's endpoint). */
    appointmentMessageTexts: build.query<Answer<'messageTexts.get'>, void>({
      query: () => routeRequest('messageTexts.get'),
      providesTags: [{ type: 'MessageTexts', id: 'LIST' }],
    }),
  }),
});
