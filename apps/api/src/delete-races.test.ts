import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { call, fr, useAdminApp, type CallResult } from './test/helpers';
import { createDoctor, createInsurer, openInvoice, patientForm, roleId } from './test/patients';

/**
 * Deleting one row from many requests at once (a double click, a retrying client, two people):
 * exactly one request deletes it and answers 200; every other one is told it is gone (404), or
 * gets the route's documented refusal. The database decides (`delete … returning`, or the row
 * lock of a transaction), never a read made before the delete. Runs on PGlite and, with
 * `node tools/test-postgres.mjs delete-races`, on PostgreSQL where the requests really overlap.
 */

const PARALLEL = 50;

type Created = { success: { _id: string } };

async function created(app: FastifyInstance, token: string, url: string, body?: unknown): Promise<string> {
  const response = await call<Created>(app, 'POST', url, { token, body });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.raw}`);
  return response.body.success._id;
}

/** The same DELETE sent PARALLEL times at once, answers tallied as "status body". */
async function race(app: FastifyInstance, token: string, url: string): Promise<{ tally: Record<string, number>; answers: CallResult[] }> {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => call(app, 'DELETE', url, { token })));
  const tally: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.status === 200 ? '200' : `${answer.status} ${JSON.stringify(answer.body)}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return { tally, answers };
}

const notFound = `404 ${JSON.stringify({ err: fr('common.notFound') })}`;

describe(`${PARALLEL} parallel deletes of one row`, () => {
  const { t, admin } = useAdminApp();

  /** Expects exactly one 200 answering the row, and `refusal` for all the others. */
  async function expectOneDelete(url: string, id: string, refusal = notFound) {
    const { tally, answers } = await race(t.app, admin.token, url);
    expect({ url, tally }).toEqual({ url, tally: { '200': 1, [refusal]: PARALLEL - 1 } });
    const winner = answers.find((answer) => answer.status === 200);
    expect((winner?.body as Created).success._id).toBe(id);
    return winner;
  }

  it('patients', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.race');
    const id = await created(t.app, admin.token, '/api/patient', patientForm(doctor._id, { name: 'Race Patient' }));
    await expectOneDelete(`/api/patient/${id}`, id);
    expect(await t.db.query('select id from patients where id = $1', [id])).toEqual([]);
  });

  it('payment modes', async () => {
    const id = await created(t.app, admin.token, '/api/paymentMode', { name: 'Race mode', code: 91 });
    await expectOneDelete(`/api/paymentMode/${id}`, id);
  });

  it('insurers', async () => {
    const id = await createInsurer(t.app, admin.token, 'Race insurer', 1000);
    await expectOneDelete(`/api/assurance/${id}`, id);
  });

  it("an insurer's treatments", async () => {
    const insurer = await createInsurer(t.app, admin.token, 'Race insurer 2', 1000);
    const id = await created(t.app, admin.token, `/api/assurance/${insurer}/treatments`, { name: 'Race act', price: 500, type: 'soins' });
    await expectOneDelete(`/api/assurance/${insurer}/treatments/${id}`, id);
  });

  it("the cabinet's treatments", async () => {
    const id = await created(t.app, admin.token, '/api/treatment', { name: 'Race treatment', price: 700, type: 'soins' });
    await expectOneDelete(`/api/treatment/${id}`, id);
  });

  it('users', async () => {
    const role = await roleId(t.app, admin.token, 'Assistant');
    const id = await created(t.app, admin.token, '/api/user', { username: 'race.user', password: 'race-pass-1', phone: '22222222', doctor: null, roles: [role] });
    await expectOneDelete(`/api/user/${id}`, id);
  });

  it('roles', async () => {
    const id = await created(t.app, admin.token, '/api/role', { name: 'Race role' });
    await expectOneDelete(`/api/role/${id}`, id);
  });

  it('permissions', async () => {
    const id = await created(t.app, admin.token, '/api/permission', { name: 'RACE', collectionName: 'RACES' });
    await expectOneDelete(`/api/permission/${id}`, id);
  });

  it('invoices (deleteInvoice), and paying by DELETE (payInvoice: the others are told it is paid)', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.invoice.race');
    const insurer = await createInsurer(t.app, admin.token, 'Race insurer 3', 1000);
    const first = await openInvoice(t.app, admin.token, insurer, doctor._id);
    await expectOneDelete(`/api/assurance/invoices/${insurer}/deleteInvoice/${first}`, first);

    const second = await openInvoice(t.app, admin.token, insurer, doctor._id);
    const winner = await expectOneDelete(
      `/api/assurance/invoices/${insurer}/payInvoice/${second}`,
      second,
      `300 ${JSON.stringify({ formErrors: [fr('invoice.alreadyPayed')] })}`,
    );
    expect((winner?.body as { success: { payed: boolean } }).success.payed).toBe(true);
  });
});
