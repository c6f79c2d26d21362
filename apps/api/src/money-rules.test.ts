import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { latestMoneyDay, MAX_AMOUNT, moneyParam, type RouteKey } from '@dental/contracts';
import { addDays } from '@dental/domain';
import { ar, call, fr, loginAdmin, startTestApp, type Session, type TestApp } from './test/helpers';
import { createPatient, patientForm } from './test/patients';
import { createRouteFixtures, databaseState, routeCases, type RouteCase, type RouteFixtures } from './test/route-cases';

/**
 * The money rules over every route that takes an amount or dates a payment (the one rule of
 * libs/contracts `amountProblem` and `isMoneyDayTooLate`): two decimals read from the number's
 * decimal form, above 0.00 where positive, at most 9,999,999,999.99 — also for the sums a write
 * changes — and a payment dated tomorrow at the latest. A refusal is a 300 with a clear message,
 * never a 5xx nor the bare "invalid request", and changes nothing.
 */

type Body = Record<string, unknown>;

/** Where an amount goes in a route's body. */
interface Spot {
  label: string;
  set: (body: Body, value: number) => Body;
  /** Whether a valid amount is saved as it is (a discount above the price, a supplier payment above what remains, are refused for what they are). */
  saves?: boolean;
}

const field = (name: string, saves = true): Spot => ({ label: name, set: (body, value) => ({ ...body, [name]: value }), saves });
const inFirst = (list: string, name: string): Spot => ({
  label: `${list}[0].${name}`,
  set: (body, value) => ({ ...body, [list]: (body[list] as Body[]).map((item, i) => (i === 0 ? { ...item, [name]: value } : item)) }),
});
const inList = (list: string): Spot => ({ label: `${list}[0]`, set: (body, value) => ({ ...body, [list]: [value] }) });

/** An insured patient's consultation covered by an amount (the patient form's `supported`). */
const coveredAmount = (insurer: string): Spot => ({
  label: 'supported (covered amount)',
  set: (body, value) => ({
    ...body,
    assure: true,
    assurance: { society: insurer, registrationNumber: 'CNAM-77', coverage: 'Fonctionnaire', percentCovered: 80 },
    isConsult: true,
    supported: value,
  }),
});

function moneySpots(f: RouteFixtures): Partial<Record<RouteKey, Spot[]>> {
  return {
    'settings.update': [field('consultationPrice')],
    'treatments.create': [field('price')],
    'treatments.update': [field('price')],
    'insurerTreatments.create': [field('price')],
    'insurerTreatments.update': [field('price')],
    'assurances.create': [field('cons_price')],
    'assurances.update': [field('cons_price')],
    'patients.create': [coveredAmount(f.insurer)],
    'quotes.create': [inFirst('LineDevis', 'price'), { ...inFirst('LineDevis', 'discount'), saves: false }],
    'quotes.append': [field('price'), field('discount', false)],
    'quotes.editLine': [field('price'), field('discount', false)],
    'payments.create': [field('amount')],
    'payments.update': [field('amount')],
    'sheets.update': [inList('amount')],
    // A tooth goes to the laboratory once: after the lab price's line, the act's price is tried on a line kept at the cabinet.
    'sheets.saveLine': [field('priceLab'), { label: 'price', set: (body, value) => ({ ...body, laboratory: null, price: value }) }],
    'labTreatments.create': [field('price')],
    'labTreatments.update': [field('price')],
    'consumptions.create': [field('amount')],
    'consumptions.update': [field('amount')],
    'purchaseOrders.create': [inFirst('LinePurchaseOrder', 'price'), field('total')],
    'purchaseOrders.update': [inFirst('LinePurchaseOrder', 'price'), field('total')],
    'purchaseOrders.setTotal': [field('total')],
    'purchaseOrders.addPayment': [field('payment', false)],
    'purchaseOrders.updatePayment': [field('payment', false)],
    'labPayments.create': [field('amount')],
    'labPayments.update': [field('amount')],
  };
}

/** The routes that date a payment, and the field of the day. */
const PAYMENT_DAYS: Partial<Record<RouteKey, string>> = {
  'payments.create': 'paymentDate',
  'payments.update': 'paymentDate',
  'labPayments.create': 'createdAt',
  'labPayments.update': 'createdAt',
  'purchaseOrders.addPayment': 'createdAt',
  'purchaseOrders.updatePayment': 'createdAt',
};

const MAX = { max: moneyParam(MAX_AMOUNT) };

describe('money rules over every route', () => {
  let t: TestApp;
  let admin: Session;
  let fixtures: RouteFixtures;
  let cases: RouteCase[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t.app);
    fixtures = await createRouteFixtures(t.app, admin.token, t.db);
    cases = routeCases(fixtures);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (route: RouteCase, body: unknown, lang = 'fr') => call<{ formErrors?: string[]; err?: string }>(t.app, route.method, route.url, { token: admin.token, body, lang });
  const caseOf = (key: RouteKey) => {
    const route = cases.find((c) => c.key === key) as RouteCase;
    // The case's tooth 42 is left for the bad-input test, which first deletes the quote line of 41.
    return key === 'sheets.saveLine' ? { ...route, body: { ...(route.body as Body), teeth: ['41'] } } : route;
  };

  /** Every write of the route table whose body carries a money-like field has its spots listed. */
  it('knows every route that takes an amount', () => {
    const spots = moneySpots(fixtures);
    const money = /^(amount|price|priceLab|discount|total|payment|cons_price|consultationPrice|supported|LineDevis|LinePurchaseOrder)$/;
    const unlisted = cases.filter((c) => c.body && typeof c.body === 'object' && Object.keys(c.body).some((k) => money.test(k)) && !spots[c.key]).map((c) => c.key);
    expect(unlisted).toEqual([]);
  });

  it.each([
    ['5e-324 (more than two decimals, 0.00 in cents)', 5e-324],
    ['0.001', 0.001],
  ])('refuses %s with the field’s message, changing nothing', async (_label, value) => {
    const problems: unknown[] = [];
    for (const [key, spots] of Object.entries(moneySpots(fixtures)) as [RouteKey, Spot[]][]) {
      const route = caseOf(key);
      for (const spot of spots) {
        const before = await databaseState(t.db);
        const response = await send(route, spot.set(route.body as Body, value));
        const after = await databaseState(t.db);
        const messages = response.body.formErrors ?? [];
        const clear = response.status === 300 && messages.length > 0 && !messages.includes(fr('common.badRequest')) && !messages.includes(fr('common.amountTooLarge', MAX));
        if (!clear || after.fingerprint !== before.fingerprint) problems.push({ key, spot: spot.label, status: response.status, raw: response.raw.slice(0, 160) });
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses an amount above 9,999,999,999.99 as too large, in the language (fr, ar)', async () => {
    const problems: unknown[] = [];
    for (const [key, spots] of Object.entries(moneySpots(fixtures)) as [RouteKey, Spot[]][]) {
      const route = caseOf(key);
      for (const spot of spots) {
        for (const [value, lang, text] of [
          [10_000_000_000, 'fr', fr('common.amountTooLarge', MAX)],
          [1e21, 'ar', ar('common.amountTooLarge', MAX)],
        ] as const) {
          const response = await send(route, spot.set(route.body as Body, value), lang);
          if (response.status !== 300 || !response.body.formErrors?.includes(text)) problems.push({ key, spot: spot.label, value, status: response.status, raw: response.raw.slice(0, 160) });
        }
      }
    }
    expect(problems).toEqual([]);
    expect(fr('common.amountTooLarge', MAX).replace(/\s/g, ' ')).toBe('Montant trop élevé (au plus 9 999 999 999,99 MRU)');
    expect(ar('common.amountTooLarge', MAX)).toBe('المبلغ كبير جدا (على الأكثر \u20669,999,999,999.99 MRU\u2069)');
  });

  it('accepts 134217741.23 (exact in two decimals, whatever its binary error)', async () => {
    const problems: unknown[] = [];
    for (const [key, spots] of Object.entries(moneySpots(fixtures)) as [RouteKey, Spot[]][]) {
      const route = caseOf(key);
      for (const spot of spots) {
        const response = await send(route, spot.set(route.body as Body, 134217741.23));
        const refusedAmount = response.status >= 400 || (response.status === 300 && spot.saves !== false);
        if (refusedAmount) problems.push({ key, spot: spot.label, status: response.status, raw: response.raw.slice(0, 200) });
      }
    }
    expect(problems).toEqual([]);
  });

  describe('the day of a payment', () => {
    const today = () => latestMoneyDay(new Date(Date.now() - 86_400_000));

    it.each(Object.entries(PAYMENT_DAYS) as [RouteKey, string][])('%s: refuses a day more than one day ahead (2062 for 2026), accepts tomorrow and the past', async (key, day) => {
      const route = caseOf(key);
      const body = route.body as Body;
      for (const [ahead, lang] of [[addDays(today(), 2), 'fr'], ['2062-03-14', 'ar']] as const) {
        const before = await databaseState(t.db);
        const response = await send(route, { ...body, [day]: ahead }, lang);
        expect({ ahead, status: response.status, body: response.body }).toEqual({ ahead, status: 300, body: { formErrors: [(lang === 'fr' ? fr : ar)('common.dateTooFarAhead')] } });
        expect((await databaseState(t.db)).fingerprint).toBe(before.fingerprint);
      }
      for (const accepted of [addDays(today(), 1), '2019-03-01']) {
        const response = await send(route, { ...body, [day]: accepted });
        expect({ accepted, status: response.status, raw: response.raw.slice(0, 200) }).toEqual({ accepted, status: 200, raw: expect.any(String) });
      }
    });
  });

  describe('sums a write would take past 9,999,999,999.99', () => {
    const expectRefused = async (request: () => Promise<{ status: number; body: unknown }>, message: string) => {
      const before = await databaseState(t.db);
      const response = await request();
      expect({ status: response.status, body: response.body }).toEqual({ status: 300, body: { formErrors: [message] } });
      expect((await databaseState(t.db)).fingerprint).toBe(before.fingerprint);
    };
    const post = (method: 'POST' | 'PUT', url: string, body: unknown, lang = 'fr') => call<{ success: { _id: string } & Body }>(t.app, method, url, { token: admin.token, body, lang });

    it('a quote of 32 billion, then a line that takes a quote past the limit (create, append, edit a line)', async () => {
      const { patient, prosthesis } = fixtures.file;
      const line = (price: number, nums: string[]) => ({ treatment: prosthesis, price, teeth: { nums } });
      await expectRefused(() => post('POST', `/api/devis/${patient}`, { reduce: 0, LineDevis: [line(8_000_000_000, ['11', '12', '13', '14'])] }), fr('quote.totalTooLarge', MAX));
      const quote = await post('POST', `/api/devis/${patient}`, { reduce: 0, LineDevis: [line(3_000_000_000, ['21', '22', '23'])] });
      expect(quote.status).toBe(200);
      const quotePath = `/api/devis/${patient}/${quote.body.success._id}`;
      await expectRefused(() => post('POST', `/api/devis/${patient}/append/${quote.body.success._id}`, line(1_000_000_000, ['24']), 'ar'), ar('quote.totalTooLarge', MAX));
      const lineId = (quote.body.success.LineDevis as { _id: string }[])[0]._id;
      await expectRefused(() => post('PUT', `${quotePath}/editLineDevis/${lineId}`, { price: 3_400_000_000 }), fr('quote.totalTooLarge', MAX));
    });

    it("a sheet line's amount (its price × teeth) past the limit", async () => {
      const { patient, prosthesis, sheet } = fixtures.file;
      const quote = await post('POST', `/api/devis/${patient}`, { reduce: 0, LineDevis: [{ treatment: prosthesis, price: 3_000_000_000, teeth: { nums: ['31', '32', '33'] } }] });
      expect(quote.status).toBe(200);
      const body = { treatment: prosthesis, teeth: { nums: ['31', '32', '33'] }, devis: quote.body.success._id, price: 4_000_000_000 };
      await expectRefused(() => post('PUT', `/api/fiche/${patient}/LineFiche/${sheet}`, body), fr('common.amountTooLarge', MAX));
    });

    it("a patient's balance past the limit (payments)", async () => {
      const patient = (await createPatient(t.app, admin.token, patientForm(fixtures.doctor, { name: 'Rich Patient' })))._id;
      const payment = { doctor: fixtures.doctor, patient, amount: MAX_AMOUNT, method: 'cash' };
      expect((await post('POST', '/api/payment', payment)).status).toBe(200);
      await expectRefused(() => post('POST', '/api/payment', { ...payment, amount: 0.01 }), fr('patient.balanceTooLarge', MAX));
      await expectRefused(() => post('POST', '/api/payment', { ...payment, amount: 0.01 }, 'ar'), ar('patient.balanceTooLarge', MAX));
    });

    it("a purchase order's total past the limit", async () => {
      const { consumables } = fixtures;
      const order = { supplier: consumables.supplier, LinePurchaseOrder: [{ consumable: consumables.consumable, qty: 2, price: 9_000_000_000 }] };
      await expectRefused(() => post('POST', `/api/purchaseOrder/${consumables.doctor}`, order), fr('purchaseOrder.totalTooLarge', MAX));
    });

    it("a doctor's account with a laboratory past the limit (payments to it)", async () => {
      const { laboratory, doctor } = fixtures.labWork;
      const url = `/api/laboratory/payments?labId=${laboratory}`;
      expect((await post('POST', url, { amount: 9_000_000_000, doctor, createdAt: '2026-01-05' })).status).toBe(200);
      await expectRefused(() => post('POST', url, { amount: 1_000_000_000, doctor, createdAt: '2026-01-06' }), fr('labPayment.accountTooLarge', MAX));
    });
  });
});
