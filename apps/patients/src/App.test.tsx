import { screen } from '@testing-library/react';
import { App } from './App';
import { renderPage, serveApi } from './test-utils';

test("while the patient file's code loads, its back link already leads where the file was opened from", async () => {
  serveApi(() => ({ status: 404, data: { err: 'introuvable' } }));
  renderPage(<App />, { path: '/patient/4/7/Manage/devis', pattern: '*', backLink: '/statistics/4/payments' });
  expect(screen.getByRole('heading', { name: 'Dossier patient' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/statistics/4/payments');
  // And once loaded, the page keeps it.
  expect(await screen.findByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/statistics/4/payments');
});
