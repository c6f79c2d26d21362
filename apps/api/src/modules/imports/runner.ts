import type { ImportKind, MessageKey, MessageParams } from '@dental/contracts';
import { audit, type AuditActor } from '../../db/audit';
import type { Db, Queryable } from '../../db/types';
import type { ImportRow } from './jobs';
import { writeBatch, type AnyRecord, type WriteTarget } from './plan';
import { planCounts, type Plan } from './plan-types';

/**
 * The imports running in this process. A run is one transaction (all or nothing) written in
 * batches; between batches it counts its progress here, where GET import/:id reads it without a
 * statement (on PGlite every statement waits while the transaction is open), and, on PostgreSQL,
 * in the imports row too (outside the transaction), so that another instance can answer it and ask
 * it to stop. A cancel makes the run stop at the next batch and roll back.
 */

/** Rows written per statement. */
export const BATCH_ROWS = 1000;

/** The advisory lock a run holds for its transaction: a 'running' row whose lock is free belongs to a dead process. */
export const RUN_LOCK = 39;

interface Running {
  row: ImportRow;
  done: number;
  startedAt: number;
  cancel: boolean;
  finished: Promise<void>;
}

class Cancelled extends Error {}

/** Why a run failed, kept as a message key: its own refusal, or the database's words. */
function failure(error: unknown): { key: MessageKey; params?: MessageParams } {
  const reason = error instanceof Error ? error.message : String(error);
  return { key: 'import.failed', params: { reason } };
}

export class ImportRunner {
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly db: Db,
    private readonly log: { error(details: object, message: string): void },
  ) {}

  /** A running import's progress (rows done, seconds left from the pace so far), when it runs here. */
  progress(id: string): { row: ImportRow; done: number; secondsLeft: number | null } | null {
    const run = this.running.get(id);
    if (!run) return null;
    const elapsed = (Date.now() - run.startedAt) / 1000;
    const left = run.row.total - run.done;
    return { row: run.row, done: run.done, secondsLeft: run.done === 0 ? null : Math.ceil((elapsed / run.done) * left) };
  }

  /** Whether a run of this process is under way. */
  get busy(): boolean {
    return this.running.size > 0;
  }

  /** Asks a run of this process to stop; resolves once it has rolled back. False when it does not run here. */
  async cancel(id: string): Promise<boolean> {
    const run = this.running.get(id);
    if (!run) return false;
    run.cancel = true;
    await run.finished;
    return true;
  }

  /** Starts the run of a plan (the row already 'running'); answers at once. */
  start(row: ImportRow, plan: Plan<AnyRecord>, me: AuditActor, balanceDay: string): void {
    const run: Running = { row, done: 0, startedAt: Date.now(), cancel: false, finished: Promise.resolve() };
    this.running.set(row.id, run);
    run.finished = this.run(run, plan, me, balanceDay).finally(() => this.running.delete(row.id));
  }

  /** Every run of this process finished (the server stopping, tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.running.values()].map((run) => run.finished));
  }

  private async run(run: Running, plan: Plan<AnyRecord>, me: AuditActor, balanceDay: string): Promise<void> {
    const { id, kind } = run.row;
    const target: WriteTarget = { importId: id, userId: me.id, balanceDay };
    const counts = planCounts(plan);
    try {
      await this.db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, $2::int)', [RUN_LOCK, id]);
        for (let from = 0; from < plan.rows.length; from += BATCH_ROWS) {
          await this.checkpoint(run);
          const batch = plan.rows.slice(from, from + BATCH_ROWS);
          await writeBatch(tx, kind as ImportKind, target, batch.flatMap((planned) => (planned.record === null ? [] : [planned.record])));
          run.done = Math.min(plan.rows.length, from + BATCH_ROWS);
        }
        await this.checkpoint(run);
        await tx.query(
          `update imports set state = 'done', finished_at = clock_timestamp(), done = total, created = $2, matched = $3, refused = $4, refusals = $5::jsonb where id = $1`,
          [id, counts.created, counts.matched, counts.refused, JSON.stringify(plan.refusals)],
        );
        await audit(tx, me, { patientId: null, entity: 'import', entityId: id, action: 'create', after: { kind, fileName: run.row.fileName, ...counts } });
      });
    } catch (error) {
      const cancelled = error instanceof Cancelled;
      if (!cancelled) this.log.error({ err: error, importId: id }, 'import failed');
      await this.db.query(`update imports set state = $2, finished_at = now(), done = 0, error = $3::jsonb where id = $1`, [
        id,
        cancelled ? 'cancelled' : 'failed',
        JSON.stringify(cancelled ? { key: 'import.cancelled' } : failure(error)),
      ]);
    }
  }

  /**
   * Between batches: lets the requests waiting meanwhile be served (PGlite runs its statements on
   * this thread, and a run awaiting only them would hold it to the end), stops when asked (here,
   * or on PostgreSQL through the row), and says the progress for other instances.
   */
  private async checkpoint(run: Running): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.db.engine === 'postgres') {
      const [row] = await this.db.query<{ cancel: boolean }>('update imports set done = $2 where id = $1 returning cancel_requested as cancel', [run.row.id, run.done]);
      if (row?.cancel) run.cancel = true;
    }
    if (run.cancel) throw new Cancelled();
  }
}

/** On start-up: a 'running' import whose run lock is free was left by a process that died; it failed, and nothing of it was kept. */
export async function failAbandonedRuns(db: Db): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    await tx.query(
      `update imports set state = 'failed', finished_at = now(), done = 0, error = $2::jsonb
        where state = 'running' and pg_try_advisory_xact_lock($1, id::int)`,
      [RUN_LOCK, JSON.stringify({ key: 'import.interrupted' })],
    );
  });
}
