import { migrate, STARTUP_LOCK_KEY } from '../../db/migrate';
import type { Queryable } from '../../db/types';
import { qualified, readTables, type TableInfo } from './catalog';
import { copyFiles } from './copy-files';
import { copyTable, cursorReader } from './copy-rows';
import { CopyRefused } from './errors';
import { checkReport, count, seconds } from './report';
import { applySequences, readSequences } from './sequences';
import type { OpenedSource } from './source';
import { differences, summarize } from './summary';
import { requireEmpty, type Target } from './target';

const silent = { info: () => undefined, warn: () => undefined };

/** The target's tables must be the source's, column for column: both are at the code's level. */
export function schemaDifferences(source: readonly TableInfo[], target: readonly TableInfo[]): string[] {
  const found: string[] = [];
  const copies = new Map(target.map((table) => [table.name, table]));
  for (const table of source) {
    const copy = copies.get(table.name);
    if (!copy) found.push(`table ${table.name} is not in the target`);
    else if ([...copy.columns].sort().join() !== [...table.columns].sort().join()) found.push(`table ${table.name} has other columns in the target`);
  }
  const names = new Set(source.map((table) => table.name));
  for (const table of target) if (!names.has(table.name)) found.push(`table ${table.name} is only in the target`);
  return found;
}

function elapsed(since: number): number {
  return performance.now() - since;
}

/**
 * The copy itself, in ONE transaction of the target: migrations, rows (user triggers off: the
 * copied balances, day totals and version counters are already the results of the triggers, which
 * must not apply them again), sequences, then the check, then the patients' files of the source's
 * folder into stored_files. Any error or difference rolls everything back: the target is left empty.
 */
export async function copyDatabase(source: OpenedSource, target: Target, out: (line: string) => void): Promise<void> {
  const tables = await readTables(source.db);
  const sequences = await readSequences(source.db);
  const read = cursorReader((fn) => source.db.transaction(fn));

  await target.transaction(async (tx: Queryable) => {
    await tx.exec("set local timezone = 'UTC'");
    // The lock the API takes to migrate at start: a server started on the target meanwhile waits for the copy.
    await tx.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    await requireEmpty(tx, target.address);

    let since = performance.now();
    const applied = await migrate(tx, silent);
    out(`Migrations on the target: ${applied.length} applied in ${seconds(elapsed(since))}`);
    const targetTables = await readTables(tx);
    const mismatch = schemaDifferences(tables, targetTables);
    if (mismatch.length > 0) throw new CopyRefused(`The target's tables do not match the source's: ${mismatch.join('; ')}. Nothing was committed.`);

    for (const table of tables) await tx.exec(`alter table ${qualified(table.name)} disable trigger user`);
    // Rows the migrations wrote (auth_state's) give way to the source's.
    await tx.exec(`truncate ${tables.map((table) => qualified(table.name)).join(', ')}`);

    out('Copying rows:');
    since = performance.now();
    let total = 0;
    for (const table of tables) {
      const started = performance.now();
      const rows = await copyTable(read, tx, table);
      total += rows;
      out(`  ${table.name.padEnd(28)}${count(rows).padStart(10)} rows  ${seconds(elapsed(started))}`);
    }
    const copySeconds = elapsed(since) / 1000;
    out(`Rows: ${count(total)} in ${tables.length} tables in ${seconds(elapsed(since))} (${count(Math.round(total / Math.max(copySeconds, 0.001)))} rows/s)`);
    for (const table of tables) await tx.exec(`alter table ${qualified(table.name)} enable trigger user`);
    await applySequences(tx, sequences);
    out(`Sequences: ${sequences.length} set to the source's values`);

    since = performance.now();
    const [before, after] = await Promise.all([summarize(source.db, tables), summarize(tx, targetTables)]);
    out('');
    for (const line of checkReport(before, after)) out(line);
    out(`Checked in ${seconds(elapsed(since))}.`);
    const found = differences(before, after);
    if (found.length > 0) {
      throw new CopyRefused(`The copy does not match the source (${found.join('; ')}): nothing was committed, the target database is still empty.`);
    }
    await copyFiles(tx, source.filesDir, out);
  });

  // Committed. The planner's statistics of freshly filled tables are empty until autovacuum gets
  // to them, and the patient lists' "about N" totals read them: gather them now.
  const since = performance.now();
  try {
    await target.exec('analyze');
    out(`Planner statistics gathered (ANALYZE) in ${seconds(elapsed(since))}.`);
  } catch (error) {
    out(`ANALYZE failed (${(error as Error).message}): the copy is committed; autovacuum will gather the statistics later.`);
  }
}
