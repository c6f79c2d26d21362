import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type CanaryThresholds, type ModuleLoad, type ModuleName, type ReleaseStatus, type RemoteModuleEntry } from '@dental/contracts';
import { canaryBucket, DEFAULT_CANARY_THRESHOLDS, USER_LOADS_COUNTED } from '@dental/domain';
import { call, createRole, createUser, fr, loginAdmin, startTestApp, type Session, type TestApp } from '../../test/helpers';
import { registryOrigins } from '../registry/origins';
import { LOADS_PER_USER_PER_MINUTE } from './loads';

const CANARY_BUILD = '0123456789abcdef';
const canaryUrl = (module: ModuleName) => `/modules/${module}/builds/${CANARY_BUILD}/mf-manifest.json`;

const load = (module: ModuleName, overrides: Partial<ModuleLoad> = {}): ModuleLoad => ({ module, build: 'bundled', cohort: 'stable', stage: 'mount', ok: true, ...overrides });
const times = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);
/** A load of the module's canary build by its canary cohort, mounted or failed at `stage`. */
const canaryLoad = (module: ModuleName, ok: boolean, stage: ModuleLoad['stage'] = ok ? 'mount' : 'entry') => load(module, { build: CANARY_BUILD, cohort: 'canary', stage, ok });
const stableLoad = (module: ModuleName, ok: boolean) => load(module, { stage: ok ? 'mount' : 'init', ok });

interface EventRow {
  action: string;
  by_user: string | null;
  from_build: string | null;
  to_build: string | null;
  from_url: string | null;
  to_url: string | null;
  percent: number | null;
  reason: string;
  figures: Record<string, unknown> | null;
}

describe('module health reports and the automatic rollback', () => {
  let t: TestApp;
  let admin: Session;
  let roleId: string;
  let users = 0;

  beforeAll(async () => {
    // Every scenario signs in users of its own: more sign-ins than the default throttle allows.
    t = await startTestApp({ loginRateLimit: { max: 1_000, maxPerAddress: 1_000, timeWindow: 60_000 } });
    admin = await loginAdmin(t.app);
    roleId = (await createRole(t.app, admin.token, 'Reporters', [['AFFICHER', 'PATIENTS']]))._id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A signed-in user of their own (each with a fresh per-minute allowance of reports). */
  const newUser = async () => createUser(t.app, admin.token, `reporter${++users}`, [roleId]);
  /** A new user the server puts in this cohort of the module's canary at `percent` (the browser's bucketing). */
  const newUserIn = async (module: ModuleName, cohort: 'canary' | 'stable', percent: number) => {
    for (;;) {
      const user = await newUser();
      if (canaryBucket(user._id, module) < percent === (cohort === 'canary')) return user;
    }
  };
  const report = (session: Session, loads: unknown) => call<{ success: { accepted: number; counted: number } }>(t.app, 'POST', '/api/moduleHealth', { token: session.token, body: { loads } });
  /** Reports the loads as `session` (a new user by default); all of them weigh unless `counted` says otherwise. */
  const reportAs = async (loads: ModuleLoad[], session?: Session, counted = loads.length) => {
    const response = await report(session ?? (await newUser()), loads);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: { accepted: loads.length, counted } });
  };
  const storedLoads = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from module_loads'))[0].n;

  const setCanary = async (module: ModuleName, canary: { url: string; percent: number } | null) => {
    const response = await call<{ success: RemoteModuleEntry }>(t.app, 'PUT', `/api/registry/${module}`, {
      token: admin.token,
      body: { url: `/modules/${module}/mf-manifest.json`, canary },
    });
    expect(response.status).toBe(200);
  };
  const canaryOf = async (module: ModuleName) => {
    const listed = await call<{ success: RemoteModuleEntry[] }>(t.app, 'GET', '/api/registry', { token: admin.token });
    return listed.body.success.find((entry) => entry.name === module)!.canary;
  };
  /** The automatic rollbacks of the module (the hand edits of the registry that set up each case are events too). */
  const eventsOf = (module: ModuleName) =>
    t.db.query<EventRow>(
      `select action, by_user::text, from_build, to_build, from_url, to_url, percent, reason, figures
         from module_release_events where module = $1 and action = 'auto-rollback' order by id`,
      [module],
    );
  const storeBuild = (module: ModuleName) => t.db.query('insert into module_builds (id, module, files, bytes) values ($1, $2, 3, 300)', [CANARY_BUILD, module]);
  const buildOf = async (module: ModuleName) =>
    (await t.db.query<{ bad: boolean; bad_reason: string | null }>('select bad, bad_reason from module_builds where id = $1 and module = $2', [CANARY_BUILD, module]))[0];
  const putThresholds = (module: ModuleName, thresholds: unknown, token = admin.token) =>
    call<{ success: CanaryThresholds }>(t.app, 'PUT', `/api/release/${module}/thresholds`, { token, body: thresholds });

  // First: the instance prunes on its first report, then at most once an hour.
  it('removes loads older than seven days when reports come in', async () => {
    const someone = await newUser();
    await t.db.query(
      `insert into module_loads (at, user_id, module, build, cohort, stage, ok)
       values (now() - interval '8 days', $1, 'admin', 'bundled', 'stable', 'mount', true),
              (now() - interval '6 days', $1, 'admin', 'bundled', 'stable', 'mount', true)`,
      [someone._id],
    );
    expect((await report(someone, [load('admin')])).status).toBe(200);
    const kept = await t.db.query<{ age: string }>(`select (now() - at > interval '7 days')::text as age from module_loads order by at`);
    expect(kept.map((row) => row.age)).toEqual(['false', 'false']);
  });

  it('stores each load with the caller’s id and nothing else of theirs', async () => {
    const reporter = await newUser();
    const loads = [load('admin'), load('finance', { build: 'abcdef0123456789', cohort: 'forced', stage: 'libVersions', ok: false })];
    const response = await report(reporter, loads);
    expect(response.status).toBe(200);
    // The forced load is kept, but never weighs in a canary's judgement.
    expect(response.body).toEqual({ success: { accepted: 2, counted: 1 } });
    const rows = await t.db.query(
      'select user_id::text as "userId", module, build, cohort, stage, ok, counted from module_loads where user_id = $1 order by id',
      [reporter._id],
    );
    expect(rows).toEqual(loads.map((stored, i) => ({ userId: reporter._id, ...stored, counted: i === 0 })));
  });

  it('refuses reports without a session, and malformed ones, storing nothing', async () => {
    const before = await storedLoads();
    expect((await call(t.app, 'POST', '/api/moduleHealth', { body: { loads: [load('admin')] } })).status).toBe(401);
    const reporter = await newUser();
    const refused: [unknown, string][] = [
      [[], 'health.loadsRequired'],
      [times(21, load('admin')), 'health.tooManyLoads'],
      [[load('admin', { module: 'shell' as ModuleName })], 'health.moduleInvalid'],
      [[load('admin', { build: 'v2' })], 'health.buildInvalid'],
      [[load('admin', { cohort: 'beta' as ModuleLoad['cohort'] })], 'health.cohortInvalid'],
      [[load('admin', { stage: 'paint' as ModuleLoad['stage'] })], 'health.stageInvalid'],
      [[{ ...load('admin'), ok: 'yes' }], 'health.okInvalid'],
      [[load('admin'), { module: 'admin' }], 'health.buildInvalid'],
    ];
    for (const [loads, key] of refused) {
      const response = await report(reporter, loads);
      expect({ loads, status: response.status, body: response.body }).toEqual({ loads, status: 300, body: { formErrors: expect.arrayContaining([fr(key as never)]) } });
    }
    expect((await call(t.app, 'POST', '/api/moduleHealth', { token: reporter.token, body: {} })).status).toBe(300);
    expect(await storedLoads()).toBe(before);
  });

  it(`accepts at most ${LOADS_PER_USER_PER_MINUTE} loads per user per minute`, async () => {
    const busy = await newUser();
    for (let batch = 0; batch < LOADS_PER_USER_PER_MINUTE / 20; batch++) expect((await report(busy, times(20, load('admin')))).status).toBe(200);
    const before = await storedLoads();
    const refused = await report(busy, [load('admin')]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ err: fr('health.tooManyReports') });
    expect(await storedLoads()).toBe(before);
    // Another user is not held back, and invalid reports did not count.
    expect((await report(await newUser(), times(20, load('admin')))).status).toBe(200);
  });

  it('holds the bound across API instances on one database, for reports sent at once', async () => {
    const other = await startTestApp({}, t.testDb);
    try {
      const busy = await newUser();
      const batch = { loads: times(20, load('admin')) };
      const answers = await Promise.all(
        [t.app, other.app, t.app, other.app, other.app].map((app) => call(app, 'POST', '/api/moduleHealth', { token: busy.token, body: batch })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429]);
      const [{ stored }] = await t.db.query<{ stored: number }>('select count(*)::int as stored from module_loads where user_id = $1', [busy._id]);
      expect(stored).toBe(LOADS_PER_USER_PER_MINUTE);
    } finally {
      await other.close();
    }
  });

  it('lets developers only set a module’s thresholds, and checks them', async () => {
    const thresholds: CanaryThresholds = { ...DEFAULT_CANARY_THRESHOLDS, minLoads: 50, maxFailurePercent: 2.5 };
    expect((await putThresholds('consumables', thresholds, (await newUser()).token)).status).toBe(403);
    const saved = await putThresholds('consumables', thresholds);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: thresholds });
    const [{ stored }] = await t.db.query<{ stored: unknown }>(`select thresholds as stored from module_registry where name = 'consumables'`);
    expect(stored).toEqual(thresholds);

    const invalid = await putThresholds('consumables', { ...thresholds, minLoads: 0 });
    expect(invalid.status).toBe(300);
    expect(invalid.body).toEqual({ formErrors: [fr('release.thresholdInvalid')] });
    expect((await putThresholds('consumables', { minLoads: 10 })).status).toBe(300);
    expect((await putThresholds('nothing' as ModuleName, thresholds)).status).toBe(404);
  });

  it('rolls a canary back once three distinct users fail to load it, marking its build bad', async () => {
    await storeBuild('admin');
    await setCanary('admin', { url: canaryUrl('admin'), percent: 100 });
    await reportAs([canaryLoad('admin', false, 'manifest')]);
    await reportAs([canaryLoad('admin', false, 'render'), canaryLoad('admin', true)]);
    expect(await canaryOf('admin')).toEqual({ url: canaryUrl('admin'), percent: 100 });
    expect(await eventsOf('admin')).toEqual([]);

    await reportAs([canaryLoad('admin', false, 'mount')]);
    expect(await canaryOf('admin')).toBeNull();
    const reason = 'auto-rollback: 3 users failed within 5 min';
    expect(await buildOf('admin')).toEqual({ bad: true, bad_reason: reason });
    expect(await eventsOf('admin')).toEqual([
      {
        action: 'auto-rollback',
        by_user: null,
        from_build: CANARY_BUILD,
        to_build: 'bundled',
        from_url: canaryUrl('admin'),
        to_url: '/modules/admin/mf-manifest.json',
        percent: 0,
        reason,
        figures: {
          rule: 'users',
          canary: { loads: 3, failures: 3, failingUsers: 3, ratePercent: 100 },
          // The earlier tests' loads of the bundled admin build, none failing.
          stable: { loads: expect.any(Number), failures: 0, ratePercent: 0 },
          thresholds: DEFAULT_CANARY_THRESHOLDS,
        },
      },
    ]);
  });

  it('does nothing more on reports about a canary already rolled back', async () => {
    // The canary is gone: these users are served the stable build, their canary loads weigh nothing.
    await reportAs([canaryLoad('admin', false), canaryLoad('admin', false, 'expose')], undefined, 0);
    expect(await canaryOf('admin')).toBeNull();
    expect(await eventsOf('admin')).toHaveLength(1);
  });

  it('rolls a canary back by its failure rate over 30 loads, compared with the stable build', async () => {
    await setCanary('patients', { url: canaryUrl('patients'), percent: 50 });
    const canaryUser = () => newUserIn('patients', 'canary', 50);
    for (let i = 0; i < 2; i++) await reportAs(times(5, stableLoad('patients', true)), await newUserIn('patients', 'stable', 50));
    await reportAs(times(10, canaryLoad('patients', true)), await canaryUser());
    await reportAs(times(10, canaryLoad('patients', true)), await canaryUser());
    // This user's second failure counts neither as a load nor as a failure: 9 loads, 1 failing.
    await reportAs([...times(8, canaryLoad('patients', true)), ...times(2, canaryLoad('patients', false))], await canaryUser());
    // 29 loads, 1 failing: too few loads to judge by the rate.
    expect(await canaryOf('patients')).toEqual({ url: canaryUrl('patients'), percent: 50 });
    // A load failing at libVersions, another failing once mounted: one failed load of this user.
    await reportAs([canaryLoad('patients', false, 'libVersions'), canaryLoad('patients', true), canaryLoad('patients', false, 'render')], await canaryUser());
    expect(await canaryOf('patients')).toBeNull();
    const [event] = await eventsOf('patients');
    expect(event).toMatchObject({ action: 'auto-rollback', by_user: null, from_build: CANARY_BUILD, to_build: 'bundled', percent: 0 });
    // The stable build's 10 loads are too few to weigh: it counts as not failing.
    expect(event.reason).toBe('auto-rollback: 2 of 30 loads failed (6.7 %) vs stable 0.0 %');
    expect(event.figures).toMatchObject({ rule: 'rate', canary: { loads: 30, failures: 2, failingUsers: 2 }, stable: { loads: 10, failures: 0 } });
    // The canary named a build the server does not store: nothing to mark.
    expect(await buildOf('patients')).toBeUndefined();
  });

  it('keeps a canary that fails no more than the stable build', async () => {
    await setCanary('finance', { url: canaryUrl('finance'), percent: 50 });
    const oneFailingOfTen = (failed: ModuleLoad) => [...times(9, load('finance', { ...failed, stage: 'mount', ok: true })), failed];
    for (let i = 0; i < 3; i++) await reportAs(oneFailingOfTen(stableLoad('finance', false)), await newUserIn('finance', 'stable', 50));
    for (let i = 0; i < 2; i++) await reportAs(oneFailingOfTen(canaryLoad('finance', false)), await newUserIn('finance', 'canary', 50));
    await reportAs(times(10, canaryLoad('finance', true)), await newUserIn('finance', 'canary', 50));
    // Canary 2 of 30 (6.7 %), stable 3 of 30 (10 %).
    expect(await canaryOf('finance')).toEqual({ url: canaryUrl('finance'), percent: 50 });
    expect(await eventsOf('finance')).toEqual([]);
  });

  it('does not count forced loads, nor the canary build loaded by the stable cohort', async () => {
    await setCanary('appointments', { url: canaryUrl('appointments'), percent: 10 });
    for (let i = 0; i < 4; i++) await reportAs([load('appointments', { build: CANARY_BUILD, cohort: 'forced', stage: 'entry', ok: false })], undefined, 0);
    for (let i = 0; i < 4; i++) await reportAs([load('appointments', { build: CANARY_BUILD, cohort: 'stable', stage: 'entry', ok: false })], undefined, 0);
    expect(await canaryOf('appointments')).toEqual({ url: canaryUrl('appointments'), percent: 10 });
  });

  it('judges by the module’s own thresholds, and stops allowing a rolled-back canary’s origin', async () => {
    const cdnCanary = `https://cdn.example.com${canaryUrl('laboratories')}`;
    await setCanary('laboratories', { url: cdnCanary, percent: 100 });
    expect(registryOrigins(t.db).list()).toContain('https://cdn.example.com');
    expect((await putThresholds('laboratories', { ...DEFAULT_CANARY_THRESHOLDS, failingUsers: 1 })).status).toBe(200);
    await reportAs([canaryLoad('laboratories', false)]);
    expect(await canaryOf('laboratories')).toBeNull();
    const [event] = await eventsOf('laboratories');
    expect(event.reason).toBe('auto-rollback: 1 user failed within 5 min');
    expect(event.figures).toMatchObject({ thresholds: { failingUsers: 1 } });
    expect(event.from_url).toBe(cdnCanary);
    expect(registryOrigins(t.db).list()).not.toContain('https://cdn.example.com');
  });

  it('rolls back once when reports tipping the canary arrive together', async () => {
    await setCanary('consumables', { url: canaryUrl('consumables'), percent: 100 });
    expect((await putThresholds('consumables', { ...DEFAULT_CANARY_THRESHOLDS, failingUsers: 2 })).status).toBe(200);
    const reporters = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    const answers = await Promise.all(reporters.map((reporter) => report(reporter, [canaryLoad('consumables', false)])));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await canaryOf('consumables')).toBeNull();
    expect((await eventsOf('consumables')).map((event) => event.action)).toEqual(['auto-rollback']);
  });

  describe('forged reports (issue 34 §7)', () => {
    // A canary build of its own: the loads of the scenarios above do not weigh in these.
    const FRESH_BUILD = 'aaaaaaaaaaaaaaaa';
    const OTHER_BUILD = 'fedcba9876543210';
    const freshUrl = (module: ModuleName) => `/modules/${module}/builds/${FRESH_BUILD}/mf-manifest.json`;
    const freshLoad = (module: ModuleName, ok: boolean, stage: ModuleLoad['stage'] = ok ? 'mount' : 'entry') => load(module, { build: FRESH_BUILD, cohort: 'canary', stage, ok });

    it('does not count canary failures from users the server puts in the stable cohort', async () => {
      await setCanary('admin', { url: freshUrl('admin'), percent: 30 });
      // Three users each sending 20 failed loads of the canary, which they were not served.
      for (let i = 0; i < 3; i++) await reportAs(times(20, freshLoad('admin', false)), await newUserIn('admin', 'stable', 30), 0);
      expect(await canaryOf('admin')).toEqual({ url: freshUrl('admin'), percent: 30 });
      expect(await eventsOf('admin')).toHaveLength(1);
    });

    it('lets one account of the canary cohort weigh one failure, however many it sends; a real failing canary still goes', async () => {
      const forger = await newUserIn('admin', 'canary', 30);
      for (let i = 0; i < 3; i++) await reportAs(times(20, freshLoad('admin', false)), forger);
      expect(await canaryOf('admin')).toEqual({ url: freshUrl('admin'), percent: 30 });
      // Seen failing by two more users of the canary cohort: three users, the canary goes.
      await reportAs([freshLoad('admin', false)], await newUserIn('admin', 'canary', 30));
      expect(await canaryOf('admin')).toEqual({ url: freshUrl('admin'), percent: 30 });
      await reportAs([freshLoad('admin', false, 'init')], await newUserIn('admin', 'canary', 30));
      expect(await canaryOf('admin')).toBeNull();
      const events = await eventsOf('admin');
      expect(events).toHaveLength(2);
      expect(events[1]).toMatchObject({ reason: 'auto-rollback: 3 users failed within 5 min', figures: { rule: 'users', canary: { loads: 3, failures: 3, failingUsers: 3 } } });
    });

    it('does not let forged stable failures mask a failing canary', async () => {
      await setCanary('consumables', { url: freshUrl('consumables'), percent: 50 });
      expect((await putThresholds('consumables', DEFAULT_CANARY_THRESHOLDS)).status).toBe(200);
      for (let i = 0; i < 3; i++) await reportAs(times(10, stableLoad('consumables', true)), await newUserIn('consumables', 'stable', 50));
      // 60 stable failures from a user of the canary cohort: not counted; from one of the stable cohort: one failure.
      const outsider = await newUserIn('consumables', 'canary', 50);
      for (let i = 0; i < 3; i++) await reportAs(times(20, stableLoad('consumables', false)), outsider, 0);
      const insider = await newUserIn('consumables', 'stable', 50);
      for (let i = 0; i < 3; i++) await reportAs(times(20, stableLoad('consumables', false)), insider);
      // Stable: 1 of 31 loads failed (3.2 %). Canary: 1 of 30 (3.3 %), not above 3.2 % + 1 point.
      for (let i = 0; i < 2; i++) await reportAs(times(USER_LOADS_COUNTED, freshLoad('consumables', true)), await newUserIn('consumables', 'canary', 50));
      await reportAs([...times(9, freshLoad('consumables', true)), freshLoad('consumables', false)], await newUserIn('consumables', 'canary', 50));
      expect(await canaryOf('consumables')).toEqual({ url: freshUrl('consumables'), percent: 50 });
      await reportAs([freshLoad('consumables', false)], await newUserIn('consumables', 'canary', 50));
      expect(await canaryOf('consumables')).toBeNull();
      const [, event] = await eventsOf('consumables');
      expect(event.reason).toBe('auto-rollback: 2 of 31 loads failed (6.5 %) vs stable 3.2 %');
      expect(event.figures).toMatchObject({ rule: 'rate', canary: { loads: 31, failures: 2, failingUsers: 2 }, stable: { loads: 31, failures: 1 } });
    });

    it('does not count a report for another build than the one the user was served', async () => {
      await setCanary('finance', { url: freshUrl('finance'), percent: 100 });
      for (let i = 0; i < 3; i++) await reportAs([load('finance', { build: OTHER_BUILD, cohort: 'canary', stage: 'entry', ok: false })], undefined, 0);
      // Every user is in the canary cohort: a stable report, of any build, is not counted either.
      await reportAs([stableLoad('finance', false), load('finance', { build: OTHER_BUILD, stage: 'init', ok: false })], undefined, 0);
      expect(await canaryOf('finance')).toEqual({ url: freshUrl('finance'), percent: 100 });
      // The loads the user was served weigh; forced ones are kept but do not.
      await reportAs([freshLoad('finance', true), load('finance', { build: FRESH_BUILD, cohort: 'forced', stage: 'entry', ok: false })], undefined, 1);
      // The build's figures in `status` show the loads that weigh only.
      await t.db.query('insert into module_builds (id, module, files, bytes) values ($1, $2, 3, 300)', [FRESH_BUILD, 'finance']);
      const status = await call<{ success: ReleaseStatus }>(t.app, 'GET', '/api/release/finance', { token: admin.token });
      expect(status.body.success.builds.find((build) => build.id === FRESH_BUILD)).toMatchObject({ loads: 1, failures: 0 });
    });
  });
});
