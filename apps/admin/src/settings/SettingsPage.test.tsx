import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type ClinicSettings } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { formErrors, ok, refused, renderPage, serveApi } from '../test-utils';
import { SettingsPage } from './SettingsPage';

const CLINIC: ClinicSettings = { clinicName: 'Clinique Nour', mainColor: '#00b894', logo: null, openingHours: '09:00-13:00', consultationPrice: 500, address: '', phone: '' };

/** The settings routes with the API's rules: the fields sent change, a phone holds digits, spaces and a leading +. */
function settingsServer() {
  let settings = { ...CLINIC };
  const calls = serveApi((request) => {
    if (request.route === 'settings.get') return ok(settings);
    if (request.route !== 'settings.update') return refused('Adresse introuvable', 404);
    const body = request.body as Partial<ClinicSettings>;
    if (body.phone && !/^\+?[\d ]*\d[\d ]*$/.test(body.phone)) return formErrors(translateMessage('setting.phoneInvalid', 'fr'));
    settings = { ...settings, ...body };
    return ok(settings);
  });
  return calls;
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
    address: 'Tevragh Zeina, Nouakchott',
    phone: '+222 45 25 30 30',
    openingHours: '09:00-13:00',
    consultationPrice: 500,
  });
  expect(await screen.findByText('Paramètres enregistrés')).toBeInTheDocument();
  expect(screen.getByLabelText('Téléphone')).not.toHaveAttribute('aria-invalid');
});

test('labels the form in Arabic', async () => {
  await i18n.changeLanguage('ar');
  settingsServer();
  renderPage(<SettingsPage />, { path: '/settings', pattern: '/settings' });
  expect(await screen.findByLabelText('العنوان')).toHaveValue('');
  expect(screen.getByLabelText('الهاتف')).toHaveValue('');
  expect(screen.getByRole('heading', { name: 'إعدادات العيادة' })).toBeInTheDocument();
});

test('is nothing but a missing page for users without the developer flag', async () => {
  settingsServer();
  renderPage(<SettingsPage />, { path: '/settings', pattern: '/settings', user: { _id: '2', username: 'aicha', doctor: null, dev: false, accessToken: 't' } });
  expect(screen.queryByLabelText('Adresse')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Paramètres du cabinet' })).not.toBeInTheDocument();
});
