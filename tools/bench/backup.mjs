/**
 * Backup and restore of the bench's demo clinic with the real commands (npm run backup and
 * npm run restore, run as their scripts run them): the wall time of each, the file's size beside
 * the data folder's, and whether the restore's row counts matched the backup's (the command checks).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

function timed(script, args, env) {
  const started = performance.now();
  const result = spawnSync('node', ['--import', 'tsx', script, ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} exited ${result.status ?? result.signal}:\n${result.stdout}`);
  return { seconds: (performance.now() - started) / 1000, stdout: result.stdout };
}

/** Backs up the PGlite folder `dataDir` (no server on it), restores the file into a new folder; both timed. */
export function timeBackupRestore(dataDir, patients) {
  const work = mkdtempSync(path.join(tmpdir(), 'dental-bench-backup-'));
  try {
    const env = { DATABASE_URL: '', DENTAL_URL: '', BACKUP_DIR: path.join(work, 'backups') };
    const backup = timed('apps/api/src/ops/cli/backup.ts', [], { ...env, DATA_DIR: dataDir });
    const [file] = readdirSync(env.BACKUP_DIR);
    const restore = timed('apps/api/src/ops/cli/restore.ts', [path.join(env.BACKUP_DIR, file)], { ...env, DATA_DIR: path.join(work, 'restored') });
    return {
      patients,
      engine: 'pglite',
      data_bytes: folderBytes(dataDir),
      file_bytes: statSync(path.join(env.BACKUP_DIR, file)).size,
      backup_seconds: Number(backup.seconds.toFixed(2)),
      restore_seconds: Number(restore.seconds.toFixed(2)),
      counts_match: /Every table has the rows the backup counted/.test(restore.stdout),
      method: 'wall time of `npm run backup` (DATA_DIR, server stopped) and `npm run restore -- <file>` into a new folder, node start-up included; the restore checks every table\'s rows against the backup',
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function printBackup(b) {
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`\nBackup and restore (${b.patients} patients, ${b.engine}; the commands' wall time)`);
  console.log(`  ${'npm run backup'.padEnd(32)} ${b.backup_seconds.toFixed(1).padStart(6)} s   file ${mb(b.file_bytes)} (data folder ${mb(b.data_bytes)})`);
  console.log(`  ${'npm run restore (new folder)'.padEnd(32)} ${b.restore_seconds.toFixed(1).padStart(6)} s   row counts ${b.counts_match ? 'match the backup' : 'DO NOT MATCH'}`);
}
