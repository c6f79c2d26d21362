/** @shard-alone It checks that a screen adds its texts when it loads: another file would already have loaded them. */
import { screen } from '@testing-library/react';
import { i18n } from '@dental/i18n';
import { allActionsOn, renderWithSession, serveApi } from '@dental/testing';
import { App } from './App';

// Not the admin test-utils: they add every screen's texts, which a screen must add itself when it loads.
test('a screen loads on its route, with its texts, after an accessible wait', async () => {
  serveApi(() => ({ status: 200, data: { success: [] } }));
  expect(i18n.exists('admin:paymentModes.title')).toBe(false);
  renderWithSession(<App />, { namespace: 'admin', path: '/paymentMode', permissions: allActionsOn('MODE_PAIEMENT') });
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Mode de paiements' })).toBeInTheDocument();
  expect(i18n.exists('admin:users.title')).toBe(false);
});
