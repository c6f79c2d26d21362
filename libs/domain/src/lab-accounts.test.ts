import { describe, expect, it } from '@jest/globals';
import { labAccount, labAccountOfTotals, labPaymentsTotal } from './lab-accounts';

describe('lab accounts', () => {
  it('is what the consumptions cost (price × teeth) minus what was paid', () => {
    expect(labAccount([{ price: 1500, teeth: 3 }, { price: 2000.5, teeth: 1 }], [1000, 250.25])).toEqual({ consumed: 6500.5, paid: 1250.25, balance: 5250.25 });
  });

  it('is exact to the cent where binary floats are not', () => {
    const payments = Array.from({ length: 10 }, () => 0.1);
    expect(labPaymentsTotal(payments)).toBe(1);
    expect(labAccount([{ price: 0.1, teeth: 3 }], [0.2, 0.1])).toEqual({ consumed: 0.3, paid: 0.3, balance: 0 });
    expect(labAccount([{ price: 1.005, teeth: 1 }], [])).toEqual({ consumed: 1.01, paid: 0, balance: 1.01 });
  });

  it('goes negative when the doctor paid in advance, and is zero for no work', () => {
    expect(labAccount([], [500])).toEqual({ consumed: 0, paid: 500, balance: -500 });
    expect(labAccount([], [])).toEqual({ consumed: 0, paid: 0, balance: 0 });
  });

  it('gives the same figures from totals added up elsewhere (the database in numeric)', () => {
    const lines = [{ price: 1234.56, teeth: 4 }, { price: 99.99, teeth: 2 }];
    const payments = [100.01, 2000, 0.99];
    const consumed = lines.reduce((sum, line) => sum + line.price * line.teeth, 0);
    const paid = payments.reduce((sum, amount) => sum + amount, 0);
    expect(labAccountOfTotals(consumed, paid)).toEqual(labAccount(lines, payments));
  });
});
