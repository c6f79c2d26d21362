/**
 * Write throughput of a group of clinics' setup (README "Running for a group of clinics"): two API
 * instances on one PostgreSQL behind nginx (deploy/nginx/dental.conf), beside one instance alone
 * on the same PostgreSQL server. Each setup gets an empty database of its own on a throw-away
 * cluster (tools/lib/postgres-cluster.mjs); CLIENTS loops send writes one after the other for
 * SECONDS; every answer must be a success. Alone: `node --import tsx tools/bench/two-instances.mjs`.
 */
import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startPostgresCluster } from '../lib/postgres-cluster.mjs';
import { apiCall, createDatabase, freePort, signIn, startApi } from '../operations/harness.ts';
import { startNginx } from '../operations/nginx.ts';

export const TWO_INSTANCES_CLIENTS = 20;
export const TWO_INSTANCES_SECONDS = 5;

const env = { LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT_ADDRESS: '100000', TRUST_PROXY: 'true' };

function successOf(what, answer) {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.success;
}

/** A doctor and, for the payments, one current patient per client. */
async function prepare(base) {
  const token = await signIn(base, 'admin', 'admin');
  const roles = successOf('roles', await apiCall(base, 'roles.list', { token }));
  const role = roles.find((r) => r.name === 'Médecin')._id;
  const body = { username: 'dr.bench', password: 'bench-password', phone: '22222222', doctor: { cabinet: true, percentage: 50 }, roles: [role] };
  const doctor = successOf('doctor', await apiCall(base, 'users.create', { token, body }))._id;
  const patients = [];
  for (let i = 0; i < TWO_INSTANCES_CLIENTS; i += 1) patients.push(successOf('patient', await apiCall(base, 'patients.create', { token, body: patientForm(doctor, `Payer ${i}`) }))._id);
  return { token, doctor, patients };
}

const patientForm = (doctor, name) => ({ doctor, name, contact: { phone: '36123456', whatsApp: '+22236123456' }, HealthCondition: '', yearOfBirth: 1985, address: 'Ksar', assure: false, isConsult: false });

/** CLIENTS loops of `write(client, i)` for SECONDS: writes per second and latencies. */
async function writeLoad(name, write) {
  const durations = [];
  const started = performance.now();
  const deadline = started + TWO_INSTANCES_SECONDS * 1000;
  const client = async (c) => {
    for (let i = 0; performance.now() < deadline; i += 1) {
      const t0 = performance.now();
      const answer = await write(c, i);
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: TWO_INSTANCES_CLIENTS }, (_, c) => client(c)));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((x, y) => x - y);
  const at = (p) => +durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))].toFixed(1);
  return { count: durations.length, per_second: Math.round(durations.length / seconds), p50_ms: at(50), p95_ms: at(95) };
}

/** The rows measured against one base URL. */
async function measure(base) {
  const { token, doctor, patients } = await prepare(base);
  return {
    patients: await writeLoad('new patient', (c, i) => apiCall(base, 'patients.create', { token, body: patientForm(doctor, `Bench ${c}-${i}`) })),
    payments: await writeLoad('payment', (c, i) =>
      apiCall(base, 'payments.create', {
        token,
        body: { doctor, patient: patients[c], amount: Number(`${100 + (i % 50)}.${String(i % 100).padStart(2, '0')}`), type: 'payment', method: 'cash', supported: false, paymentDate: '2026-03-02', approved: true },
      }),
    ),
  };
}

/** Both setups, one after the other, on one throw-away PostgreSQL cluster. */
export async function twoInstancesThroughput() {
  const cluster = await startPostgresCluster();
  const started = [];
  try {
    // The harness's createDatabase makes databases on OPS_DATABASE_URL's server: this cluster.
    process.env.OPS_DATABASE_URL = cluster.url;
    const single = await startApi({ databaseUrl: await createDatabase(), env });
    started.push(single);
    const one = await measure(single.url);
    await single.stop();

    const databaseUrl = await createDatabase();
    const pair = await Promise.all([startApi({ databaseUrl, env }), startApi({ databaseUrl, env })]);
    started.push(...pair);
    const nginx = await startNginx([pair[0].port, pair[1].port], await freePort());
    started.push(nginx);
    const two = await measure(nginx.url);
    const served = nginx.requests().map((request) => request.upstreamPort);
    return {
      postgres: cluster.version,
      cores: cpus().length,
      clients: TWO_INSTANCES_CLIENTS,
      seconds: TWO_INSTANCES_SECONDS,
      served_by: pair.map((instance) => served.filter((port) => port === instance.port).length),
      rows: [
        { name: 'new patients (POST /api/patient)', one: one.patients, two: two.patients },
        { name: 'payments, one patient per client (POST /api/payment)', one: one.payments, two: two.payments },
      ],
    };
  } finally {
    for (const running of started.reverse()) await running.stop();
    cluster.stop();
  }
}

export function printTwoInstances(result) {
  console.log(
    `\nWrite throughput: one instance alone beside two instances behind nginx (deploy/nginx/dental.conf), same PostgreSQL (${result.postgres}); ${result.clients} concurrent clients for ${result.seconds} s; ${result.cores} cores shared by the clients, nginx, the instances and PostgreSQL`,
  );
  const cell = (r) => `${String(r.per_second).padStart(5)}/s  p50 ${String(r.p50_ms).padStart(6)} ms  p95 ${String(r.p95_ms).padStart(6)} ms`;
  console.log(`  ${'writes'.padEnd(54)} ${'one instance'.padEnd(38)} two instances behind nginx`);
  for (const row of result.rows) console.log(`  ${row.name.padEnd(54)} ${cell(row.one).padEnd(38)} ${cell(row.two)}  (${Math.round((100 * row.two.per_second) / row.one.per_second)} %)`);
  console.log(`  requests served by each of the two instances: ${result.served_by.join(' / ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) printTwoInstances(await twoInstancesThroughput());
