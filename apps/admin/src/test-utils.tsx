import type { ReactElement } from 'react';
import type { LoginUserData, Permission } from '@dental/contracts';
import { addNamespace } from '@dental/i18n';
import { renderWithSession } from '@dental/testing';
import { translations } from './translations';

export { allActionsOn, formErrors, ok, serveApi, type Handler, type Reply } from '@dental/testing';

addNamespace('admin', translations);

/** Renders a page of the admin module at `path` (matched by `pattern`) with a signed-in user. */
export function renderPage(page: ReactElement, options: { path?: string; pattern?: string; permissions?: Permission[]; user?: LoginUserData } = {}) {
  return renderWithSession(page, { namespace: 'admin', ...options });
}
