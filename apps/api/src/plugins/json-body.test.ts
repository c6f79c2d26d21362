import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Patient, PaymentMode } from '@dental/contracts';
import { call, fr, loginAdmin, startTestApp, type Session, type TestApp } from '../test/helpers';
import { createDoctor, createInsurer, patientForm } from '../test/patients';
import { jsonDeeperThan, MAX_JSON_DEPTH } from './json-body';

const JSON_TYPE = { 'content-type': 'application/json' };

/** `{"a":{"a":...{"a":1}...}}` with `depth` objects. */
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** `[[...[1]...]]` with `depth` arrays. */
const nestedArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('jsonDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDeeperThan(nestedObject(32), 32)).toBe(false);
    expect(jsonDeeperThan(nestedObject(33), 32)).toBe(true);
    expect(jsonDeeperThan(nestedArray(33), 32)).toBe(true);
    expect(jsonDeeperThan(`{"a":[{"b":[${nestedObject(28)}]}]}`, 32)).toBe(false);
    expect(jsonDeeperThan(`{"a":[{"b":[${nestedObject(29)}]}]}`, 32)).toBe(true);
    const brackets = `{"name":"${'[{'.repeat(5000)}","b":"\\"${'{'.repeat(100)}"}`;
    expect(jsonDeeperThan(brackets, 32)).toBe(false);
    // Siblings do not add up.
    expect(jsonDeeperThan(`[${Array.from({ length: 1000 }, () => nestedArray(10)).join(',')}]`, 32)).toBe(false);
  });
});

describe('JSON bodies', () => {
  let t: TestApp;
  let admin: Session;
  let doctor: Session;
  let patient: Patient;
  let assuranceId: string;

  beforeAll(async () => {
    t = await startTestApp({ bodyLimit: 64 * 1024 });
    admin = await loginAdmin(t.app);
    doctor = await createDoctor(t.app, admin.token, 'dr.json');
    const created = await call<{ success: Patient }>(t.app, 'POST', '/api/patient', { token: admin.token, body: patientForm(doctor._id) });
    if (created.status !== 200) throw new Error(created.raw);
    patient = created.body.success;
    assuranceId = await createInsurer(t.app, admin.token, 'CNAM', 1500);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: string, headers: Record<string, string> = JSON_TYPE) =>
    t.app.inject({ method, url, payload, headers: { ...headers, authorization: `Bearer ${admin.token}` } });

  it('refuses a field nested 4,000 levels deep with 400 invalidBody, on the patient routes and everywhere', async () => {
    const deep = `{"name":"Deep","contact":${nestedObject(4000)}}`;
    const deepArray = `{"name":"Deep","doctor":${nestedArray(4000)}}`;
    const routes: ['POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', '/api/patient'],
      ['PUT', `/api/patient/${patient._id}`],
      ['POST', '/api/patient/returnPatient'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/role'],
      ['PUT', '/api/setting'],
      ['PUT', '/api/registry/admin'],
      ['POST', '/api/assurance'],
      ['DELETE', `/api/patient/${patient._id}`],
    ];
    for (const [method, url] of routes) {
      for (const payload of [deep, deepArray, nestedArray(20_000)]) {
        const response = await send(method, url, payload);
        expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
          method,
          url,
          status: 400,
          body: { err: fr('common.invalidBody') },
        });
      }
    }
    // Nothing was changed or deleted.
    const still = await call(t.app, 'GET', `/api/patient/${patient._id}`, { token: admin.token });
    expect(still.status).toBe(200);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1}`, async () => {
    // The form is one level: the contact leaves MAX_JSON_DEPTH - 1 for what it holds.
    const atLimit = await send('POST', '/api/patient', `{"name":"At limit","contact":${nestedObject(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.statusCode).toBe(300);
    const over = await send('POST', '/api/patient', `{"name":"Over","contact":${nestedObject(MAX_JSON_DEPTH)}}`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ err: fr('common.invalidBody') });
  });

  it('keeps the prototype-poisoning protection, malformed JSON and the size limit', async () => {
    for (const payload of [
      '{"__proto__":{"dev":true},"name":"Proto"}',
      '{"name":"Proto","constructor":{"prototype":{"dev":true}}}',
      '{"name":',
      '{"name":"x"} trailing',
      "{'name':'x'}",
    ]) {
      const response = await send('POST', '/api/role', payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({ payload, status: 400, body: { err: fr('common.invalidBody') } });
    }
    const large = await send('POST', '/api/role', JSON.stringify({ name: 'x'.repeat(70 * 1024) }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ err: fr('common.bodyTooLarge') });
    const roles = await t.db.query<{ name: string }>("select name from roles where name in ('Proto', 'x')");
    expect(roles).toEqual([]);
  });

  it('parses ordinary bodies, with or without a charset', async () => {
    const response = await send('POST', '/api/paymentMode', JSON.stringify({ name: 'Chèque', code: 7 }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toMatchObject({ name: 'Chèque', code: 7 });
  });

  it('takes an empty JSON body for no body: deletes, invoice creation and payment succeed', async () => {
    const mode = await call<{ success: PaymentMode }>(t.app, 'POST', '/api/paymentMode', { token: admin.token, body: { name: 'Virement', code: 8 } });
    for (const payload of ['', '  \n']) {
      const other = await call<{ success: PaymentMode }>(t.app, 'POST', '/api/paymentMode', {
        token: admin.token,
        body: { name: `Mode ${payload.length}`, code: 20 + payload.length },
      });
      const removed = await send('DELETE', `/api/paymentMode/${other.body.success._id}`, payload);
      expect({ payload, status: removed.statusCode }).toEqual({ payload, status: 200 });
    }
    const removed = await send('DELETE', `/api/paymentMode/${mode.body.success._id}`, '');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().success).toMatchObject({ name: 'Virement' });

    const created = await send('POST', `/api/assurance/invoices/${assuranceId}?doctor=${doctor._id}`, '');
    expect(created.statusCode).toBe(200);
    const invoiceId = created.json().success._id as string;
    const paid = await send('PUT', `/api/assurance/invoices/${assuranceId}/payInvoice/${invoiceId}`, '');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().success).toMatchObject({ payed: true });

    const second = await send('POST', `/api/assurance/invoices/${assuranceId}?doctor=${doctor._id}`, '');
    expect(second.statusCode).toBe(200);
    const secondId = second.json().success._id as string;
    const paidByDelete = await send('DELETE', `/api/assurance/invoices/${assuranceId}/payInvoice/${secondId}`, '');
    expect(paidByDelete.statusCode).toBe(200);
    const third = await send('POST', `/api/assurance/invoices/${assuranceId}?doctor=${doctor._id}`, '');
    const deleted = await send('DELETE', `/api/assurance/invoices/${assuranceId}/deleteInvoice/${third.json().success._id}`, '');
    expect(deleted.statusCode).toBe(200);
  });

  it('answers the usual 300 validation messages to an empty body where a body is needed', async () => {
    const empty = await send('POST', '/api/paymentMode', '');
    const none = await call(t.app, 'POST', '/api/paymentMode', { token: admin.token, body: {} });
    expect(empty.statusCode).toBe(300);
    expect(empty.json()).toEqual(none.body);
    const patientEmpty = await send('POST', '/api/patient', '');
    const patientNone = await call(t.app, 'POST', '/api/patient', { token: admin.token, body: {} });
    expect(patientEmpty.statusCode).toBe(300);
    expect(patientEmpty.json()).toEqual(patientNone.body);
    const put = await send('PUT', `/api/patient/${patient._id}`, '');
    expect(put.statusCode).toBe(300);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '', headers: JSON_TYPE });
    expect(login.statusCode).toBe(300);
  });
});
