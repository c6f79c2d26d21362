#!/usr/bin/env node
// Runs the API test suite against a real PostgreSQL: a throw-away cluster (initdb) in a temp
// dir, started on a free loopback port, used through TEST_DATABASE_URL, then stopped and removed,
// also when the tests fail or the run is interrupted. Extra arguments go to jest.
//   node tools/test-postgres.mjs [jest args...]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
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

function findOnPath(name) {
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

function freePort() {
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

const initdb = findOnPath('initdb');
const pgCtl = findOnPath('pg_ctl');

// PostgreSQL refuses to run as root: CI runs as root, so the cluster belongs to the postgres user.
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

function run(command, args) {
  const [file, ...rest] = [...prefix, command, ...args];
  const result = spawnSync(file, rest, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

let started = false;
let cleaned = false;

function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(String(error.message ?? error));
    }
  }
  rmSync(workDir, { recursive: true, force: true });
}

function printServerLog() {
  if (existsSync(logFile)) console.error(`--- postgres log ---\n${readFileSync(logFile, 'utf8')}`);
}

let jest;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (jest && jest.exitCode === null) jest.kill(signal);
    else {
      cleanUp();
      process.exit(130);
    }
  });
}

let exitCode = 1;
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
    '-c max_connections=200',
  ].join(' ');
  started = true;
  try {
    run(pgCtl, ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
  } catch (error) {
    printServerLog();
    throw error;
  }

  const databaseUrl = `postgresql://${superuser}@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${run(join(dirname(pgCtl), 'postgres'), ['--version']).trim()} on ${databaseUrl}`);

  exitCode = await new Promise((resolveExit) => {
    // The suite runs alone here: a worker per core, where Jest's default keeps one core for its
    // parent, which only waits (one file at a time on a 2-core CI machine).
    jest = spawn('npx', ['jest', '-c', 'apps/api/jest.config.cjs', '--maxWorkers=100%', ...process.argv.slice(2)], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
    });
    jest.on('error', (error) => {
      console.error(`could not run jest: ${error.message}`);
      resolveExit(1);
    });
    jest.on('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error(String(error.message ?? error));
  exitCode = 1;
} finally {
  cleanUp();
}
process.exit(exitCode);
