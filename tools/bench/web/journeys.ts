// Pages measured from their first request, on loopback or on the slow link, and the two
// journeys the sizes are counted on: the login screen, and a module's first navigation.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { isCode, ownerOf, recordNetwork, type NetworkLog, type Transfer } from './network-log';
import { codeDuring, LOGIN, navigateTo, openLogin, signInToHome, type Span } from './screens';
import { watchFromNavigation, type Screen } from './usable';

/** The slow link: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, and a CPU 4× slower. */
export const SLOW_LINK = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
export const CPU_SLOWDOWN = 4;

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_LINK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Network activity, then this long without any, ends a phase (bounded: a phase never waits more than
 * QUIET_MAX_MS): on the slow link, and on loopback where a lazy chunk follows its import within milliseconds.
 */
export const QUIET_MS = 1500;
export const LOOPBACK_QUIET_MS = 500;
export const QUIET_MAX_MS = 20_000;

export interface MeasuredPage {
  page: Page;
  log: NetworkLog;
}

/** A new page of `context` whose network is logged and whose documents watch for `screens` from their start. */
export async function measuredPage(context: BrowserContext, { slow = false, screens = [] as Screen[] } = {}): Promise<MeasuredPage> {
  const page = await context.newPage();
  const log = await recordNetwork(page);
  if (slow) await throttle(log.cdp);
  await watchFromNavigation(page, screens);
  return { page, log };
}

export interface LoginLoad {
  span: Span;
  /** JavaScript and CSS received from the navigation's start until the screen was usable. */
  beforeUsable: Transfer[];
}

/** Opens the login screen in a new page of `context` (empty cache: a new context). */
export async function loadLogin(context: BrowserContext, base: string, slow = false): Promise<LoginLoad & MeasuredPage> {
  const measured = await measuredPage(context, { slow, screens: [LOGIN] });
  const span = await openLogin(measured.page, base);
  return { ...measured, span, beforeUsable: codeDuring(measured.log, span) };
}

export interface ModuleNavigation {
  span: Span;
  /** The module's own code: its files (served from /modules/{name}/) from the login screen on, the home's widgets included, but the shared libraries' chunks. */
  own: Transfer[];
  /**
   * Chunks of shared libraries (react-hook-form, downshift, …) that this module's build served: the
   * shell gives every shared package, so only a version the shell does not have comes from a module.
   */
  ownShared: (Transfer & { library: string })[];
  /** The shell's files the navigation fetched (lazy chunks, shared libraries first needed there). */
  shellLazy: Transfer[];
  otherModules: Transfer[];
}

interface Manifest {
  shared: { name: string; assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
}

/** The shared libraries' chunks a module's build serves (its mf-manifest.json): path → library. */
async function sharedChunks(context: BrowserContext, base: string, module: string): Promise<Map<string, string>> {
  const response = await context.request.get(`${base}/modules/${module}/mf-manifest.json`);
  if (!response.ok()) return new Map();
  const manifest = (await response.json()) as Manifest;
  return new Map(
    manifest.shared.flatMap(({ name, assets }) =>
      [assets.js, assets.css].flatMap(({ sync, async }) => [...sync, ...async].map((file): [string, string] => [`/modules/${module}/${file}`, name])),
    ),
  );
}

/**
 * On loopback: signs in on a fresh login screen, waits for the home to be usable and the network quiet, then
 * navigates to the module's page; counted once the page is usable and the network quiet again,
 * so that chunks arriving after the title are not missed.
 */
export async function firstNavigation(context: BrowserContext, base: string, module: string, target: { path: string; screen: Screen }): Promise<ModuleNavigation> {
  const { page, log } = await loadLogin(context, base);
  await signInToHome(page);
  await log.quiet(LOOPBACK_QUIET_MS, QUIET_MAX_MS);
  const span = await navigateTo(page, target.path, target.screen);
  await log.quiet(LOOPBACK_QUIET_MS, QUIET_MAX_MS);
  const all = log.transfers().filter(isCode);
  const during = all.filter((t) => t.sentAt >= span.startedAt);
  const modules = all.filter((t) => ownerOf(t) === module);
  const shared = await sharedChunks(context, base, module);
  return {
    span,
    own: modules.filter((t) => !shared.has(t.path)),
    ownShared: modules.filter((t) => shared.has(t.path)).map((t) => ({ ...t, library: shared.get(t.path)! })),
    shellLazy: during.filter((t) => ownerOf(t) === 'shell'),
    otherModules: during.filter((t) => !['shell', module].includes(ownerOf(t))),
  };
}
