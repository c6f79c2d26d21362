import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type ClinicSettings, type MessageKey } from '@dental/contracts';
import { settingsUpdateSchema } from '@dental/contracts/schemas';
import { i18n } from '@dental/i18n';
import { formErrors, ok, readsOf, refused, renderPage, serveApi } from '../test-utils';
import { LOGO_MAX_BYTES } from './logo-file';
import { SettingsPage } from './SettingsPage';

const CLINIC: ClinicSettings = { clinicName: 'Clinique Nour', mainColor: '#00b894', logo: null, openingHours: '09:00-13:00', consultationPrice: 500, address: '', phone: '' };

const PNG_LOGO = 'data:image/png;base64,iVBORw0KGgo=';

/** The settings routes with the API's rules (its schema): the fields sent change, the others stay. */
function settingsServer(clinic: ClinicSettings = CLINIC) {
  let settings = { ...clinic };
  const calls = serveApi((request) => {
    if (request.route === 'settings.get') return ok(settings);
    if (request.route !== 'settings.update') return refused('Adresse introuvable', 404);
    const checked = settingsUpdateSchema.safeParse(request.body);
    if (!checked.success) return formErrors(...checked.error.issues.map((issue) => translateMessage(issue.message as MessageKey, 'fr')));
    settings = { ...settings, ...checked.data };
    return ok(settings);
  });
  return calls;
}

const updates = (calls: ReturnType<typeof serveApi>) => calls.filter((call) => call.route === 'settings.update');

async function openSettings() {
  renderPage(<SettingsPage />, { path: '/settings', pattern: '/settings' });
  await screen.findByLabelText('Nom du cabinet');
  return screen.getByRole('region', { name: 'Aperçu' });
}

beforeEach(() => i18n.changeLanguage('fr'));

test('a developer gives the clinic an address and a phone; the others stay as they were', async () => {
  const user = userEvent.setup();
  const calls = settingsServer();
  renderPage(<SettingsPage />, { path: '/settings', pattern: '/settings' });
  expect(await screen.findByRole('heading', { name: 'Paramètres du cabinet' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Nom du cabinet')).toHaveValue('Clinique Nour');
  await user.type(screen.getByLabelText('Adresse'), 'Tevragh Zeina, Nouakchott');
  await user.type(screen.getByLabelText('Téléphone'), '45 25 30 30 poste 2');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(translateMessage('setting.phoneInvalid', 'fr'))).toBeInTheDocument();
  expect(screen.getByLabelText('Téléphone')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Adresse')).toHaveValue('Tevragh Zeina, Nouakchott');

  await user.clear(screen.getByLabelText('Téléphone'));
  await user.type(screen.getByLabelText('Téléphone'), '+222 45 25 30 30');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.filter((call) => call.route === 'settings.update')).toHaveLength(2));
  expect(calls.filter((call) => call.route === 'settings.update').at(-1)?.body).toEqual({
    clinicName: 'Clinique Nour',
    clinicNameAr: '',
    address: 'Tevragh Zeina, Nouakchott',
    phone: '+222 45 25 30 30',
    publicAddress: '',
    openingHours: '09:00-13:00',
    consultationPrice: 500,
    mainColor: '#00b894',
  });
  expect(await screen.findByText('Paramètres enregistrés')).toBeInTheDocument();
  expect(screen.getByLabelText('Téléphone')).not.toHaveAttribute('aria-invalid');
});

test('the public address, the start of the links sent to patients, is explained, checked by the server and saved', async () => {
  const user = userEvent.setup();
  const calls = settingsServer();
  renderPage(<SettingsPage />, { path: '/settings', pattern: '/settings' });
  const field = await screen.findByLabelText('Adresse publique du cabinet');
  expect(field).toHaveValue('');
  expect(field).toHaveAccessibleDescription("Début des liens envoyés aux patients, par exemple https://rdv.cabinet.mr ; vide : l'adresse de ce serveur.");
  expect(field).toHaveAttribute('dir', 'ltr');

  await user.type(field, 'rdv.cabinet.mr');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(translateMessage('setting.publicAddressInvalid', 'fr'))).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await user.clear(field);
  await user.type(field, 'https://rdv.cabinet.mr/');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Paramètres enregistrés')).toBeInTheDocument();
  expect(updates(calls).at(-1)?.body).toMatchObject({ publicAddress: 'https://rdv.cabinet.mr/' });
  // The server keeps it without its final slash, and the form shows what is kept.
  await waitFor(() => expect(field).toHaveValue('https://rdv.cabinet.mr'));
  expect(field).not.toHaveAttribute('aria-invalid');
});

test('in Arabic, the public address and its hint are named in Arabic, the address itself left to right', async () => {
  settingsServer({ ...CLINIC, publicAddress: 'https://rdv.cabinet.mr' });
  await i18n.changeLanguage('ar');
  renderPage(<SettingsPage />, { path: '/settings', pattern: '/settings' });
  const field = await screen.findByLabelText('العنوان العام للعيادة');
  expect(field).toHaveValue('https://rdv.cabinet.mr');
  expect(field).toHaveAttribute('dir', 'ltr');
  expect(field).toHaveAccessibleDescription(/^بداية الروابط المرسلة إلى المرضى/);
});

test('the colour and the logo show in the preview as they are chosen, and the save sends them', async () => {
  const user = userEvent.setup();
  const calls = settingsServer();
  const preview = await openSettings();
  expect(preview).toHaveStyle({ '--dn-main': '#00b894' });
  expect(within(preview).getByText('Logo par défaut')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Code de la couleur (#rrggbb)'));
  await user.type(screen.getByLabelText('Code de la couleur (#rrggbb)'), '#0984e3');
  expect(preview).toHaveStyle({ '--dn-main': '#0984e3' });
  expect(screen.getByLabelText('Couleur principale')).toHaveValue('#0984e3');
  fireEvent.input(screen.getByLabelText('Couleur principale'), { target: { value: '#e17055' } });
  expect(screen.getByLabelText('Code de la couleur (#rrggbb)')).toHaveValue('#e17055');
  expect(preview).toHaveStyle({ '--dn-main': '#e17055' });

  await user.upload(screen.getByLabelText('Choisir une image'), new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
  const logo = await within(preview).findByRole('img', { name: 'Logo de Clinique Nour' });
  expect(logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await user.clear(screen.getByLabelText('Nom du cabinet'));
  await user.type(screen.getByLabelText('Nom du cabinet'), 'Clinique Salam');
  expect(within(preview).getByRole('img', { name: 'Logo de Clinique Salam' })).toBeInTheDocument();
  expect(within(preview).getAllByText('Clinique Salam')).toHaveLength(2);
  expect(updates(calls)).toHaveLength(0);

  const readsBefore = readsOf(calls, 'settings.get');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Paramètres enregistrés')).toBeInTheDocument();
  expect(updates(calls)[0]?.body).toMatchObject({ clinicName: 'Clinique Salam', mainColor: '#e17055', logo: logo.getAttribute('src') });
  // The header and the login screen read the settings again from the server.
  await waitFor(() => expect(readsOf(calls, 'settings.get')).toBe(readsBefore + 1));
});

test('a file that is not an image, or too large, is refused with a message and never sent', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const calls = settingsServer();
  const preview = await openSettings();
  const chooser = screen.getByLabelText('Choisir une image');

  await user.upload(chooser, new File(['Nom;Téléphone'], 'patients.csv', { type: 'text/csv' }));
  expect(await screen.findByText("Ce fichier n'est pas une image PNG, JPEG, SVG ou WebP.")).toBeInTheDocument();
  expect(chooser).toHaveAttribute('aria-invalid', 'true');
  await user.upload(chooser, new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'photo.png', { type: 'image/png' }));
  expect(await screen.findByText('Cette image est trop lourde : 374 Ko au plus.')).toBeInTheDocument();
  expect(within(preview).queryByRole('img')).not.toBeInTheDocument();
  expect(updates(calls)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(updates(calls)).toHaveLength(1));
  expect(updates(calls)[0]?.body).not.toHaveProperty('logo');
});

test('"Retirer le logo" sends no logo (null), and the keyboard goes on from the image chooser', async () => {
  const user = userEvent.setup();
  const calls = settingsServer({ ...CLINIC, logo: PNG_LOGO });
  const preview = await openSettings();
  expect(within(preview).getByRole('img', { name: 'Logo de Clinique Nour' })).toHaveAttribute('src', PNG_LOGO);

  await user.click(screen.getByRole('button', { name: 'Retirer le logo' }));
  expect(within(preview).queryByRole('img')).not.toBeInTheDocument();
  expect(within(preview).getByText('Logo par défaut')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retirer le logo' })).toBeDisabled();
  expect(screen.getByLabelText('Choisir une image')).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(updates(calls)).toHaveLength(1));
  expect(updates(calls)[0]?.body).toHaveProperty('logo', null);
});

test("the server's refusals of the colour and the logo mark their fields", async () => {
  const user = userEvent.setup();
  serveApi((request) =>
    request.route === 'settings.get' ? ok(CLINIC) : formErrors(translateMessage('setting.mainColorInvalid', 'fr'), translateMessage('setting.logoInvalid', 'fr')),
  );
  await openSettings();
  await user.clear(screen.getByLabelText('Code de la couleur (#rrggbb)'));
  await user.type(screen.getByLabelText('Code de la couleur (#rrggbb)'), '0984e3');
  await user.upload(screen.getByLabelText('Choisir une image'), new File(['PNG'], 'logo.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(translateMessage('setting.mainColorInvalid', 'fr'))).toBeInTheDocument();
  expect(screen.getByText(translateMessage('setting.logoInvalid', 'fr'))).toBeInTheDocument();
  expect(screen.getByLabelText('Code de la couleur (#rrggbb)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Choisir une image')).toHaveAttribute('aria-invalid', 'true');

  await user.click(screen.getByRole('button', { name: 'Retirer le logo' }));
  expect(screen.getByLabelText('Choisir une image')).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(translateMessage('setting.logoInvalid', 'fr'))).not.toBeInTheDocument();
});

test('labels the form in Arabic', async () => {
  await i18n.changeLanguage('ar');
  settingsServer();
  renderPage(<SettingsPage />, { path: '/settings', pattern: '/settings' });
  expect(await screen.findByLabelText('العنوان')).toHaveValue('');
  expect(screen.getByLabelText('الهاتف')).toHaveValue('');
  expect(screen.getByRole('heading', { name: 'إعدادات العيادة' })).toBeInTheDocument();
  expect(screen.getByLabelText('اللون الرئيسي')).toHaveValue('#00b894');
  expect(screen.getByLabelText('اختيار صورة')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'إزالة الشعار' })).toBeDisabled();
  expect(within(screen.getByRole('region', { name: 'معاينة' })).getByText('الشعار الافتراضي')).toBeInTheDocument();
});

test('the name as Arabic writes it is previewed on an Arabic screen and sent; empty, the name serves', async () => {
  await i18n.changeLanguage('ar');
  const user = userEvent.setup();
  const calls = settingsServer();
  renderPage(<SettingsPage />, { path: '/settings', pattern: '/settings' });
  const arabicName = await screen.findByLabelText('اسم العيادة بالعربية');
  expect(arabicName).toHaveAccessibleDescription(/إذا ترك فارغا يستخدم اسم العيادة/);
  const preview = screen.getByRole('region', { name: 'معاينة' });
  expect(within(preview).getAllByText('Clinique Nour').length).toBeGreaterThan(0);
  await user.type(arabicName, 'عيادة النور');
  expect(within(preview).getAllByText('عيادة النور').length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'حفظ' }));
  await waitFor(() => expect(updates(calls).at(-1)?.body).toMatchObject({ clinicName: 'Clinique Nour', clinicNameAr: 'عيادة النور' }));
});

test('is nothing but a missing page for users without the developer flag', async () => {
  settingsServer();
  renderPage(<SettingsPage />, { path: '/settings', pattern: '/settings', user: { _id: '2', username: 'aicha', doctor: null, dev: false, accessToken: 't' } });
  expect(screen.queryByLabelText('Adresse')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Paramètres du cabinet' })).not.toBeInTheDocument();
});
