import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@dental/i18n';
import { refused, renderPage, serveApi } from '../../../test-utils';
import { bytes, makeImage, serveFiles, stubBlobUrls } from './clinical-files-test-server';
import { ImageViewer } from './ImageViewer';

const PNG = makeImage({ _id: '301', kind: 'retro_alveolaire', takenOn: '2025-01-10', teeth: ['36'] });
const DICOM = makeImage({ _id: '302', kind: 'panoramique', format: 'dicom', takenOn: '2026-03-02', teeth: ['36', '37'], window: { center: 40, width: 400 }, name: '' });
const PHOTO = makeImage({ _id: '303', kind: 'photo_intra_orale', takenOn: '2026-02-01', teeth: ['11'] });

function renderViewer(initialId = PNG._id) {
  serveApi(() => refused('Adresse introuvable', 404));
  const files = serveFiles(() => bytes());
  const onClose = jest.fn();
  renderPage(<ImageViewer images={[PNG, DICOM, PHOTO]} initialId={initialId} onClose={onClose} />);
  return { files, onClose };
}

const image = (stage: HTMLElement) => within(stage).getByRole('img') as HTMLImageElement;

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  stubBlobUrls();
});

test('shows the preview read with the token; zooms, pans, rotates and inverts by buttons and keys; Escape closes', async () => {
  const { files, onClose } = renderViewer();
  const dialog = await screen.findByRole('dialog', { name: 'Rétro-alvéolaire du 10/01/2025 (1 sur 3)' });
  const stage = within(dialog).getByRole('group', { name: 'Image : Rétro-alvéolaire du 10/01/2025' });
  await waitFor(() => expect(image(stage)).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
  expect(files[0]).toMatchObject({ route: 'patientImages.file', pathParams: { id: '301' }, params: { variant: 'preview' } });
  expect(files[0].headers.get('Authorization')).toBe('Bearer t');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom avant' }));
  expect(image(stage).style.transform).toBe('translate(0px, 0px) scale(1.25) rotate(0deg)');
  expect(within(dialog).getByText('Zoom 125 %')).toBeInTheDocument();

  stage.focus();
  await userEvent.keyboard('+{ArrowRight}{ArrowDown}');
  expect(image(stage).style.transform).toBe('translate(40px, 40px) scale(1.5625) rotate(0deg)');
  await userEvent.keyboard('-');
  expect(image(stage).style.transform).toContain('scale(1.25)');
  fireEvent.wheel(stage, { deltaY: 100 });
  expect(image(stage).style.transform).toContain('scale(1)');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Pivoter de 90°' }));
  const invert = within(dialog).getByRole('button', { name: 'Inverser' });
  await userEvent.click(invert);
  expect(invert).toHaveAttribute('aria-pressed', 'true');
  expect(image(stage).style.transform).toContain('rotate(90deg)');
  expect(image(stage).style.filter).toBe('brightness(100%) contrast(100%) invert(1)');
  fireEvent.change(within(dialog).getByLabelText('Luminosité'), { target: { value: '150' } });
  expect(image(stage).style.filter).toContain('brightness(150%)');

  stage.focus();
  await userEvent.keyboard('0');
  expect(image(stage).style.transform).toBe('translate(0px, 0px) scale(1) rotate(0deg)');
  expect(image(stage).style.filter).toBe('brightness(100%) contrast(100%)');

  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});

/** jsdom has no PointerEvent: a mouse event with its pointer's id stands in. */
class PointerEventStub extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

test('drags the image with a pointer', async () => {
  window.PointerEvent ??= PointerEventStub as unknown as typeof PointerEvent;
  renderViewer();
  const stage = await screen.findByRole('group', { name: 'Image : Rétro-alvéolaire du 10/01/2025' });
  await waitFor(() => expect(image(stage)).toBeInTheDocument());
  fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(stage, { pointerId: 1, clientX: 130, clientY: 90 });
  fireEvent.pointerUp(stage, { pointerId: 1 });
  expect(image(stage).style.transform).toContain('translate(30px, -10px)');
});

test('compares two images side by side, those of the same tooth offered first, each zoomed on its own', async () => {
  renderViewer();
  const dialog = await screen.findByRole('dialog');
  const compare = within(dialog).getByLabelText('Comparer avec');
  expect(within(compare).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Aucune (une seule image)',
    'Panoramique du 02/03/2026 — même dent',
    'Photo intra-orale du 01/02/2026',
  ]);
  await userEvent.selectOptions(compare, 'Panoramique du 02/03/2026 — même dent');
  const left = within(dialog).getByRole('group', { name: 'Image : Rétro-alvéolaire du 10/01/2025' });
  const right = within(dialog).getByRole('group', { name: 'Image : Panoramique du 02/03/2026' });
  await waitFor(() => expect(image(right)).toBeInTheDocument());
  await userEvent.click(within(within(dialog).getByRole('region', { name: 'Panoramique du 02/03/2026' })).getByRole('button', { name: 'Zoom avant' }));
  expect(image(right).style.transform).toContain('scale(1.25)');
  await waitFor(() => expect(image(left)).toBeInTheDocument());
  expect(image(left).style.transform).toContain('scale(1)');
});

test('a DICOM is windowed: the preview is read again at the centre and width chosen, after a pause', async () => {
  const { files } = renderViewer(DICOM._id);
  const dialog = await screen.findByRole('dialog', { name: 'Panoramique du 02/03/2026 (2 sur 3)' });
  expect(within(dialog).queryByLabelText('Luminosité')).not.toBeInTheDocument();
  const center = within(dialog).getByLabelText('Centre de fenêtre');
  expect(center).toHaveValue('40');
  fireEvent.change(center, { target: { value: '100' } });
  fireEvent.change(within(dialog).getByLabelText('Largeur de fenêtre'), { target: { value: '200' } });
  await waitFor(() => expect(files.at(-1)?.params).toEqual({ variant: 'preview', center: 100, width: 200 }));
  expect(files.filter((call) => call.params.center !== undefined)).toHaveLength(1);
});

test('downloads the original through the token, saved under its file name', async () => {
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('image-302.dcm');
  });
  try {
    const { files } = renderViewer(DICOM._id);
    await userEvent.click(await screen.findByRole('button', { name: "Télécharger l'original" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(files.at(-1)).toMatchObject({ pathParams: { id: '302' }, params: { variant: 'original', download: 1 } });
  } finally {
    click.mockRestore();
  }
});

test('goes to the next image and back, in Arabic with the tools named in Arabic', async () => {
  await i18n.changeLanguage('ar');
  renderViewer();
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('button', { name: 'تكبير' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'الصورة التالية' }));
  expect(within(dialog).getByRole('group', { name: /^الصورة: صورة بانورامية/ })).toHaveAttribute('dir', 'ltr');
  await userEvent.click(within(dialog).getByRole('button', { name: 'الصورة السابقة' }));
  expect(within(dialog).getByRole('group', { name: /^الصورة: صورة ذروية/ })).toBeInTheDocument();
});
