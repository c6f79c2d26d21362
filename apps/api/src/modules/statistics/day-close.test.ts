import { beforeAll, describe, expect, it } from '@jest/globals';
import type { DayClose, Payment, PaymentStatistics } from '@dental/contracts';
import { ar, call, fr, useAdminApp } from '../../test/helpers';
import { cashModeId, createDoctor, createPatient, patientForm } from '../../test/patients';

/**
 * The day close: what it records, the refusal of any later write on the closed day's payments
 * (translated), and, under concurrent requests, that a payment written while its day is being
 * closed is either in the closed totals or refused — never lost from both.
 */

describe('day close', () => {
  const { t, admin } = useAdminApp();
  let doctor: string;
  let patient: string;
  let cash: string;
  let card: string;

  const pay = (amount: number, paymentDate: string, method = cash) =>
    call<{ success: Payment; err?: string }>(t.app, 'POST', '/api/payment', { token: admin.token, body: { doctor, patient, amount, type: 'payment', method, paymentDate } });
  const close = (day: string, counted: unknown) => call<{ success: DayClose; err?: string; formErrors?: string[] }>(t.app, 'POST', `/api/dayClose/${day}`, { token: admin.token, body: counted });
  const dayClose = async (day: string) => (await call<{ success: DayClose }>(t.app, 'GET', `/api/dayClose/${day}`, { token: admin.token })).body.success;

  beforeAll(async () => {
    doctor = (await createDoctor(t.app, admin.token, 'dr.caisse')).user._id;
    patient = (await createPatient(t.app, admin.token, patientForm(doctor, { name: 'Patient Caisse' })))._id;
    cash = await cashModeId(t.app, admin.token);
    card = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/paymentMode', { token: admin.token, body: { name: 'Carte', code: 7 } })).body.success._id;
  });

  it('says an impossible day is one, in the caller’s language', async () => {
    const answer = await call<{ err?: string }>(t.app, 'GET', '/api/dayClose/2026-02-31', { token: admin.token, lang: 'ar' });
    expect(answer.status).toBe(400);
    expect(answer.body.err).toBe(ar('dayClose.dayInvalid'));
  });

  it('shows a day’s recorded takings per method, then closes it with the counted amounts, the audit trail and who closed it', async () => {
    for (const [amount, method] of [[0.1, cash], [0.2, cash], [250, card]] as const) expect((await pay(amount, '2026-01-15', method)).status).toBe(200);
    const open = await dayClose('2026-01-15');
    expect(open.closed).toBeNull();
    expect(open.lines.map((line) => [line.method.name, line.recorded, line.count, line.counted, line.difference])).toEqual([
      ['cash', 0.3, 2, null, null],
      ['Carte', 250, 1, null, null],
    ]);

    expect((await close('2026-01-15', { counted: [{ method: cash, amount: 0.3 }] })).body).toEqual({ formErrors: [fr('dayClose.countedRequired')] });
    expect((await close('2026-01-15', [{ method: cash, amount: 0.3 }, { method: card, amount: 240 }, { method: '987654', amount: 1 }])).body).toEqual({ formErrors: [fr('dayClose.methodInvalid')] });
    expect((await close('2999-01-01', [])).body).toEqual({ formErrors: [fr('dayClose.future')] });

    const closed = await close('2026-01-15', [{ method: cash, amount: 0.3 }, { method: { _id: card }, counted: 240 }]);
    expect(closed.status).toBe(200);
    expect(closed.body.success.closed?.by).toBe('admin');
    expect(closed.body.success.lines.map((line) => [line.method.name, line.recorded, line.counted, line.difference])).toEqual([
      ['cash', 0.3, 0.3, 0],
      ['Carte', 250, 240, -10],
    ]);
    expect(closed.body.success.totals).toEqual({ recorded: 250.3, counted: 240.3, difference: -10 });
    expect(await dayClose('2026-01-15')).toEqual(closed.body.success);
    const trail = await t.db.query<{ username: string }>(`select username from audit_log where entity = 'dayClose' and action = 'close'`);
    expect(trail).toEqual([{ username: 'admin' }]);

    const again = await close('2026-01-15', [{ method: cash, amount: 0.3 }, { method: card, amount: 250 }]);
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { err: fr('dayClose.alreadyClosed', { day: '15/01/2026' }) } });
    const stats = await call<{ success: PaymentStatistics }>(t.app, 'GET', `/api/statistics/payments?doctor=${doctor}&from=2026-01-15&to=2026-01-15`, { token: admin.token });
    expect(stats.body.success.dayClose).toEqual({ closedAt: closed.body.success.closed?.at, closedBy: 'admin' });
  });

  it('refuses to create, change, move in or out, or delete a closed day’s payment, in the request’s language; approving stays possible', async () => {
    const refused = { status: 409, body: { err: fr('payment.dayClosed', { day: '15/01/2026' }) } };
    const created = await pay(10, '2026-01-15');
    expect({ status: created.status, body: created.body }).toEqual(refused);

    const [onClosed] = (await call<{ success: Payment[] }>(t.app, 'GET', `/api/payment?patient=${patient}`, { token: admin.token })).body.success.filter((p) => p.paymentDate === '2026-01-15');
    const body = { doctor, patient, amount: 99, type: 'payment', method: cash };
    const edited = await call(t.app, 'PUT', `/api/payment/${onClosed._id}`, { token: admin.token, body: { ...body, paymentDate: '2026-01-15' } });
    expect({ status: edited.status, body: edited.body }).toEqual(refused);
    const movedOut = await call(t.app, 'PUT', `/api/payment/${onClosed._id}`, { token: admin.token, body: { ...body, paymentDate: '2026-01-16' }, lang: 'ar' });
    expect({ status: movedOut.status, body: movedOut.body }).toEqual({ status: 409, body: { err: ar('payment.dayClosed', { day: '15/01/2026' }) } });
    const other = (await pay(5, '2026-01-16')).body.success;
    const movedIn = await call(t.app, 'PUT', `/api/payment/${other._id}`, { token: admin.token, body: { ...body, paymentDate: '2026-01-15' } });
    expect({ status: movedIn.status, body: movedIn.body }).toEqual(refused);
    const removed = await call(t.app, 'DELETE', `/api/payment/${onClosed._id}`, { token: admin.token });
    expect({ status: removed.status, body: removed.body }).toEqual(refused);

    const approved = await call<{ success: Payment[] }>(t.app, 'PUT', `/api/payment/approve/${doctor}`, { token: admin.token, body: { payments: [onClosed._id] } });
    expect(approved.status).toBe(200);
    expect((await dayClose('2026-01-15')).totals.recorded).toBe(250.3);
  });

  it('keeps every payment written while its day is being closed either in the closed totals or refused', async () => {
    const day = '2026-01-20';
    const amounts = Array.from({ length: 24 }, (_, index) => index + 1);
    const writes = amounts.map((amount, index) => new Promise((resolve) => setTimeout(resolve, index)).then(() => pay(amount, day)));
    const closing = new Promise((resolve) => setTimeout(resolve, 8)).then(() => close(day, [{ method: cash, amount: 0 }]));
    const [closed, ...results] = await Promise.all([closing, ...writes]);
    expect(closed.status).toBe(200);
    const kept = results.filter((r) => r.status === 200).map((r) => r.body.success.amount);
    const refused = results.filter((r) => r.status !== 200);
    for (const r of refused) expect({ status: r.status, body: r.body }).toEqual({ status: 409, body: { err: fr('payment.dayClosed', { day: '20/01/2026' }) } });
    const line = (await dayClose(day)).lines.find((l) => l.method._id === cash);
    expect({ count: line?.count, recorded: line?.recorded }).toEqual({ count: kept.length, recorded: kept.reduce((sum, amount) => sum + amount, 0) });
    const stored = await t.db.query<{ n: number }>(`select count(*)::int as n from payments where payment_date = $1`, [day]);
    expect(stored[0].n).toBe(kept.length);
  });

  it('approves each payment once under concurrent bulk approvals', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await pay(1 + i, '2026-02-02')).body.success._id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(t.app, 'PUT', `/api/payment/approve/${doctor}`, { token: admin.token, body: { payments: ids } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.db.query<{ approved: boolean }>('select approved from payments where id = any($1::bigint[])', [ids]);
    expect(rows.every((row) => row.approved)).toBe(true);
    const trail = await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'payment' and action = 'approve' and entity_id = any($1::bigint[])`, [ids]);
    expect(trail[0].n).toBe(ids.length);
  });

  it('keeps the daily summary equal to the payments it sums, through creations, edits, deletions, approvals and races', async () => {
    const moved = (await pay(7.5, '2026-02-03')).body.success;
    await call(t.app, 'PUT', `/api/payment/${moved._id}`, { token: admin.token, body: { doctor, patient, amount: 8.25, type: 'payment', method: card, paymentDate: '2026-02-04' } });
    await call(t.app, 'DELETE', `/api/payment/${(await pay(3, '2026-02-04')).body.success._id}`, { token: admin.token });
    const summary = `select to_char(day, 'YYYY-MM-DD') as day, doctor_id::text as doctor, method_id::text as method, approved, payments, amount::text as amount
                       from payment_day_totals where payments > 0 order by 1, 2, 3, 4`;
    const live = `select to_char(payment_date, 'YYYY-MM-DD') as day, doctor_id::text as doctor, coalesce(method_id, 0)::text as method, approved, count(*)::int as payments, sum(amount)::text as amount
                    from payments where not supported group by 1, 2, 3, 4 order by 1, 2, 3, 4`;
    expect(await t.db.query(summary)).toEqual(await t.db.query(live));
  });
});
