import { describe, expect, it } from '@jest/globals';
import { dayCloseFigures } from './day-close';

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
