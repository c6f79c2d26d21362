import { describe, expect, it, jest } from '@jest/globals';
import { refreshStatisticsPeriodically } from './statistics';
import type { Db } from './types';

function fakeDb(engine: Db['engine']) {
  const exec = jest.fn(async (_sql: string) => undefined);
  return { db: { engine, exec } as unknown as Db, exec };
}

describe('refreshStatisticsPeriodically', () => {
  it('analyzes an embedded database at once and then every interval, until stopped', () => {
    jest.useFakeTimers();
    try {
      const { db, exec } = fakeDb('pglite');
      const stop = refreshStatisticsPeriodically(db, () => undefined, 1_000);
      expect(exec).toHaveBeenCalledWith('analyze');
      jest.advanceTimersByTime(2_500);
      expect(exec).toHaveBeenCalledTimes(3);
      stop();
      jest.advanceTimersByTime(5_000);
      expect(exec).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves PostgreSQL to its autovacuum', () => {
    const { db, exec } = fakeDb('postgres');
    refreshStatisticsPeriodically(db, () => undefined, 1_000)();
    expect(exec).not.toHaveBeenCalled();
  });
});
