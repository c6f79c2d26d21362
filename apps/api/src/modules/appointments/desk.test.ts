import { beforeAll, describe, expect, it } from '@jest/globals';
import { appointmentStateParam, type Appointment, type FreeSlot, type RecallPage, type ReminderDay, type WaitingItem } from '@dental/contracts';
import { addDays, localDay, minutesOf, nextWorkingDay } from '@dental/domain';
import { ar, call, createLimitedUser, fr, useAdminApp, type Session } from '../../test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm } from '../../test/patients';

type One = { success: Appointment; formErrors?: string[] };
type Week = { success: Appointment[] };

// Far from today, whatever today is: 2030-01-07 is a Monday, 2030-01-13 a Sunday.
const MONDAY = '2030-01-07';
const EVERY_DAY = { dayOfWork: [0, 1, 2, 3, 4, 5, 6].map((order) => ({ order, appointments: ['matin', 'soir'] })) };

describe('the front desk: appointment states, the waiting room and the free slots', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let otherDoctor: Session;
  let assistant: Session;
  const patients: string[] = [];
  const today = localDay();

  const book = async (patient: string, date: string, time: string, session: Session = assistant, doctorId = doctor._id) => {
    const answer = await call<Week>(t.app, 'POST', `/api/appointment/${doctorId}`, {
      token: session.token,
      body: { patient, date, time, numSeance: (minutesOf(time) - minutesOf(time < '14:00' ? '09:00' : '16:00')) / 30 + 1, partOfTime: time < '14:00' ? 'matin' : 'soir' },
    });
    expect(answer.status).toBe(200);
    return answer.body.success.find((a) => a.patient._id === patient && a.date === date && a.time === time && !['noShow', 'cancelled'].includes(a.state))!;
  };
  const setState = (appointment: Appointment, body: Record<string, unknown>, session: Session = assistant, lang?: string) =>
    call<One>(t.app, 'POST', `/api/appointment/${appointment.doctor}/${appointment._id}/state`, { token: session.token, body, lang });
  const undo = (appointment: Appointment, session: Session = assistant) => call<One>(t.app, 'DELETE', `/api/appointment/${appointment.doctor}/${appointment._id}/state`, { token: session.token });
  const lastVisit = async (patient: string) =>
    (await t.db.query<{ last: string | null; latest: string | null }>("select to_char(last_visit, 'YYYY-MM-DD') as last, to_char(latest_appointment, 'YYYY-MM-DD') as latest from patients where id = $1", [patient]))[0];

  beforeAll(async () => {
    doctor = await createDoctor(t.app, admin.token, 'dr.desk');
    otherDoctor = await createDoctor(t.app, admin.token, 'dr.desk.autre');
    assistant = await createAssistant(t.app, admin.token, 'assistante.desk');
    // Works every day, so that today's bookings hold on any day of the week.
    for (const id of [doctor._id, otherDoctor._id]) expect((await call(t.app, 'POST', `/api/appointment/dayOfWork/${id}`, { token: admin.token, body: EVERY_DAY })).status).toBe(200);
    for (const name of ['Aminetou Sidi', 'Brahim Ely', 'Cheikh Vall', 'Dah Oumar', 'Ely Cheikh']) {
      patients.push((await createPatient(t.app, admin.token, patientForm(doctor._id, { name })))._id);
    }
  });

  it('books as "booked", carries the state in the week, and moves a day along: arrived, in the chair, done', async () => {
    const appointment = await book(patients[0], today, '09:00');
    expect(appointment).toMatchObject({ state: 'booked', stateAt: null, stateBy: null, reason: null, arrivedAt: null, undoable: false });

    const arrived = await setState(appointment, { state: 'arrived' });
    expect(arrived.status).toBe(200);
    expect(arrived.body.success).toMatchObject({ state: 'arrived', stateBy: 'assistante.desk', undoable: true });
    expect(Date.parse(arrived.body.success.arrivedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const inChair = await setState(appointment, { state: 'inChair' }, doctor);
    expect(inChair.body.success).toMatchObject({ state: 'inChair', stateBy: 'dr.desk', arrivedAt: arrived.body.success.arrivedAt });
    const done = await setState(appointment, { state: 'done' }, doctor);
    expect(done.body.success.state).toBe('done');

    const week = await call<Week>(t.app, 'GET', `/api/appointment/${doctor._id}?startDate=${today}&endDate=${addDays(today, 1)}`, { token: assistant.token });
    expect(week.body.success.find((a) => a._id === appointment._id)).toMatchObject({ state: 'done', stateBy: 'dr.desk' });

    // A done appointment cannot become a no-show: refused in the user's language, nothing changed.
    const refused = await setState(appointment, { state: 'noShow' }, assistant, 'ar');
    expect(refused.status).toBe(300);
    expect(refused.body.formErrors).toEqual([ar('appointment.stateNotAllowed', { from: appointmentStateParam('done'), to: appointmentStateParam('noShow') })]);
    const french = await setState(appointment, { state: 'noShow' });
    expect(french.body.formErrors).toEqual(['Ce rendez-vous ne peut pas passer de « Terminé » à « Absent »']);

    const audited = await t.db.query<{ action: string; before: unknown; after: unknown; username: string }>(
      "select action, before, after, username from audit_log where entity = 'appointment' and entity_id = $1 order by id",
      [appointment._id],
    );
    expect(audited).toEqual([
      { action: 'state', before: { state: 'booked', reason: null }, after: { state: 'arrived', reason: null }, username: 'assistante.desk' },
      { action: 'state', before: { state: 'arrived', reason: null }, after: { state: 'inChair', reason: null }, username: 'dr.desk' },
      { action: 'state', before: { state: 'inChair', reason: null }, after: { state: 'done', reason: null }, username: 'dr.desk' },
    ]);
  });

  it('refuses what makes no sense for the day: no arrival before it, no no-show of a future one, no unknown state', async () => {
    const future = await book(patients[1], MONDAY, '10:00');
    expect((await setState(future, { state: 'arrived' })).body.formErrors).toEqual([fr('appointment.stateNotAllowed', { from: appointmentStateParam('booked'), to: appointmentStateParam('arrived') })]);
    expect((await setState(future, { state: 'noShow' })).status).toBe(300);
    const unknown = await setState(future, { state: 'partied' });
    expect(unknown.status).toBe(300);
    expect(unknown.body.formErrors).toEqual([fr('appointment.stateInvalid')]);
    expect((await setState(future, { state: 'cancelled', reason: 'x'.repeat(201) })).body.formErrors).toEqual(['Le motif dépasse 200 caractères']);
    const [{ state }] = await t.db.query<{ state: string }>('select state from appointments where id = $1', [future._id]);
    expect(state).toBe('booked');
  });

  it("answers another doctor's appointment as unknown to a doctor without the global view", async () => {
    const appointment = await book(patients[1], MONDAY, '10:30');
    const answer = await setState(appointment, { state: 'confirmed' }, otherDoctor);
    expect(answer.status).toBe(404);
    expect((await undo(appointment, otherDoctor)).status).toBe(404);
    // The assistant (global view) may; an unknown appointment is 404 for her too.
    expect((await setState(appointment, { state: 'confirmed' })).body.success.state).toBe('confirmed');
    expect((await call(t.app, 'POST', `/api/appointment/${doctor._id}/999999/state`, { token: assistant.token, body: { state: 'confirmed' } })).status).toBe(404);
  });

  it('cancels with a reason, frees the slot for another booking, keeps the old one on the grid, and undoes only while the slot is free', async () => {
    const first = await book(patients[2], MONDAY, '11:00');
    const cancelled = await setState(first, { state: 'cancelled', reason: ' Voyage ' });
    expect(cancelled.body.success).toMatchObject({ state: 'cancelled', reason: 'Voyage', stateBy: 'assistante.desk', undoable: true });
    const undone = await undo(first);
    expect(undone.body.success).toMatchObject({ state: 'booked', reason: null, stateAt: null, undoable: false });
    // One undo only: the change before is not kept.
    expect((await undo(first)).body.formErrors).toEqual([fr('appointment.undoNotAllowed')]);

    await setState(first, { state: 'cancelled', reason: 'Voyage' });
    const second = await book(patients[3], MONDAY, '11:00');
    expect(second.state).toBe('booked');
    const week = await call<Week>(t.app, 'GET', `/api/appointment/${doctor._id}?startDate=2030-01-06&endDate=2030-01-12`, { token: assistant.token });
    expect(week.body.success.filter((a) => a.time === '11:00' && a.date === MONDAY).map((a) => [a.patient._id, a.state])).toEqual(
      expect.arrayContaining([
        [patients[2], 'cancelled'],
        [patients[3], 'booked'],
      ]),
    );
    const taken = await undo(first);
    expect(taken.status).toBe(300);
    expect(taken.body.formErrors).toEqual([fr('appointment.slotTaken')]);
    // The second booking still holds the slot: a third is refused.
    const third = await call(t.app, 'POST', `/api/appointment/${doctor._id}`, { token: assistant.token, body: { patient: patients[4], date: MONDAY, time: '11:00', numSeance: 5, partOfTime: 'matin' } });
    expect(third.body).toEqual({ formErrors: [fr('appointment.exists')] });
  });

  it('counts attended appointments as visits, never a no-show or a cancellation, and lists the missed recall as "Absent le …"', async () => {
    const patient = (await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Fatimetou Recall' })))._id;
    const longAgo = addDays(today, -400);
    const missedDay = addDays(today, -3);
    await book(patient, longAgo, '09:00');
    const missed = await book(patient, missedDay, '09:30');
    expect(await lastVisit(patient)).toEqual({ last: missedDay, latest: missedDay });
    // A past appointment left booked counts; marked absent, it does not.
    expect((await setState(missed, { state: 'noShow' })).body.success.state).toBe('noShow');
    expect(await lastVisit(patient)).toEqual({ last: longAgo, latest: longAgo });
    const recall = await call<{ success: RecallPage }>(t.app, 'GET', `/api/recall?doctor=${doctor._id}&window=all&limit=200`, { token: assistant.token });
    expect(recall.body.success.items.find((item) => item.patient._id === patient)).toMatchObject({ lastVisit: longAgo, missed: missedDay, doctors: [{ _id: doctor._id, username: 'dr.desk' }] });
    // "Tous les médecins": the same row, with its doctor named.
    const every = await call<{ success: RecallPage }>(t.app, 'GET', '/api/recall?window=all&limit=200', { token: assistant.token });
    expect(every.body.success.items.find((item) => item.patient._id === patient)?.doctors).toEqual([{ _id: doctor._id, username: 'dr.desk' }]);

    // A cancelled future appointment does not take the patient off the list either.
    const future = await book(patient, addDays(today, 30), '09:00');
    expect((await lastVisit(patient)).latest).toBe(addDays(today, 30));
    await setState(future, { state: 'cancelled' });
    expect(await lastVisit(patient)).toEqual({ last: longAgo, latest: longAgo });
    // A past one marked done counts again.
    expect((await undo(missed)).body.success.state).toBe('booked');
    expect((await setState(missed, { state: 'done' })).body.success.state).toBe('done');
    expect((await lastVisit(patient)).last).toBe(missedDay);
  });

  it('lists the waiting room in arrival order, with the doctor and since when, for the scope of the caller', async () => {
    const early = await book(patients[3], today, '16:00');
    const late = await book(patients[4], today, '16:30');
    const others = await book(patients[0], today, '16:00', admin, otherDoctor._id);
    await setState(late, { state: 'arrived' });
    await setState(early, { state: 'arrived' });
    await setState(others, { state: 'arrived' });
    const room = await call<{ success: WaitingItem[] }>(t.app, 'GET', '/api/appointment/waitingRoom', { token: assistant.token });
    expect(room.status).toBe(200);
    const mine = room.body.success.filter((item) => [late._id, early._id, others._id].includes(item._id));
    expect(mine.map((item) => [item._id, item.doctorName, item.state])).toEqual([
      [late._id, 'dr.desk', 'arrived'],
      [early._id, 'dr.desk', 'arrived'],
      [others._id, 'dr.desk.autre', 'arrived'],
    ]);
    expect(mine.every((item) => item.arrivedAt !== null)).toBe(true);
    // A doctor sees his own; naming another doctor is refused.
    const own = await call<{ success: WaitingItem[] }>(t.app, 'GET', '/api/appointment/waitingRoom', { token: otherDoctor.token });
    expect(own.body.success.map((item) => item._id)).toEqual([others._id]);
    expect((await call(t.app, 'GET', `/api/appointment/waitingRoom?doctor=${doctor._id}`, { token: otherDoctor.token })).status).toBe(403);
    // In the chair, still listed; done, gone.
    await setState(late, { state: 'inChair' }, doctor);
    await setState(early, { state: 'done' }, doctor);
    const after = await call<{ success: WaitingItem[] }>(t.app, 'GET', `/api/appointment/waitingRoom?doctor=${doctor._id}`, { token: assistant.token });
    expect(after.body.success.map((item) => [item._id, item.state])).toEqual([[late._id, 'inChair']]);
  });

  it('gives the next free slots around booked, cancelled-and-rebooked and closed days', async () => {
    const dr = await createDoctor(t.app, admin.token, 'dr.slots');
    // Mondays' mornings only.
    await call(t.app, 'POST', `/api/appointment/dayOfWork/${dr._id}`, { token: admin.token, body: { dayOfWork: [{ order: 0, appointments: ['matin'] }] } });
    const slots = async (query: string) => {
      const answer = await call<{ success: FreeSlot[] }>(t.app, 'GET', `/api/appointment/freeSlots?doctor=${dr._id}&${query}`, { token: assistant.token });
      expect(answer.status).toBe(200);
      return answer.body.success.map((slot) => `${slot.date} ${slot.time}`);
    };
    expect(await slots('from=2030-01-06&limit=3')).toEqual(['2030-01-07 09:00', '2030-01-07 09:30', '2030-01-07 10:00']);
    const booked = await book(patients[0], MONDAY, '09:30', assistant, dr._id);
    expect(await slots('from=2030-01-06&limit=3')).toEqual(['2030-01-07 09:00', '2030-01-07 10:00', '2030-01-07 10:30']);
    await setState(booked, { state: 'cancelled' });
    expect(await slots('from=2030-01-06&limit=3')).toEqual(['2030-01-07 09:00', '2030-01-07 09:30', '2030-01-07 10:00']);
    await book(patients[1], MONDAY, '09:30', assistant, dr._id);
    expect(await slots('from=2030-01-06&limit=2')).toEqual(['2030-01-07 09:00', '2030-01-07 10:00']);
    // Past the Monday's 7 free slots (of 8), the next Monday: the days between are closed.
    expect((await slots('from=2030-01-07&limit=9')).slice(6)).toEqual(['2030-01-07 12:30', '2030-01-14 09:00', '2030-01-14 09:30']);
    // The reminders open on the doctor's next working day: the next Monday here.
    const reminders = await call<{ success: ReminderDay }>(t.app, 'GET', `/api/reminder?doctor=${dr._id}`, { token: assistant.token });
    expect(reminders.body.success.day).toBe(nextWorkingDay(today, [0]));
    const named = await call<{ success: FreeSlot[] }>(t.app, 'GET', `/api/appointment/freeSlots?doctor=${dr._id}&from=2030-01-07&limit=1`, { token: assistant.token });
    expect(named.body.success).toEqual([{ doctor: dr._id, doctorName: 'dr.slots', date: MONDAY, time: '09:00', numSeance: 1, partOfTime: 'matin' }]);

    // From now on: never a slot that has begun.
    const now = new Date();
    const nowTime = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
    for (const slot of await slots('limit=20')) {
      const [date, time] = slot.split(' ');
      expect(date > today || (date === today && time > nowTime)).toBe(true);
    }
    // Every doctor, for the global view; refused inputs say why.
    const every = await call<{ success: FreeSlot[] }>(t.app, 'GET', '/api/appointment/freeSlots?from=2030-01-07&limit=5', { token: assistant.token });
    expect(new Set(every.body.success.map((slot) => slot.doctorName)).size).toBeGreaterThan(1);
    expect((await call(t.app, 'GET', '/api/appointment/freeSlots?from=2030-02-30', { token: assistant.token })).body).toEqual({ formErrors: [fr('appointment.dateInvalid')] });
    expect((await call(t.app, 'GET', '/api/appointment/freeSlots?limit=0', { token: assistant.token })).body).toEqual({ formErrors: [fr('appointment.freeSlotsInvalid')] });
  });

  it('leaves cancelled and missed appointments out of the reminders still to send, and asks the right to change appointments to mark one', async () => {
    const day = addDays(today, 2);
    const kept = await book(patients[0], day, '09:00');
    const cancelled = await book(patients[1], day, '09:30');
    await setState(cancelled, { state: 'cancelled' });
    const reminders = await call<{ success: ReminderDay }>(t.app, 'GET', `/api/reminder?day=${day}&doctor=${doctor._id}`, { token: assistant.token });
    expect(reminders.body.success).toMatchObject({ toSend: 1, sent: 0 });
    expect(reminders.body.success.items.map((item) => [item._id, item.state])).toEqual([
      [kept._id, 'booked'],
      [cancelled._id, 'cancelled'],
    ]);
    const viewer = await createLimitedUser(t.app, admin.token, 'rdv.viewer', [['AFFICHER_GLOBAL', 'RDV']]);
    expect((await call(t.app, 'POST', `/api/reminder/${kept._id}`, { token: viewer.token })).status).toBe(403);
    expect((await call(t.app, 'POST', `/api/reminder/${kept._id}`, { token: assistant.token })).status).toBe(200);
  });
});
