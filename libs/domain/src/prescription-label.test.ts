import { prescriptionLabel } from './prescription-label';

describe('prescription label', () => {
  it('numbers the newest-first table ord-{count − position}', () => {
    expect([0, 1, 2].map((position) => prescriptionLabel(3, position))).toEqual(['ord-3', 'ord-2', 'ord-1']);
  });
});
