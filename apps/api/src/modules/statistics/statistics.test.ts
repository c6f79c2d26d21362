import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AccountingStatistics, PaymentStatistics, StatisticsYears, TreatmentStatistics } from '@dental/contracts';
import { call, createRole, createUser, fr, useAdminApp } from '../../test/helpers';
import { insertPatient, insertPayment } from '../../test/fixtures';
import type { Queryable } from '../../db/types';
import { runReads } from '../../db/one-statement';
import { periodOfRange } from '@dental/domain';
import { keptSession, runKeptReads } from './kept-plan';
import { paymentsTabReads } from './routes';

/**
 * The statistics' figures against an independent computation: integer cents and BigInt here,
 * written without the finance functions of libs/domain that the API uses.
 */

/** cents × basis points / 10 000, the nearest cent, a half going up. */
const percentOf = (cents: number, basisPoints: number) => Number((BigInt(cents) * BigInt(basisPoints) + 5_000n) / 10_000n);
const mru = (cents: number) => cents / 100;

interface Fixture {
  a: string;
  b: string;
  cash: string;
  card: string;
  insurer: string;
  covered80: string;
}

async function seed(db: Queryable): Promise<Fixture> {
  const doctor = async (username: string, percentage: string) =>
    (
      await db.query<{ id: string }>(
        `insert into users (username, password_hash, phone, doctor_cabinet, doctor_percentage) values ($1, 'x', '22222222', true, $2) returning id::text as id`,
        [username, percentage],
      )
    )[0].id;
  const a = await doctor('dr.a', '40');
  const b = await doctor('dr.b', '33.33');
  const cash = (await db.query<{ id: string }>(`select id::text as id from payment_modes where name = 'cash'`))[0].id;
  const card = (await db.query<{ id: string }>(`insert into payment_modes (name, code) values ('Carte', 7) returning id::text as id`))[0].id;
  const insurer = (await db.query<{ id: string }>(`insert into assurances (name, cons_price) values ('CNAM', 400) returning id::text as id`))[0].id;
  // The paid invoice was paid on the day of its payments: they count on 10 March.
  const invoice = async (num: number, paid: boolean) =>
    (
      await db.query<{ id: string }>(
        `insert into insurance_invoices (assurance_id, doctor_id, num_invoice, payed, finish, payed_at) values ($1, $2, $3, $4, $4, case when $4 then '2026-03-10T17:00:00Z'::timestamptz end) returning id::text as id`,
        [insurer, a, num, paid],
      )
    )[0].id;
  const paidInvoice = await invoice(1, true);
  const openInvoice = await invoice(2, false);
  const plain = await insertPatient(db, { name: 'Patient Simple', regNo: 1, doctorIds: [a, b] });
  const covered80 = await insertPatient(db, { name: 'Assuré Quatre-vingts', assuranceId: insurer, percentCovered: 80, doctorIds: [a] });
  const covered33 = await insertPatient(db, { name: 'Assuré Tiers', assuranceId: insurer, percentCovered: '33.33', doctorIds: [a] });

  const pay = async (doctorId: string, amount: string, paymentDate: string, more: { methodId?: string; invoiceId?: string; patientId?: string; approved?: boolean } = {}) => {
    const id = await insertPayment(db, { patientId: more.patientId ?? plain, doctorId, amount, paymentDate, methodId: more.invoiceId ? null : (more.methodId ?? cash), invoiceId: more.invoiceId });
    if (more.approved !== false) await db.query('update payments set approved = true where id = $1', [id]);
  };
  // Doctor A, 10 March 2026.
  await pay(a, '0.10', '2026-03-10');
  await pay(a, '0.20', '2026-03-10');
  await pay(a, '1000.01', '2026-03-10', { methodId: card, approved: false });
  await pay(a, '500.00', '2026-03-10', { patientId: covered80, invoiceId: paidInvoice });
  // Unapproved, but only awaiting its insurer: not among the payments to approve.
  await pay(a, '300.00', '2026-03-10', { patientId: covered80, invoiceId: openInvoice, approved: false });
  for (let i = 0; i < 3; i += 1) await pay(a, '0.01', '2026-03-10', { patientId: covered33, invoiceId: paidInvoice });
  // Doctor B in March, both doctors in February, B once in 2024.
  await pay(b, '999.99', '2026-03-10');
  await pay(b, '250.50', '2026-03-11', { methodId: card, approved: false });
  await pay(a, '100.00', '2026-02-15');
  await pay(b, '50.00', '2026-02-15');
  await pay(b, '10.00', '2024-06-01');

  const id = async (sql: string, params: unknown[] = []) => (await db.query<{ id: string }>(sql, params))[0].id;
  const lab = await id(`insert into laboratories (name) values ('Labo Nord') returning id::text as id`);
  const treatment = await id(`insert into treatments (name, price, type) values ('Couronne', 9000, 'prothese') returning id::text as id`);
  const labWork = (doctorId: string, price: string, teeth: string[], at: string) =>
    db.query(`insert into lab_consumptions (laboratory_id, doctor_id, patient_id, treatment_id, price, teeth, created_at) values ($1, $2, $3, $4, $5, $6, $7)`, [lab, doctorId, plain, treatment, price, teeth, at]);
  await labWork(a, '150.50', ['11', '12'], '2026-03-05T10:00:00Z');
  await labWork(a, '200.00', ['14'], '2026-03-10T12:00:00Z');
  await labWork(b, '100.00', ['21'], '2026-03-31T23:59:00Z');
  await labWork(a, '999.00', ['31'], '2026-04-01T00:00:00Z');
  const supplier = await id(`insert into suppliers (name, phone) values ('Sahel', '45251111') returning id::text as id`);
  await db.query(`insert into purchase_orders (doctor_id, supplier_id, num, total, created_at) values ($1, $2, 1, 1250.25, '2026-03-03T09:00:00Z')`, [a, supplier]);
  await db.query(`insert into consumptions (doctor_id, note, amount, created_at) values ($1, 'Électricité', 100.30, '2026-03-07T09:00:00Z')`, [b]);

  const sheet = await id(`insert into treatment_sheets (patient_id, num_fiche) values ($1, 1) returning id::text as id`, [plain]);
  const act = (acte: string, teeth: string[], amount: string, finish: number, day: string) =>
    db.query(`insert into sheet_lines (sheet_id, doctor_id, acte, teeth, amount, finish, date_appointment) values ($1, $2, $3, $4, $5, $6, $7)`, [sheet, a, acte, teeth, amount, finish, day]);
  await act('Extraction', ['11', '12'], '3000', 1, '2026-03-10');
  await act('Extraction', ['13'], '1500', 1, '2026-05-02');
  await act('Composite', ['21'], '800', 1, '2026-07-01');
  await act('Composite', ['22'], '800', 0, '2026-07-01');
  await act('Composite', ['23'], '800', 1, '2025-07-01');
  return { a, b, cash, card, insurer, covered80 };
}

describe('financial statistics', () => {
  const { t, admin } = useAdminApp();
  let f: Fixture;
  const get = <T>(url: string, token = admin.token) => call<{ success: T; err?: string; formErrors?: string[] }>(t.app, 'GET', url, { token });

  beforeAll(async () => {
    f = await seed(t.db);
  });

  // Doctor A's March: counted = cash 0.10 + 0.20, card 1000.01 (unapproved: counted all the same),
  // the insurance payments of the paid invoice 500 + 3 × 0.01; the 300 of the unpaid invoice waits.
  const aCollected = 10 + 20 + 100_001 + 50_000 + 3;
  const aLab = 15_050 * 2 + 20_000;
  const bCollected = 99_999 + 25_050;
  const bLab = 10_000;

  it('gives a doctor’s month of payments: counted, awaiting insurer, unapproved, by method and by day, beside February', async () => {
    const response = await get<PaymentStatistics>(`/api/statistics/payments?doctor=${f.a}&year=2026&month=3`);
    expect(response.status).toBe(200);
    const s = response.body.success;
    expect(s).toMatchObject({ from: '2026-03-01', to: '2026-03-31', doctor: f.a, collected: mru(aCollected), awaitingInsurer: 300, total: 8, dayShares: null, dayClose: null, byDoctor: [] });
    expect(s.previous).toEqual({ from: '2026-02-01', to: '2026-02-28', collected: 100 });
    expect({ count: s.unapproved.count, amount: s.unapproved.amount, ids: s.unapproved.ids.length }).toEqual({ count: 1, amount: 1000.01, ids: 1 });
    expect(s.byMethod).toEqual([
      { key: f.card, label: 'Carte', count: 1, total: 1000.01 },
      { key: '', label: '', count: 4, total: 500.03 },
      { key: f.cash, label: 'cash', count: 2, total: 0.3 },
    ]);
    expect(s.byDate.unit).toBe('day');
    expect(s.byDate.rows).toHaveLength(31);
    expect(s.byDate.rows.find((row) => row.key === '2026-03-10')).toEqual({ key: '2026-03-10', label: '2026-03-10', count: 7, total: mru(aCollected) });
    const awaiting = s.lines.filter((line) => line.awaitingInsurer);
    expect(awaiting.map((line) => [line.amount, line.kind])).toEqual([[300, 'insurance']]);
    expect(s.lines.filter((line) => !line.approved).map((line) => line.amount)).toEqual([300, 1000.01]);
    expect(s.unapproved.byDoctor).toEqual([{ doctor: { _id: f.a, username: 'dr.a' }, count: 1, amount: 1000.01 }]);
    expect(s.lines.find((line) => line.amount === 500)).toMatchObject({ kind: 'insurance', paymentDate: '2026-03-10', insurerPaidOn: '2026-03-10', awaitingInsurer: false });
  });

  it('adds the doctor and cabinet rows on a single day of one doctor, the day’s laboratory taken off as on the accounting tab', async () => {
    const s = (await get<PaymentStatistics>(`/api/statistics/payments?doctor=${f.a}&from=2026-03-10&to=2026-03-10`)).body.success;
    const after = aCollected - 20_000;
    const doctorShare = percentOf(after, 4_000);
    expect(s.dayShares).toEqual({ percentage: 40, laboratory: 200, afterLaboratory: mru(after), doctorShare: mru(doctorShare), cabinetShare: mru(after - doctorShare) });
    expect(s.previous).toEqual({ from: '2026-03-09', to: '2026-03-09', collected: 0 });
    const accounting = (await get<AccountingStatistics>(`/api/statistics/accounting?doctor=${f.a}&from=2026-03-10&to=2026-03-10`)).body.success;
    expect({ doctorShare: accounting.figures.doctorShare, cabinetShare: accounting.figures.cabinetShare }).toEqual({ doctorShare: s.dayShares?.doctorShare, cabinetShare: s.dayShares?.cabinetShare });
  });

  it('gives the whole clinic with takings per doctor, and pages the lines', async () => {
    const s = (await get<PaymentStatistics>('/api/statistics/payments?from=2026-03-01&to=2026-03-31&limit=3&offset=1')).body.success;
    expect(s).toMatchObject({ doctor: null, collected: mru(aCollected + bCollected), total: 10, offset: 1, limit: 3 });
    expect(s.lines).toHaveLength(3);
    expect(s.byDoctor).toEqual([
      { key: f.a, label: 'dr.a', count: 7, total: mru(aCollected) },
      { key: f.b, label: 'dr.b', count: 2, total: mru(bCollected) },
    ]);
    expect(s.unapproved.count).toBe(2);
    expect(s.unapproved.byDoctor).toEqual([
      { doctor: { _id: f.a, username: 'dr.a' }, count: 1, amount: 1000.01 },
      { doctor: { _id: f.b, username: 'dr.b' }, count: 1, amount: 250.5 },
    ]);
    expect(s.previous.collected).toBe(150);
  });

  it('shows a long period month by month', async () => {
    const s = (await get<PaymentStatistics>('/api/statistics/payments?year=2026')).body.success;
    expect(s.byDate.unit).toBe('month');
    expect(s.byDate.rows.map((row) => [row.key, row.total]).slice(0, 4)).toEqual([
      ['2026-01', 0],
      ['2026-02', 150],
      ['2026-03', mru(aCollected + bCollected)],
      ['2026-04', 0],
    ]);
    expect(s.previous).toMatchObject({ from: '2025-01-01', to: '2025-12-31', collected: 0 });
    const range = (await get<PaymentStatistics>('/api/statistics/payments?from=2026-02-10&to=2026-05-20')).body.success;
    expect(range.byDate.rows.map((row) => [row.key, row.total])).toEqual([
      ['2026-02', 150],
      ['2026-03', mru(aCollected + bCollected)],
      ['2026-04', 0],
      ['2026-05', 0],
    ]);
    const late = (await get<PaymentStatistics>('/api/statistics/payments?from=2026-02-16&to=2026-05-20')).body.success;
    expect(late.byDate.rows[0]).toEqual({ key: '2026-02', label: '2026-02', count: 0, total: 0 });
  });

  it('states the accounting of a doctor: laboratory, shares, orders, what remains, the insurers’ part as what they paid', async () => {
    const s = (await get<AccountingStatistics>(`/api/statistics/accounting?doctor=${f.a}&year=2026&month=3`)).body.success;
    const after = aCollected - aLab;
    const doctorShare = percentOf(after, 4_000);
    const orders = 125_025;
    // What the insurers paid: the counted insurance payments, the cover not taken a second time.
    const insurers = 50_000 + 3;
    expect(s).toMatchObject({ doctor: f.a, percentage: 40 });
    expect(s.figures).toMatchObject({
      total: mru(aCollected),
      laboratory: mru(aLab),
      afterLaboratory: mru(after),
      doctorShare: mru(doctorShare),
      cabinetShare: mru(after - doctorShare),
      purchaseOrders: mru(orders),
      consumptions: 0,
      remaining: mru(after - doctorShare - orders),
      insurersPart: mru(insurers),
    });
    expect(s.figures.lines.find((line) => line.key === 'doctorShare')).toEqual({ key: 'doctorShare', operation: 'percent', amount: mru(doctorShare), percentage: 40 });
    expect(s.insurers).toEqual({ amount: 500.03, rows: [{ percentCovered: 33.33, count: 3, amount: 0.03 }, { percentCovered: 80, count: 1, amount: 500 }] });
    expect(s.previous.figures).toMatchObject({ total: 100, doctorShare: 40, cabinetShare: 60, remaining: 60 });
  });

  it('adds up the clinic’s accounting, each doctor at their own percentage', async () => {
    const s = (await get<AccountingStatistics>('/api/statistics/accounting?from=2026-03-01&to=2026-03-31')).body.success;
    const aShare = percentOf(aCollected - aLab, 4_000);
    const bShare = percentOf(bCollected - bLab, 3_333);
    const cabinet = aCollected - aLab - aShare + (bCollected - bLab - bShare);
    expect(s.percentage).toBeNull();
    expect(s.figures).toMatchObject({
      total: mru(aCollected + bCollected),
      laboratory: mru(aLab + bLab),
      doctorShare: mru(aShare + bShare),
      cabinetShare: mru(cabinet),
      purchaseOrders: 1250.25,
      consumptions: 100.3,
      remaining: mru(cabinet - 125_025 - 10_030),
    });
  });

  it('lists the treatments of a year by number of teeth, the percentages adding up to 100', async () => {
    const s = (await get<TreatmentStatistics>(`/api/statistics/treatments?doctor=${f.a}&year=2026`)).body.success;
    expect(s.rows).toEqual([
      { treatment: 'Extraction', name: 'Extraction', nbs: 3, acts: 2, amount: 4500, percentage: 75 },
      { treatment: 'Composite', name: 'Composite', nbs: 1, acts: 1, amount: 800, percentage: 25 },
    ]);
    expect(s.totals).toEqual({ nbs: 4, acts: 3, amount: 5300 });
    expect((await get<TreatmentStatistics>(`/api/statistics/treatments?doctor=${f.b}&year=2026`)).body.success).toMatchObject({ rows: [], totals: { nbs: 0, acts: 0, amount: 0 } });
  });

  it('offers every year from the clinic’s first payment to this one', async () => {
    const s = (await get<StatisticsYears>('/api/statistics/years')).body.success;
    const current = Number(s.today.slice(0, 4));
    expect(s.years[0]).toBe(2024);
    expect(s.years.at(-1)).toBe(current);
    expect(s.years).toHaveLength(current - 2024 + 1);
  });

  it('refuses an impossible date with a clear message', async () => {
    for (const url of ['/api/statistics/payments?year=2026&month=2&day=31', '/api/statistics/accounting?from=2026-02-31&to=2026-03-01']) {
      const response = await get(url);
      expect({ url, status: response.status, body: response.body }).toEqual({ url, status: 300, body: { formErrors: [fr('statistics.dateInvalid')] } });
    }
    const reversed = await get('/api/statistics/payments?from=2026-03-02&to=2026-03-01');
    expect(reversed.body).toEqual({ formErrors: [fr('statistics.rangeReversed')] });
  });

  it('lets a doctor with AFFICHER read their own figures only, the clinic’s needing AFFICHER_GLOBAL', async () => {
    const role = await createRole(t.app, admin.token, 'Stats own', [['AFFICHER', 'STATISTIQUES_FINANCIERES']]);
    const own = await createUser(t.app, admin.token, 'dr.stats', [role._id], { doctor: { cabinet: true, percentage: 50 } });
    const mine = await get<PaymentStatistics>(`/api/statistics/payments?doctor=${own.user._id}&year=2026`, own.token);
    expect(mine.status).toBe(200);
    // Without a doctor named, an own-data reader gets their own figures, never the clinic's.
    expect((await get<PaymentStatistics>('/api/statistics/payments?year=2026', own.token)).body.success).toMatchObject({ doctor: own.user._id, collected: 0 });
    const other = await get(`/api/statistics/accounting?doctor=${f.a}&year=2026`, own.token);
    expect(other.status).toBe(403);
    expect(String(other.body.err).startsWith('AFFICHER')).toBe(true);
  });

  it('counts an insurer’s money on the day its invoice is paid: paying an old invoice adds to today, not to the act’s month', async () => {
    const invoice = (
      await t.db.query<{ id: string }>(`insert into insurance_invoices (assurance_id, doctor_id, num_invoice, payed, finish) values ($1, $2, 100, false, true) returning id::text as id`, [f.insurer, f.a])
    )[0].id;
    await insertPayment(t.db, { patientId: f.covered80, doctorId: f.a, amount: '240.00', paymentDate: '2026-03-12', invoiceId: invoice });
    const march = async () => (await get<PaymentStatistics>(`/api/statistics/payments?doctor=${f.a}&year=2026&month=3`)).body.success;
    const marchAccounting = async () => (await get<AccountingStatistics>(`/api/statistics/accounting?doctor=${f.a}&year=2026&month=3`)).body.success;
    const before = await march();
    const beforeAccounting = await marchAccounting();
    expect(before.awaitingInsurer).toBe(540);

    await t.db.query(`update insurance_invoices set payed = true, finish = true, payed_at = now() where id = $1`, [invoice]);
    const day = (await t.db.query<{ day: string }>(`select to_char(current_date, 'YYYY-MM-DD') as day`))[0].day;
    const after = await march();
    const afterAccounting = await marchAccounting();
    // March keeps its figures; the 240 leaves March's "awaiting insurer" and counts today.
    expect(after.collected).toBe(before.collected);
    expect(after.byDate.rows).toEqual(before.byDate.rows);
    expect(after.awaitingInsurer).toBe(300);
    expect(afterAccounting.figures).toEqual(beforeAccounting.figures);
    expect(after.lines.some((line) => line.amount === 240)).toBe(false);

    const today = (await get<PaymentStatistics>(`/api/statistics/payments?doctor=${f.a}&from=${day}&to=${day}`)).body.success;
    expect(today.collected).toBe(240);
    expect(today.lines.map((line) => [line.amount, line.paymentDate, line.insurerPaidOn, line.awaitingInsurer])).toEqual([[240, '2026-03-12', day, false]]);
    const todayAccounting = (await get<AccountingStatistics>(`/api/statistics/accounting?doctor=${f.a}&from=${day}&to=${day}`)).body.success;
    expect(todayAccounting.figures).toMatchObject({ total: 240, insurersPart: 240 });
    expect(todayAccounting.insurers).toEqual({ amount: 240, rows: [{ percentCovered: 80, count: 1, amount: 240 }] });
  });

  it('approves the whole clinic’s payments at once, each doctor checked: another doctor’s need the global view of patients', async () => {
    const put = (body: unknown, token = admin.token) => call<{ success: { approved: string[] }; err?: string }>(t.app, 'PUT', '/api/statistics/payments/approve', { token, body });
    const approver = await createRole(t.app, admin.token, 'Approver own', [['APPROUVER', 'PAIEMENTS_PATIENTS'], ['AFFICHER', 'PATIENTS']]);
    const own = await createUser(t.app, admin.token, 'dr.own', [approver._id], { doctor: { cabinet: true, percentage: 50 } });
    const patient = await insertPatient(t.db, { name: 'Patient Propre', doctorIds: [own.user._id] });
    const mine = await insertPayment(t.db, { patientId: patient, doctorId: own.user._id, amount: '75.00', paymentDate: '2026-03-15', methodId: f.cash });
    const clinic = async () => (await get<PaymentStatistics>('/api/statistics/payments?from=2026-03-01&to=2026-03-31')).body.success;
    const ids = (await clinic()).unapproved.ids;
    expect(ids).toHaveLength(3);

    // dr.own may approve their own payment, not dr.a's or dr.b's: the whole call is refused, nothing approved.
    const refused = await put({ payments: ids }, own.token);
    expect(refused.status).toBe(403);
    expect((await clinic()).unapproved.ids).toEqual(ids);
    expect((await put({ payments: [mine] }, own.token)).body.success).toEqual({ approved: [mine] });

    const rest = ids.filter((id) => id !== mine);
    const approved = await put({ payments: ids });
    expect(approved.status).toBe(200);
    expect(approved.body.success).toEqual({ approved: rest });
    const after = await clinic();
    expect(after.unapproved).toEqual({ count: 0, amount: 0, ids: [], byDoctor: [] });
    // The insurance payment that only awaits its insurer was not listed, and stays as it was.
    expect(after.lines.filter((line) => !line.approved).map((line) => [line.amount, line.awaitingInsurer])).toEqual([[300, true]]);
    const audited = await t.db.query<{ count: number }>(`select count(*)::int as count from audit_log where entity = 'payment' and action = 'approve' and entity_id = any($1::bigint[])`, [ids]);
    expect(audited[0].count).toBe(3);
  });
});

describe('the payments tab’s lines', () => {
  const { t, admin } = useAdminApp();
  let f: Fixture;
  const get = (url: string) => call<{ success: PaymentStatistics }>(t.app, 'GET', url, { token: admin.token });

  beforeAll(async () => {
    f = await seed(t.db);
    // Invoices paid on other days than their payments', ids interleaved with the other payments':
    // each line must come where the day it counts on puts it.
    const paidOn = async (num: number, at: string) =>
      (
        await t.db.query<{ id: string }>(
          `insert into insurance_invoices (assurance_id, doctor_id, num_invoice, payed, finish, payed_at) values ($1, $2, $3, true, true, $4::timestamptz) returning id::text as id`,
          [f.insurer, f.a, num, at],
        )
      )[0].id;
    const april = await paidOn(10, '2026-04-02T09:00:00Z');
    const february = await paidOn(11, '2026-02-15T16:00:00Z');
    for (const [day, invoiceId] of [['2026-03-05', april], ['2026-01-20', february], ['2026-03-06', april], ['2026-01-21', february]] as const) {
      await insertPayment(t.db, { patientId: f.covered80, doctorId: f.a, amount: '12.00', paymentDate: day, methodId: null, invoiceId });
      await insertPayment(t.db, { patientId: f.covered80, doctorId: f.b, amount: '7.00', paymentDate: day, methodId: f.cash });
    }
    // An insurance payment on no invoice awaits its insurer, as one on an invoice not paid.
    const orphan = await insertPayment(t.db, { patientId: f.covered80, doctorId: f.b, amount: '9.00', paymentDate: '2026-03-07', methodId: null });
    await t.db.query('update payments set supported = true where id = $1', [orphan]);
  });

  it.each([
    ['the whole clinic', ''],
    ['one doctor', 'doctor'],
  ])('pages the lines of %s one by one as the whole list has them, newest first by the day each counts on', async (_, scope) => {
    const doctor = scope ? `&doctor=${f.a}` : '';
    const whole = (await get(`/api/statistics/payments?from=2026-01-01&to=2026-12-31&limit=1000${doctor}`)).body.success;
    expect(whole.lines).toHaveLength(whole.total);
    const countsOn = (line: PaymentStatistics['lines'][number]) => line.insurerPaidOn ?? line.paymentDate;
    const newestFirst = [...whole.lines].sort((x, y) => countsOn(y).localeCompare(countsOn(x)) || Number(y._id) - Number(x._id));
    expect(whole.lines.map((line) => line._id)).toEqual(newestFirst.map((line) => line._id));
    expect(new Set(whole.lines.map((line) => line.insurerPaidOn).filter((day) => day !== null))).toEqual(new Set(['2026-04-02', '2026-03-10', '2026-02-15']));
    expect(whole.lines.some((line) => line.awaitingInsurer)).toBe(true);
    const oneByOne: string[] = [];
    for (let offset = 0; offset < whole.total; offset += 1) {
      oneByOne.push(...(await get(`/api/statistics/payments?from=2026-01-01&to=2026-12-31&limit=1&offset=${offset}${doctor}`)).body.success.lines.map((line) => line._id));
    }
    expect(oneByOne).toEqual(whole.lines.map((line) => line._id));
  });

  it.each([
    ['the whole clinic', ''],
    ['one doctor', 'doctor'],
  ])('lists for approval the shown lines of %s awaiting it, not those awaiting their insurer', async (_, scope) => {
    const doctor = scope ? `&doctor=${f.a}` : '';
    const listed = [];
    for (const [from, to] of [['2026-01-01', '2026-01-31'], ['2026-02-01', '2026-02-28'], ['2026-03-01', '2026-03-31'], ['2026-04-01', '2026-04-30'], ['2026-03-07', '2026-03-07'], ['2026-01-01', '2026-12-31']]) {
      const s = (await get(`/api/statistics/payments?from=${from}&to=${to}&limit=1000${doctor}`)).body.success;
      const expected = s.lines.filter((line) => !line.approved && !line.awaitingInsurer).map((line) => line._id);
      expect(s.unapproved.ids).toEqual(expected.sort((x, y) => Number(x) - Number(y)));
      listed.push(...s.lines.filter((line) => s.unapproved.ids.includes(line._id)));
    }
    // Among them, insurance payments of March counted in April, when their invoice was paid.
    expect(listed.some((line) => line.kind === 'insurance' && line.paymentDate.startsWith('2026-03') && line.insurerPaidOn === '2026-04-02')).toBe(true);
  });

  it('shows an insurance payment on no invoice as awaiting its insurer, on its own day', async () => {
    const s = (await get(`/api/statistics/payments?from=2026-03-07&to=2026-03-07&doctor=${f.b}`)).body.success;
    expect(s.lines.map((line) => [line.amount, line.kind, line.awaitingInsurer, line.insurerPaidOn])).toEqual([[9, 'insurance', true, null]]);
    expect(s.unapproved.ids).toEqual([]);
  });

  it('answers not found for a doctor named that is no doctor, on the payments and the accounting tabs', async () => {
    for (const tab of ['payments', 'accounting']) {
      expect((await get(`/api/statistics/${tab}?from=2026-03-01&to=2026-03-31&doctor=${admin._id}`)).status).toBe(404);
      expect((await get(`/api/statistics/${tab}?from=2026-03-01&to=2026-03-31&doctor=98765432`)).status).toBe(404);
    }
  });

  /** The functions keeping one doctor's day's plan in the session of `db` (kept-plan.ts). */
  const keptFunctions = async (db: Queryable) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from pg_proc where pronamespace = pg_my_temp_schema() and proname like 'statistics\\_kept\\_%'`))[0].n;

  it('reads one doctor’s day through the plan its session keeps exactly as through the statement sent anew', async () => {
    type Reads = ReturnType<typeof paymentsTabReads>;
    // Days with insurance payments counted on the day their invoice was paid (2026-04-02, 2026-02-15), costs, nothing.
    const days = ['2026-03-10', '2026-03-11', '2026-03-07', '2026-04-02', '2026-03-05', '2026-02-15', '2026-01-20', '2026-03-09', '2024-06-01'];
    const compare = async (plain: (reads: Reads) => Promise<unknown>, kept: (reads: Reads) => Promise<unknown>) => {
      for (const day of days) {
        for (const doctor of [f.a, f.b]) {
          for (const page of [{ offset: 0, limit: 50 }, { offset: 1, limit: 2 }]) {
            const reads = paymentsTabReads(periodOfRange(day, day), doctor, page);
            expect(await kept(reads)).toStrictEqual(await plain(reads));
          }
        }
      }
    };
    // As the route reads it: through its kept function on PGlite, the statement itself on PostgreSQL.
    await compare((reads) => runReads(t.db, reads), (reads) => runKeptReads(t.db, reads));
    // In one session on either engine (a transaction holds one PostgreSQL connection), as on PGlite.
    await t.db.transaction(async (tx) => {
      const session = keptSession(tx);
      await compare((reads) => runReads(tx, reads), (reads) => runReads(session, reads));
      expect(await keptFunctions(tx)).toBeGreaterThanOrEqual(1);
    });
  });

  it('answers one doctor’s day with what was written since, and makes its function again when the session lost it', async () => {
    const day = async () => (await get(`/api/statistics/payments?doctor=${f.b}&from=2026-03-20&to=2026-03-20`)).body.success;
    const before = await day();
    expect({ collected: before.collected, total: before.total, lines: before.lines, unapproved: before.unapproved.count, dayClose: before.dayClose }).toEqual({
      collected: 0,
      total: 0,
      lines: [],
      unapproved: 0,
      dayClose: null,
    });
    const id = await insertPayment(t.db, { patientId: (await t.db.query<{ id: string }>(`select id::text as id from patients where name = 'Patient Simple'`))[0].id, doctorId: f.b, amount: '12.34', paymentDate: '2026-03-20', methodId: f.card });
    const after = await day();
    expect({ collected: after.collected, total: after.total, lines: after.lines.map((line) => [line._id, line.amount, line.method?.name]), ids: after.unapproved.ids }).toEqual({
      collected: 12.34,
      total: 1,
      lines: [[id, 12.34, 'Carte']],
      ids: [id],
    });
    expect(after.byMethod).toEqual([{ key: f.card, label: 'Carte', count: 1, total: 12.34 }]);
    expect(after.dayShares).toEqual({ percentage: 33.33, laboratory: 0, afterLaboratory: 12.34, doctorShare: mru(percentOf(1234, 3_333)), cabinetShare: mru(1234 - percentOf(1234, 3_333)) });
    const closed = await call(t.app, 'POST', '/api/dayClose/2026-03-20', { token: admin.token, body: { counted: [{ method: f.card, amount: 12.34 }] } });
    expect(closed.status).toBe(200);
    const withClose = await day();
    expect(withClose.dayClose).toMatchObject({ closedBy: 'admin' });
    expect({ ...withClose, dayClose: null }).toEqual({ ...after, dayClose: null });

    if (t.db.engine !== 'pglite') return;
    // PGlite: the day was read through its kept function; once gone, the day is read as before and the function made again.
    expect(await keptFunctions(t.db)).toBeGreaterThanOrEqual(1);
    const drops = await t.db.query<{ drop: string }>(`select format('drop function %s', oid::regprocedure) as drop from pg_proc where pronamespace = pg_my_temp_schema() and proname like 'statistics\\_kept\\_%'`);
    for (const { drop } of drops) await t.db.query(drop);
    expect(await keptFunctions(t.db)).toBe(0);
    expect(await day()).toEqual(withClose);
    expect(await day()).toEqual(withClose);
    expect(await keptFunctions(t.db)).toBe(1);
  });
});
