import { describe, expect, it } from '@jest/globals';
import { accountingFigures, doctorShares, insurersPartCents, insurersRows, splitCents, type AccountingInput } from './accounting';
import { paymentsTabFigures } from './takings';
import { presetPeriod } from './periods';
import type { PaymentFigures } from './payments';

const day = '2026-03-04';
const paid = (amount: number, more: Partial<PaymentFigures> = {}): PaymentFigures => ({ amount, day, ...more });
const none: AccountingInput = { payments: [], labWork: [], purchaseOrders: [], consumptions: [], doctorPercentage: 40 };

/** A small seeded generator (Park–Miller), so the random cases are the same on every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 48_271) % 2_147_483_647;
    return state % below;
  };
}

/** The shares of an amount with no laboratory work. */
const doctorCabinetShares = (total: number, doctorPercentage: number) => {
  const { doctorShare, cabinetShare } = doctorShares({ total, laboratory: 0, doctorPercentage });
  return { doctorShare, cabinetShare };
};

describe('doctor and cabinet shares', () => {
  it('takes the laboratory off before the percentage, as the spec says (part 2 §9)', () => {
    // dr.sidi's day: 145,220 collected, 11,000 of laboratory work, 60 %.
    expect(doctorShares({ total: 145_220, laboratory: 11_000, doctorPercentage: 60 })).toEqual({
      total: 145_220,
      laboratory: 11_000,
      afterLaboratory: 134_220,
      doctorShare: 80_532,
      cabinetShare: 53_688,
      percentage: 60,
      cabinetPercentage: 40,
    });
  });

  it('gives the payments tab’s day detail and the accounting tab the same shares of the same day', () => {
    const payments = [{ amount: 100_000, day }, { amount: 45_220, day, approved: false }];
    const detail = paymentsTabFigures(payments, presetPeriod('today', day), 60, 11_000).detail;
    const figures = accountingFigures({ ...none, payments, labWork: [{ price: 5_500, teeth: 2 }], doctorPercentage: 60 });
    expect(detail).toEqual({ laboratory: 11_000, doctorShare: 80_532, cabinetShare: 53_688 });
    expect({ laboratory: figures.laboratory, doctorShare: figures.doctorShare, cabinetShare: figures.cabinetShare }).toEqual(detail);
  });


  it('gives the doctor the percentage half up to the cent and the cabinet the rest', () => {
    expect(doctorCabinetShares(1000, 40)).toEqual({ doctorShare: 400, cabinetShare: 600 });
    expect(doctorCabinetShares(0.01, 50)).toEqual({ doctorShare: 0.01, cabinetShare: 0 });
    expect(doctorCabinetShares(0.03, 50)).toEqual({ doctorShare: 0.02, cabinetShare: 0.01 });
    expect(doctorCabinetShares(100, 33.33)).toEqual({ doctorShare: 33.33, cabinetShare: 66.67 });
    expect(doctorCabinetShares(0.1 + 0.2, 33.33)).toEqual({ doctorShare: 0.1, cabinetShare: 0.2 });
    expect(doctorCabinetShares(999_999_999.99, 33.33)).toEqual({ doctorShare: 333_300_000, cabinetShare: 666_699_999.99 });
    expect(doctorCabinetShares(1234.56, 0)).toEqual({ doctorShare: 0, cabinetShare: 1234.56 });
    expect(doctorCabinetShares(1234.56, 100)).toEqual({ doctorShare: 1234.56, cabinetShare: 0 });
  });

  it('splits a loss as the mirror image of a gain', () => {
    expect(splitCents(-1, 50)).toEqual({ doctor: -1, cabinet: 0 });
    expect(splitCents(-10_000, 33.33)).toEqual({ doctor: -3333, cabinet: -6667 });
    expect(doctorCabinetShares(-0.03, 50)).toEqual({ doctorShare: -0.02, cabinetShare: -0.01 });
  });

  it('refuses a doctor percentage outside 0–100', () => {
    expect(() => doctorCabinetShares(100, 100.01)).toThrow(RangeError);
    expect(() => doctorCabinetShares(100, -1)).toThrow(RangeError);
    expect(() => accountingFigures({ ...none, doctorPercentage: Number.NaN })).toThrow(RangeError);
  });
});

describe('accounting figures', () => {
  it('follows collected → minus laboratory → × percentage → shares → minus orders and consumptions → remaining', () => {
    const figures = accountingFigures({
      payments: [paid(10_000), paid(5_000.5, { approved: false }), paid(0), paid(2_000, { supported: true, insurerInvoicePaid: false, percentCovered: 80 })],
      labWork: [{ price: 1_200, teeth: 2 }, { price: 0.1, teeth: 3 }],
      purchaseOrders: [1_000, 250.25],
      consumptions: [100.1, 0.2],
      doctorPercentage: 40,
    });
    // total 15 000.50; lab 2 400.30; after 12 600.20; doctor 5 040.08; cabinet 7 560.12; remaining 7 560.12 − 1 250.25 − 100.30
    expect(figures).toMatchObject({
      total: 15_000.5,
      laboratory: 2_400.3,
      afterLaboratory: 12_600.2,
      doctorShare: 5_040.08,
      cabinetShare: 7_560.12,
      purchaseOrders: 1_250.25,
      consumptions: 100.3,
      remaining: 6_209.57,
      insurersPart: 0,
    });
    expect(figures.lines).toEqual([
      { key: 'collected', operation: 'start', amount: 15_000.5 },
      { key: 'laboratory', operation: 'minus', amount: 2_400.3 },
      { key: 'afterLaboratory', operation: 'equals', amount: 12_600.2 },
      { key: 'doctorShare', operation: 'percent', amount: 5_040.08, percentage: 40 },
      { key: 'cabinetShare', operation: 'percent', amount: 7_560.12, percentage: 60 },
      { key: 'purchaseOrders', operation: 'minus', amount: 1_250.25 },
      { key: 'consumptions', operation: 'minus', amount: 100.3 },
      { key: 'remaining', operation: 'equals', amount: 6_209.57 },
    ]);
  });

  it('is all zeros for an empty period', () => {
    const figures = accountingFigures(none);
    expect(figures).toMatchObject({ total: 0, laboratory: 0, doctorShare: 0, cabinetShare: 0, remaining: 0, insurersPart: 0 });
    expect(figures.lines).toHaveLength(8);
  });

  it('adds 0.1 + 0.2 to 0.3 and keeps 999 999 999.99 exact', () => {
    expect(accountingFigures({ ...none, payments: [paid(0.1), paid(0.2)] }).total).toBe(0.3);
    const big = accountingFigures({ ...none, payments: [paid(999_999_999.99), paid(999_999_999.99)], labWork: [{ price: 0.01, teeth: 1 }], doctorPercentage: 33.33 });
    expect(big.total).toBe(1_999_999_999.98);
    expect(big.afterLaboratory).toBe(1_999_999_999.97);
    // 199 999 999 997 cents × 33.33 % = 66 659 999 999.0001 → 66 659 999 999 cents.
    expect(big.doctorShare).toBe(666_599_999.99);
    expect(big.cabinetShare).toBe(1_333_399_999.98);
  });

  it('counts ten thousand payments of 0.01 as 100.00', () => {
    const figures = accountingFigures({ ...none, payments: Array.from({ length: 10_000 }, () => paid(0.01)), doctorPercentage: 33.33 });
    expect(figures.total).toBe(100);
    expect(figures.doctorShare).toBe(33.33);
    expect(figures.cabinetShare).toBe(66.67);
  });

  it('lets the laboratory exceed what was collected: both shares go negative, the remaining too', () => {
    const figures = accountingFigures({ ...none, payments: [paid(100)], labWork: [{ price: 150.01, teeth: 1 }], consumptions: [10], doctorPercentage: 50 });
    expect(figures).toMatchObject({ afterLaboratory: -50.01, doctorShare: -25.01, cabinetShare: -25, remaining: -35 });
  });

  it('takes the insurers’ part as what the insurers paid: the counted insurance payments, never × percentCovered again', () => {
    const payments = [
      paid(1_000, { supported: true, insurerInvoicePaid: true, percentCovered: 80 }),
      paid(100, { supported: true, insurerInvoicePaid: true, percentCovered: 33.33 }),
      paid(0.01, { supported: true, insurerInvoicePaid: true, percentCovered: 50 }),
      paid(5_000, { supported: true, insurerInvoicePaid: false, percentCovered: 100 }),
      paid(700),
    ];
    const figures = accountingFigures({ ...none, payments });
    // 1 000 + 100 + 0.01 — not 1 000 × 80 % + 100 × 33.33 % + …
    expect(figures.insurersPart).toBe(1_100.01);
    expect(figures.total).toBe(1_800.01);
  });

  it('gives October’s 313,900 for 174,400 at 80 % and 139,500 at 90 %, not 265,070', () => {
    const payments = [paid(174_400, { supported: true, insurerInvoicePaid: true, percentCovered: 80 }), paid(139_500, { supported: true, insurerInvoicePaid: true, percentCovered: 90, count: 3 })];
    expect(accountingFigures({ ...none, payments }).insurersPart).toBe(313_900);
    expect(insurersRows(payments)).toEqual([
      { percentCovered: 80, count: 1, amount: 174_400 },
      { percentCovered: 90, count: 3, amount: 139_500 },
    ]);
  });

  it('counts no unpaid insurer invoice and refuses a fractional number of teeth', () => {
    expect(insurersPartCents([paid(100, { supported: true, insurerInvoicePaid: true })])).toBe(10_000);
    expect(insurersPartCents([paid(100, { supported: true, insurerInvoicePaid: false })])).toBe(0);
    expect(() => accountingFigures({ ...none, labWork: [{ price: 10, teeth: 1.5 }] })).toThrow(RangeError);
  });

  it('agrees with an independent integer computation on a few thousand random payments', () => {
    const random = generator(20_260_304);
    for (let round = 0; round < 5; round += 1) {
      const percentHundredths = random(10_001);
      const payments: PaymentFigures[] = [];
      let expectedTotal = 0n;
      let expectedInsurers = 0n;
      for (let index = 0; index < 3_000; index += 1) {
        const cents = random(100) < 2 ? 99_999_999_999 : random(5_000_000);
        const kind = random(10);
        const covered = random(10_001);
        const payment = paid(cents / 100, kind === 0 ? { supported: true, insurerInvoicePaid: false, percentCovered: covered / 100 } : kind === 1 ? { supported: true, insurerInvoicePaid: true, percentCovered: covered / 100 } : {});
        payments.push(payment);
        if (cents !== 0 && kind !== 0) expectedTotal += BigInt(cents);
        if (cents !== 0 && kind === 1) expectedInsurers += BigInt(cents);
      }
      const labWork = Array.from({ length: 50 }, () => ({ price: random(2_000_000) / 100, teeth: random(8) }));
      const expectedLab = labWork.reduce((sum, line) => sum + BigInt(Math.round(line.price * 100)) * BigInt(line.teeth), 0n);
      const orders = Array.from({ length: 20 }, () => random(10_000_000) / 100);
      const consumptions = Array.from({ length: 20 }, () => random(1_000_000) / 100);
      const figures = accountingFigures({ payments, labWork, purchaseOrders: orders, consumptions, doctorPercentage: percentHundredths / 100 });

      const cents = (amount: number) => BigInt(Math.round(amount * 100));
      expect(cents(figures.total)).toBe(expectedTotal);
      expect(cents(figures.laboratory)).toBe(expectedLab);
      const base = expectedTotal - expectedLab;
      expect(cents(figures.afterLaboratory)).toBe(base);
      // The doctor's share is within half a cent of the exact share, a half going away from zero.
      const exact = base * BigInt(percentHundredths);
      const gap = cents(figures.doctorShare) * 10_000n - exact;
      const size = base < 0n ? -gap : gap;
      expect(size > -5_000n && size <= 5_000n).toBe(true);
      expect(cents(figures.doctorShare) + cents(figures.cabinetShare)).toBe(base);
      const spent = orders.reduce((sum, amount) => sum + cents(amount), 0n) + consumptions.reduce((sum, amount) => sum + cents(amount), 0n);
      expect(cents(figures.remaining)).toBe(cents(figures.cabinetShare) - spent);
      expect(cents(figures.insurersPart)).toBe(expectedInsurers);
    }
  });
});
