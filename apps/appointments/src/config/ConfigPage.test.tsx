import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { i18n } from '@dental/i18n';
import { answer } from '@dental/testing';
import { ALL_ON_RDV, daysOf, fakeAgenda, renderAppointments, settingsOf } from '../test-utils';
import { ConfigPage } from './ConfigPage';

const open = (permissions = ALL_ON_RDV) => renderAppointments(<ConfigPage />, { path: '/appointments/4/config', pattern: '/appointments/:doctorId/config', permissions });

beforeEach(() => i18n.changeLanguage('fr'));

test('shows the working days with their sessions and saves the days chosen', async () => {
  const { calls } = fakeAgenda();
  open();
  const days = await screen.findByRole('form', { name: 'Jours de travail' });
  expect(within(days).getByRole('checkbox', { name: 'Vendredi Matin' })).not.toBeChecked();
  expect(within(days).getByRole('checkbox', { name: 'Vendredi Soir' })).toBeChecked();
  expect(within(days).getByRole('checkbox', { name: 'Dimanche Matin' })).not.toBeChecked();
  await userEvent.click(within(days).getByRole('checkbox', { name: 'Samedi Soir' }));
  await userEvent.click(within(days).getByRole('checkbox', { name: 'Dimanche Matin' }));
  await userEvent.click(within(days).getByRole('button', { name: 'Enregistrer les jours' }));
  await waitFor(() => expect(calls.some((c) => c.route === 'appointments.saveDaysOfWork')).toBe(true));
  expect(calls.find((c) => c.route === 'appointments.saveDaysOfWork')?.body).toEqual({
    dayOfWork: [
      { order: 0, appointments: ['matin', 'soir'] },
      { order: 1, appointments: ['matin', 'soir'] },
      { order: 2, appointments: ['matin', 'soir'] },
      { order: 3, appointments: ['matin', 'soir'] },
      { order: 4, appointments: ['soir'] },
      { order: 5, appointments: ['matin'] },
      { order: 6, appointments: ['matin'] },
    ],
  });
});

test('tells impossible sessions before sending anything, and saves a possible one with its slots shown', async () => {
  const { calls } = fakeAgenda();
  open();
  const matin = await screen.findByRole('form', { name: 'Matin' });
  expect(matin).toHaveTextContent('Créneaux : 09:00 · 09:30 · 10:00 · 10:30 · 11:00 · 11:30 · 12:00 · 12:30');
  const end = within(matin).getByLabelText('Fin');
  await userEvent.clear(end);
  await userEvent.type(end, '08:00');
  await userEvent.click(within(matin).getByRole('button', { name: 'Enregistrer la séance Matin' }));
  expect(await within(matin).findByRole('button', { name: 'La fin de la séance doit être après son début' })).toBeInTheDocument();
  await userEvent.clear(end);
  await userEvent.type(end, '11:00');
  await userEvent.click(within(matin).getByRole('button', { name: 'Enregistrer la séance Matin' }));
  expect(await within(matin).findByRole('button', { name: 'Les 8 séances de 30 minutes ne tiennent pas entre 09:00 et 11:00' })).toBeInTheDocument();
  const count = within(matin).getByLabelText('Nombre de séances');
  await userEvent.clear(count);
  await userEvent.type(count, '4');
  expect(calls.some((c) => c.route === 'appointments.updateSetting')).toBe(false);
  await userEvent.click(within(matin).getByRole('button', { name: 'Enregistrer la séance Matin' }));
  await waitFor(() => expect(calls.find((c) => c.route === 'appointments.updateSetting')?.body).toEqual({ start: '09:00', end: '11:00', partOfTime: 'matin', countSeance: 4, time: 30 }));
  expect(calls.find((c) => c.route === 'appointments.updateSetting')?.pathParams).toEqual({ doctorId: '4', settingId: 's1' });
});

test('without MODIFIER the settings are read only', async () => {
  fakeAgenda();
  open(ALL_ON_RDV.filter((p) => p.name !== 'MODIFIER'));
  const days = await screen.findByRole('form', { name: 'Jours de travail' });
  expect(within(days).getByRole('checkbox', { name: 'Lundi Matin' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Enregistrer/ })).not.toBeInTheDocument();
});

test("another doctor's page shows that doctor's days and sessions, not the previous doctor's", async () => {
  const fridayMorningOnly = [{ order: 4, appointments: ['matin' as const] }];
  fakeAgenda([], undefined, (request) => {
    if (request.pathParams.doctorId !== '5') return undefined;
    if (request.route === 'appointments.daysOfWork') return answer('appointments.daysOfWork', daysOf('5', fridayMorningOnly));
    if (request.route === 'appointments.settings') return answer('appointments.settings', settingsOf('5').map((setting) => ({ ...setting, _id: `5-${setting._id}`, start: '08:00' })));
    return undefined;
  });
  renderAppointments(
    <>
      <Link to="/appointments/5/config">dr.aicha</Link>
      <ConfigPage />
    </>,
    { path: '/appointments/4/config', pattern: '/appointments/:doctorId/config', permissions: ALL_ON_RDV },
  );
  const days = await screen.findByRole('form', { name: 'Jours de travail' });
  expect(within(days).getByRole('checkbox', { name: 'Vendredi Soir' })).toBeChecked();

  await userEvent.click(screen.getByRole('link', { name: 'dr.aicha' }));
  await waitFor(() => expect(within(screen.getByRole('form', { name: 'Jours de travail' })).getByRole('checkbox', { name: 'Vendredi Soir' })).not.toBeChecked());
  expect(within(screen.getByRole('form', { name: 'Jours de travail' })).getByRole('checkbox', { name: 'Vendredi Matin' })).toBeChecked();
  expect(within(screen.getByRole('form', { name: 'Matin' })).getByLabelText('Début')).toHaveValue('08:00');
});
