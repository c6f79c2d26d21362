import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { DayClose, Payment, PaymentStatistics, PurchaseOrder } from '@dental/contracts';
import { insertPatient, insertPayment } from '../../test/fixtures';
import { ar, call, createLimitedUser, fr, useAdminApp } from '../../test/helpers';
import { cashModeId, createDoctor, createInsurer, createPatient, openInvoice, patientForm } from '../../test/patients';

/**
 * Cash sessions (migration 019): a close takes the payments recorded so far; later payments of the
 * same day go to the next close; a closed session's payments cannot change by any route; a past day
 * with a close refuses a backdated payment; a close can be reopened with a reason; paying an insurer
 * invoice moves no close; and a payment racing a close is in it or in the next session, never lost.
 */

type DayAnswer = { success: DayClose; err?: string; formErrors?: string[] };

describe('cash sessions', () => {
  const { t, admin } = useAdminApp();
  let doctor: string;
  let patient: string;
  let cash: string;
  let card: string;
  let today: string;

  const pay = (amount: number, paymentDate?: string, method = cash) =>
    call<{ success: Payment; err?: string }>(t.app, 'POST', '/api/payment', { token: admin.token, body: { doctor, patient, amount, type: 'payment', method, ...(paymentDate ? { paymentDate } : {}) } });
  const close = (day: string, body: unknown, lang?: string) => call<DayAnswer>(t.app, 'POST', `/api/dayClose/${day}`, { token: admin.token, body, lang });
  const reopen = (id: string, body: unknown, token = admin.token) => call<DayAnswer>(t.app, 'POST', `/api/cashClose/${id}/reopen`, { token, body });
  const dayClose = async (day: string) => (await call<DayAnswer>(t.app, 'GET', `/api/dayClose/${day}`, { token: admin.token })).body.success;
  const paymentsOn = async (day: string) =>
    (await call<{ success: Payment[] }>(t.app, 'GET', `/api/payment?patient=${patient}`, { token: admin.token })).body.success.filter((p) => p.paymentDate === day);

  beforeAll(async () => {
    doctor = (await createDoctor(t.app, admin.token, 'dr.caisse')).user._id;
    patient = (await createPatient(t.app, admin.token, patientForm(doctor, { name: 'Patient Caisse' })))._id;
    cash = await cashModeId(t.app, admin.token);
    card = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/paymentMode', { token: admin.token, body: { name: 'Carte', code: 7 } })).body.success._id;
  });
  // Read again by every test: a run across midnight dates a payment without a day on the new day.
  beforeEach(async () => {
    today = (await t.db.query<{ d: string }>(`select to_char(current_date, 'YYYY-MM-DD') as d`))[0].d;
  });

  it('says an impossible day is one, in the caller’s language', async () => {
    const answer = await call<{ err?: string }>(t.app, 'GET', '/api/dayClose/2026-02-31', { token: admin.token, lang: 'ar' });
    expect(answer.status).toBe(400);
    expect(answer.body.err).toBe(ar('dayClose.dayInvalid'));
  });

  it('closes the session recorded so far with the counted amounts, who closed and the audit trail; refuses a close with nothing to close', async () => {
    for (const [amount, method] of [[0.1, cash], [0.2, cash], [250, card]] as const) expect((await pay(amount, '2026-01-15', method)).status).toBe(200);
    const open = await dayClose('2026-01-15');
    expect({ next: open.next, closes: open.closes }).toEqual({ next: 1, closes: [] });
    expect(open.lines.map((line) => [line.method.name, line.recorded, line.count, line.counted, line.difference])).toEqual([
      ['cash', 0.3, 2, null, null],
      ['Carte', 250, 1, null, null],
    ]);

    expect((await close('2026-01-15', { counted: [{ method: cash, amount: 0.3 }] })).body).toEqual({ formErrors: [fr('dayClose.countedRequired')] });
    expect((await close('2026-01-15', [{ method: cash, amount: 0.3 }, { method: card, amount: 240 }, { method: '987654', amount: 1 }])).body).toEqual({ formErrors: [fr('dayClose.methodInvalid')] });
    expect((await close('2999-01-01', [])).body).toEqual({ formErrors: [fr('dayClose.future')] });
    expect((await dayClose('2026-01-15')).closes).toEqual([]);

    const closed = await close('2026-01-15', { counted: [{ method: cash, amount: 0.3 }, { method: { _id: card }, counted: 250 }] });
    expect(closed.status).toBe(200);
    const [first] = closed.body.success.closes;
    expect({ number: first.number, by: first.by, comment: first.comment, reopened: first.reopened }).toEqual({ number: 1, by: 'admin', comment: '', reopened: null });
    expect(first.lines.map((line) => [line.method.name, line.recorded, line.count, line.counted, line.difference])).toEqual([
      ['cash', 0.3, 2, 0.3, 0],
      ['Carte', 250, 1, 250, 0],
    ]);
    expect(first.totals).toEqual({ recorded: 250.3, counted: 250.3, difference: 0 });
    expect({ next: closed.body.success.next, open: closed.body.success.totals.recorded }).toEqual({ next: 2, open: 0 });
    expect(await dayClose('2026-01-15')).toEqual(closed.body.success);
    const trail = await t.db.query<{ username: string; id: string }>(`select username, entity_id::text as id from audit_log where entity = 'dayClose' and action = 'close'`);
    expect(trail).toEqual([{ username: 'admin', id: first._id }]);
    expect((await paymentsOn('2026-01-15')).map((p) => p.cashClose)).toEqual([0, 1, 2].map(() => ({ _id: first._id, number: 1, day: '2026-01-15', at: first.at })));

    const again = await close('2026-01-15', [{ method: cash, amount: 0 }]);
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { err: fr('dayClose.nothingToClose', { day: '15/01/2026' }) } });
    const stats = await call<{ success: PaymentStatistics }>(t.app, 'GET', `/api/statistics/payments?doctor=${doctor}&from=2026-01-15&to=2026-01-15`, { token: admin.token });
    expect(stats.body.success.dayClose).toEqual({ closedAt: first.at, closedBy: 'admin' });
  });

  it('refuses to change, move out or delete a closed session’s payment, and a payment backdated into a closed day, saying what to do; approving stays possible', async () => {
    const [held] = await paymentsOn('2026-01-15');
    const number = { day: '15/01/2026', number: 1 };
    const body = { doctor, patient, amount: 99, type: 'payment', method: cash };
    const edited = await call(t.app, 'PUT', `/api/payment/${held._id}`, { token: admin.token, body: { ...body, paymentDate: '2026-01-15' } });
    expect({ status: edited.status, body: edited.body }).toEqual({ status: 409, body: { err: fr('payment.sessionClosed', number) } });
    const movedOut = await call(t.app, 'PUT', `/api/payment/${held._id}`, { token: admin.token, body: { ...body, amount: held.amount, paymentDate: today }, lang: 'ar' });
    expect({ status: movedOut.status, body: movedOut.body }).toEqual({ status: 409, body: { err: ar('payment.sessionClosed', number) } });
    const removed = await call(t.app, 'DELETE', `/api/payment/${held._id}`, { token: admin.token });
    expect({ status: removed.status, body: removed.body }).toEqual({ status: 409, body: { err: fr('payment.sessionClosed', number) } });

    const backdated = await pay(10, '2026-01-15');
    expect({ status: backdated.status, body: backdated.body }).toEqual({ status: 409, body: { err: fr('payment.dayClosed', { day: '15/01/2026' }) } });
    expect(fr('payment.dayClosed', { day: '15/01/2026' })).toContain('enregistrez le paiement à la date d’aujourd’hui');
    const other = (await pay(5, '2026-01-16')).body.success;
    const movedIn = await call(t.app, 'PUT', `/api/payment/${other._id}`, { token: admin.token, body: { ...body, paymentDate: '2026-01-15' } });
    expect({ status: movedIn.status, body: movedIn.body }).toEqual({ status: 409, body: { err: fr('payment.dayClosed', { day: '15/01/2026' }) } });

    const approved = await call<{ success: Payment[] }>(t.app, 'PUT', `/api/payment/approve/${doctor}`, { token: admin.token, body: { payments: [held._id] } });
    expect(approved.status).toBe(200);
    const day = await dayClose('2026-01-15');
    expect({ recorded: day.closes[0].totals.recorded, open: day.totals.recorded }).toEqual({ recorded: 250.3, open: 0 });
    expect((await paymentsOn('2026-01-15')).map((p) => p.amount).sort()).toEqual([0.1, 0.2, 250]);
  });

  it('accepts today’s payments and new patients with a consultation after a close: they make the next close of the day', async () => {
    expect((await pay(100)).status).toBe(200);
    const first = await close(today, [{ method: cash, amount: 100 }]);
    expect(first.status).toBe(200);

    const later = await pay(40);
    expect(later.status).toBe(200);
    expect(later.body.success.cashClose).toBeNull();
    const consulted = await createPatient(t.app, admin.token, patientForm(doctor, { name: 'Patient du soir', isConsult: true, method: cash }));
    expect(consulted._id).toBeTruthy();
    const open = await dayClose(today);
    expect(open.next).toBe(2);
    expect(open.lines.find((line) => line.method._id === cash)?.recorded).toBeGreaterThanOrEqual(40);
    // Recorded by the administrator, not a cabinet doctor: awaiting approval, listed before closing.
    expect(open.unapproved.find((one) => one._id === later.body.success._id)).toEqual({ _id: later.body.success._id, patient: { _id: patient, name: 'Patient Caisse' }, doctor: 'dr.caisse', amount: 40, method: 'cash', paymentDate: today });

    const cashLine = open.lines.find((line) => line.method._id === cash);
    const second = await close(today, [{ method: cash, amount: cashLine?.recorded ?? 0 }]);
    expect(second.status).toBe(200);
    expect(second.body.success.closes.map((c) => [c.number, c.totals.recorded])).toEqual([
      [1, 100],
      [2, cashLine?.recorded],
    ]);
    expect((await pay(1)).status).toBe(200);
  });

  it('needs a comment when a counted amount differs from the recorded one, and keeps it', async () => {
    expect((await pay(300, '2026-01-21')).status).toBe(200);
    const refused = await close('2026-01-21', [{ method: cash, amount: 290 }]);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 300, body: { formErrors: [fr('dayClose.commentRequired')] } });
    expect((await close('2026-01-21', { counted: [{ method: cash, amount: 290 }], comment: '   ' })).body).toEqual({ formErrors: [fr('dayClose.commentRequired')] });
    expect((await dayClose('2026-01-21')).closes).toEqual([]);
    const kept = await close('2026-01-21', { counted: [{ method: cash, amount: 290 }, { method: card, amount: 5 }], comment: ' Billet de 10 manquant ' });
    expect(kept.status).toBe(200);
    expect(kept.body.success.closes[0]).toMatchObject({ comment: 'Billet de 10 manquant', totals: { recorded: 300, counted: 295, difference: -5 } });
  });

  it('reads counted amounts by the money rule of every amount', async () => {
    expect((await pay(134_217_741.23, '2026-01-22')).status).toBe(200);
    for (const amount of [5e-324, 0.001, -1, '12', 1e21, Number.MAX_VALUE]) {
      const answer = await close('2026-01-22', [{ method: cash, amount }]);
      expect({ amount, status: answer.status }).toEqual({ amount, status: 300 });
    }
    expect((await close('2026-01-22', [{ method: cash, amount: 10_000_000_000 }])).body.formErrors).toEqual([fr('common.amountTooLarge', { max: { kind: 'money', amount: 9_999_999_999.99 } })]);
    const exact = await close('2026-01-22', [{ method: cash, amount: 134_217_741.23 }]);
    expect(exact.status).toBe(200);
    expect(exact.body.success.closes[0].lines.find((line) => line.method._id === cash)).toMatchObject({ recorded: 134_217_741.23, counted: 134_217_741.23, difference: 0 });
  });

  it('reopens a close with a reason (audited, CLOTURER only): its payments open again and the next close counts them again', async () => {
    expect((await pay(20, '2026-01-23')).status).toBe(200);
    const first = (await close('2026-01-23', [{ method: cash, amount: 20 }])).body.success.closes[0];
    expect((await pay(7, '2026-01-23')).status).toBe(409);

    expect((await reopen(first._id, {})).body).toEqual({ formErrors: [fr('dayClose.reasonRequired')] });
    expect((await reopen(first._id, { reason: '  ' })).body).toEqual({ formErrors: [fr('dayClose.reasonRequired')] });
    expect((await reopen('98765432', { reason: 'x' })).status).toBe(404);
    const viewer = await createLimitedUser(t.app, admin.token, 'stats.viewer', [['AFFICHER_GLOBAL', 'STATISTIQUES_FINANCIERES']]);
    expect((await reopen(first._id, { reason: 'Erreur de saisie' }, viewer.token)).status).toBe(403);

    const reopened = await reopen(first._id, { reason: 'Paiement oublié' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.success.closes[0].reopened).toEqual({ at: expect.stringMatching(/^\d{4}-/), by: 'admin', reason: 'Paiement oublié' });
    expect(reopened.body.success.totals.recorded).toBe(20);
    expect((await paymentsOn('2026-01-23')).map((p) => p.cashClose)).toEqual([null]);
    const trail = await t.db.query<{ id: string; reason: string }>(`select entity_id::text as id, after ->> 'reason' as reason from audit_log where entity = 'dayClose' and action = 'reopen'`);
    expect(trail).toEqual([{ id: first._id, reason: 'Paiement oublié' }]);
    const twice = await reopen(first._id, { reason: 'encore' });
    expect({ status: twice.status, body: twice.body }).toEqual({ status: 409, body: { err: fr('dayClose.alreadyReopened', { number: 1, day: '23/01/2026' }) } });

    expect((await pay(7, '2026-01-23')).status).toBe(200);
    const second = await close('2026-01-23', [{ method: cash, amount: 27 }]);
    expect(second.body.success.closes.map((c) => [c.number, c.totals.recorded, c.reopened === null])).toEqual([
      [1, 20, false],
      [2, 27, true],
    ]);
  });

  it('keeps a closed session’s lines when a payment method is renamed', async () => {
    const cheque = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/paymentMode', { token: admin.token, body: { name: 'Chèque', code: 8 } })).body.success._id;
    expect((await pay(60, '2026-01-24', cheque)).status).toBe(200);
    expect((await close('2026-01-24', [{ method: cash, amount: 0 }, { method: cheque, amount: 60 }])).status).toBe(200);
    const renamed = await call(t.app, 'PUT', `/api/paymentMode/${cheque}`, { token: admin.token, body: { name: 'Virement', code: 8 } });
    expect(renamed.status).toBe(200);
    const day = await dayClose('2026-01-24');
    expect(day.closes[0].lines.find((line) => line.method._id === cheque)?.method.name).toBe('Chèque');
    expect(day.lines.find((line) => line.method._id === cheque)?.method.name).toBe('Virement');
  });

  it('leaves a close’s figures as they were when an insurer invoice of its day is paid', async () => {
    const insurer = await createInsurer(t.app, admin.token, 'CNAM caisse', 300);
    const insured = await insertPatient(t.db, { name: 'Assuré Caisse', assuranceId: insurer, percentCovered: 80, doctorIds: [doctor] });
    const invoice = await openInvoice(t.app, admin.token, insurer, doctor);
    await insertPayment(t.db, { patientId: insured, doctorId: doctor, amount: 60, methodId: cash, paymentDate: '2026-01-26' });
    await insertPayment(t.db, { patientId: insured, doctorId: doctor, amount: 240, invoiceId: invoice, paymentDate: '2026-01-26' });
    const closed = await close('2026-01-26', [{ method: cash, amount: 60 }]);
    expect(closed.status).toBe(200);
    const before = await dayClose('2026-01-26');
    // The drawer's money only: the insurer's 240 is not the patient's payment.
    expect({ totals: before.closes[0].totals, cash: before.closes[0].lines.find((line) => line.method._id === cash) }).toEqual({
      totals: { recorded: 60, counted: 60, difference: 0 },
      cash: { method: { _id: cash, name: 'cash' }, recorded: 60, count: 1, counted: 60, difference: 0 },
    });
    const paid = await call(t.app, 'PUT', `/api/assurance/invoices/${insurer}/payInvoice/${invoice}`, { token: admin.token });
    expect(paid.status).toBe(200);
    expect(await dayClose('2026-01-26')).toEqual(before);
    // The insurance payment is no drawer money: the invoice it is on is settled after the close all the same.
    expect((await t.db.query<{ payed: boolean }>('select payed from insurance_invoices where id = $1', [invoice]))[0].payed).toBe(true);
  });

  it('holds laboratory and purchase-order payments of a closed session like patients’ payments', async () => {
    const lab = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Labo Caisse', phone: '45250000' } })).body.success._id;
    const labPay = (createdAt: string) =>
      call<{ success: { _id: string }; err?: string }>(t.app, 'POST', `/api/laboratory/payments?labId=${lab}`, { token: admin.token, body: { amount: 500, comment: 'Acompte', doctor, createdAt } });
    const labPayment = (await labPay('2026-01-27')).body.success._id;
    const supplier = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/supplier', { token: admin.token, body: { name: 'Fournisseur Caisse', phone: '45250001' } })).body.success._id;
    const consumable = await call<{ success: { _id: string } }>(t.app, 'POST', '/api/consumableList', { token: admin.token, body: { name: 'Gants caisse' } });
    expect(consumable.status).toBe(200);
    const order = (
      await call<{ success: PurchaseOrder }>(t.app, 'POST', `/api/purchaseOrder/${doctor}`, {
        token: admin.token,
        body: { supplier, LinePurchaseOrder: [{ consumable: consumable.body.success._id, qty: 10, price: 100 }] },
      })
    ).body.success;
    const orderPay = (createdAt: string) => call<{ success: PurchaseOrder; err?: string }>(t.app, 'POST', `/api/purchaseOrder/${doctor}/${order._id}/payment`, { token: admin.token, body: { payment: 200, createdAt } });
    expect((await orderPay('2026-01-27')).status).toBe(200);
    const supplierPayment = (await t.db.query<{ id: string }>('select id::text as id from supplier_payments where purchase_order_id = $1', [order._id]))[0].id;

    const open = await dayClose('2026-01-27');
    expect({ labs: open.labs, suppliers: open.suppliers }).toEqual({ labs: { count: 1, amount: 500 }, suppliers: { count: 1, amount: 200 } });
    const closed = await close('2026-01-27', []);
    expect(closed.status).toBe(200);
    expect(closed.body.success.closes[0]).toMatchObject({ labs: { count: 1, amount: 500 }, suppliers: { count: 1, amount: 200 } });

    const number = { day: '27/01/2026', number: 1 };
    const labEdit = await call(t.app, 'PUT', `/api/laboratory/payments/${labPayment}?labId=${lab}`, { token: admin.token, body: { amount: 400, comment: 'x', createdAt: '2026-01-27' } });
    expect({ status: labEdit.status, body: labEdit.body }).toEqual({ status: 409, body: { err: fr('payment.sessionClosed', number) } });
    const labRemove = await call(t.app, 'DELETE', `/api/laboratory/payments/${labPayment}?labId=${lab}`, { token: admin.token });
    expect({ status: labRemove.status, body: labRemove.body }).toEqual({ status: 409, body: { err: fr('payment.sessionClosed', number) } });
    const labBackdated = await labPay('2026-01-27');
    expect({ status: labBackdated.status, body: labBackdated.body }).toEqual({ status: 409, body: { err: fr('payment.dayClosed', { day: '27/01/2026' }) } });

    const orderEdit = await call(t.app, 'PUT', `/api/purchaseOrder/${doctor}/${order._id}/payment/${supplierPayment}`, { token: admin.token, body: { payment: 100 } });
    expect({ status: orderEdit.status, body: orderEdit.body }).toEqual({ status: 409, body: { err: fr('payment.sessionClosed', number) } });
    const orderRemove = await call(t.app, 'DELETE', `/api/purchaseOrder/${doctor}/${order._id}/payment/${supplierPayment}`, { token: admin.token });
    expect({ status: orderRemove.status, body: orderRemove.body }).toEqual({ status: 409, body: { err: fr('payment.sessionClosed', number) } });
    const orderBackdated = await orderPay('2026-01-27');
    expect({ status: orderBackdated.status, body: orderBackdated.body }).toEqual({ status: 409, body: { err: fr('payment.dayClosed', { day: '27/01/2026' }) } });
    expect((await t.db.query('select 1 from supplier_payments where purchase_order_id = $1', [order._id])).length).toBe(1);
  });

  it('keeps every payment of today written while a close runs either in that close or in the next session, never lost', async () => {
    const before = await dayClose(today);
    const counted = before.lines.filter((line) => line.count > 0).map((line) => ({ method: line.method._id, amount: 0 }));
    expect((await pay(1)).status).toBe(200);
    const amounts = Array.from({ length: 24 }, (_, index) => index + 1);
    const writes = amounts.map((amount, index) => new Promise((resolve) => setTimeout(resolve, index)).then(() => pay(amount)));
    const closing = new Promise((resolve) => setTimeout(resolve, 8)).then(() => close(today, { counted: [...counted, { method: cash, amount: 0 }], comment: 'course' }));
    const [closed, ...results] = await Promise.all([closing, ...writes]);
    expect(closed.status).toBe(200);
    expect(results.map((r) => r.status)).toEqual(amounts.map(() => 200));
    const after = await dayClose(today);
    const made = after.closes.at(-1);
    const stored = await t.db.query<{ n: number; total: string }>(`select count(*)::int as n, sum(amount)::text as total from payments where payment_date = current_date and cash_close_id = $1`, [made?._id]);
    const open = await t.db.query<{ n: number }>(`select count(*)::int as n from payments where payment_date = current_date and cash_close_id is null and not supported`);
    expect({ inClose: made?.totals.recorded, count: made?.lines.reduce((sum, line) => sum + line.count, 0) }).toEqual({ inClose: Number(stored[0].total), count: stored[0].n });
    expect(stored[0].n + open[0].n).toBe(25 + before.lines.reduce((sum, line) => sum + line.count, 0));
    expect(after.lines.reduce((sum, line) => sum + line.count, 0)).toBe(open[0].n);
  });

  it('keeps the daily summary equal to the payments it sums, through creations, edits, deletions, approvals and closes', async () => {
    const moved = (await pay(7.5, '2026-02-03')).body.success;
    await call(t.app, 'PUT', `/api/payment/${moved._id}`, { token: admin.token, body: { doctor, patient, amount: 8.25, type: 'payment', method: card, paymentDate: '2026-02-04' } });
    await call(t.app, 'DELETE', `/api/payment/${(await pay(3, '2026-02-04')).body.success._id}`, { token: admin.token });
    await close('2026-02-04', [{ method: cash, amount: 0 }, { method: card, amount: 8.25 }]);
    const summary = `select to_char(day, 'YYYY-MM-DD') as day, doctor_id::text as doctor, method_id::text as method, approved, payments, amount::text as amount
                       from payment_day_totals where payments > 0 order by 1, 2, 3, 4`;
    const live = `select to_char(payment_date, 'YYYY-MM-DD') as day, doctor_id::text as doctor, coalesce(method_id, 0)::text as method, approved, count(*)::int as payments, sum(amount)::text as amount
                    from payments where not supported group by 1, 2, 3, 4 order by 1, 2, 3, 4`;
    expect(await t.db.query(summary)).toEqual(await t.db.query(live));
  });
});
