import { tillFigures } from './till';

const CASH = { _id: '1', name: 'cash', archive: false };
const BANKILY = { _id: '2', name: 'Bankily', archive: false };
const CHEQUE = { _id: '3', name: 'Chèque', archive: false };

test('sums a day by method in cents, leaves unused methods out, and tells the closed part', () => {
  const figures = tillFigures(
    [CASH, BANKILY, CHEQUE],
    [
      { method: '1', amount: 0.1, closed: true },
      { method: '1', amount: 0.2, closed: false },
      { method: '2', amount: 1500.55, closed: true },
      { method: null, amount: 100, closed: false },
    ],
  );
  expect(figures.methods).toEqual([
    { method: { _id: '1', name: 'cash' }, recorded: 0.3, count: 2 },
    { method: { _id: '2', name: 'Bankily' }, recorded: 1500.55, count: 1 },
    { method: { _id: null, name: '' }, recorded: 100, count: 1 },
  ]);
  expect(figures.total).toBe(1600.85);
  expect(figures.closed).toBe(1500.65);
});

test('an empty day is zero', () => {
  expect(tillFigures([CASH], [])).toEqual({ methods: [], total: 0, closed: 0 });
});
