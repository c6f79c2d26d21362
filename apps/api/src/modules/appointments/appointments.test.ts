import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Appointment, AppointmentSetting, DaysOfWork } from '@dental/contracts';
import { ar, call, createLimitedUser, fr, useAdminApp, type Session } from '../../test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm } from '../../test/patients';

type ListAnswer = { success: Appointment[] };
type SettingsAnswer = { success: AppointmentSetting[] };
type DaysAnswer = { success: DaysOfWork };

// 2030-01-06 is a Sunday: the week runs to Saturday 2030-01-12; 2030-01-07 is a Monday, 2030-01-11 a Friday.
const WEEK = 'startDate=2030-01-06&endDate=2030-01-12';
const MONDAY = '2030-01-07';
const FRIDAY = '2030-01-11';

describe('appointments', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let otherDoctor: Session;
  let assistant: Session;
  let patient: string;

  const book = (doctorId: string, body: Record<string, unknown>, session: Session = admin, query = WEEK, lang?: string) =>
    call<ListAnswer>(t.app, 'POST', `/api/appointment/${doctorId}${query ? `?${query}` : ''}`, { token: session.token, body, lang });
  const week = (doctorId: string, session: Session = admin, query = WEEK) => call<ListAnswer>(t.app, 'GET', `/api/appointment/${doctorId}?${query}`, { token: session.token });
  const slot = (overrides: Record<string, unknown> = {}) => ({ patient, date: MONDAY, time: '09:00', numSeance: 1, partOfTime: 'matin', ...overrides });

  beforeAll(async () => {
    doctor = await createDoctor(t.app, admin.token, 'dr.agenda');
    otherDoctor = await createDoctor(t.app, admin.token, 'dr.autre');
    assistant = await createAssistant(t.app, admin.token, 'assistante.rdv');
    patient = (await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Mohamed Ould Ahmed Salem', contact: { phone: '36445566', whatsApp: '+22236445566' } })))._id;
  });

  it('gives a new doctor the opening hours of the spec: matin 09:00–13:00, soir 16:00–21:00, no Friday morning, no Sunday', async () => {
    const settings = await call<SettingsAnswer>(t.app, 'GET', `/api/appointment/setAppointment/${doctor._id}`, { token: doctor.token });
    expect(settings.status).toBe(200);
    expect(settings.body.success.map(({ partOfTime, start, end, time, countSeance }) => ({ partOfTime, start, end, time, countSeance }))).toEqual([
      { partOfTime: 'matin', start: '09:00', end: '13:00', time: 30, countSeance: 8 },
      { partOfTime: 'soir', start: '16:00', end: '21:00', time: 30, countSeance: 10 },
    ]);
    const own = await call<SettingsAnswer>(t.app, 'GET', '/api/appointment/setAppointment', { token: doctor.token });
    expect(own.body.success).toEqual(settings.body.success);
    const days = await call<DaysAnswer>(t.app, 'GET', `/api/appointment/dayOfWork/${doctor._id}`, { token: doctor.token });
    expect(days.body.success.dayOfWork.map(({ name, order, appointments }) => ({ name, order, appointments }))).toEqual([
      { name: 'Lundi', order: 0, appointments: ['matin', 'soir'] },
      { name: 'Mardi', order: 1, appointments: ['matin', 'soir'] },
      { name: 'Mercredi', order: 2, appointments: ['matin', 'soir'] },
      { name: 'Jeudi', order: 3, appointments: ['matin', 'soir'] },
      { name: 'Vendredi', order: 4, appointments: ['soir'] },
      { name: 'Samedi', order: 5, appointments: ['matin', 'soir'] },
    ]);
    expect(days.body.success.doctor).toBe(doctor._id);
  });

  it('creates the defaults once when a new doctor’s calendar is first read by many at once', async () => {
    const fresh = await createDoctor(t.app, admin.token, 'dr.nouveau');
    const reads = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t.app, 'GET', i % 2 ? `/api/appointment/setAppointment/${fresh._id}` : `/api/appointment/dayOfWork/${fresh._id}`, { token: assistant.token }),
      ),
    );
    expect(reads.map((r) => r.status)).toEqual(Array(10).fill(200));
    const [{ settings, days }] = await t.db.query<{ settings: number; days: number }>(
      `select (select count(*)::int from appointment_settings where doctor_id = $1) as settings,
              (select count(*)::int from working_days w join days_of_work h on h.id = w.days_of_work_id where h.doctor_id = $1) as days`,
      [fresh._id],
    );
    expect({ settings, days }).toEqual({ settings: 2, days: 6 });
  });

  it('books a slot and answers the week, with what the calendar shows of the patient', async () => {
    const booked = await book(doctor._id, slot({ time: '10:00', numSeance: 3 }), doctor);
    expect(booked.status).toBe(200);
    expect(booked.body.success).toEqual([
      expect.objectContaining({
        doctor: doctor._id,
        date: MONDAY,
        time: '10:00',
        numSeance: 3,
        partOfTime: 'matin',
        patientLab: null,
        implantId: null,
        patient: { _id: patient, name: 'Mohamed Ould Ahmed Salem', RegNo: null, contact: { phone: '36445566', whatsApp: '+22236445566' }, messageLanguage: null },
      }),
    ]);
    expect((await week(doctor._id, doctor)).body.success).toEqual(booked.body.success);
    // The next week and the one before do not hold it.
    expect((await week(doctor._id, doctor, 'startDate=2030-01-13&endDate=2030-01-19')).body.success).toEqual([]);
    expect((await week(doctor._id, doctor, 'startDate=2029-12-30&endDate=2030-01-05')).body.success).toEqual([]);
  });

  /** A laboratory case and an implant of the patient's work with a doctor, written as a treatment sheet would. */
  let followUps = 0;
  const followUpsOf = async (doctorId: string, patientId: string) => {
    followUps += 1;
    const [{ lab }] = await t.db.query<{ lab: string }>("insert into laboratories (name, phone) values ('Lab ' || $1, '') returning id::text as lab", [followUps]);
    const [{ treatment }] = await t.db.query<{ treatment: string }>("insert into treatments (name, type, price) values ('Couronne ' || $1, 'prothese', 100) returning id::text as treatment", [followUps]);
    const [{ labCase }] = await t.db.query<{ labCase: string }>(
      `with work as (insert into lab_consumptions (laboratory_id, doctor_id, patient_id, treatment_id, price, teeth) values ($1, $2, $3, $4, 50, '{11}') returning id, patient_id)
       insert into lab_cases (patient_id, lab_consumption_id) select patient_id, id from work returning id::text as "labCase"`,
      [lab, doctorId, patientId, treatment],
    );
    const [{ implant }] = await t.db.query<{ implant: string }>("insert into implants (doctor_id, patient_id, treatment_id, price, teeth) values ($1, $2, $3, 100, '{36}') returning id::text as implant", [
      doctorId,
      patientId,
      treatment,
    ]);
    return { labCase, implant };
  };

  it('keeps the laboratory case or implant it was booked for, and without a week query answers the week of its day', async () => {
    const { labCase, implant } = await followUpsOf(doctor._id, patient);
    const booked = await book(doctor._id, slot({ date: '2030-01-10', time: '16:30', numSeance: 2, partOfTime: 'soir', patientLab: labCase, implantId: implant }), admin, '');
    expect(booked.status).toBe(200);
    expect(booked.body.success.find((a) => a.date === '2030-01-10')).toMatchObject({ patientLab: labCase, implantId: implant, partOfTime: 'soir' });
    expect(booked.body.success.map((a) => a.date)).toEqual([MONDAY, '2030-01-10']);
  });

  it("refuses a laboratory case or an implant that is not this patient's work with this doctor, or is finished, and books nothing", async () => {
    const other = (await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Aminetou Mint Sidi', contact: { phone: '36445567', whatsApp: '+222' } })))._id;
    const mine = await followUpsOf(doctor._id, patient);
    const othersWork = await followUpsOf(otherDoctor._id, patient);
    const finished = await followUpsOf(doctor._id, patient);
    await t.db.query('update lab_cases set finish = true where id = $1', [finished.labCase]);
    await t.db.query('update implants set is_set_appointment = true where id = $1', [finished.implant]);
    const before = await week(doctor._id);
    const cases: [Record<string, unknown>, string][] = [
      [slot({ patientLab: '999999999' }), fr('appointment.labCaseUnknown')],
      [slot({ patientLab: othersWork.labCase }), fr('appointment.labCaseUnknown')],
      [slot({ patient: other, patientLab: mine.labCase }), fr('appointment.labCaseUnknown')],
      [slot({ patientLab: finished.labCase }), fr('appointment.labCaseFinished')],
      [slot({ implantId: '999999999' }), fr('appointment.implantUnknown')],
      [slot({ implantId: othersWork.implant }), fr('appointment.implantUnknown')],
      [slot({ patient: other, implantId: mine.implant }), fr('appointment.implantUnknown')],
      [slot({ implantId: finished.implant }), fr('appointment.implantFinished')],
    ];
    for (const [body, message] of cases) {
      const response = await book(doctor._id, { ...body, time: '12:30', numSeance: 8 }, doctor);
      expect({ body, status: response.status, answer: response.body }).toEqual({ body, status: 300, answer: { formErrors: [message] } });
    }
    expect((await week(doctor._id)).body.success).toEqual(before.body.success);
  });

  it('answers the required messages in the order of the spec, in the language of the request', async () => {
    const empty = await book(doctor._id, {}, doctor);
    expect(empty).toMatchObject({ status: 300, body: { formErrors: [fr('appointment.patientRequired'), fr('appointment.dateRequired'), fr('appointment.timeRequired'), fr('appointment.numSeanceInvalid'), fr('appointment.partOfTimeInvalid')] } });
    const arabic = await book(doctor._id, { date: '', time: '' }, doctor, WEEK, 'ar');
    expect((arabic.body as unknown as { formErrors: string[] }).formErrors.slice(0, 3)).toEqual([ar('appointment.patientRequired'), ar('appointment.dateRequired'), ar('appointment.timeRequired')]);
  });

  it('refuses impossible days, times, slots and unknown patients cleanly, never with a 5xx', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [slot({ date: '2030-02-30' }), fr('appointment.dateInvalid')],
      [slot({ date: '07/01/2030' }), fr('appointment.dateInvalid')],
      [slot({ time: '25:00' }), fr('appointment.timeInvalid')],
      [slot({ time: '9h' }), fr('appointment.timeInvalid')],
      [slot({ time: '09:10' }), fr('appointment.slotOffGrid', { minutes: '30', first: '09:00' })],
      [slot({ numSeance: 9, time: '13:00' }), fr('appointment.slotOutside', { first: '09:00', last: '12:30' })],
      [slot({ numSeance: 0, time: '08:30' }), fr('appointment.slotOutside', { first: '09:00', last: '12:30' })],
      [slot({ numSeance: 5, time: '10:30' }), fr('appointment.numSeanceMismatch', { time: '10:30', fromOne: '4', fromZero: '3' })],
      [slot({ numSeance: -1 }), fr('appointment.numSeanceInvalid')],
      [slot({ numSeance: 1.5 }), fr('appointment.numSeanceInvalid')],
      [slot({ partOfTime: 'nuit' }), fr('appointment.partOfTimeInvalid')],
      [slot({ date: FRIDAY }), fr('appointment.dayOff')],
      [slot({ date: '2030-01-06' }), fr('appointment.dayOff')],
      [slot({ patient: '999999' }), fr('appointment.patientUnknown')],
      [slot({ patient: 'abc' }), fr('appointment.patientRequired')],
    ];
    for (const [body, message] of cases) {
      const response = await book(doctor._id, body, doctor);
      expect({ body, status: response.status, answer: response.body }).toEqual({ body, status: 300, answer: { formErrors: [message] } });
    }
    // A Friday evening is worked.
    expect((await book(doctor._id, slot({ date: FRIDAY, time: '16:00', partOfTime: 'soir' }), doctor)).status).toBe(200);
    for (const query of ['', 'startDate=2030-01-06', 'startDate=2030-01-12&endDate=2030-01-06', 'startDate=2030-02-30&endDate=2030-03-02', 'startDate=2030-01-01&endDate=2030-12-31', 'startDate=x&endDate=y']) {
      const response = await week(doctor._id, doctor, query);
      expect({ query, status: response.status, body: response.body }).toEqual({ query, status: 300, body: { formErrors: [fr('appointment.weekInvalid', { max: '62' })] } });
    }
    expect((await week('999999', admin)).status).toBe(404);
    expect((await week('abc', admin)).status).toBe(400);
    // A user who is not a doctor has no calendar.
    expect((await week(assistant._id, admin)).status).toBe(404);
  });

  it("books the same slot whether numSeance counts from 1 or from 0 (the seed client's reading), stored and answered from 1", async () => {
    const day = '2030-01-14';
    const query = 'startDate=2030-01-13&endDate=2030-01-19';
    const fromZero = await book(doctor._id, slot({ date: day, time: '09:00', numSeance: 0 }), doctor, query);
    expect(fromZero.status).toBe(200);
    expect(fromZero.body.success.find((a) => a.date === day && a.time === '09:00')).toMatchObject({ numSeance: 1, partOfTime: 'matin' });
    // The same slot named from 1 is that slot: taken.
    expect((await book(doctor._id, slot({ date: day, time: '09:00', numSeance: 1 }), doctor, query)).status).not.toBe(200);
    const evening = await book(doctor._id, slot({ date: day, time: '20:30', numSeance: 9, partOfTime: 'soir' }), doctor, query);
    expect(evening.body.success.find((a) => a.time === '20:30')).toMatchObject({ numSeance: 10 });
    const fromOne = await book(doctor._id, slot({ date: day, time: '16:00', numSeance: 1, partOfTime: 'soir' }), doctor, query);
    expect(fromOne.body.success.find((a) => a.time === '16:00')).toMatchObject({ numSeance: 1 });
    const stored = (await week(doctor._id, doctor, query)).body.success.filter((a) => a.date === day).map((a) => [a.time, a.numSeance]);
    expect(stored).toEqual(expect.arrayContaining([['09:00', 1], ['16:00', 1], ['20:30', 10]]));
    expect(stored).toHaveLength(3);
  });

  it('reads the first and the last slot of the morning and the evening either way, answering the number from 1', async () => {
    const query = 'startDate=2030-01-20&endDate=2030-01-26';
    const edges: { partOfTime: string; time: string; numSeance: number }[] = [
      { partOfTime: 'matin', time: '09:00', numSeance: 1 },
      { partOfTime: 'matin', time: '12:30', numSeance: 8 },
      { partOfTime: 'soir', time: '16:00', numSeance: 1 },
      { partOfTime: 'soir', time: '20:30', numSeance: 10 },
    ];
    // Monday the 21st counted from 0, Tuesday the 22nd counted from 1.
    const readings = [
      { date: '2030-01-21', shift: -1 },
      { date: '2030-01-22', shift: 0 },
    ];
    for (const { partOfTime, time, numSeance } of edges) {
      for (const { date, shift } of readings) {
        const sent = numSeance + shift;
        const answer = await book(doctor._id, slot({ date, time, numSeance: sent, partOfTime }), doctor, query);
        const answered = answer.body.success?.find((a) => a.date === date && a.time === time)?.numSeance;
        expect({ date, time, sent, status: answer.status, answered }).toEqual({ date, time, sent, status: 200, answered: numSeance });
      }
    }
    const stored = await t.db.query<{ day: string; time: string; num: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, time, num_seance as num from appointments
        where doctor_id = $1 and day between '2030-01-21' and '2030-01-22' order by day, time`,
      [doctor._id],
    );
    const expected = readings.flatMap(({ date }) => edges.map(({ time, numSeance }) => ({ day: date, time, num: numSeance })));
    expect(stored).toEqual(expected);
  });

  it('refuses an evening slot off its grid, outside its sessions or misnumbered, with values in the language of the request, and books nothing', async () => {
    const query = 'startDate=2030-01-20&endDate=2030-01-26';
    const date = '2030-01-23';
    const cases: [string, number, string | undefined, string][] = [
      ['15:30', 0, undefined, 'Cette heure est en dehors des séances (16:00 à 20:30)'],
      ['10:00', 3, 'en', 'This time is outside the sessions (16:00 to 20:30)'],
      ['21:00', 10, 'en', 'This time is outside the sessions (16:00 to 20:30)'],
      ['16:45', 2, 'en', 'This time falls on no session: one every 30 minutes from 16:00'],
      ['17:00', 5, 'en', 'The session number does not match the time 17:00: session 3 (or 2 counting from 0)'],
      ['17:00', 5, 'ar', 'رقم الحصة لا يوافق الساعة 17:00: الحصة 3 (أو 2 بالعد من 0)'],
      ['16:45', 2, 'ar', 'هذه الساعة لا توافق أي حصة: حصة كل 30 دقيقة ابتداء من 16:00'],
    ];
    for (const [time, numSeance, lang, message] of cases) {
      const response = await book(doctor._id, slot({ date, time, numSeance, partOfTime: 'soir' }), doctor, query, lang);
      expect({ time, numSeance, lang, status: response.status, answer: response.body }).toEqual({ time, numSeance, lang, status: 300, answer: { formErrors: [message] } });
    }
    expect((await week(doctor._id, doctor, query)).body.success.filter((a) => a.date === date)).toEqual([]);
  });

  it('holds one appointment per slot', async () => {
    const first = await book(doctor._id, slot({ date: '2030-01-08', time: '11:00', numSeance: 5 }), assistant);
    expect(first.status).toBe(200);
    const again = await book(doctor._id, slot({ date: '2030-01-08', time: '11:00', numSeance: 5 }), assistant);
    expect(again).toMatchObject({ status: 300, body: { formErrors: [fr('appointment.exists')] } });
    // Another doctor's same slot is free.
    expect((await book(otherDoctor._id, slot({ date: '2030-01-08', time: '11:00', numSeance: 5 }), assistant)).status).toBe(200);
  });

  it('gives exactly one appointment when 20 bookings of one free slot arrive at once, numbered either way', async () => {
    const body = (numSeance: number) => slot({ date: '2030-01-09', time: '12:30', numSeance });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(doctor._id, body(i % 2 === 0 ? 8 : 7), assistant)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 300).map((a) => a.body)).toEqual(Array.from({ length: 19 }, () => ({ formErrors: [fr('appointment.exists')] })));
    const rows = await t.db.query<{ count: string }>(`select count(*)::text as count from appointments where doctor_id = $1 and day = '2030-01-09' and time = '12:30'`, [doctor._id]);
    expect(rows[0].count).toBe('1');
  });

  it('limits AFFICHER to one’s own calendar, AFFICHER_GLOBAL to any doctor’s, and writes to their action', async () => {
    expect((await week(doctor._id, doctor)).status).toBe(200);
    const foreign = await week(otherDoctor._id, doctor);
    expect(foreign.status).toBe(403);
    expect(String((foreign.body as unknown as { err: string }).err).startsWith('AFFICHER')).toBe(true);
    expect((await week(otherDoctor._id, assistant)).status).toBe(200);
    expect((await book(otherDoctor._id, slot({ date: '2030-01-08', time: '09:30', numSeance: 2 }), doctor)).status).toBe(403);
    // Deleting needs SUPPRIMER on RDV: a viewer may not.
    const [mine] = (await week(doctor._id, doctor)).body.success;
    const viewer = await createLimitedUser(t.app, admin.token, 'rdv.viewer', [['AFFICHER_GLOBAL', 'RDV']]);
    expect((await call(t.app, 'DELETE', `/api/appointment/${doctor._id}/${mine._id}?${WEEK}`, { token: viewer.token })).status).toBe(403);
    expect((await book(doctor._id, slot({ date: '2030-01-08', time: '10:30', numSeance: 4 }), viewer)).status).toBe(403);
    const nobody = await createLimitedUser(t.app, admin.token, 'rdv.nobody', [['AFFICHER', 'PATIENTS']]);
    expect((await week(doctor._id, nobody)).status).toBe(403);
  });

  it('deletes an appointment and answers the week without it', async () => {
    const before = (await week(doctor._id, admin)).body.success;
    const target = before[0];
    const removed = await call<ListAnswer>(t.app, 'DELETE', `/api/appointment/${doctor._id}/${target._id}?${WEEK}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.success.map((a) => a._id)).toEqual(before.slice(1).map((a) => a._id));
    expect((await call(t.app, 'DELETE', `/api/appointment/${doctor._id}/${target._id}?${WEEK}`, { token: admin.token })).status).toBe(404);
    // Another doctor's appointment is not found under this doctor.
    const theirs = (await week(otherDoctor._id, admin)).body.success[0];
    expect((await call(t.app, 'DELETE', `/api/appointment/${doctor._id}/${theirs._id}`, { token: admin.token })).status).toBe(404);
  });

  it('changes a session with clear messages for impossible settings, and the slots follow', async () => {
    const settings = (await call<SettingsAnswer>(t.app, 'GET', `/api/appointment/setAppointment/${otherDoctor._id}`, { token: admin.token })).body.success;
    const [matin, soir] = settings;
    const put = (setting: AppointmentSetting, body: Record<string, unknown>, lang?: string) =>
      call<SettingsAnswer>(t.app, 'PUT', `/api/appointment/setAppointment/${otherDoctor._id}/${setting._id}`, { token: admin.token, body, lang });
    expect((await put(matin, { start: '13:00', end: '09:00', partOfTime: 'matin', countSeance: 4, time: 30 })).body).toEqual({ formErrors: [fr('appointmentSetting.endBeforeStart')] });
    expect((await put(matin, { start: '09:00', end: '11:00', partOfTime: 'matin', countSeance: 5, time: 30 })).body).toEqual({
      formErrors: [fr('appointmentSetting.doesNotFit', { count: '5', length: '30', start: '09:00', end: '11:00' })],
    });
    expect((await put(matin, { start: '9h', end: '11:00', partOfTime: 'matin', countSeance: 2, time: 30 }, 'ar')).body).toEqual({ formErrors: [ar('appointmentSetting.timeInvalid')] });
    expect((await put(matin, { start: '09:00', end: '17:00', partOfTime: 'matin', countSeance: 4, time: 30 })).body).toEqual({ formErrors: [fr('appointmentSetting.overlap')] });
    expect((await put(matin, { start: '09:00', end: '12:00', partOfTime: 'soir', countSeance: 4, time: 30 })).body).toEqual({ formErrors: [fr('appointment.partOfTimeInvalid')] });
    expect((await put(matin, { start: '09:00', end: '12:00', partOfTime: 'matin', countSeance: 0, time: 0 })).body).toEqual({
      formErrors: [fr('appointmentSetting.lengthInvalid', { min: '5', max: '240' }), fr('appointmentSetting.countInvalid', { min: '1', max: '48' })],
    });
    // The spec's payload without a length: the session is divided evenly.
    const saved = await put(matin, { start: '08:00', end: '12:00', partOfTime: 'matin', countSeance: 6 });
    expect(saved.status).toBe(200);
    expect(saved.body.success[0]).toMatchObject({ start: '08:00', end: '12:00', time: 40, countSeance: 6 });
    expect(saved.body.success[1]).toEqual(soir);
    expect((await book(otherDoctor._id, slot({ time: '08:40', numSeance: 2 }))).status).toBe(200);
    expect((await book(otherDoctor._id, slot({ time: '09:30', numSeance: 2 })))).toMatchObject({ status: 300, body: { formErrors: [fr('appointment.slotOffGrid', { minutes: '40', first: '08:00' })] } });
    expect((await put({ ...matin, _id: '999999' }, { start: '08:00', end: '12:00', partOfTime: 'matin', countSeance: 6 })).status).toBe(404);
  });

  it('saves working days, and bookings follow them', async () => {
    const save = (body: unknown) => call<DaysAnswer>(t.app, 'POST', `/api/appointment/dayOfWork/${otherDoctor._id}`, { token: admin.token, body });
    const saved = await save({ dayOfWork: [{ order: 6, appointments: ['matin'] }, { order: 0 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.success.dayOfWork.map(({ name, order, appointments }) => ({ name, order, appointments }))).toEqual([
      { name: 'Lundi', order: 0, appointments: ['matin', 'soir'] },
      { name: 'Dimanche', order: 6, appointments: ['matin'] },
    ]);
    expect((await book(otherDoctor._id, slot({ date: '2030-01-06', time: '08:00', numSeance: 1 }))).status).toBe(200);
    expect((await book(otherDoctor._id, slot({ date: '2030-01-08', time: '08:00', numSeance: 1 })))).toMatchObject({ status: 300, body: { formErrors: [fr('appointment.dayOff')] } });
    for (const body of [{}, { dayOfWork: [{ order: 7 }] }, { dayOfWork: [{ order: 1 }, { order: 1 }] }, { dayOfWork: [{ order: 1, appointments: [] }] }, { dayOfWork: [{ order: 1, appointments: ['nuit'] }] }]) {
      const response = await save(body);
      expect({ body, status: response.status }).toEqual({ body, status: 300 });
    }
  });

  describe('GET appointment/patientDay: the patient’s appointments that day with every doctor, before booking', () => {
    // Monday 2030-03-04, away from the other tests' days (the other doctor works Mondays only by now).
    const DAY = '2030-03-04';
    type DayAnswer = { success: { _id: string; date: string; time: string; partOfTime: string; doctor: string; doctorName: string }[] };
    const patientDay = (session: Session, query: string, lang?: string) => call<DayAnswer>(t.app, 'GET', `/api/appointment/patientDay?${query}`, { token: session.token, lang });
    const ask = (session: Session, patientId: string, date = DAY, calendar = doctor._id) => patientDay(session, `doctor=${calendar}&patient=${patientId}&date=${date}`);
    let othersPatient: string;

    beforeAll(async () => {
      othersPatient = (await createPatient(t.app, admin.token, patientForm(otherDoctor._id, { name: 'Patient Du Dr Autre' })))._id;
      const week = 'startDate=2030-03-03&endDate=2030-03-09';
      expect((await book(otherDoctor._id, slot({ date: DAY, time: '17:00', numSeance: 3, partOfTime: 'soir' }), admin, week)).status).toBe(200);
      expect((await book(doctor._id, slot({ date: DAY, time: '10:00', numSeance: 3 }), admin, week)).status).toBe(200);
      // Another day and another patient stay out of the answer.
      expect((await book(doctor._id, slot({ date: '2030-03-05', time: '09:00' }), admin, week)).status).toBe(200);
      expect((await book(doctor._id, slot({ patient: othersPatient, date: DAY, time: '11:00', numSeance: 5 }), admin, week)).status).toBe(200);
    });

    it('answers them by time, with the other doctor’s included, naming each doctor', async () => {
      const answer = await ask(doctor, patient);
      expect(answer.status).toBe(200);
      expect(answer.body.success.map(({ date, time, partOfTime, doctor: id, doctorName }) => ({ date, time, partOfTime, id, doctorName }))).toEqual([
        { date: DAY, time: '10:00', partOfTime: 'matin', id: doctor._id, doctorName: 'dr.agenda' },
        { date: DAY, time: '17:00', partOfTime: 'soir', id: otherDoctor._id, doctorName: 'dr.autre' },
      ]);
      expect(answer.body.success.every((a) => /^\d+$/.test(a._id))).toBe(true);
      // The same from the other doctor's calendar, by an assistant.
      expect((await ask(assistant, patient, DAY, otherDoctor._id)).body.success.map((a) => a.time)).toEqual(['10:00', '17:00']);
    });

    it('answers an empty list on a day without any', async () => {
      expect(await ask(doctor, patient, '2030-03-07')).toMatchObject({ status: 200, body: { success: [] } });
    });

    it('answers a patient the caller may not name on that calendar exactly as an unknown one', async () => {
      const foreign = await ask(doctor, othersPatient);
      const unknown = await ask(doctor, '999999');
      expect({ status: foreign.status, raw: foreign.raw }).toEqual({ status: 404, raw: JSON.stringify({ err: fr('common.notFound') }) });
      expect({ status: unknown.status, raw: unknown.raw }).toEqual({ status: foreign.status, raw: foreign.raw });
      // With the global view of patients, anybody's patient.
      expect((await ask(assistant, othersPatient)).body.success.map((a) => a.time)).toEqual(['11:00']);
    });

    it('needs the rights of a booking on that calendar, refused as a view (AFFICHER)', async () => {
      const foreignCalendar = await ask(doctor, patient, DAY, otherDoctor._id);
      expect(foreignCalendar.status).toBe(403);
      expect(String((foreignCalendar.body as unknown as { err: string }).err).startsWith('AFFICHER')).toBe(true);
      const viewer = await createLimitedUser(t.app, admin.token, 'rdv.day.viewer', [
        ['AFFICHER_GLOBAL', 'RDV'],
        ['AFFICHER_GLOBAL', 'PATIENTS'],
      ]);
      const refused = await ask(viewer, patient);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { err: "AFFICHER : vous n'avez pas la permission d'ajouter les rendez-vous" } });
      expect(String((refused.body as unknown as { err: string }).err).startsWith('AFFICHER')).toBe(true);
      expect((await ask(admin, patient, DAY, '999999')).status).toBe(404);
      // A user who is not a doctor has no calendar.
      expect((await ask(admin, patient, DAY, assistant._id)).status).toBe(404);
    });

    it('refuses a bad date with the booking’s messages and a malformed id with 400, in the language of the request', async () => {
      for (const [date, message] of [
        ['2030-02-30', fr('appointment.dateInvalid')],
        ['15/01/2030', fr('appointment.dateInvalid')],
        ['x', fr('appointment.dateInvalid')],
        ['', fr('appointment.dateRequired')],
      ]) {
        const response = await ask(doctor, patient, date);
        expect({ date, status: response.status, body: response.body }).toEqual({ date, status: 300, body: { formErrors: [message] } });
      }
      expect((await patientDay(doctor, `doctor=${doctor._id}&patient=${patient}`)).body).toEqual({ formErrors: [fr('appointment.dateRequired')] });
      expect((await patientDay(doctor, `doctor=${doctor._id}&patient=${patient}&date=2030-02-30`, 'ar')).body).toEqual({ formErrors: [ar('appointment.dateInvalid')] });
      for (const query of [`doctor=${doctor._id}&patient=abc&date=${DAY}`, `doctor=${doctor._id}&patient=1%20or%201=1&date=${DAY}`, `doctor=x&patient=${patient}&date=${DAY}`, `patient=${patient}&date=${DAY}`, `doctor=${doctor._id}&date=${DAY}`]) {
        const response = await patientDay(doctor, query);
        expect({ query, status: response.status, body: response.body }).toEqual({ query, status: 400, body: { err: fr('common.invalidId') } });
      }
    });

    it('leaves the week of a calendar where it was: `patientDay` is never read as a doctor id', async () => {
      expect((await week(doctor._id, doctor, 'startDate=2030-03-03&endDate=2030-03-09')).body.success.map((a) => `${a.date} ${a.time}`)).toEqual([
        `${DAY} 10:00`,
        `${DAY} 11:00`,
        '2030-03-05 09:00',
      ]);
    });
  });
});
