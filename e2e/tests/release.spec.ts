import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ReleaseStatus } from '@dental/contracts';
import { canaryBucket } from '@dental/domain';
import { ADMIN, apiCall, apiToken, entryFolders, remoteEntryIn, signIn, unique } from './helpers';

/**
 * The release path of a module with the real command (tools/release.mjs) against the test server:
 * a build published, canaried to a share of users, promoted and rolled back, each user seeing the
 * build chosen for them with no rebuild and no restart; and canaries that fail in users' browsers
 * (missing manifest, an entry that throws, a page that throws at mount) rolled back by the server
 * from what those browsers report.
 */

const root = path.resolve(__dirname, '../..');
const fixtures = path.resolve(__dirname, '../fixtures');
const STABLE = '/modules/finance/mf-manifest.json';
/** The stable build's folder: a page fetches its entry from there (its manifest comes with the registry's answer). */
const STABLE_FOLDER = '/modules/finance/';
const PASSWORD = 'secret-pass-release';
const FINANCE_HEADING = 'Statistiques Financières';
const NEXT_TILE = 'Prévisions';

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run release -- <args>` as a module team runs it, against the test server as the developer account. */
function release(baseURL: string, ...args: string[]): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['--import', 'tsx', 'tools/release.mjs', ...args], {
      cwd: root,
      env: { ...process.env, DENTAL_URL: baseURL, DENTAL_USER: ADMIN.username, DENTAL_PASSWORD: ADMIN.password, DENTAL_LANG: 'en' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs the command and expects it to succeed; its output. */
async function releaseOk(baseURL: string, ...args: string[]): Promise<string> {
  const result = await release(baseURL, ...args);
  expect(result.stderr, `release ${args.join(' ')}`).toBe('');
  expect(result.code, `release ${args.join(' ')}`).toBe(0);
  return result.stdout;
}

/** Publishes a build folder with the command; the id it prints. */
async function publish(baseURL: string, folder: string): Promise<string> {
  const output = await releaseOk(baseURL, 'publish', 'finance', folder);
  const id = /^[0-9a-f]{16}$/m.exec(output)?.[0];
  expect(id, output).toBeTruthy();
  return id!;
}

function buildFixture(name: string): string {
  const fixture = path.join(fixtures, name);
  execFileSync('npx', ['rspack', 'build', '-c', './rspack.config.ts'], { cwd: fixture, stdio: 'pipe' });
  return path.join(fixture, 'dist');
}

async function releaseStatus(request: APIRequestContext, token: string): Promise<ReleaseStatus> {
  const answer = await apiCall(request, token, 'release.status', { params: { name: 'finance' } });
  expect(answer.status).toBe(200);
  return answer.body.success!;
}

async function newDoctor(request: APIRequestContext, token: string) {
  const roles = await apiCall(request, token, 'roles.list');
  const created = await apiCall(request, token, 'users.create', {
    body: { username: unique('dr.release'), phone: '36000000', password: PASSWORD, doctor: { cabinet: true, percentage: 50 }, roles: [roles.body.success!.find((role) => role.name === 'Médecin')!._id] },
  });
  expect(created.status).toBe(200);
  return created.body.success!;
}

/** A payment of the doctor's today: this month's takings chart (a lazy chunk of the module) has a bar to draw. */
async function withTakings(request: APIRequestContext, token: string, doctorId: string) {
  const patient = await apiCall(request, token, 'patients.create', { body: { doctor: doctorId, name: unique('Patient Release '), contact: { phone: '36000002', whatsApp: '+222' }, yearOfBirth: 1985, isConsult: false } });
  expect(patient.status).toBe(200);
  expect((await apiCall(request, token, 'payments.create', { body: { doctor: doctorId, patient: patient.body.success!._id, amount: 300, type: 'payment', method: 'cash' } })).status).toBe(200);
}

/** A user in a browser of their own, signed in once, as clinic staff keep the application open. */
async function openSession(browser: Browser, user: { _id: string; username: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const moduleFiles: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/modules/finance/')) moduleFiles.push({ path: url.pathname, status: response.status() });
  });
  await signIn(page, { username: user.username, password: PASSWORD });
  const statistics = `/statistics/${user._id}`;
  return { user, page, context, moduleFiles, statistics };
}
type Session = Awaited<ReturnType<typeof openSession>>;

const homeTile = (page: Page, label: string) => page.locator('.shell-home').getByText(label, { exact: true });

test.describe('releasing a module with the release command', { tag: '@clinic-wide' }, () => {
  let nextBuild = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The module's next build: the finance module with one more route and home tile ("Prévisions").
    nextBuild = buildFixture('finance-next');
  });

  test.afterAll(async ({ request }) => {
    const token = await apiToken(request);
    await apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body: { url: STABLE, canary: null } });
  });

  test('publish, canary for one user and not another, promote, roll back: each user sees their build; open pages keep working', async ({ browser, request, baseURL }) => {
    test.setTimeout(240_000);
    const token = await apiToken(request);

    // Two doctors on either side of the canary's share: buckets are per user and module.
    const first = await newDoctor(request, token);
    let second = await newDoctor(request, token);
    while (canaryBucket(second._id, 'finance') === canaryBucket(first._id, 'finance')) second = await newDoctor(request, token);
    const [inside, outside] = [first, second].sort((a, b) => canaryBucket(a._id, 'finance') - canaryBucket(b._id, 'finance'));
    const percent = canaryBucket(outside._id, 'finance');
    await withTakings(request, token, inside._id);
    await withTakings(request, token, outside._id);

    // Published twice: one build, the second publish says so.
    const id = await publish(baseURL!, nextBuild);
    const again = await releaseOk(baseURL!, 'publish', 'finance', nextBuild);
    expect(again).toContain(`already published: finance build ${id}`);
    const buildFolder = `/modules/finance/builds/${id}/`;
    // Refused with the server's words (exit 1), or not even sent (a usage mistake, exit 2).
    const wrongModule = await release(baseURL!, 'publish', 'admin', nextBuild);
    expect(wrongModule).toMatchObject({ code: 1, stdout: '' });
    expect(wrongModule.stderr).toContain('The manifest is the one of module “finance”, not “admin”');
    expect(await release(baseURL!, 'canary', 'finance', id, '150')).toMatchObject({ code: 2, stderr: expect.stringContaining('from 0 to 100') });

    expect(await releaseOk(baseURL!, 'canary', 'finance', id, String(percent))).toMatch(new RegExp(`canary: \\S+ → ${id}, ${percent} %`));
    expect(await releaseOk(baseURL!, 'canary', 'finance', id, String(percent))).toContain('nothing to change');

    const sessions: Session[] = [];
    try {
      const canaryUser = await openSession(browser, inside);
      const stableUser = await openSession(browser, outside);
      sessions.push(canaryUser, stableUser);
      // The canary's user has the new build's tile and route, from the stored build (its declarations
      // came with the registry's answer); the other has neither.
      await expect(homeTile(canaryUser.page, NEXT_TILE)).toBeVisible();
      expect(entryFolders(canaryUser.moduleFiles.map((file) => file.path))).toContain(buildFolder);
      await expect(homeTile(stableUser.page, FINANCE_HEADING)).toBeVisible();
      await expect(homeTile(stableUser.page, NEXT_TILE)).toHaveCount(0);
      await canaryUser.page.goto('/forecast');
      await expect(canaryUser.page.getByRole('heading', { name: NEXT_TILE })).toBeVisible();
      await stableUser.page.goto('/forecast');
      await expect(stableUser.page.getByText('404 Page Not Found')).toBeVisible();

      // Both open the module's accounting before the promote: their pages stay on the build they loaded.
      for (const session of sessions) {
        await session.page.goto(`${session.statistics}/accounting?preset=thisMonth`);
        await expect(session.page.getByRole('heading', { name: FINANCE_HEADING })).toBeVisible();
      }
      expect(entryFolders(canaryUser.moduleFiles.map((file) => file.path))).toEqual(new Set([buildFolder]));
      expect(entryFolders(stableUser.moduleFiles.map((file) => file.path))).toContain(STABLE_FOLDER);

      expect(await releaseOk(baseURL!, 'promote', 'finance')).toContain(`promote: bundled → ${id}`);
      expect((await release(baseURL!, 'promote', 'finance')).code).toBe(1);

      // The page left open on the old build keeps working: within the module, its lazy chart chunk comes from that build.
      await expectModuleKeepsWorking(stableUser, /^\/modules\/finance\/(?!builds\/)/);

      // Promoted: on their next load both users have the new build.
      for (const session of sessions) {
        await session.page.goto('/');
        await expect(homeTile(session.page, NEXT_TILE)).toBeVisible();
      }
      await canaryUser.page.goto(`${canaryUser.statistics}/accounting?preset=thisMonth`);
      await expect(canaryUser.page.getByRole('heading', { name: FINANCE_HEADING })).toBeVisible();

      // Rolled back in one command: both are back on the stable build, and the page open on the rolled-back build still works.
      expect(await releaseOk(baseURL!, 'rollback', 'finance')).toContain(`rollback: ${id} → bundled`);
      expect(await releaseOk(baseURL!, 'rollback', 'finance')).toContain('nothing to change');
      await expectModuleKeepsWorking(canaryUser, new RegExp(`^${buildFolder}`));
      // The notice's reload gets the stable build.
      canaryUser.moduleFiles.length = 0;
      await canaryUser.page.getByRole('button', { name: 'Recharger' }).click();
      await expect(canaryUser.page.getByRole('heading', { name: FINANCE_HEADING })).toBeVisible();
      expect(entryFolders(canaryUser.moduleFiles.map((file) => file.path))).toContain(STABLE_FOLDER);
      for (const session of sessions) {
        await session.page.goto('/');
        await expect(homeTile(session.page, FINANCE_HEADING)).toBeVisible();
        await expect(homeTile(session.page, NEXT_TILE)).toHaveCount(0);
      }

      const status = await releaseOk(baseURL!, 'status', 'finance');
      expect(status).toMatch(/stable {2}bundled {2}\/modules\/finance\/mf-manifest\.json/);
      for (const [action, move] of [['rollback', `${id} → bundled`], ['promote', `bundled → ${id}`], ['canary', `\\S+ → ${id}`]]) {
        expect(status).toMatch(new RegExp(`admin +${action} +${move}`));
      }
    } finally {
      await Promise.all(sessions.map((session) => session.context.close()));
    }
  });
});

/**
 * A session's open page navigates within the module after the registry moved on: the takings tab
 * draws its chart from a lazy chunk of the build the page loaded, no file of the module fails, and
 * at that navigation the page offers the other build with a reload.
 */
async function expectModuleKeepsWorking(session: Session, buildFiles: RegExp) {
  session.moduleFiles.length = 0;
  await session.page.getByRole('tab', { name: 'Versement' }).click();
  await expect(session.page).toHaveURL(new RegExp(`${session.statistics}/payments`));
  await expect(session.page.locator('.finance-chart__canvas canvas').first()).toBeVisible({ timeout: 15_000 });
  const scripts = session.moduleFiles.filter((file) => file.path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) expect(file.path).toMatch(buildFiles);
  expect(session.moduleFiles.filter((file) => file.status >= 400)).toEqual([]);
  await expect(session.page.getByText('Une nouvelle version est disponible.')).toBeVisible();
}

test.describe('a failing canary is rolled back by itself from what browsers report', { tag: '@clinic-wide' }, () => {
  const sessions: Session[] = [];
  let brokenEntry = '';
  let brokenMount = '';

  test.beforeAll(async ({ browser, request }) => {
    test.setTimeout(240_000);
    const next = buildFixture('finance-next');
    // The next build, whose entry throws as soon as it runs.
    brokenEntry = mkdtempSync(path.join(tmpdir(), 'finance-broken-entry-'));
    cpSync(next, brokenEntry, { recursive: true });
    const entry = path.join(brokenEntry, remoteEntryIn(brokenEntry));
    writeFileSync(entry, `throw new Error("broken entry");\n${readFileSync(entry, 'utf8')}`);
    brokenMount = buildFixture('finance-mount-throws');

    // Three users who have used the module before (their browser remembers its routes), each in a browser of their own.
    const token = await apiToken(request);
    for (let i = 0; i < 3; i++) {
      const session = await openSession(browser, await newDoctor(request, token));
      await session.page.goto(`${session.statistics}/payments`);
      await expect(session.page.getByRole('heading', { name: FINANCE_HEADING })).toBeVisible();
      sessions.push(session);
    }
  });

  // Each case starts from the stable build alone, whatever the previous one left.
  test.beforeEach(async ({ request }) => {
    const token = await apiToken(request);
    await apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body: { url: STABLE, canary: null } });
  });

  test.afterAll(async ({ request }) => {
    await Promise.all(sessions.map((session) => session.context.close()));
    rmSync(brokenEntry, { recursive: true, force: true });
    const token = await apiToken(request);
    await apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body: { url: STABLE, canary: null } });
  });

  const cases: { name: string; canary: (baseURL: string, request: APIRequestContext, token: string) => Promise<string> }[] = [
    {
      name: 'a canary whose manifest is missing',
      canary: async (_baseURL, request, token) => {
        // Never published: its files are nowhere. Set by hand, as before the release command.
        const id = Array.from({ length: 16 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
        const url = `/modules/finance/builds/${id}/mf-manifest.json`;
        expect((await apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body: { url: STABLE, canary: { url, percent: 100 } } })).status).toBe(200);
        return id;
      },
    },
    {
      name: 'a canary whose entry throws',
      canary: async (baseURL) => {
        const id = await publish(baseURL, brokenEntry);
        await releaseOk(baseURL, 'canary', 'finance', id, '100');
        return id;
      },
    },
    {
      name: 'a canary whose page throws at mount',
      canary: async (baseURL) => {
        const id = await publish(baseURL, brokenMount);
        await releaseOk(baseURL, 'canary', 'finance', id, '100');
        return id;
      },
    },
  ];

  for (const { name, canary } of cases) {
    test(`${name} fails for three users, is rolled back by the server, and they get the stable build on reload`, async ({ request, baseURL }) => {
      test.setTimeout(120_000);
      const token = await apiToken(request);
      const id = await canary(baseURL!, request, token);
      expect((await releaseStatus(request, token)).canary).toMatchObject({ build: id, percent: 100 });

      for (const session of sessions) {
        await session.page.goto(`${session.statistics}/payments`);
        await expect(session.page.getByText(/n'a pas pu être chargé/)).toBeVisible({ timeout: 15_000 });
        await expect(session.page.getByRole('heading', { name: FINANCE_HEADING })).toHaveCount(0);
        // Leaving the page sends what is still waiting to be reported.
        await session.page.goto('/');
      }

      // No one ran a command: the server rolled the canary back from the browsers' reports.
      await expect.poll(async () => (await releaseStatus(request, token)).canary?.percent ?? 0, { timeout: 20_000 }).toBe(0);
      const status = await releaseStatus(request, token);
      expect(status.stable.build).toBe('bundled');
      expect(status.events[0]).toMatchObject({ action: 'auto-rollback', by: null, fromBuild: id, percent: 0 });
      const stored = status.builds.find((build) => build.id === id);
      if (stored) expect(stored).toMatchObject({ bad: true });

      for (const session of sessions) {
        session.moduleFiles.length = 0;
        await session.page.goto(`${session.statistics}/payments`);
        await expect(session.page.getByRole('heading', { name: FINANCE_HEADING })).toBeVisible();
        expect(entryFolders(session.moduleFiles.map((file) => file.path))).toContain(STABLE_FOLDER);
      }
      expect(await releaseOk(baseURL!, 'status', 'finance')).toMatch(new RegExp(`auto +auto-rollback +${id} → `));
      if (stored) {
        // A bad build is not canaried again without --force.
        const refused = await release(baseURL!, 'canary', 'finance', id, '10');
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`Build ${id} is marked bad`);
      }
    });
  }
});
