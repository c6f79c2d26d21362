import { accountStatement, type AccountMovement } from './account-statement';
import { patientBalance } from './balance';
import { consultationCharge } from './consultation-charge';

const movements: AccountMovement[] = [
  { date: '2026-03-02', kind: 'payment', detail: 'Espèces', amount: 1000, at: '2026-03-02T10:00:00Z' },
  { date: '2026-01-10', kind: 'consultation', detail: '', amount: 500, at: '2026-01-10T09:00:00Z' },
  { date: '2026-01-10', kind: 'payment', detail: 'Espèces', amount: 500, at: '2026-01-10T09:00:00Z' },
  { date: '2026-02-05', kind: 'act', detail: 'Couronne 36', amount: 9000.1, at: '2026-02-05T11:00:00Z' },
  { date: '2026-02-05', kind: 'insurance', detail: 'CNAM', amount: 7200.05, at: '2026-02-05T11:30:00Z' },
  { date: '2026-03-02', kind: 'act', detail: 'Soin carie 14', amount: 0.2, at: '2026-03-02T09:00:00Z' },
];

describe('accountStatement', () => {
  it('runs the balance in cents over every movement, in date order, and closes on the patient balance', () => {
    const statement = accountStatement(movements);
    expect(statement.rows.map((row) => [row.date, row.kind, row.charge, row.payment, row.balance])).toEqual([
      ['2026-01-10', 'consultation', 500, 0, -500],
      ['2026-01-10', 'payment', 0, 500, 0],
      ['2026-02-05', 'act', 9000.1, 0, -9000.1],
      ['2026-02-05', 'insurance', 0, 7200.05, -1800.05],
      ['2026-03-02', 'act', 0.2, 0, -1800.25],
      ['2026-03-02', 'payment', 0, 1000, -800.25],
    ]);
    expect(statement.opening).toBe(0);
    expect(statement.charged).toBe(9500.3);
    expect(statement.paid).toBe(8700.05);
    const payments = movements.filter((m) => m.kind === 'payment' || m.kind === 'insurance').map((m) => m.amount);
    const charges = movements.filter((m) => m.kind === 'consultation' || m.kind === 'act').map((m) => m.amount);
    expect(statement.closing).toBe(patientBalance(payments, charges));
  });

  it('opens a period on everything before it and leaves out what comes after it', () => {
    const statement = accountStatement(movements, { from: '2026-02-01', to: '2026-02-28' });
    expect(statement.opening).toBe(0);
    expect(statement.rows.map((row) => row.balance)).toEqual([-9000.1, -1800.05]);
    expect(statement.closing).toBe(-1800.05);
    const march = accountStatement(movements, { from: '2026-03-02', to: '2026-03-02' });
    expect(march.opening).toBe(-1800.05);
    expect([march.charged, march.paid, march.closing]).toEqual([0.2, 1000, -800.25]);
    // The opening plus the period's payments minus its charges is the closing, exactly.
    expect(march.opening + march.paid - march.charged).toBeCloseTo(march.closing, 10);
  });

  it('answers an empty period with its opening as closing', () => {
    const statement = accountStatement(movements, { from: '2026-04-01', to: '2026-04-30' });
    expect(statement.rows).toEqual([]);
    expect([statement.opening, statement.closing]).toEqual([-800.25, -800.25]);
    expect(accountStatement([])).toEqual({ from: null, to: null, opening: 0, rows: [], charged: 0, paid: 0, closing: 0 });
  });

  it('puts a charge before a payment recorded at the same moment', () => {
    const statement = accountStatement([
      { date: '2026-05-01', kind: 'payment', detail: '', amount: 300, at: '2026-05-01T08:00:00Z' },
      { date: '2026-05-01', kind: 'consultation', detail: '', amount: 300, at: '2026-05-01T08:00:00Z' },
    ]);
    expect(statement.rows.map((row) => row.balance)).toEqual([-300, 0]);
  });

  it('shows an opening balance taken over first: a debt as a charge, a credit as paid', () => {
    const debt = accountStatement([
      { date: '2026-05-02', kind: 'payment', detail: 'Espèces', amount: 200, at: '2026-05-02T08:00:00Z' },
      { date: '2026-05-02', kind: 'opening', detail: '', amount: 1250.5, at: '2026-05-02T09:00:00Z' },
    ]);
    expect(debt.rows.map((row) => [row.kind, row.charge, row.payment, row.balance])).toEqual([
      ['opening', 1250.5, 0, -1250.5],
      ['payment', 0, 200, -1050.5],
    ]);
    expect(debt.closing).toBe(patientBalance([200], [1250.5]));
    const credit = accountStatement([{ date: '2026-05-02', kind: 'opening', detail: '', amount: -300.1 }]);
    expect(credit.rows.map((row) => [row.charge, row.payment, row.balance])).toEqual([[0, 300.1, 300.1]]);
    expect([credit.charged, credit.paid, credit.closing]).toEqual([0, 300.1, 300.1]);
  });
});

describe('consultationCharge', () => {
  it('is the insurer’s consultation price for an insured patient, else the cabinet’s', () => {
    expect(consultationCharge(500)).toBe(500);
    expect(consultationCharge(500, null)).toBe(500);
    expect(consultationCharge(500, 300)).toBe(300);
    expect(consultationCharge(500, 0)).toBe(0);
  });
});
