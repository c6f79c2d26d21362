import { balanceStanding, patientBalance } from './balance';
import { ageFrom, formatRegNo, hasWhatsApp } from './registration';

describe('patientBalance', () => {
  it('is paid minus charged, exactly', () => {
    expect(patientBalance([0.1, 0.2], [0.3])).toBe(0);
    expect(patientBalance([500], [1500.5])).toBe(-1000.5);
    expect(patientBalance([], [])).toBe(0);
    expect(patientBalance([2000], [500])).toBe(1500);
  });
});

describe('balanceStanding', () => {
  it('sorts balances into debtor, settled and creditor', () => {
    expect(balanceStanding(-0.01)).toBe('debtor');
    expect(balanceStanding(0)).toBe('settled');
    expect(balanceStanding(0.01)).toBe('creditor');
  });
});

describe('patient identity rules', () => {
  it('pads registration numbers to 4 digits', () => {
    expect(formatRegNo(7)).toBe('0007');
    expect(formatRegNo(1234)).toBe('1234');
    expect(formatRegNo(12345)).toBe('12345');
  });
  it('computes the age from the year of birth', () => {
    expect(ageFrom(1990, new Date('2026-11-22'))).toBe(36);
    expect(ageFrom(null)).toBeNull();
  });
  it('hides a WhatsApp number that is only the default prefix', () => {
    expect(hasWhatsApp('+222')).toBe(false);
    expect(hasWhatsApp(' +222 ')).toBe(false);
    expect(hasWhatsApp('')).toBe(false);
    expect(hasWhatsApp('+222 36 12 34 56')).toBe(true);
  });
});
