// Debian's nginx in front of API instances, run the way a clinic group runs it: the repository's
// deploy/nginx/dental.conf with only its instance addresses, listen address and log folder
// replaced, inside a minimal main configuration whose files (pid, logs, temporary bodies) all live
// in a temporary folder. nginx runs in the foreground as a child of this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
export const DENTAL_CONF = join(repoRoot, 'deploy/nginx/dental.conf');

/** The values of dental.conf the test replaces, each with how many times the file must hold it. */
const PLACES = {
  firstInstance: { text: 'server 127.0.0.1:4201 ', count: 1 },
  secondInstance: { text: 'server 127.0.0.1:4202 ', count: 1 },
  listen: { text: 'listen 80;', count: 1 },
  logFolder: { text: '/var/log/nginx/', count: 3 },
} as const;

/** /usr/sbin/nginx (Debian), or nginx on the PATH. */
export function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, 'nginx'))]) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error('nginx not found (Debian: apt-get install nginx; .ci/run installs it)');
}

function replaceExactly(conf: string, place: { text: string; count: number }, value: string): string {
  const found = conf.split(place.text).length - 1;
  if (found !== place.count) throw new Error(`${DENTAL_CONF}: expected "${place.text}" ${place.count} time(s), found ${found}`);
  return conf.split(place.text).join(value);
}

/**
 * dental.conf for two instances on these ports, nginx listening on 127.0.0.1:`port`, logs in
 * `logDir`; the instances of `drained` marked `down`, as the README's rolling restart does.
 */
export function renderDentalConf(instancePorts: readonly [number, number], port: number, logDir: string, drained: readonly number[] = []): string {
  const server = (instancePort: number) => `server 127.0.0.1:${instancePort} ${drained.includes(instancePort) ? 'down ' : ''}`;
  let conf = readFileSync(DENTAL_CONF, 'utf8');
  conf = replaceExactly(conf, PLACES.firstInstance, server(instancePorts[0]));
  conf = replaceExactly(conf, PLACES.secondInstance, server(instancePorts[1]));
  conf = replaceExactly(conf, PLACES.listen, `listen 127.0.0.1:${port};`);
  return replaceExactly(conf, PLACES.logFolder, `${logDir}/`);
}

/** The main configuration around dental.conf: what Debian's /etc/nginx/nginx.conf gives, kept in `dir`. */
function mainConf(dir: string): string {
  const temp = (name: string) => join(dir, 'temp', name);
  return [
    // As root, workers would switch to `nobody`, who may not write bodies into this folder; not
    // root, nginx cannot switch users and the directive would only warn.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 2;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'logs', 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${join(dir, 'dental.conf')};`,
    '}',
    '',
  ].join('\n');
}

export interface AccessEntry {
  requestId: string;
  status: number;
  upstreamPort: number | null;
}

/** One line of the `dental` log format; `upstream=` names two instances when nginx moved on: the last answered. */
function parseAccessLine(line: string): AccessEntry {
  const field = (name: string) => new RegExp(`(?:^| )${name}=(.*?)(?= [a-z_]+=|$)`).exec(line)?.[1] ?? '';
  const last = field('upstream').split(', ').at(-1)?.split(':').at(-1) ?? '';
  return { requestId: field('request_id'), status: Number(/" (\d{3}) /.exec(line)?.[1]), upstreamPort: /^\d+$/.test(last) ? Number(last) : null };
}

export interface NginxProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The lines of the access log (format `dental` of dental.conf) so far. */
  accessLog(): string[];
  /** nginx's error log so far (its own and dental.conf's). */
  errorLog(): string;
  /** The requests of the access log so far: nginx's request id and the port of the instance that answered (null: none). */
  requests(): AccessEntry[];
  /**
   * Marks these instances `down` (none: every instance back) and reloads nginx; resolves once the
   * workers of the previous configuration have finished their requests and exited.
   */
  drain(ports: readonly number[]): Promise<void>;
  stop(): Promise<void>;
}

/** The pids of a process's children (nginx's workers). */
function childrenOf(pid: number): number[] {
  return readOr(`/proc/${pid}/task/${pid}/children`).split(/\s+/).filter(Boolean).map(Number);
}

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const running = new Set<ChildProcess>();
const folders = new Set<string>();
process.on('exit', () => {
  // SIGTERM: the master stops its workers before it exits (SIGKILL would leave them behind).
  for (const child of running) child.kill('SIGTERM');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function listening(port: number): Promise<boolean> {
  return new Promise((resolveCheck) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolveCheck(true);
    });
    socket.once('error', () => resolveCheck(false));
  });
}

/** Starts nginx in front of two instances; resolves once it accepts connections. */
export async function startNginx(instancePorts: readonly [number, number], port: number): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'dental-nginx-'));
  folders.add(dir);
  for (const sub of ['logs', 'temp']) mkdirSync(join(dir, sub));
  const writeDentalConf = (drained: readonly number[]) => writeFileSync(join(dir, 'dental.conf'), renderDentalConf(instancePorts, port, join(dir, 'logs'), drained));
  writeDentalConf([]);
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, mainConf(dir));

  const nginx = findNginx();
  const args = ['-p', dir, '-c', confFile, '-e', join(dir, 'logs', 'error.log'), '-g', 'daemon off;'];
  const output: string[] = [];
  const child = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolveExit) =>
    child.on('exit', () => {
      running.delete(child);
      resolveExit();
    }),
  );
  const errorLog = () => readOr(join(dir, 'logs', 'error.log'));

  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${output.join('')}${errorLog()}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not listen on ${port} within 10 s:\n${output.join('')}${errorLog()}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }

  const accessLog = () => readOr(join(dir, 'logs', 'dental-access.log')).split('\n').filter(Boolean);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    accessLog,
    requests: () => accessLog().map(parseAccessLine),
    errorLog: () => errorLog() + readOr(join(dir, 'logs', 'dental-error.log')),
    drain: async (ports) => {
      const pid = child.pid as number;
      const previous = childrenOf(pid);
      writeDentalConf(ports);
      child.kill('SIGHUP');
      const deadline = Date.now() + 10_000;
      for (;;) {
        const workers = childrenOf(pid);
        if (workers.length > 0 && !workers.some((worker) => previous.includes(worker))) return;
        if (Date.now() > deadline) throw new Error(`nginx did not reload within 10 s:\n${errorLog()}`);
        await new Promise((wait) => setTimeout(wait, 50));
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
      folders.delete(dir);
    },
  };
}
