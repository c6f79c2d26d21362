import type { Appointment, AppointmentSetting, WorkingDay } from '@dental/contracts';
import { AICHA, appointmentOf } from '../test-utils';
import { weekModel } from './week-model';

const settings: AppointmentSetting[] = [
  { _id: 's2', doctor: '4', partOfTime: 'soir', start: '16:00', end: '17:00', time: 30, countSeance: 2 },
  { _id: 's1', doctor: '4', partOfTime: 'matin', start: '09:00', end: '10:30', time: 30, countSeance: 3 },
];
const days: WorkingDay[] = [
  { _id: 'd6', name: 'Dimanche', order: 6, appointments: ['matin'] },
  { _id: 'd4', name: 'Vendredi', order: 4, appointments: ['soir'] },
  { _id: 'd0', name: 'Lundi', order: 0, appointments: ['matin', 'soir'] },
];
const booked: Appointment = appointmentOf({ ...AICHA, _id: 'p1', name: 'Aicha', RegNo: null }, { _id: 'a1', date: '2026-11-23', time: '09:30', numSeance: 2 });

test('columns are the working days in day order, dated in the Sunday-to-Saturday week', () => {
  const model = weekModel({ startDate: '2026-11-22', endDate: '2026-11-28' }, days, settings, []);
  expect(model.columns.map((c) => [c.order, c.date])).toEqual([
    [0, '2026-11-23'],
    [4, '2026-11-27'],
    [6, '2026-11-22'],
  ]);
});

test('rows are the matin slots then the soir slots, with the sessions not worked closed and the booked slot filled', () => {
  const model = weekModel({ startDate: '2026-11-22', endDate: '2026-11-28' }, days, settings, [booked]);
  expect(model.sessions.map((s) => [s.partOfTime, s.rows.map((r) => r.time)])).toEqual([
    ['matin', ['09:00', '09:30', '10:00']],
    ['soir', ['16:00', '16:30']],
  ]);
  const [monday, friday, sunday] = model.sessions[0].rows[1].cells;
  expect(monday).toMatchObject({ date: '2026-11-23', numSeance: 2, closed: false, appointment: booked });
  expect(friday).toMatchObject({ closed: true, appointment: null });
  expect(sunday.closed).toBe(false);
  expect(model.sessions[1].rows[0].cells.map((c) => c.closed)).toEqual([false, false, true]);
});
