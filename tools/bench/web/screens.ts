// The screens the web figures time and weigh, what makes each usable, and the steps a user takes
// between them. Shared by the bench (tools/bench/web.mjs) and the size budgets (e2e/tests/budgets.spec.ts).
import type { Page } from '@playwright/test';
import type { ModuleName } from '../../../libs/contracts/src/index';
import { finishedBetween, isCode, type NetworkLog, type Transfer } from './network-log';
import { lastClick, navigateInApp, usableAt, wallClock, watch, type Screen, type Usable } from './usable';

export const LOGIN: Screen = {
  name: 'login',
  needs: [{ label: "Nom d'utilisateur" }, { label: 'Mot de passe' }, { button: 'Connecter' }],
};

/** The home: its tiles and the patients module's widgets beside the search (its quick search and "+"). */
export const HOME: Screen = {
  name: 'home',
  needs: [
    { selector: '.shell-tile a' },
    { selector: '[data-module="patients"][data-expose="QuickSearch"] input' },
    { selector: '[data-module="patients"][data-expose="AddPatientButton"] button' },
  ],
};

/** The plain reference page (tools/bench/plain-entry.mjs) draws one button. */
export const PLAIN: Screen = { name: 'plain', needs: [{ selector: '#root button' }] };

/** A page of a module: its title, and what it draws once its data is there. */
const modulePage = (name: string, drawn: string): Screen => ({ name, needs: [{ selector: '.dn-page__title' }, { selector: drawn }] });

/** A doctor's current patients: the title and the cards, or the empty list's line. */
export const patientList = (doctorId: string) => ({
  path: `/patient/current/${doctorId}`,
  screen: modulePage('patient-list', '.patients-list article, .patients-muted'),
});

/**
 * Each module's first navigation: where it goes (`doctorId`: a demo doctor's id) and what it must
 * have drawn to count as arrived, lazy parts included (the finance page's chart of this month's takings).
 */
export const firstNavigations = (doctorId: string): Record<ModuleName, { path: string; screen: Screen }> => ({
  admin: { path: '/paymentMode', screen: modulePage('admin', '.dn-page__title') },
  patients: patientList(doctorId),
  appointments: { path: '/appointments/1', screen: modulePage('appointments', '.dn-page__title') },
  laboratories: { path: '/laboratory', screen: modulePage('laboratories', '.dn-page__title') },
  finance: { path: `/statistics/${doctorId}/payments?preset=thisMonth`, screen: modulePage('finance', '.finance-chart__canvas canvas') },
  consumables: { path: '/Consumables/1/consumptions', screen: modulePage('consumables', '.dn-page__title') },
});

export interface Span {
  /** Milliseconds from the start (navigation start, click, in-app navigation) to usable. */
  ms: number;
  startedAt: number;
  usable: Usable;
}

export const ADMIN = { username: 'admin', password: 'admin' };

/** Opens the login screen in a page that watches for it from navigation (watchFromNavigation(page, LOGIN)). */
export async function openLogin(page: Page, base: string): Promise<Span> {
  await page.goto(`${base}/login`, { waitUntil: 'commit' });
  const usable = await usableAt(page, LOGIN);
  return { ms: usable.pageMs, startedAt: usable.wallMs - usable.pageMs, usable };
}

/** Types the credentials and signs in; timed from the click on "Connecter" to the home usable. */
export async function signInToHome(page: Page, credentials = ADMIN): Promise<Span> {
  await page.getByLabel("Nom d'utilisateur").fill(credentials.username);
  await page.getByLabel('Mot de passe').fill(credentials.password);
  await watch(page, HOME);
  await page.getByRole('button', { name: 'Connecter' }).click();
  const usable = await usableAt(page, HOME);
  const clicked = await lastClick(page);
  return { ms: usable.pageMs - clicked, startedAt: await wallClock(page, clicked), usable };
}

/** A navigation inside the app to `path`, timed until `screen` is usable. */
export async function navigateTo(page: Page, path: string, screen: Screen): Promise<Span> {
  await watch(page, screen);
  const started = await navigateInApp(page, path);
  const usable = await usableAt(page, screen);
  return { ms: usable.pageMs - started, startedAt: await wallClock(page, started), usable };
}

/** The JavaScript and CSS that arrived during a span (from its start to the screen usable). */
export const codeDuring = (log: NetworkLog, span: Span): Transfer[] => finishedBetween(log.transfers(), span.startedAt, span.usable.wallMs).filter(isCode);
