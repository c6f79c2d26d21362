import type { RecallQueryInput, ReminderDayQuery } from '@dental/contracts';
import { routeRequest, type Answer } from '@dental/api-client';
import { appointmentsApi } from './appointments-api';

const RECALLS = [{ type: 'Recall' as const, id: 'LIST' }];
const REMINDERS = [{ type: 'Reminder' as const, id: 'LIST' }];

/**
 * Issue 24's reads and writes: the patients due for a check-up, a day's reminders, and the
 * clinic's texts they are sent with. Marking a patient contacted or a reminder sent reloads its list;
 * a booking reloads both (appointments-api.ts).
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
    markReminderSent: build.mutation<Answer<'reminders.markSent'>, string>({
      query: (id) => routeRequest('reminders.markSent', { params: { id } }),
      invalidatesTags: REMINDERS,
    }),
    /** Named apart from the settings screen's own read of the same route (another module's endpoint). */
    appointmentMessageTexts: build.query<Answer<'messageTexts.get'>, void>({
      query: () => routeRequest('messageTexts.get'),
      providesTags: [{ type: 'MessageTexts', id: 'LIST' }],
    }),
  }),
});
