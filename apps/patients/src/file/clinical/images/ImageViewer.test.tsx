import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '@dental/api-client';
import { translateMessage, type PatientImage, type Permission } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { permission } from '@dental/testing';
import { formErrors, ok, refused, renderPage, serveApi, type ApiRequest, type Reply } from '../../../test-utils';
import { bytes, makeImage, refusedBlob, serveFiles, stubBlobUrls } from './clinical-files-test-server';
import { imagesApi } from './images-api';
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

const IMAGERIE = ['AFFICHER', 'MODIFIER', 'SUPPRIMER'].map((name) => permission(name, 'IMAGERIE'));

/** The viewer over the patient's list as the server holds it, read again when a change invalidates it. */
function ViewerOverList({ initialId, onClose }: { initialId: string; onClose: () => void }) {
  const { data } = imagesApi.usePatientImagesQuery('p1');
  return data ? <ImageViewer images={data} initialId={initialId} onClose={onClose} /> : null;
}

/** A server holding `images`: the list, and their changes and removals answered by `write` (or done). */
function renderOverServer(images: PatientImage[], { write, permissions = IMAGERIE }: { write?: (request: ApiRequest) => Reply | undefined; permissions?: Permission[] } = {}) {
  const kept = images.map((image) => ({ ...image }));
  const calls = serveApi((request) => {
    const refusal = write?.(request);
    if (refusal) return refusal;
    const at = kept.findIndex((image) => image._id === request.pathParams.id);
    if (request.route === 'patientImages.list') return ok(kept);
    if (request.route === 'patientImages.update') return ok(Object.assign(kept[at], request.body));
    if (request.route === 'patientImages.remove') return ok(kept.splice(at, 1)[0]);
    return refused('Adresse introuvable', 404);
  });
  serveFiles(() => bytes());
  const onClose = jest.fn();
  renderPage(<ViewerOverList initialId={images[0]._id} onClose={onClose} />, { permissions });
  const lists = () => calls.filter((call) => call.route === 'patientImages.list').length;
  return { calls, onClose, lists };
}

test('corrects the kind, date and teeth of an image: the list is read again and the viewer names it anew', async () => {
  const { calls, lists } = renderOverServer([PNG, PHOTO]);
  const viewer = await screen.findByRole('dialog', { name: 'Rétro-alvéolaire du 10/01/2025 (1 sur 2)' });
  await userEvent.click(within(viewer).getByRole('button', { name: 'Modifier' }));
  const form = screen.getByRole('dialog', { name: 'Modifier : Rétro-alvéolaire du 10/01/2025' });
  expect(within(form).getByLabelText('Type')).toHaveValue('retro_alveolaire');
  expect(within(form).getByLabelText('Prise le')).toHaveValue('2025-01-10');
  expect(within(form).getByLabelText('Dents')).toHaveValue('36');

  await userEvent.selectOptions(within(form).getByLabelText('Type'), 'Bite-wing');
  fireEvent.change(within(form).getByLabelText('Prise le'), { target: { value: '2025-01-12' } });
  await userEvent.clear(within(form).getByLabelText('Dents'));
  await userEvent.type(within(form).getByLabelText('Dents'), '36 37');
  await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));

  await screen.findByRole('dialog', { name: 'Bite-wing du 12/01/2025 (1 sur 2)' });
  expect(calls.find((call) => call.route === 'patientImages.update')).toMatchObject({ pathParams: { id: '301' }, body: { kind: 'bite_wing', takenOn: '2025-01-12', teeth: ['36', '37'] } });
  expect(lists()).toBe(2);
  expect(screen.queryByRole('dialog', { name: /^Modifier/ })).not.toBeInTheDocument();
});

test("the server's refusal stays in the form and changes nothing; a cleared date is stopped in the user's language", async () => {
  const toothInvalid = translateMessage('clinical.toothInvalid', 'fr');
  const { calls, lists } = renderOverServer([PNG], { write: (request) => (request.route === 'patientImages.update' ? formErrors(toothInvalid) : undefined) });
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
  const form = screen.getByRole('dialog', { name: /^Modifier/ });
  await userEvent.type(within(form).getByLabelText('Dents'), ', 19');
  await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));

  expect(await within(form).findByRole('alert')).toHaveTextContent(toothInvalid);
  expect(within(form).getByLabelText('Dents')).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByLabelText('Dents')).toHaveValue('36, 19');
  expect(lists()).toBe(1);

  await act(() => i18n.changeLanguage('ar'));
  fireEvent.change(within(form).getByLabelText('تاريخ الالتقاط'), { target: { value: '' } });
  await userEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(translateMessage('clinical.dateInvalid', 'ar'));
  expect(calls.filter((call) => call.route === 'patientImages.update')).toHaveLength(1);
});

test('removes the image after its confirmation and moves to the next one; the last one removed closes the viewer', async () => {
  let refuseOnce = true;
  const { calls, onClose, lists } = renderOverServer([PNG, DICOM], {
    write: (request) => {
      if (request.route !== 'patientImages.remove' || !refuseOnce) return undefined;
      refuseOnce = false;
      return refused('Élément introuvable', 404);
    },
  });
  const viewer = await screen.findByRole('dialog', { name: 'Rétro-alvéolaire du 10/01/2025 (1 sur 2)' });
  const removes = () => calls.filter((call) => call.route === 'patientImages.remove');

  await userEvent.click(within(viewer).getByRole('button', { name: "Supprimer l'image" }));
  let confirm = screen.getByRole('dialog', { name: "Supprimer l'image" });
  expect(confirm).toHaveTextContent("Supprimer Rétro-alvéolaire du 10/01/2025 du dossier du patient ? L'original et ses aperçus seront effacés.");
  await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
  expect(removes()).toHaveLength(0);

  // Refused: the message stays in the confirmation, the image in the viewer.
  await userEvent.click(within(viewer).getByRole('button', { name: "Supprimer l'image" }));
  confirm = screen.getByRole('dialog', { name: "Supprimer l'image" });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent('Élément introuvable');
  expect(viewer).toHaveAccessibleName('Rétro-alvéolaire du 10/01/2025 (1 sur 2)');

  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(viewer).toHaveAccessibleName('Panoramique du 02/03/2026 (1 sur 1)'));
  expect(removes().map((call) => call.pathParams.id)).toEqual(['301', '301']);
  await waitFor(() => expect(lists()).toBe(2));

  await userEvent.click(within(viewer).getByRole('button', { name: "Supprimer l'image" }));
  await userEvent.click(within(screen.getByRole('dialog', { name: "Supprimer l'image" })).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(removes().at(-1)?.pathParams.id).toBe('302');
});

test('offers the change and the removal only to those with MODIFIER and SUPPRIMER on IMAGERIE', async () => {
  renderOverServer([PNG], { permissions: [permission('AFFICHER', 'IMAGERIE'), permission('MODIFIER', 'IMAGERIE')] });
  const viewer = await screen.findByRole('dialog');
  expect(within(viewer).getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
  expect(within(viewer).queryByRole('button', { name: "Supprimer l'image" })).not.toBeInTheDocument();
});

test('offers neither without the rights', async () => {
  renderViewer();
  const viewer = await screen.findByRole('dialog');
  expect(within(viewer).queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
  expect(within(viewer).queryByRole('button', { name: "Supprimer l'image" })).not.toBeInTheDocument();
});

test('a file read refused for an ended session ends it in the application, as every other call does', async () => {
  const onSessionExpired = jest.fn();
  serveApi(() => refused('Adresse introuvable', 404));
  serveFiles(() => refusedBlob('Session expirée, veuillez vous reconnecter', 401));
  renderPage(<ImageViewer images={[PNG]} initialId={PNG._id} onClose={jest.fn()} />);
  configureApiClient({ onSessionExpired });
  try {
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
  } finally {
    configureApiClient({ onSessionExpired: () => undefined });
  }
});
