// The backup and restore commands as the README runs them, against real server processes: a backup
// asked of a running server (DENTAL_URL) or made from PostgreSQL (DATABASE_URL), restored into a new
// folder or database with `npm run restore`, and the server started again on the restored data.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { apiCall, createDatabase, repoRoot, signIn, startApi, tempDir, type ApiProcess } from './harness';

interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** One of the commands, as `npm run backup` / `npm run restore` run it. */
function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Ran> {
  const base = { ...(process.env as Record<string, string>) };
  for (const key of ['DATA_DIR', 'DATABASE_URL', 'DENTAL_URL', 'DENTAL_USER', 'DENTAL_PASSWORD', 'DENTAL_TOKEN', 'BACKUP_DIR']) delete base[key];
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/ops/cli/${name}.ts`, ...args], { cwd: repoRoot, env: { ...base, ...env } });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

async function setClinicName(api: ApiProcess, clinicName: string): Promise<void> {
  const token = await signIn(api.url, 'admin', 'admin');
  const answer = await apiCall(api.url, 'settings.update', { token, body: { clinicName } });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

async function clinicName(api: ApiProcess): Promise<string> {
  const answer = await apiCall<{ success: { clinicName: string } }>(api.url, 'settings.get');
  return answer.body.success.clinicName;
}

function writtenFile(ran: Ran): string {
  const match = /Backup written: (\S+)/.exec(ran.out);
  assert.ok(match, `${ran.out}\n${ran.err}`);
  return match[1];
}

describe('npm run backup and npm run restore', () => {
  it('PGlite: asks the running server for a backup, restores it into a new folder, and the server starts on it', async () => {
    const dataDir = tempDir('data');
    const backupDir = tempDir('backups');
    const api = await startApi({ dataDir });
    let restored: ApiProcess | undefined;
    try {
      await setClinicName(api, 'Clinic at backup time');

      const direct = await command('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
      assert.equal(direct.code, 1);
      assert.match(direct.err, /in use by process \d+ .*\n.*DENTAL_URL/);

      const made = await command('backup', [], { DENTAL_URL: api.url, DENTAL_USER: 'admin', DENTAL_PASSWORD: 'admin', BACKUP_DIR: backupDir });
      assert.equal(made.code, 0, made.err);
      const file = writtenFile(made);
      assert.match(file, /dental-\d{8}-\d{6}(-\d{3})?-m\d+\.tar\.gz$/);
      assert.match(made.out, /MB|KB/);
      assert.deepEqual(readdirSync(backupDir), [file.split('/').pop()]);

      const listed = await command('backup', ['--list'], { BACKUP_DIR: backupDir });
      assert.equal(listed.code, 0, listed.err);
      assert.match(listed.out, new RegExp(`${file.split('/').pop()}\\s+[\\d.]+ [KM]B\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\s+\\d+\\.\\d+\\.\\d+\\s+m\\d+\\s+pglite`));

      await setClinicName(api, 'Changed after the backup');
      const target = join(tempDir('restore'), 'data');
      const busy = await command('restore', [file], { DATA_DIR: dataDir });
      assert.equal(busy.code, 1);
      assert.match(busy.err, /already holds data|in use by process/);
      await api.stop();

      const restoredRun = await command('restore', [file], { DATA_DIR: target });
      assert.equal(restoredRun.code, 0, restoredRun.err);
      assert.match(restoredRun.out, /Every table has the rows the backup counted/);
      const again = await command('restore', [file], { DATA_DIR: target });
      assert.equal(again.code, 1);
      assert.match(again.err, /already holds data.*--force/);

      restored = await startApi({ dataDir: target });
      assert.equal(await clinicName(restored), 'Clinic at backup time');
      await signIn(restored.url, 'admin', 'admin');
    } finally {
      await api.stop();
      await restored?.stop();
    }
  });

  it('PostgreSQL: pg_dump of the live database, restored into an empty database; the refusals leave data as it was', async () => {
    const source = await createDatabase();
    const backupDir = tempDir('pg-backups');
    const api = await startApi({ databaseUrl: source });
    let restored: ApiProcess | undefined;
    try {
      await setClinicName(api, 'PostgreSQL clinic at backup time');
      const made = await command('backup', [], { DATABASE_URL: source, BACKUP_DIR: backupDir });
      assert.equal(made.code, 0, made.err);
      const file = writtenFile(made);
      assert.match(made.out, /postgres/);
      await setClinicName(api, 'Changed after the backup');

      const onData = await command('restore', [file], { DATABASE_URL: source });
      assert.equal(onData.code, 1);
      assert.match(onData.err, /already has \d+ tables.*--force/);
      assert.equal(await clinicName(api), 'Changed after the backup');
      await api.stop();

      const unreachable = await command('restore', [file], { DATABASE_URL: 'postgresql://postgres:secret@127.0.0.1:1/nothing' });
      assert.equal(unreachable.code, 1);
      assert.match(unreachable.err, /Cannot reach the database at postgresql:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/nothing/);
      const intoPglite = join(tempDir('pg-into-pglite'), 'data');
      const wrongEngine = await command('restore', [file], { DATA_DIR: intoPglite });
      assert.equal(wrongEngine.code, 1);
      assert.match(wrongEngine.err, /PostgreSQL database.*Set DATABASE_URL/);
      assert.equal(existsSync(intoPglite), false);

      const target = await createDatabase();
      const restoredRun = await command('restore', [file], { DATABASE_URL: target });
      assert.equal(restoredRun.code, 0, restoredRun.err);
      assert.match(restoredRun.out, /Every table has the rows the backup counted/);

      const forced = await command('restore', [file, '--force'], { DATABASE_URL: source });
      assert.equal(forced.code, 0, forced.err);
      assert.match(forced.out, /schema public was dropped/);

      restored = await startApi({ databaseUrl: target });
      assert.equal(await clinicName(restored), 'PostgreSQL clinic at backup time');
      await restored.stop();
      restored = await startApi({ databaseUrl: source });
      assert.equal(await clinicName(restored), 'PostgreSQL clinic at backup time');
    } finally {
      await api.stop();
      await restored?.stop();
    }
  });

  it('refuses wrong arguments (exit 2) and a file that is not a backup (exit 1)', async () => {
    const usage = await command('restore', [], {});
    assert.equal(usage.code, 2);
    assert.match(usage.err, /Name the backup file[\s\S]*Usage: npm run restore/);
    const unknown = await command('backup', ['--everything'], {});
    assert.equal(unknown.code, 2);
    const foreign = await command('restore', [join(repoRoot, 'package.json')], { DATA_DIR: join(tempDir('foreign'), 'data') });
    assert.equal(foreign.code, 1);
    assert.match(foreign.err, /not a backup of this product/);
    const noCredentials = await command('backup', [], { DENTAL_URL: 'http://127.0.0.1:1' });
    assert.equal(noCredentials.code, 2);
    assert.match(noCredentials.err, /DENTAL_USER and DENTAL_PASSWORD/);
  });
});
