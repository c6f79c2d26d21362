import { addMonths, recallDueDate, recallWindow } from './recall';

describe('recall due dates', () => {
  it('adds months, clamping to the last day of a shorter month as PostgreSQL does', () => {
    expect(recallDueDate('2026-05-12')).toBe('2026-11-12');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 24)).toBe('2028-12-15');
    expect(addMonths('2026-11-30', 1)).toBe('2026-12-30');
  });

  it('places a due date before today, later this month, or after this month', () => {
    expect(recallWindow('2026-11-26', '2026-11-27')).toBe('overdue');
    expect(recallWindow('2026-11-27', '2026-11-27')).toBe('thisMonth');
    expect(recallWindow('2026-11-30', '2026-11-27')).toBe('thisMonth');
    expect(recallWindow('2026-12-01', '2026-11-27')).toBe('later');
    expect(recallWindow('2028-03-01', '2028-02-29')).toBe('later');
  });
});
