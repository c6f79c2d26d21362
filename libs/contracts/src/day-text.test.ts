import { isDayText } from './day-text';

describe('a day as the wire writes it', () => {
  it('takes a real day, alone or as an ISO moment', () => {
    for (const text of ['2026-02-28', '2024-02-29', '2026-02-28T10:30', '2026-02-28T23:59:59.123Z', '2026-02-28T00:00:00+01:00', '2026-02-28T00:00:00-0330']) expect(isDayText(text)).toBe(true);
  });

  it('refuses a day or a time that does not exist, and what is not written as a day', () => {
    for (const text of ['2026-02-31', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '31/02/2026', '2026-02-28T25:00:00Z', '2026-02-28T10:61', '2026-02-28T10:30:60', '2026-02-28T', '', ' 2026-02-28x']) expect(isDayText(text)).toBe(false);
  });
});
