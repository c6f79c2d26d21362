import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Callbacks, ReminderDay, ReminderItem, SentReminder } from '@dental/contracts';
import { addDays, localDay } from '@dental/domain';
import { call, fr, loginAdmin, startTestApp, type Session, type TestApp } from '../../test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm } from '../../test/patients';
import { REPLY_TEXTS } from './texts';

/**
 * The patient's answer to a reminder (issue 38): the link made with the reminder, the page it
 * opens, the answers and what they do to the appointment, the desk's "À rappeler", the neutral
 * answer of every link that does not open, and the limits.
 */

const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const FR = REPLY_TEXTS.fr;
const AR = REPLY_TEXTS.ar;

describe('patient replies', () => {
  let t: TestApp;
  let admin: Session;
  let doctor: Session & { _id: string };
  let assistant: Session & { _id: string };
  // A day well ahead, so the appointment is still to come whatever the hour the test runs.
  const day = addDays(localDay(), 9);
  let times = 0;

  beforeAll(async () => {
    t = await startTestApp({ replyRateLimit: { perAddress: 20_000, perLink: 40, timeWindow: 60_000 } });
    admin = await loginAdmin(t.app);
    doctor = await createDoctor(t.app, admin.token, 'dr.reply');
    assistant = await createAssistant(t.app, admin.token, 'reply.assistant');
  });
  afterAll(async () => {
    await t.close();
  });

  // Written directly: the booking rules (working days, sessions) are not what these tests are about.
  const insertAppointment = async (patient: string, time: string) =>
    (
      await t.db.query<{ id: string }>(
        `insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time) values ($1, $2, $3, $4, 1, 'matin') returning id::text as id`,
        [doctor._id, patient, day, time],
      )
    )[0].id;

  /** A new appointment of the doctor on `day`, each at its own time. */
  async function book(name: string, language: 'fr' | 'ar' | null = null) {
    const patient = (await createPatient(t.app, admin.token, patientForm(doctor._id, { name })))._id;
    if (language) await t.db.query('update patients set message_language = $2 where id = $1', [patient, language]);
    const time = `${String(9 + Math.floor(times / 2)).padStart(2, '0')}:${times % 2 ? '30' : '00'}`;
    times += 1;
    return { id: await insertAppointment(patient, time), patient, time };
  }

  async function send(appointmentId: string): Promise<{ link: string; path: string }> {
    const sent = await call<{ success: SentReminder }>(t.app, 'POST', `/api/reminder/${appointmentId}`, { token: assistant.token, headers: { host: 'cabinet.test' } });
    expect(sent.status).toBe(200);
    const { link } = sent.body.success;
    return { link, path: new URL(link).pathname };
  }

  const stateOf = async (id: string) => (await t.db.query<{ state: string; answer: string | null }>('select state, patient_answer as answer from appointments where id = $1', [id]))[0];

  it('sending a reminder makes a personal link of 144 random bits, kept only as a hash', async () => {
    const { id } = await book('Mariem Mint Salem');
    const first = await send(id);
    const second = await send(id);
    expect(first.link).toMatch(/^http:\/\/cabinet\.test\/r\/[A-Za-z0-9_-]{24}$/);
    expect(second.link).not.toBe(first.link);
    const token = first.path.slice(3);
    const stored = await t.db.query<{ hash: string }>("select encode(token_hash, 'hex') as hash from appointment_links where appointment_id = $1", [id]);
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain(token);
    // Both links open the same appointment.
    expect((await call(t.app, 'GET', first.path)).status).toBe(200);
    expect((await call(t.app, 'GET', second.path)).status).toBe(200);
  });

  it('starts the link with the clinic’s public address once it is set', async () => {
    const { id } = await book('Ahmed Ould Sidi');
    expect((await call(t.app, 'PUT', '/api/setting', { token: admin.token, body: { publicAddress: 'https://rdv.cabinet.mr/' } })).status).toBe(200);
    try {
      expect((await send(id)).link).toMatch(/^https:\/\/rdv\.cabinet\.mr\/r\/[A-Za-z0-9_-]{24}$/);
      const refused = await call(t.app, 'PUT', '/api/setting', { token: admin.token, body: { publicAddress: 'rdv.cabinet.mr' } });
      expect(refused.body).toEqual({ formErrors: [fr('setting.publicAddressInvalid')] });
    } finally {
      await call(t.app, 'PUT', '/api/setting', { token: admin.token, body: { publicAddress: '' } });
    }
  });

  it('shows the first name, day, time, doctor and clinic only, in the patient’s language, with a strict policy and no referrer', async () => {
    const { id, time } = await book('Fatimetou Mint Ahmed Salem', 'ar');
    await t.db.query("update patients set phone = '22244556677' where id = (select patient_id from appointments where id = $1)", [id]);
    const { path } = await send(id);
    const page = await call(t.app, 'GET', path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.raw).toContain('<html lang="ar" dir="rtl">');
    expect(page.raw).toContain('Fatimetou');
    expect(page.raw).not.toContain('Mint Ahmed');
    expect(page.raw).not.toContain('22244556677');
    expect(page.raw).toContain(time);
    expect(page.raw).toContain('dr.reply');
    for (const label of [AR.confirm, AR.cancel, AR.otherTime]) expect(page.raw).toContain(label);
    expect(page.raw).not.toMatch(/<script|<img|<link|src=/i);
    expect(Buffer.byteLength(page.raw)).toBeLessThan(15 * 1024);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('confirms; the reminders view shows it with when it came; the answer can be changed until the appointment starts', async () => {
    const { id } = await book('Khadijetou Confirm');
    const { path } = await send(id);
    const confirmed = await call(t.app, 'POST', path, form({ answer: 'confirm' }));
    expect({ status: confirmed.status, location: confirmed.headers.location }).toEqual({ status: 303, location: path });
    expect(await stateOf(id)).toEqual({ state: 'confirmed', answer: 'confirmed' });
    const page = await call(t.app, 'GET', path);
    expect(page.raw).toContain(FR.recorded.confirmed);
    expect(page.raw).toContain(FR.canChange);

    const reminders = await call<{ success: ReminderDay }>(t.app, 'GET', `/api/reminder?day=${day}`, { token: assistant.token });
    const item = reminders.body.success.items.find((row) => row._id === id);
    expect(item).toMatchObject({ state: 'confirmed', stateBy: null, patientAnswer: { answer: 'confirmed', message: null, handledAt: null } });
    expect(Date.now() - Date.parse(item!.patientAnswer!.at)).toBeLessThan(60_000);

    // Changing the answer: another time, with a message; the patient's confirmation is taken back.
    const other = await call(t.app, 'POST', path, form({ answer: 'otherTime', message: '  Plutôt le soir\u200F, merci ' }));
    expect(other.status).toBe(303);
    expect(await stateOf(id)).toEqual({ state: 'booked', answer: 'otherTime' });
    const [row] = await t.db.query<{ message: string }>('select patient_message as message from appointments where id = $1', [id]);
    expect(row.message).toBe('Plutôt le soir, merci');
  });

  it('asks once more before cancelling; a cancellation frees the slot; the desk then lists the patient "À rappeler" until handled', async () => {
    const { id, time } = await book('Brahim Cancel');
    const { path } = await send(id);
    const asked = await call(t.app, 'POST', path, form({ answer: 'cancel' }));
    expect(asked.status).toBe(200);
    expect(asked.raw).toContain(FR.askCancel);
    expect(await stateOf(id)).toEqual({ state: 'booked', answer: null });

    expect((await call(t.app, 'POST', path, form({ answer: 'cancel', sure: 'yes' }))).status).toBe(303);
    expect(await stateOf(id)).toEqual({ state: 'cancelled', answer: 'cancelled' });
    expect((await call(t.app, 'GET', path)).raw).toContain(FR.recorded.cancelled);

    const callbacks = await call<{ success: Callbacks }>(t.app, 'GET', '/api/reminder/callbacks', { token: assistant.token });
    expect(callbacks.body.success.items.map((item) => [item._id, item.patientAnswer?.answer])).toContainEqual([id, 'cancelled']);
    // The doctor's own scope lists it too; another doctor's does not.
    const other = await createDoctor(t.app, admin.token, 'dr.reply.other');
    expect((await call<{ success: Callbacks }>(t.app, 'GET', '/api/reminder/callbacks', { token: other.token })).body.success.items).toEqual([]);

    // The freed slot takes another booking; the patient can no longer take it back.
    const patient = (await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Slot Taker' })))._id;
    await insertAppointment(patient, time);
    const again = await call(t.app, 'POST', path, form({ answer: 'confirm' }));
    expect(again.status).toBe(409);
    expect(again.raw).toContain(FR.problems.slotTaken);
    expect(await stateOf(id)).toEqual({ state: 'cancelled', answer: 'cancelled' });

    const handled = await call<{ success: ReminderItem }>(t.app, 'POST', `/api/reminder/callbacks/${id}`, { token: assistant.token });
    expect(handled.body.success.patientAnswer).toMatchObject({ answer: 'cancelled', handledBy: 'reply.assistant' });
    expect((await call<{ success: Callbacks }>(t.app, 'GET', '/api/reminder/callbacks', { token: assistant.token })).body.success.items.map((item) => item._id)).not.toContain(id);
    const twice = await call(t.app, 'POST', `/api/reminder/callbacks/${id}`, { token: assistant.token });
    expect(twice.body).toEqual({ formErrors: [fr('callback.notToCall')] });
  });

  it('keeps the state and the answer together when answers race (the appointment is locked while one is recorded)', async () => {
    const { id } = await book('Race Patient');
    const { path } = await send(id);
    const answers: Record<string, string>[] = [{ answer: 'confirm' }, { answer: 'cancel', sure: 'yes' }, { answer: 'otherTime', message: 'Le soir' }];
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => call(t.app, 'POST', path, form(answers[i % answers.length]))));
    expect(responses.every((response) => [303, 409].includes(response.status))).toBe(true);
    const { state, answer } = await stateOf(id);
    const coherent: Record<string, string[]> = { confirmed: ['confirmed'], cancelled: ['cancelled'], otherTime: ['booked', 'cancelled'] };
    expect(coherent[answer ?? '']).toContain(state);
  });

  it('refuses a wrong answer or a message too long with the page in the patient’s language, changing nothing', async () => {
    const { id } = await book('Oumar Wrong');
    const { path } = await send(id);
    for (const answer of ['maybe', 'CONFIRM', '', 'toString', '__proto__']) {
      const refused = await call(t.app, 'POST', path, form({ answer }));
      expect({ answer, status: refused.status }).toEqual({ answer, status: 400 });
    }
    const wrong = await call(t.app, 'POST', path, form({ answer: 'maybe' }));
    expect(wrong.status).toBe(400);
    expect(wrong.raw).toContain(FR.problems.answerInvalid);
    const long = await call(t.app, 'POST', path, form({ answer: 'otherTime', message: 'x'.repeat(301) }));
    expect(long.status).toBe(400);
    expect(long.raw).toContain(FR.problems.messageTooLong);
    expect(await stateOf(id)).toEqual({ state: 'booked', answer: null });
  });

  it('gives the same neutral page and status to a wrong, expired, moved or deleted link, and after the desk has seen the patient', async () => {
    const neutral = await call(t.app, 'GET', '/r/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(neutral.status).toBe(404);
    const expected = { status: 404, raw: neutral.raw, csp: neutral.headers['content-security-policy'] };
    const seen = (response: Awaited<ReturnType<typeof call>>) => ({ status: response.status, raw: response.raw, csp: response.headers['content-security-policy'] });

    const moved = await book('Moved Patient');
    const movedLink = await send(moved.id);
    await t.db.query("update appointments set time = '19:30', part_of_time = 'soir' where id = $1", [moved.id]);
    expect(seen(await call(t.app, 'GET', movedLink.path))).toEqual(expected);
    expect(seen(await call(t.app, 'POST', movedLink.path, form({ answer: 'confirm' })))).toEqual(expected);
    // Its next reminder carries a new link that opens.
    expect((await call(t.app, 'GET', (await send(moved.id)).path)).status).toBe(200);

    const deleted = await book('Deleted Patient');
    const deletedLink = await send(deleted.id);
    expect((await call(t.app, 'DELETE', `/api/appointment/${doctor._id}/${deleted.id}`, { token: admin.token })).status).toBe(200);
    expect(seen(await call(t.app, 'GET', deletedLink.path))).toEqual(expected);

    const past = await book('Past Patient');
    const pastLink = await send(past.id);
    // Over: the appointment (and the day its link was made for) was yesterday.
    await t.db.query('update appointments set day = current_date - 1 where id = $1', [past.id]);
    await t.db.query('update appointment_links set day = current_date - 1 where appointment_id = $1', [past.id]);
    expect(seen(await call(t.app, 'GET', pastLink.path))).toEqual(expected);

    for (const malformed of ['/r/short', '/r/%3Cscript%3E', `/r/${'A'.repeat(200)}`]) expect(seen(await call(t.app, 'GET', malformed))).toEqual(expected);

    // The desk marked the patient arrived: the page shows the appointment, without the actions.
    const arrived = await book('Arrived Patient');
    const arrivedLink = await send(arrived.id);
    await t.db.query("update appointments set state = 'done' where id = $1", [arrived.id]);
    const closed = await call(t.app, 'GET', arrivedLink.path);
    expect(closed.raw).toContain(FR.closed);
    expect(closed.raw).not.toContain(FR.confirm);
    expect((await call(t.app, 'POST', arrivedLink.path, form({ answer: 'confirm' }))).status).toBe(409);
  });

  it('10,000 guessed tokens get nothing but the neutral page', async () => {
    const neutral = (await call(t.app, 'GET', '/r/AAAAAAAAAAAAAAAAAAAAAAAA')).raw;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const answers = new Map<string, number>();
    const guess = async () => {
      const token = Array.from({ length: 24 }, () => alphabet[Math.floor(Math.random() * 64)]).join('');
      const response = await t.app.inject({ method: 'GET', url: `/r/${token}` });
      const key = `${response.statusCode} ${response.body === neutral ? 'neutral' : response.body.slice(0, 80)}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    };
    for (let batch = 0; batch < 100; batch += 1) await Promise.all(Array.from({ length: 100 }, guess));
    expect(Object.fromEntries(answers)).toEqual({ '404 neutral': 10_000 });
  }, 120_000);

  it('limits the requests per link', async () => {
    const { id } = await book('Limit Patient');
    const { path } = await send(id);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await t.app.inject({ method: 'GET', url: path, remoteAddress: `10.0.1.${i}` })).statusCode);
    expect(statuses).toEqual([...Array(40).fill(200), 429]);
    const limited = await call(t.app, 'POST', path, form({ answer: 'confirm' }));
    expect(limited.status).toBe(429);
    expect(await stateOf(id)).toEqual({ state: 'booked', answer: null });
  });

  it('limits the requests per address', async () => {
    const limited = await startTestApp({ replyRateLimit: { perAddress: 5, perLink: 3, timeWindow: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await limited.app.inject({ method: 'GET', url: `/r/${'B'.repeat(23)}${i}` })).statusCode);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
      expect((await limited.app.inject({ method: 'GET', url: `/r/${'C'.repeat(24)}`, remoteAddress: '10.0.0.9' })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it('never writes a token to the log', async () => {
    const lines: string[] = [];
    const logged = await startTestApp({ logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
    try {
      await logged.app.inject({ method: 'GET', url: '/r/SECRETSECRETSECRETSECRET' });
      await logged.app.inject({ method: 'POST', url: '/r/SECRETSECRETSECRETSECRET', payload: 'answer=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.join('\n')).not.toContain('SECRET');
      expect(lines.join('\n')).toContain('/r/:token');
    } finally {
      await logged.close();
    }
  });
});
