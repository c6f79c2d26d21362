import { expect, test, type APIRequestContext } from '@playwright/test';
import { MODULE_NAMES } from '@dental/contracts';
import { firstNavigation, loadLogin, LOOPBACK_QUIET_MS } from '../../tools/bench/web/journeys';
import { finishedBetween, isCode, ownerOf, type Transfer } from '../../tools/bench/web/network-log';
import { firstNavigations, signInToHome } from '../../tools/bench/web/screens';
import budgets from '../budgets.json';
import { apiCall, apiToken, unique } from './helpers';

/**
 * Size budgets (e2e/budgets.json; sizes only, never timings), measured as `npm run bench` measures
 * them (tools/bench/web): the login screen's JavaScript and CSS as transferred until it is usable,
 * everything from the login screen to the home usable after sign-in, and each module's own code on its first navigation, gzip: its files but the shared libraries'
 * chunks, which are the shell's to give (a module serves one only when it needs a version the shell
 * does not have). A failure lists every file of the phase, largest first, so that what grew shows.
 */

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const listing = (files: Transfer[], size: (file: Transfer) => number) =>
  [...files]
    .sort((a, b) => size(b) - size(a))
    .map((file) => `  ${kB(size(file)).padStart(9)}  ${file.path}`)
    .join('\n');

function expectWithin(phase: string, files: Transfer[], size: (file: Transfer) => number, budgetKB: number, aside = '') {
  const total = files.reduce((sum, file) => sum + size(file), 0);
  expect(total, `${phase}: ${kB(total)} over the budget of ${budgetKB} kB (e2e/budgets.json), in ${files.length} files:\n${listing(files, size)}\n${aside}`).toBeLessThanOrEqual(budgetKB * 1024);
}

/** A doctor of their own with a payment today, so that the finance page draws its chart of this month's takings. */
async function doctorWithTakings(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request);
  const roles = (await apiCall(request, token, 'roles.list')).body.success!;
  const doctor = await apiCall(request, token, 'users.create', {
    body: { username: unique('dr.budget.'), phone: '36400000', password: 'budget-1234', doctor: { cabinet: true, percentage: 50 }, roles: [roles.find((role) => role.name === 'Médecin')!._id] },
  });
  expect(doctor.status).toBe(200);
  const doctorId = doctor.body.success!._id;
  const patient = await apiCall(request, token, 'patients.create', { body: { doctor: doctorId, name: unique('Budget '), contact: { phone: '36400001', whatsApp: '+222' }, yearOfBirth: 1980, isConsult: false } });
  expect(patient.status).toBe(200);
  const cash = (await apiCall(request, token, 'paymentModes.list')).body.success!.find((mode) => !mode.archive)!;
  const payment = await apiCall(request, token, 'payments.create', { body: { doctor: doctorId, patient: patient.body.success!._id, amount: 1000, type: 'payment', method: cash._id } });
  expect(payment.status).toBe(200);
  return doctorId;
}

test('the login screen: JavaScript and CSS transferred before it is usable', async ({ context, baseURL }) => {
  const login = await loadLogin(context, baseURL!);
  expectWithin('login screen, JS+CSS transferred before usable', login.beforeUsable, (file) => file.transferred, budgets.loginScreenTransferredKB);
});

test("the home's first load: the login screen's prefetch runs nothing before the user types, and login to home stays within its budget", async ({ context, baseURL }) => {
  const login = await loadLogin(context, baseURL!);
  await login.log.quiet(LOOPBACK_QUIET_MS);
  /** The shell's chunks the page has run (each pushes itself on the build's chunk list when it runs). */
  const ranChunks = () => login.page.evaluate(() => ((self as unknown as { rspackChunkshell?: [unknown[]][] }).rspackChunkshell ?? []).flatMap(([ids]) => ids.map(String)));
  const beforeSignIn = await ranChunks();
  const prefetched = await login.page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][as="script"]')].map((link) => new URL(link.href).pathname));
  const received = login.log.transfers().filter((file) => file.body > 0).map((file) => file.path);
  const home = await signInToHome(login.page);
  const ranAfter = (await ranChunks()).filter((id) => !beforeSignIn.includes(id));
  // The application's chunks arrived while the screen waited, untouched; they ran once the user typed and signed in, from what had arrived.
  expect(prefetched.length).toBeGreaterThan(0);
  for (const path of prefetched) expect(received).toContain(path);
  const applicationChunks = prefetched.map((path) => path.slice(1).split('.')[0]);
  for (const id of applicationChunks) expect({ id, ranBeforeSignIn: beforeSignIn.includes(id), ranAfter: ranAfter.includes(id) }).toEqual({ id, ranBeforeSignIn: false, ranAfter: true });
  const fetchedAgain = finishedBetween(login.log.transfers(), home.startedAt, home.usable.wallMs).filter((file) => ownerOf(file) === 'shell' && isCode(file) && file.body > 0);
  expect(fetchedAgain).toEqual([]);
  const firstLoad = finishedBetween(login.log.transfers(), 0, home.usable.wallMs).filter(isCode);
  expectWithin('login → home usable, every JS+CSS transferred', firstLoad, (file) => file.transferred, budgets.homeFirstLoadTransferredKB);
});

test.describe("each module's first navigation: its own JavaScript and CSS, gzip", () => {
  test.describe.configure({ mode: 'parallel' });
  let doctorId = '';
  test.beforeAll(async ({ request }) => {
    doctorId = await doctorWithTakings(request);
  });

  for (const module of MODULE_NAMES) {
    test(module, async ({ context, baseURL }) => {
      const navigation = await firstNavigation(context, baseURL!, module, firstNavigations(doctorId)[module]);
      const gzip = (file: Transfer) => file.gzip ?? file.body;
      const shared = navigation.ownShared.length > 0 ? `Not counted: shared libraries' chunks this build served this time (${[...new Set(navigation.ownShared.map((file) => file.library))].join(', ')}):\n${listing(navigation.ownShared, gzip)}\n` : '';
      expectWithin(`${module}, first navigation, own JS+CSS gzip`, navigation.own, gzip, budgets.moduleOwnGzipKB[module], shared);
    });
  }
});
