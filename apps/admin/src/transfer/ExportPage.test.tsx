import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@dental/i18n';
import { bytes, catchDownloads, permission, refusedBlob, serveFiles, stubBlobUrls } from '@dental/testing';
import { refused, renderPage, serveApi, type Reply } from '../test-utils';
import { ExportPage } from './ExportPage';

const WHERE = { path: '/export', pattern: '/export' };

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  serveApi(() => refused('Adresse introuvable', 404));
});

test('says what the zip holds and downloads it with the token, busy meanwhile; a refusal is said beside the button', async () => {
  const { revoked } = stubBlobUrls();
  const saved = catchDownloads();
  let release: (reply: Reply) => void = () => undefined;
  const files = serveFiles(['exports.clinic'], () => new Promise<Reply>((resolve) => (release = resolve)));
  renderPage(<ExportPage />, { ...WHERE, permissions: [permission('EXPORT', 'DONNEES')] });
  expect(await screen.findByRole('heading', { name: 'Exporter les données' })).toBeInTheDocument();
  expect(screen.getByText(/un fichier CSV par table/)).toBeInTheDocument();
  expect(screen.getByText(/séparateur point-virgule « ; », encodage UTF-8/)).toBeInTheDocument();
  expect(screen.getByText(/un fichier LISEZMOI\.txt qui décrit chaque fichier et chaque colonne/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Télécharger l’export complet (zip)' }));
  expect(await screen.findByRole('button', { name: 'Préparation de l’export…' })).toBeDisabled();
  release(refusedBlob("L'export a échoué : disque plein", 500));
  expect(await screen.findByRole('alert')).toHaveTextContent("L'export a échoué : disque plein");

  await userEvent.click(screen.getByRole('button', { name: 'Télécharger l’export complet (zip)' }));
  release(bytes('PK', 'application/zip', 'cabinet-2026-11-29.zip'));
  await waitFor(() => expect(revoked).toEqual(['blob:1']));
  expect(saved).toEqual(['cabinet-2026-11-29.zip']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(files).toHaveLength(2);
  expect(files[1].headers.get('Authorization')).toBe('Bearer t');
});

test('in Arabic, and refused without the EXPORT right', async () => {
  await i18n.changeLanguage('ar');
  const files = serveFiles(['exports.clinic'], () => bytes());
  renderPage(<ExportPage />, { ...WHERE, permissions: [permission('IMPORT', 'DONNEES')] });
  expect(await screen.findByRole('heading', { name: 'تصدير البيانات' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'تنزيل التصدير الكامل (zip)' })).not.toBeInTheDocument();
  expect(files).toHaveLength(0);
});
