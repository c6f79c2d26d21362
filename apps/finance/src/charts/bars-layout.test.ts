import { labelStep, valueTicks } from './bars-layout';

test('the value axis starts at zero and rounds its top up', () => {
  expect(valueTicks([1200, 4300, 800])).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
  expect(valueTicks([0])).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
});

test('negative values go below zero', () => {
  expect(valueTicks([-5])).toEqual([-5, -4, -3, -2, -1, 0]);
  expect(valueTicks([-300, 900])).toEqual([-500, -250, 0, 250, 500, 750, 1000]);
});

test('labels are thinned out when they would overlap', () => {
  expect(labelStep(7, 40, 700)).toBe(1);
  expect(labelStep(31, 60, 600)).toBe(4);
});
