// Two API instances on one PostgreSQL database behind Debian's nginx, configured by the
// repository's deploy/nginx/dental.conf: what a group of clinics runs (README "Running for a group
// of clinics"). Sessions, the sign-in throttle, numbering, balances and module builds hold across
// both; a rolling restart under a stream of writes fails none; one instance killed mid-traffic
// loses no acknowledged write and nginx moves to the other.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { patientBalance } from '../../libs/domain/src/balance';
import { purchaseOrderTotal, supplierBalance } from '../../libs/domain/src/purchase-orders';
import type { Patient, PatientInvoice, Payment, PublishResult, PurchaseOrder, Supplier } from '../../libs/contracts/src/index';
import { publishBody, shellRoot, syntheticBuild } from '../../apps/api/src/test/helpers-release';
import { BURST, createClinic, createUser, FILES, ORDER_PRICE, paymentAmount, patientForm, roleIdOf, successOf, burst, type Clinic } from './clinic-writes';
import { apiCall, createDatabase, freePort, signIn, startApi, type ApiProcess } from './harness';
import { startNginx, type AccessEntry, type NginxProcess } from './nginx';

type Answer<T> = { success: T };

/** Any read a signed-in administrator may make: the payment modes. */
const read = (base: string, token: string) => apiCall(base, 'paymentModes.list', { token });

/** The request ids of an instance's request log lines. */
function requestIdsLogged(api: ApiProcess): Set<string> {
  const ids = new Set<string>();
  for (const line of api.logs()) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { reqId?: string; msg?: string };
    if (entry.msg === 'request' && entry.reqId) ids.add(entry.reqId);
  }
  return ids;
}

/** Resolves once `check` holds (log lines arrive through a pipe); fails after 5 s. */
async function until(check: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5_000; !check(); ) {
    assert.ok(Date.now() < deadline, 'not seen within 5 s');
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

const sortedNumbers = (values: number[]) => [...values].sort((x, y) => x - y);
const oneTo = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('two API instances behind nginx on one PostgreSQL', () => {
  let webRoot: string;
  let a: ApiProcess;
  let b: ApiProcess;
  let nginx: NginxProcess;
  let admin: string;
  let instance: { databaseUrl: string; env: Record<string, string> };

  before(async () => {
    webRoot = shellRoot();
    // The same secret and database for both (the harness's JWT_SECRET), addresses from nginx, and
    // no per-address sign-in limit in the way: every request of this test comes from 127.0.0.1.
    instance = { databaseUrl: await createDatabase(), env: { TRUST_PROXY: 'true', WEB_ROOT: webRoot, LOGIN_RATE_LIMIT_ADDRESS: '100000' } };
    // Started together, as systemd starts them: the first applies the migrations, the other waits.
    [a, b] = await Promise.all([startApi(instance), startApi(instance)]);
    nginx = await startNginx([a.port, b.port], await freePort());
    admin = await signIn(a.url, 'admin', 'admin');
  });

  after(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves through one instance, and through nginx, a session opened through the other', async () => {
    const token = await signIn(a.url, 'admin', 'admin');
    for (const base of [b.url, nginx.url]) {
      const answer = await apiCall<Answer<{ name: string }[]>>(base, 'paymentModes.list', { token });
      assert.equal(answer.status, 200, base);
      assert.ok(answer.body.success.some((mode) => mode.name === 'cash'));
    }
    const throughNginx = await signIn(nginx.url, 'admin', 'admin');
    for (const base of [a.url, b.url]) assert.equal((await read(base, throughNginx)).status, 200, base);
    // nginx answers for the API: its health and readiness, unauthenticated.
    assert.equal((await apiCall(nginx.url, 'system.health')).status, 200);
    assert.equal((await apiCall(nginx.url, 'system.ready')).status, 200);

    // nginx's request id is the API's: in the answer, nginx's access line and one instance's log line.
    const answer = await read(nginx.url, token);
    const requestId = answer.headers.get('x-request-id') ?? '';
    assert.match(requestId, /^[0-9a-f]{32}$/);
    await until(() => nginx.requests().some((request) => request.requestId === requestId));
    const logged = nginx.requests().find((request) => request.requestId === requestId) as AccessEntry;
    const instance = [a, b].find((api) => api.port === logged.upstreamPort) as ApiProcess;
    await until(() => requestIdsLogged(instance).has(requestId));
  });

  it('ends a session everywhere on sign-out, the other sessions everywhere on a password change, and applies rights everywhere', async () => {
    const session = await signIn(a.url, 'admin', 'admin');
    assert.equal((await read(b.url, session)).status, 200);
    assert.equal((await apiCall(a.url, 'auth.logout', { token: session })).status, 200);
    assert.equal((await read(b.url, session)).status, 401);
    assert.equal((await read(nginx.url, session)).status, 401);

    const role = await roleIdOf(a.url, admin, 'Administrateur');
    const user = await createUser(a.url, admin, 'manager', 'first-password', [role], false);
    const here = await signIn(a.url, 'manager', 'first-password');
    const there = await signIn(b.url, 'manager', 'first-password');
    const alsoThere = await signIn(b.url, 'manager', 'first-password');
    assert.equal((await read(b.url, there)).status, 200);
    const changed = await apiCall(a.url, 'users.update', {
      token: here,
      params: { id: user._id },
      body: { username: 'manager', phone: '22222222', password: 'second-password', doctor: null, roles: [role] },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    // One's own change keeps the session it was made from, on both instances.
    assert.equal((await read(b.url, here)).status, 200);
    for (const token of [there, alsoThere]) {
      assert.equal((await read(b.url, token)).status, 401);
      assert.equal((await read(a.url, token)).status, 401);
    }
    await signIn(b.url, 'manager', 'second-password');

    // An administrator's change ends every session of that user.
    const again = await signIn(b.url, 'manager', 'second-password');
    const byAdmin = await apiCall(a.url, 'users.update', {
      token: admin,
      params: { id: user._id },
      body: { username: 'manager', phone: '22222222', password: 'third-password', doctor: null, roles: [role] },
    });
    assert.equal(byAdmin.status, 200);
    assert.equal((await read(b.url, again)).status, 401);
    assert.equal((await read(b.url, here)).status, 401);

    // Rights changed through A apply to the next request on B, the session kept.
    const session2 = await signIn(b.url, 'manager', 'third-password');
    assert.equal((await apiCall(b.url, 'roles.list', { token: session2 })).status, 200);
    const assistant = await roleIdOf(a.url, admin, 'Assistant');
    const demoted = await apiCall(a.url, 'users.update', {
      token: admin,
      params: { id: user._id },
      body: { username: 'manager', phone: '22222222', password: '', doctor: null, roles: [assistant] },
    });
    assert.equal(demoted.status, 200);
    assert.equal((await apiCall(b.url, 'roles.list', { token: session2 })).status, 403);
    assert.equal((await read(b.url, session2)).status, 200);
  });

  it('counts the sign-in attempts of one username on both instances together', async () => {
    await createUser(a.url, admin, 'throttled', 'right-password', [await roleIdOf(a.url, admin, 'Assistant')], false);
    const attempt = (base: string, password: string) => apiCall(base, 'auth.login', { body: { username: 'throttled', password } });
    // LOGIN_RATE_LIMIT's default: 10 attempts a minute per username, wherever they arrive.
    for (let i = 0; i < 10; i += 1) assert.equal((await attempt(i % 2 === 0 ? a.url : b.url, 'wrong-password')).status, 401, `attempt ${i + 1}`);
    assert.equal((await attempt(a.url, 'wrong-password')).status, 429);
    assert.equal((await attempt(b.url, 'right-password')).status, 429);
    assert.equal((await attempt(nginx.url, 'right-password')).status, 429);
  });

  describe('200 concurrent writes through nginx', () => {
    let clinic: Clinic;
    let result: Awaited<ReturnType<typeof burst>>;
    let requests: AccessEntry[];

    before(async () => {
      clinic = await createClinic(a.url, admin);
      const accessLines = nginx.accessLog().length;
      result = await burst(nginx.url, admin, clinic);
      // nginx writes its access line once the answer has gone.
      const sent = BURST.patients * 2 + BURST.quotes + BURST.invoices + clinic.insuredDoctors.length + BURST.orders + BURST.payments;
      await until(() => nginx.accessLog().length >= accessLines + sent);
      requests = nginx.requests().slice(accessLines);
    });

    it('are shared by both instances, each request logged by the instance nginx sent it to', async () => {
      for (const instance of [a, b]) {
        const sent = requests.filter((request) => request.upstreamPort === instance.port).map((request) => request.requestId);
        assert.ok(sent.length >= 40, `${sent.length} requests sent to ${instance.port}`);
        await until(() => sent.every((id) => requestIdsLogged(instance).has(id)));
        const elsewhere = [a, b].find((other) => other !== instance) as ApiProcess;
        assert.ok(!sent.some((id) => requestIdsLogged(elsewhere).has(id)), 'a request logged by both instances');
      }
    });

    it('give every new patient a registration number of its own', async () => {
      assert.deepEqual(result.patients.map((r) => r.status), Array(BURST.patients).fill(200));
      const numbers = result.patients.map((r) => r.body.success.RegNo);
      const files = await Promise.all(clinic.files.map(async (id) => successOf<Patient>('file', await apiCall(b.url, 'patients.get', { token: admin, params: { id } })).RegNo));
      const all = [...numbers, ...files];
      assert.ok(all.every((n) => typeof n === 'string' && /^\d{4,}$/.test(n)), JSON.stringify(all));
      assert.equal(new Set(all).size, all.length, 'registration numbers repeat');
      // Read back through the other path: the number given is the number kept.
      for (const answer of result.patients.slice(0, 10)) {
        const stored = successOf<Patient>('patient', await apiCall(a.url, 'patients.get', { token: admin, params: { id: answer.body.success._id } }));
        assert.equal(stored.RegNo, answer.body.success.RegNo);
      }
    });

    it("number each file's quotes and invoices from 1 without gaps, each quote line billed once", async () => {
      // A refused quote is reported with the server's answer and the instances' error lines, to tell why.
      const refused = result.quotes.filter((q) => q.answer.status !== 200).map((q) => ({ status: q.answer.status, body: q.answer.body }));
      const errorLines = () => [a, b].flatMap((api) => api.logs().filter((line) => line.includes('"level":50')));
      assert.deepEqual(refused, [], JSON.stringify({ refused, errors: refused.length > 0 ? errorLines() : [] }));
      for (const file of clinic.files) {
        const quotes = result.quotes.filter((q) => q.file === file).map((q) => q.answer.body.success.numDevis);
        assert.deepEqual(sortedNumbers(quotes), oneTo(BURST.quotes / FILES), `quotes of ${file}`);

        const mine = result.invoices.filter((i) => i.file === file).map((i) => i.answer);
        for (const refused of mine.filter((answer) => answer.status !== 200)) assert.equal(refused.status, 300, JSON.stringify(refused.body));
        const made = mine.filter((answer) => answer.status === 200).map((answer) => answer.body.success.numInvoice);
        assert.deepEqual(sortedNumbers(made), oneTo(made.length), `invoices of ${file}`);
        const stored = successOf<PatientInvoice[]>('invoices', await apiCall(b.url, 'patientInvoices.list', { token: admin, query: { patient: file } }));
        assert.deepEqual(sortedNumbers(stored.map((invoice) => invoice.numInvoice)), oneTo(made.length));
        const billed = stored.flatMap((invoice) => invoice.LineInvoice.map((line) => line._id));
        assert.equal(new Set(billed).size, billed.length, 'a quote line billed twice');
      }
    });

    it("number the insurer's invoices and the purchase orders from 1 without gaps, totals exact", async () => {
      assert.deepEqual(result.insurerInvoices.map((r) => r.status), Array(clinic.insuredDoctors.length).fill(200));
      assert.deepEqual(sortedNumbers(result.insurerInvoices.map((r) => r.body.success.numInvoice)), oneTo(clinic.insuredDoctors.length));

      assert.deepEqual(result.orders.map((o) => o.answer.status), Array(BURST.orders).fill(200));
      assert.deepEqual(sortedNumbers(result.orders.map((o) => o.answer.body.success.num)), oneTo(BURST.orders));
      for (const { quantity, answer } of result.orders) assert.equal(answer.body.success.total, purchaseOrderTotal([{ quantity, price: ORDER_PRICE }]));
      const stored = successOf<PurchaseOrder[]>('orders', await apiCall(a.url, 'purchaseOrders.list', { token: admin, params: { doctorId: clinic.doctor } }));
      assert.deepEqual(sortedNumbers(stored.map((order) => order.num)), oneTo(BURST.orders));
      const suppliers = successOf<Supplier[]>('suppliers', await apiCall(b.url, 'suppliers.list', { token: admin }));
      assert.equal(suppliers.find((s) => s._id === clinic.supplier)?.balance, supplierBalance(stored));
    });

    it('keep every balance exact to the cent', async () => {
      assert.deepEqual(result.payments.map((p) => p.answer.status), Array(BURST.payments).fill(200));
      for (const file of clinic.files) {
        const acknowledged = result.payments.filter((p) => p.file === file).map((p) => p.amount);
        const stored = successOf<Payment[]>('payments', await apiCall(a.url, 'payments.list', { token: admin, query: { patient: file } }));
        assert.deepEqual(sortedNumbers(stored.map((p) => p.amount)), sortedNumbers(acknowledged));
        // No consultation was charged and quotes and invoices do not move a balance: paid − nothing.
        const expected = patientBalance(acknowledged, []);
        for (const instance of [a, b]) {
          const patient = successOf<Patient>('patient', await apiCall(instance.url, 'patients.get', { token: admin, params: { id: file } }));
          assert.equal(patient.balance, expected, `balance of ${file} on ${instance.port}`);
        }
      }
    });
  });

  it('serves through one instance a module build published through the other, and its origin in the page policy', async () => {
    const marker = `published-${'x'.repeat(2_000_000)}`;
    // Through nginx: about 2.7 MB of JSON, past the memory buffer (client_body_buffer_size).
    const published = await apiCall<Answer<PublishResult>>(nginx.url, 'release.publish', { token: admin, params: { name: 'admin' }, body: publishBody(syntheticBuild({ marker })) });
    assert.equal(published.status, 200, JSON.stringify(published.body).slice(0, 500));
    const { id } = published.body.success.build;
    for (const base of [a.url, b.url, nginx.url]) {
      const manifest = await fetch(`${base}/modules/admin/builds/${id}/mf-manifest.json`);
      assert.equal(manifest.status, 200, base);
      assert.equal(((await manifest.json()) as { name: string }).name, 'admin');
      const chunk = await fetch(`${base}/modules/admin/builds/${id}/__federation_expose_Module.89abcdef.js`);
      assert.ok((await chunk.text()).includes(marker), base);
    }

    // A build on another origin, named through A: B's next page allows it, and forgets it once removed.
    const scriptSources = async (base: string) => {
      const page = await fetch(`${base}/`);
      assert.equal(page.status, 200);
      const policy = page.headers.get('content-security-policy') ?? '';
      return policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    };
    const update = (url: string) => apiCall(a.url, 'registry.update', { token: admin, params: { name: 'finance' }, body: { url, canary: null } });
    assert.ok(!(await scriptSources(b.url)).includes('https://builds.example'));
    assert.equal((await update('https://builds.example/finance/mf-manifest.json')).status, 200);
    assert.ok((await scriptSources(b.url)).includes('https://builds.example'), 'B allows the origin named through A');
    assert.equal((await update('/modules/finance/mf-manifest.json')).status, 200);
    assert.ok(!(await scriptSources(b.url)).includes('https://builds.example'), 'B forgets the origin removed through A');
  });

  it('restarts one instance after the other (SIGTERM) under a stream of writes without failing one', async (t) => {
    const doctorRole = await roleIdOf(a.url, admin, 'Médecin');
    const doctor = (await createUser(a.url, admin, 'dr.rolling', 'rolling-password', [doctorRole], true))._id;
    const answers: { name: string; status: number | string }[] = [];
    let streaming = true;
    // One new connection per write: nginx's reload closes the idle connections of its old workers,
    // which a browser reopens, where a client gives up on a POST (a `Connection: close` header alone
    // still let fetch send a write on an idle connection of its pool, left by the tests before).
    const client = async (c: number) => {
      for (let i = 0; streaming; i += 1) {
        const name = `Rolling ${c}-${i}`;
        const answer = await apiCall<Answer<Patient>>(nginx.url, 'patients.create', { token: admin, newConnection: true, body: patientForm(doctor, name) }).catch((error: Error) => ({
          status: `${error.message} (${String(error.cause)})`,
        }));
        answers.push({ name, status: answer.status });
      }
    };
    const clients = Promise.all(Array.from({ length: 4 }, (_, c) => client(c)));
    try {
      // The README's rolling restart: out of nginx, SIGTERM, started again, ready, back into nginx; the next.
      for (const name of ['b', 'a'] as const) {
        const old = name === 'a' ? a : b;
        await nginx.drain([old.port]);
        assert.deepEqual(await old.stop(), { code: 0, signal: null });
        const restarted = await startApi({ ...instance, port: old.port });
        if (name === 'a') a = restarted;
        else b = restarted;
        await nginx.drain([]);
      }
    } finally {
      streaming = false;
      await clients;
    }
    const failed = answers.filter((answer) => answer.status !== 200);
    t.diagnostic(`${answers.length} writes during the restarts`);
    assert.deepEqual(failed, [], nginx.errorLog());
    // Both restarted instances answered their share afterwards.
    assert.equal((await read(a.url, admin)).status, 200);
    assert.equal((await read(b.url, admin)).status, 200);
  });

  it('loses no acknowledged write when an instance is killed mid-traffic, and keeps answering', async (t) => {
    const doctorRole = await roleIdOf(a.url, admin, 'Médecin');
    const doctor = (await createUser(a.url, admin, 'dr.survivor', 'survivor-password', [doctorRole], true))._id;
    const payer = successOf<Patient>('payer', await apiCall(a.url, 'patients.create', { token: admin, body: patientForm(doctor, 'Payer') }))._id;

    const WRITES = 100;
    const CLIENTS = 6;
    const KILL_AFTER = 30;
    // afterKill: sent once the instance was gone; duringKill: sent after the SIGKILL, before its process was seen gone.
    type Write = { i: number; kind: 'patient' | 'payment'; afterKill: boolean; duringKill: boolean; status: number; id?: string; amount?: number };
    const writes: Write[] = [];
    let next = 0;
    let killed: Promise<unknown> | null = null;
    let bGone = false;
    const send = async (i: number): Promise<Write> => {
      const afterKill = bGone;
      const duringKill = killed !== null && !bGone;
      if (i % 2 === 0) {
        const answer = await apiCall<Answer<Patient>>(nginx.url, 'patients.create', { token: admin, body: patientForm(doctor, `Stream patient ${i}`) });
        return { i, kind: 'patient', afterKill, duringKill, status: answer.status, id: answer.status === 200 ? answer.body.success._id : undefined };
      }
      const amount = paymentAmount(i);
      const body = { doctor, patient: payer, amount, type: 'payment', method: 'cash', supported: false, paymentDate: '2026-03-03', approved: true };
      const answer = await apiCall<Answer<Payment>>(nginx.url, 'payments.create', { token: admin, body });
      return { i, kind: 'payment', afterKill, duringKill, status: answer.status, amount, id: answer.status === 200 ? answer.body.success._id : undefined };
    };
    const client = async () => {
      while (next < WRITES) {
        const write = await send(next++);
        writes.push(write);
        if (writes.length === KILL_AFTER && !killed) {
          // SIGKILL: no goodbye. Writes sent from the moment it is gone must all succeed.
          killed = b.stop('SIGKILL').then(() => {
            bGone = true;
          });
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await killed;

    assert.equal(writes.length, WRITES);
    const failed = writes.filter((w) => w.status !== 200);
    t.diagnostic(`${writes.filter((w) => w.afterKill).length} writes sent once the instance was gone; ${failed.length} in flight on it failed`);
    // Only writes in flight on the killed instance may fail, as 502 (never resent: they may have been applied): those
    // sent before the SIGKILL (one per client at most) and those sent while its process was going, before nginx knew.
    assert.ok(failed.filter((w) => !w.duringKill).length <= CLIENTS, `${failed.length} failed writes`);
    for (const write of failed) assert.equal(write.status, 502, `write ${write.i}`);
    assert.deepEqual(writes.filter((w) => w.afterKill && w.status !== 200), []);
    assert.ok(writes.some((w) => w.afterKill), 'writes were sent after the kill');

    // Every acknowledged write is there, read through the survivor.
    for (const write of writes.filter((w) => w.kind === 'patient' && w.status === 200)) {
      const stored = await apiCall<Answer<Patient>>(a.url, 'patients.get', { token: admin, params: { id: write.id as string } });
      assert.equal(stored.status, 200, `patient of write ${write.i}`);
      assert.equal(stored.body.success.name, `Stream patient ${write.i}`);
    }
    const payments = successOf<Payment[]>('payments', await apiCall(a.url, 'payments.list', { token: admin, query: { patient: payer } }));
    const storedIds = new Set(payments.map((p) => p._id));
    const acknowledged = writes.filter((w) => w.kind === 'payment' && w.status === 200);
    for (const write of acknowledged) assert.ok(storedIds.has(write.id as string), `payment of write ${write.i}`);
    // And nothing else than what was sent: the acknowledged ones, perhaps some of the failed ones.
    assert.ok(payments.length <= acknowledged.length + failed.filter((w) => w.kind === 'payment').length);
    const balance = successOf<Patient>('payer', await apiCall(a.url, 'patients.get', { token: admin, params: { id: payer } })).balance;
    assert.equal(balance, patientBalance(payments.map((p) => p.amount), []));

    // nginx keeps answering, every request, from the survivor.
    const reads = await Promise.all(Array.from({ length: 20 }, () => read(nginx.url, admin)));
    assert.deepEqual(reads.map((r) => r.status), Array(20).fill(200), nginx.errorLog());
  });
});
