import type { ReactElement } from 'react';
import { createAppStore, fetchSettings, permissions as permissionsSlice, signedIn, users } from '@dental/auth';
import { configureApiClient } from '@dental/api-client';
import type { ModuleProps } from '@dental/module-kit';
import type { Appointment, AppointmentSetting, AppointmentState, DaysOfWork, DoctorSummary, LoginUserData, MessageTextsAnswer, Patient, Permission, RecallItem, ReminderItem } from '@dental/contracts';
import { addDays, DEFAULT_MESSAGE_TEXTS, DEFAULT_SESSION_SETTINGS, DEFAULT_WORKING_DAYS, localDay, nextFreeSlots, timeOfMinutes, WEEKDAY_NAMES, weekOf } from '@dental/domain';
import { addNamespace, i18n } from '@dental/i18n';
import { answer, formErrors, makePatient, permission, pinClock, refused, renderWithSession, serveApi, type ApiRequest, type Reply } from '@dental/testing';
import { translations } from './translations';

addNamespace('appointments', translations);

export const DR_SIDI: LoginUserData = { _id: '4', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 }, dev: false, accessToken: 't4' };
export const ALL_ON_RDV: Permission[] = ['AFFICHER', 'AFFICHER_GLOBAL', 'AJOUTER', 'MODIFIER', 'SUPPRIMER'].map((name) => permission(name, 'RDV'));
export const CLINIC = { clinicName: 'Cabinet Essalam', mainColor: '#00b894', logo: null, openingHours: '09:00-13:00 et 16:00-21:00', consultationPrice: 300 };

/**
 * The appointments screens' tests run on a clock set to a Sunday early morning (ticking from
 * there): their today, tomorrow and this week are the screens' too, whatever the day and hour of
 * the run (a run across a midnight, or a Saturday night, would otherwise see two days or two
 * weeks), and every slot of this week's working days is still to come, so it can be booked.
 */
pinClock(new Date(2026, 2, 8, 8, 0));

/** This week, as the screens open on it, and its Monday (day order 0). */
export const THIS_WEEK = weekOf(localDay());
export const MONDAY = addDays(THIS_WEEK.startDate, 1);

export const settingsOf = (doctor: string): AppointmentSetting[] =>
  DEFAULT_SESSION_SETTINGS.map((setting, index) => ({ _id: `s${index + 1}`, doctor, ...setting }));

export const daysOf = (doctor: string, days = DEFAULT_WORKING_DAYS): DaysOfWork => ({
  _id: 'w1',
  doctor,
  createdAt: '',
  dayOfWork: days.map((day) => ({ _id: `d${day.order}`, name: WEEKDAY_NAMES[day.order], order: day.order, appointments: [...day.appointments] })),
});

export const AICHA: Patient = makePatient({
  _id: 'p1',
  RegNo: '0042',
  name: 'Aicha Mint Mohamed Lemine',
  contact: { phone: '36445566', whatsApp: '+222' },
  createdAt: '',
});

/** The clinic's texts as the API answers them before the clinic wrote its own, French by default. */
export const MESSAGE_TEXTS: MessageTextsAnswer = { ...DEFAULT_MESSAGE_TEXTS, defaults: true, clinicLanguage: 'fr', recallMonths: 6 };

/** A moment of today's date in the machine's zone, as the API writes it (shown "… à 14:05"). */
export const AT_14_05 = new Date(2026, 10, 27, 14, 5).toISOString();

/** The personal link the fake server creates when an appointment's reminder is marked sent. */
export const linkOf = (appointmentId: string) => `https://rdv.cabinet.mr/r/token-${appointmentId}`;

export function recallOf(patient: Patient, fields: Partial<RecallItem> = {}): RecallItem {
  return {
    patient: { _id: patient._id, name: patient.name, contact: patient.contact, messageLanguage: patient.messageLanguage ?? null },
    lastVisit: '2026-03-10',
    dueDate: '2026-09-10',
    contacted: null,
    missed: null,
    doctors: [{ _id: '4', username: 'dr.sidi' }],
    ...fields,
  };
}

export function reminderOf(appointment: Appointment, fields: Partial<ReminderItem> = {}): ReminderItem {
  return { ...appointment, doctorName: DR_SIDI.username, messageLanguage: null, reminder: null, ...fields };
}

export function appointmentOf(patient: Patient, fields: Partial<Appointment> = {}): Appointment {
  return {
    _id: `a-${fields.date ?? MONDAY}-${fields.time ?? '09:00'}`,
    doctor: '4',
    patient: { _id: patient._id, name: patient.name, RegNo: patient.RegNo, contact: patient.contact, messageLanguage: patient.messageLanguage ?? null },
    date: MONDAY,
    time: '09:00',
    numSeance: 1,
    partOfTime: 'matin',
    patientLab: null,
    implantId: null,
    createdAt: '',
    state: 'booked',
    stateAt: null,
    stateBy: null,
    reason: null,
    arrivedAt: null,
    undoable: false,
    patientAnswer: null,
    ...fields,
  };
}

/**
 * A fake server for the appointment screens, answering by route key: days, sessions, the week's
 * appointments (kept in `state`), bookings and deletions as the API would, a patient's day (the
 * agenda's appointments), the patient search, and issue 24's reads and writes: the clinic's texts,
 * the recall list (`state.recalls`, a booked patient leaves it) and a day's reminders (`state.reminders`),
 * marked by dr.sidi at 14:05 (answering the personal link `linkOf`); issue 36's states (one undo kept),
 * waiting room and free slots; issue 38's patients to call back (`state.callbacks`, a handled one leaves).
 */
export function fakeAgenda(initial: Appointment[] = [], patients: Patient[] = [AICHA], overrides: (request: ApiRequest) => Reply | undefined = () => undefined) {
  const state = { appointments: [...initial], days: daysOf('4'), settings: settingsOf('4'), recalls: [] as RecallItem[], reminders: [] as ReminderItem[], callbacks: [] as ReminderItem[] };
  const previousStates = new Map<string, Appointment>();
  const inRange = (request: ApiRequest) => {
    const { startDate, endDate } = request.params as { startDate: string; endDate: string };
    return state.appointments.filter((a) => a.date >= startDate && a.date <= endDate);
  };
  const calls = serveApi((request) => {
    const override = overrides(request);
    if (override) return override;
    switch (request.route) {
      case 'appointments.daysOfWork':
        return answer('appointments.daysOfWork', state.days);
      case 'appointments.settings':
        return answer('appointments.settings', state.settings);
      case 'appointments.week':
        return answer('appointments.week', inRange(request));
      case 'appointments.create': {
        const body = request.body as { patient: string; date: string; time: string; numSeance: number; partOfTime: 'matin' | 'soir'; patientLab?: string; implantId?: string };
        const patient = patients.find((p) => p._id === body.patient);
        if (!patient) return formErrors('Le patient est obligatoire');
        if (state.appointments.some((a) => a.date === body.date && a.time === body.time && !['noShow', 'cancelled'].includes(a.state))) return formErrors('Ce rendez-vous existe déjà');
        const { patient: _id, patientLab, implantId, ...slot } = body;
        state.appointments.push(appointmentOf(patient, { ...slot, patientLab: patientLab ?? null, implantId: implantId ?? null }));
        state.recalls = state.recalls.filter((recall) => recall.patient._id !== patient._id);
        return answer('appointments.create', inRange(request));
      }
      case 'appointments.remove':
        state.appointments = state.appointments.filter((a) => a._id !== request.pathParams.appointmentId);
        return answer('appointments.remove', inRange(request));
      case 'appointments.saveDaysOfWork': {
        const body = request.body as { dayOfWork: { order: number; appointments: ('matin' | 'soir')[] }[] };
        state.days = daysOf('4', body.dayOfWork);
        return answer('appointments.saveDaysOfWork', state.days);
      }
      case 'appointments.updateSetting': {
        const body = request.body as Omit<AppointmentSetting, '_id' | 'doctor'>;
        state.settings = state.settings.map((s) => (s._id === request.pathParams.settingId ? { ...s, ...body } : s));
        return answer('appointments.updateSetting', state.settings);
      }
      case 'appointments.patientDay': {
        // The agenda's own appointments are dr.sidi's; another doctor's come through `overrides`.
        const { patient, date } = request.params as { patient: string; date: string };
        const mine = state.appointments.filter((a) => a.patient._id === patient && a.date === date);
        return answer(
          'appointments.patientDay',
          mine.map((a) => ({ _id: a._id, date: a.date, time: a.time, partOfTime: a.partOfTime, doctor: a.doctor, doctorName: DR_SIDI.username })),
        );
      }
      case 'patients.list': {
        const q = String(request.params.q ?? '').toLowerCase();
        return answer('patients.list', patients.filter((p) => p.name.toLowerCase().includes(q)).slice(0, 5));
      }
      case 'appointments.setState': {
        const { state: next, reason } = request.body as { state: AppointmentState; reason?: string | null };
        const appointment = state.appointments.find((a) => a._id === request.pathParams.appointmentId);
        if (!appointment) return refused('not found', 404);
        const changed: Appointment = {
          ...appointment,
          state: next,
          reason: next === 'cancelled' ? (reason ?? null) : null,
          stateAt: AT_14_05,
          stateBy: DR_SIDI.username,
          arrivedAt: next === 'arrived' ? AT_14_05 : appointment.arrivedAt,
          undoable: true,
        };
        previousStates.set(appointment._id, appointment);
        state.appointments = state.appointments.map((a) => (a._id === appointment._id ? changed : a));
        return answer('appointments.setState', changed);
      }
      case 'appointments.undoState': {
        const before = previousStates.get(String(request.pathParams.appointmentId));
        if (!before) return formErrors('Il n’y a pas de changement d’aujourd’hui à annuler sur ce rendez-vous');
        previousStates.delete(before._id);
        state.appointments = state.appointments.map((a) => (a._id === before._id ? before : a));
        return answer('appointments.undoState', before);
      }
      case 'appointments.waitingRoom':
        return answer(
          'appointments.waitingRoom',
          state.appointments.filter((a) => a.date === localDay() && (a.state === 'arrived' || a.state === 'inChair')).map((a) => ({ ...a, doctorName: DR_SIDI.username })),
        );
      case 'appointments.freeSlots': {
        const taken = new Set(state.appointments.filter((a) => !['noShow', 'cancelled'].includes(a.state)).map((a) => `${a.date} ${a.time}`));
        const now = new Date();
        const slots = nextFreeSlots([{ doctor: '4', sessions: state.settings, days: state.days.dayOfWork, taken }], localDay(now), timeOfMinutes(now.getHours() * 60 + now.getMinutes()), Number(request.params.limit ?? 8));
        return answer('appointments.freeSlots', slots.map((slot) => ({ ...slot, doctorName: DR_SIDI.username })));
      }
      case 'messageTexts.get':
        return answer('messageTexts.get', MESSAGE_TEXTS);
      case 'recalls.list': {
        const { contacted, offset = 0, limit = 30 } = request.params as { contacted?: string; offset?: number; limit?: number };
        const kept = state.recalls.filter((recall) => contacted === undefined || contacted === 'all' || (contacted === 'yes') === (recall.contacted !== null));
        return answer('recalls.list', { items: kept.slice(Number(offset), Number(offset) + Number(limit)), total: kept.length, months: 6 });
      }
      case 'recalls.contact': {
        const done = { by: DR_SIDI.username, at: AT_14_05 };
        state.recalls = state.recalls.map((recall) => (recall.patient._id === request.pathParams.id ? { ...recall, contacted: done } : recall));
        const item = state.recalls.find((recall) => recall.patient._id === request.pathParams.id);
        return item ? answer('recalls.contact', item) : refused('Ce patient n’est pas à rappeler', 409);
      }
      case 'reminders.day': {
        const sent = state.reminders.filter((item) => item.reminder !== null).length;
        const day = String(request.params.day ?? addDays(localDay(), 1));
        return answer('reminders.day', { day, sent, toSend: state.reminders.length - sent, items: state.reminders });
      }
      case 'reminders.markSent': {
        const done = { by: DR_SIDI.username, at: AT_14_05 };
        state.reminders = state.reminders.map((item) => (item._id === request.pathParams.id ? { ...item, reminder: done } : item));
        const appointment = state.appointments.find((a) => a._id === request.pathParams.id);
        const item = state.reminders.find((reminder) => reminder._id === request.pathParams.id) ?? (appointment && reminderOf(appointment, { reminder: done }));
        return item ? answer('reminders.markSent', { ...item, link: linkOf(item._id) }) : refused('not found', 404);
      }
      case 'callbacks.list':
        return answer('callbacks.list', { items: state.callbacks });
      case 'callbacks.handled': {
        const item = state.callbacks.find((callback) => callback._id === request.pathParams.id);
        if (!item?.patientAnswer) return refused('Ce patient n’est pas à rappeler', 409);
        state.callbacks = state.callbacks.filter((callback) => callback !== item);
        return answer('callbacks.handled', { ...item, patientAnswer: { ...item.patientAnswer, handledAt: AT_14_05, handledBy: DR_SIDI.username } });
      }
      default:
        return refused(`unexpected ${request.method} ${request.url}`, 500);
    }
  });
  return { calls, state };
}

export function renderAppointments(page: ReactElement, options: { path: string; pattern: string; user?: LoginUserData; permissions?: Permission[]; clinic?: typeof CLINIC & { clinicNameAr?: string }; doctors?: DoctorSummary[] }) {
  return renderWithSession(page, {
    namespace: 'appointments',
    path: options.path,
    pattern: options.pattern,
    user: options.user ?? DR_SIDI,
    permissions: options.permissions ?? ALL_ON_RDV,
    prepare: (store) => {
      store.dispatch(fetchSettings.fulfilled(options.clinic ?? CLINIC, 'r'));
      if (options.doctors) store.dispatch(users.slice.actions.set(options.doctors));
    },
  });
}

/** The props the shell gives a widget's lifecycles: a signed-in user with every right on RDV (or `rights`). */
export function propsFor(domElement: HTMLElement, user: LoginUserData, widgetProps?: Record<string, unknown>, rights: Permission[] = ALL_ON_RDV): ModuleProps & { domElement: HTMLElement; name: string } {
  localStorage.clear();
  const { store } = createAppStore();
  configureApiClient({ getToken: () => store.getState().login.userData?.accessToken, getLanguage: () => i18n.language });
  store.dispatch(signedIn(user));
  store.dispatch(permissionsSlice.slice.actions.set(rights));
  store.dispatch(fetchSettings.fulfilled(CLINIC, 'r'));
  return { moduleName: 'appointments', store, user, onLogout: jest.fn(), basePaths: ['/appointments'], domElement, name: 'appointments', widgetProps };
}

/**
 * window.open as a browser does it for a reminder: the blank tab opened on the click, then sent to
 * WhatsApp (or closed). `handle: false`: a browser that gives no handle on the tab. Restore with
 * `open.mockRestore()`.
 */
export function stubWindowOpen({ handle = true } = {}) {
  const tab = {
    opener: window as Window | null,
    closed: false,
    location: { replace: jest.fn<void, [string]>() },
    close: jest.fn(() => {
      tab.closed = true;
    }),
  };
  const open = jest.spyOn(window, 'open').mockImplementation(() => (handle ? (tab as unknown as Window) : null));
  return { tab, open };
}

/** The text of a wa.me address. */
export const whatsAppText = (address: string | null | undefined) => decodeURIComponent((address ?? '').split('?text=')[1] ?? '');
