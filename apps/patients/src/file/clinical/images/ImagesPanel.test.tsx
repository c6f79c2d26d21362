import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, UPLOAD_MAX_BYTES, type PatientImage } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { permission } from '@dental/testing';
import { makePatient, ok, refused, renderPage, serveApi, type Reply } from '../../../test-utils';
import { bytes, makeImage, serveFiles, stubBlobUrls, stubIntersectionObserver, type FileCall } from './clinical-files-test-server';
import { ImagesPanel } from './ImagesPanel';

const PATIENT = makePatient({ _id: 'p1', name: 'Aminetou Sidi' });
const IMAGERIE = ['AFFICHER', 'AJOUTER', 'SUPPRIMER'].map((name) => permission(name, 'IMAGERIE'));

function serveImages(images: PatientImage[]) {
  const kept = [...images];
  const calls = serveApi((request) => (request.route === 'patientImages.list' ? ok(kept) : refused('Adresse introuvable', 404)));
  return { kept, calls };
}

const png = (name: string, size = 1000) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  stubBlobUrls();
});

test('sends two files, each on its own with its progress, and keeps the one refused with the server message', async () => {
  const { kept } = serveImages([]);
  const pending = new Map<string, (reply: Reply) => void>();
  const uploads = serveFiles((call: FileCall) => {
    if (call.route !== 'patientImages.upload') return bytes();
    call.progress(50, 100);
    return new Promise<Reply>((resolve) => pending.set(String(call.params.name), resolve));
  });
  renderPage(<ImagesPanel patient={PATIENT} />, { permissions: IMAGERIE });
  await screen.findByText('Aucune image');

  const user = userEvent.setup();
  await user.upload(screen.getByLabelText('Choisir des fichiers'), [png('pano.png'), png('fake.png')]);
  const first = screen.getByRole('group', { name: 'pano.png' });
  await user.selectOptions(within(first).getByLabelText('Type'), 'Panoramique');
  await user.type(within(first).getByLabelText('Dents'), '36 37');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));

  // The first is under way, half sent; the second waits its turn.
  expect(await screen.findByRole('progressbar', { name: 'Envoi de pano.png' })).toHaveAttribute('value', '50');
  const sent = uploads.filter((call) => call.route === 'patientImages.upload');
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toBeInstanceOf(File);
  expect(sent[0].headers.get('Content-Type')).toBe('application/octet-stream');
  expect(sent[0].headers.get('Authorization')).toBe('Bearer t');
  expect(sent[0].params).toMatchObject({ patient: 'p1', kind: 'panoramique', takenOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), teeth: '36,37', name: 'pano.png' });
  kept.push(makeImage({ kind: 'panoramique', name: 'pano.png', teeth: ['36', '37'] }));
  act(() => pending.get('pano.png')!(ok(kept[0])));

  const refusal = translateMessage('clinical.imageFormatRefused', 'fr');
  await waitFor(() => expect(pending.has('fake.png')).toBe(true));
  act(() => pending.get('fake.png')!({ status: 300, data: { formErrors: [refusal] } }));

  expect(await screen.findByRole('alert', { name: 'fake.png refusé' })).toHaveTextContent(refusal);
  expect(screen.queryByRole('group', { name: 'pano.png' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('1 image envoyée');
  // The list is read again and shows the image taken.
  expect(await screen.findByRole('button', { name: /Panoramique 02\/03\/2026 Dents 36, 37/ })).toBeInTheDocument();
});

test('refuses a file over 50 MB before sending it, in the server\'s words, and sends the others', async () => {
  serveImages([]);
  const uploads = serveFiles((call) => (call.route === 'patientImages.upload' ? ok(makeImage()) : bytes()));
  renderPage(<ImagesPanel patient={PATIENT} />, { permissions: IMAGERIE });
  await screen.findByText('Aucune image');
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText('Choisir des fichiers'), [png('huge.png', UPLOAD_MAX_BYTES + 1), png('small.png')]);

  const message = translateMessage('clinical.fileTooLarge', 'fr', { size: 51, limit: 50 });
  expect(screen.getByRole('alert', { name: 'huge.png refusé' })).toHaveTextContent(message);
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  await screen.findByText('1 image envoyée');
  expect(uploads.filter((call) => call.route === 'patientImages.upload').map((call) => call.params.name)).toEqual(['small.png']);
  expect(screen.getByRole('alert', { name: 'huge.png refusé' })).toBeInTheDocument();
});

test('reads a thumbnail with the token only once it nears the viewport', async () => {
  const observer = stubIntersectionObserver();
  try {
    serveImages([makeImage({ _id: '201' }), makeImage({ _id: '202', kind: 'bite_wing' })]);
    const files = serveFiles(() => bytes());
    renderPage(<ImagesPanel patient={PATIENT} />, { permissions: IMAGERIE });
    const second = await screen.findByRole('button', { name: /Bite-wing/ });
    expect(files).toHaveLength(0);

    act(() => observer.reveal(second));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]).toMatchObject({ route: 'patientImages.file', pathParams: { id: '202' }, params: { variant: 'thumb' } });
    expect(files[0].headers.get('Authorization')).toBe('Bearer t');
    await waitFor(() => expect(second.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(document.querySelector('img[src^="/api"]')).toBeNull();
  } finally {
    observer.restore();
  }
});

test('filters by tooth and kind; without AJOUTER on IMAGERIE there is no upload', async () => {
  serveImages([makeImage({ teeth: ['36'] }), makeImage({ teeth: ['11'], kind: 'photo_intra_orale' })]);
  serveFiles(() => bytes());
  renderPage(<ImagesPanel patient={PATIENT} />, { permissions: [permission('AFFICHER', 'IMAGERIE')] });
  await screen.findByText('2 images');
  expect(screen.queryByLabelText('Choisir des fichiers')).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Dent'), '11');
  expect(screen.getByText('1 image')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Images du patient' })).getByRole('button')).toHaveTextContent('Photo intra-orale');
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'Rétro-alvéolaire');
  expect(screen.getByText('Aucune image pour ces filtres')).toBeInTheDocument();
});

test('says the list failed', async () => {
  serveApi(() => refused("AFFICHER : vous n'avez pas la permission de voir l'imagerie", 403));
  renderPage(<ImagesPanel patient={PATIENT} />, { permissions: IMAGERIE });
  expect(await screen.findByText(/vous n'avez pas la permission/)).toBeInTheDocument();
});
