import { describe, expect, it } from '@jest/globals';
import { cashOut, cashSessionLines, countedDiffers, dayCloseFigures } from './day-close';

describe('dayCloseFigures', () => {
  it('sets the counted amounts beside the recorded ones, to the cent', () => {
    const figures = dayCloseFigures([
      { method: 'cash', recorded: 0.1 + 0.2, counted: 0.3 },
      { method: 'card', recorded: 999_999_999.99, counted: 999_999_999 },
    ]);
    expect(figures.lines.map((line) => line.difference)).toEqual([0, -0.99]);
    expect(figures.totals).toEqual({ recorded: 1_000_000_000.29, counted: 999_999_999.3, difference: -0.99 });
  });

  it('leaves counted and difference empty until every method is counted', () => {
    const figures = dayCloseFigures([{ recorded: 10, counted: null }, { recorded: 5, counted: 5 }]);
    expect(figures.lines.map((line) => line.difference)).toEqual([null, 0]);
    expect(figures.totals).toEqual({ recorded: 15, counted: null, difference: null });
    expect(dayCloseFigures([]).totals).toEqual({ recorded: 0, counted: 0, difference: 0 });
  });
});

describe('cash sessions', () => {
  const methods = [
    { _id: 'cash', name: 'Espèces', archive: false },
    { _id: 'card', name: 'Carte', archive: false },
    { _id: 'cheque', name: 'Chèque', archive: true },
    { _id: 'old', name: 'Ancien', archive: true },
  ];

  it('adds up a session’s payments per method to the cent, archived methods only when used, unknown methods last', () => {
    const lines = cashSessionLines(methods, [
      { method: 'cash', amount: 0.1 },
      { method: 'cash', amount: 0.2 },
      { method: 'cheque', amount: 134_217_741.23 },
      { method: null, amount: 5 },
      { method: 'gone', amount: 1.5 },
    ]);
    expect(lines).toEqual([
      { method: { _id: 'cash', name: 'Espèces' }, recorded: 0.3, count: 2, counted: null },
      { method: { _id: 'card', name: 'Carte' }, recorded: 0, count: 0, counted: null },
      { method: { _id: 'cheque', name: 'Chèque' }, recorded: 134_217_741.23, count: 1, counted: null },
      { method: { _id: null, name: '' }, recorded: 6.5, count: 2, counted: null },
    ]);
    expect(cashSessionLines(methods, []).map((line) => line.method._id)).toEqual(['cash', 'card']);
  });

  it('asks for a comment only when a counted amount differs from the recorded one by a cent or more', () => {
    expect(countedDiffers([{ recorded: 0.1 + 0.2, counted: 0.3 }, { recorded: 10, counted: 10 }])).toBe(false);
    expect(countedDiffers([{ recorded: 0.3, counted: 0.29 }])).toBe(true);
    expect(countedDiffers([{ recorded: 0, counted: 5 }])).toBe(true);
    expect(countedDiffers([{ recorded: 5, counted: null }])).toBe(false);
  });

  it('sums the money paid out of a session exactly', () => {
    expect(cashOut([{ amount: 0.1 }, { amount: 0.2 }, { amount: 9_999_999_999.99 }])).toEqual({ count: 3, amount: 10_000_000_000.29 });
    expect(cashOut([])).toEqual({ count: 0, amount: 0 });
  });
});
