// A throw-away PostgreSQL cluster for tests and the bench: initdb in a temp dir, started on a free
// loopback port (as the postgres user when run as root: PostgreSQL refuses root), stopped and
// removed by `stop`, which is safe to call more than once.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const superuser = 'postgres';

/** Debian keeps the server binaries outside PATH, in /usr/lib/postgresql/<version>/bin. */
function debianServerDirs() {
  try {
    return readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => join('/usr/lib/postgresql', version, 'bin'));
  } catch {
    return [];
  }
}

export function findOnPath(name) {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), ...debianServerDirs()]) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  throw new Error(`${name} not found on PATH or in /usr/lib/postgresql (PostgreSQL server binaries are needed)`);
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts a cluster; resolves with `{ url, version, stop, serverLog }`. `url` is the superuser's
 * address of the `postgres` database. Tuned for tests (no fsync): never for real data.
 */
export async function startPostgresCluster({ maxConnections = 200 } = {}) {
  const initdb = findOnPath('initdb');
  const pgCtl = findOnPath('pg_ctl');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? ['runuser', '-u', superuser, '--'] : [];

  const workDir = mkdtempSync(join(tmpdir(), 'dental-pg-'));
  const dataDir = join(workDir, 'data');
  const socketDir = join(workDir, 'sock');
  const logFile = join(workDir, 'postgres.log');
  mkdirSync(socketDir);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', superuser]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', superuser]).toString().trim());
    chownSync(workDir, uid, gid);
    chownSync(socketDir, uid, gid);
  }

  const run = (command, args) => {
    const [file, ...rest] = [...prefix, command, ...args];
    const result = spawnSync(file, rest, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
    }
    return result.stdout;
  };
  const serverLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      try {
        run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error(String(error.message ?? error));
      }
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    run(initdb, ['-D', dataDir, '-U', superuser, '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${socketDir}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      `-c max_connections=${maxConnections}`,
    ].join(' ');
    started = true;
    try {
      run(pgCtl, ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
    } catch (error) {
      console.error(`--- postgres log ---\n${serverLog()}`);
      throw error;
    }
    const version = run(join(dirname(pgCtl), 'postgres'), ['--version']).trim();
    return { url: `postgresql://${superuser}@127.0.0.1:${port}/postgres`, version, stop, serverLog };
  } catch (error) {
    stop();
    throw error;
  }
}
