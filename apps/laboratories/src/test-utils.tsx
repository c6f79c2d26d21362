import type { ReactElement } from 'react';
import type { LoginUserData, Permission } from '@dental/contracts';
import { addNamespace } from '@dental/i18n';
import { renderWithSession, type SessionRenderOptions } from '@dental/testing';
import { translations } from './translations';

export { allActionsOn, answer, formErrors, ok, permission, refused, serveApi, currentLocation, type ApiRequest } from '@dental/testing';

addNamespace('laboratories', translations);

/** Renders a page of the laboratories module at `path` (matched by `pattern`) for a user holding `permissions`. */
export function renderLabPage(
  page: ReactElement,
  { path, pattern, permissions, user, prepare }: { path: string; pattern: string; permissions: Permission[]; user?: LoginUserData; prepare?: SessionRenderOptions['prepare'] },
) {
  return renderWithSession(page, { namespace: 'laboratories', path, pattern, permissions, user, prepare });
}

/** How many calls of `route` the page made (of those serveApi recorded). */
export function callsOf(calls: readonly { route?: string }[], route: string): number {
  return calls.filter((call) => call.route === route).length;
}
