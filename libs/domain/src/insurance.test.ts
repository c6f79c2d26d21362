import { coveredAmount, sumAmounts } from './money';
import { insuranceSplit, insurerInvoiceState, insurerInvoiceTotal, invoiceToCloseFirst } from './insurance';

describe('one meaning of an insurance payment: the insurer’s part', () => {
  it('splits an act’s price between the insurer and the patient, exact to the cent', () => {
    expect(insuranceSplit(6000, 90)).toEqual({ insurer: 5400, patient: 600 });
    expect(insuranceSplit(300, 80)).toEqual({ insurer: 240, patient: 60 });
    expect(insuranceSplit(100, 33.33)).toEqual({ insurer: 33.33, patient: 66.67 });
    expect(insuranceSplit(999.99, 50)).toEqual({ insurer: 500, patient: 499.99 });
    expect(insuranceSplit(1500, 100)).toEqual({ insurer: 1500, patient: 0 });
    expect(insuranceSplit(1500, 0)).toEqual({ insurer: 0, patient: 1500 });
    expect(() => insuranceSplit(100, 120)).toThrow(RangeError);
  });

  it('bills the insurer exactly what its payments credited to the patients, never the percentage again', () => {
    // Insurance payments as the forms and the seed record them: the insurer's part of each act.
    const credited = [
      { amount: insuranceSplit(6000, 90).insurer, percentCovered: 90 },
      { amount: insuranceSplit(300, 80).insurer, percentCovered: 80 },
      { amount: insuranceSplit(2500.5, 70).insurer, percentCovered: 70 },
      { amount: 0.1, percentCovered: 80 },
      { amount: 0.2, percentCovered: 80 },
    ];
    const patientsCredit = sumAmounts(credited.map((p) => p.amount));
    expect(patientsCredit).toBe(7390.65);
    expect(insurerInvoiceTotal(credited)).toBe(patientsCredit);
    // What the landed invoice billed (the credited amounts × the percentage again) left money owed by no one.
    const billedTwice = sumAmounts(credited.map((p) => coveredAmount(p.amount, p.percentCovered)));
    expect(billedTwice).not.toBe(insurerInvoiceTotal(credited));
    expect(insurerInvoiceTotal([])).toBe(0);
  });
});

describe('an insurer invoice’s state', () => {
  it('is open while receiving payments, closed and unpaid once closed, paid once the insurer paid', () => {
    expect(insurerInvoiceState({ payed: false, finish: false })).toBe('open');
    expect(insurerInvoiceState({ payed: false, finish: true })).toBe('closed');
    expect(insurerInvoiceState({ payed: true, finish: true })).toBe('paid');
    expect(insurerInvoiceState({ payed: true, finish: false })).toBe('paid');
  });

  it('names the invoice to close before a new one: the newest, while it is open', () => {
    const invoice = (numInvoice: number, payed: boolean, finish: boolean) => ({ numInvoice, payed, finish });
    expect(invoiceToCloseFirst([invoice(2, false, true), invoice(3, false, false), invoice(1, true, true)])).toEqual(invoice(3, false, false));
    expect(invoiceToCloseFirst([invoice(3, false, true), invoice(2, false, false)])).toBeNull();
    expect(invoiceToCloseFirst([invoice(4, true, true)])).toBeNull();
    expect(invoiceToCloseFirst([])).toBeNull();
  });
});
