import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDay } from '@dental/domain';
import { i18n } from '@dental/i18n';
import { makePatient, currentLocation } from '@dental/testing';
import { AICHA, appointmentOf, AT_14_05, CLINIC, fakeAgenda, reminderOf, renderAppointments } from '../test-utils';
import { RemindersPage } from './RemindersPage';

const TOMORROW = addDays(localDay(), 1);
const open = (path = '/appointments/4/reminders', clinic = CLINIC) => renderAppointments(<RemindersPage />, { path, pattern: '/appointments/:doctorId/reminders', clinic });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

const SALEM = makePatient({ _id: 'p2', name: 'Salem Ould Ahmed', contact: { phone: '22334455', whatsApp: '+222' }, createdAt: '' });

beforeEach(() => i18n.changeLanguage('fr'));

test('opens on the day the server names (the next working day) with its counts; one click opens the WhatsApp reminder and marks it sent, then shows who sent it', async () => {
  const { calls, state } = fakeAgenda();
  const aicha = appointmentOf(AICHA, { date: TOMORROW, time: '09:30' });
  state.reminders = [reminderOf(aicha), reminderOf(appointmentOf(SALEM, { date: TOMORROW, time: '16:00' }), { reminder: { by: 'assistante', at: AT_14_05 } })];
  open();
  expect(await screen.findByRole('heading', { name: 'Rappels de rendez-vous' })).toBeInTheDocument();
  expect(await screen.findByTestId('reminder-counts')).toHaveTextContent('Envoyés : 1 · À envoyer : 1');
  expect(screen.getByLabelText('Jour')).toHaveValue(TOMORROW);
  expect(calls.find((c) => c.route === 'reminders.day')?.params).toEqual({ doctor: '4' });

  const row = await rowOf(AICHA.name);
  expect(row).toHaveTextContent('09:30');
  expect(row).toHaveTextContent('dr.sidi');
  const link = await within(row).findByRole('link', { name: 'Envoyer le rappel WhatsApp' });
  const [day, month, year] = TOMORROW.split('-').reverse();
  expect(decodeURIComponent((link.getAttribute('href') ?? '').split('?text=')[1])).toBe(
    `Rappel de votre rendez-vous au Cabinet Essalam le ${day}/${month}/${year} à 09:30. Horaires d'ouverture : 09:00-13:00 et 16:00-21:00.`,
  );
  await userEvent.click(link);
  expect(calls.find((c) => c.route === 'reminders.markSent')?.pathParams).toEqual({ id: aicha._id });
  expect(await screen.findByTestId('reminder-counts')).toHaveTextContent('Envoyés : 2 · À envoyer : 0');
  await waitFor(async () => expect(await rowOf(AICHA.name)).toHaveTextContent('Envoyé par dr.sidi le 27/11/2026 à 14:05'));
  // A sent reminder may be sent again.
  expect(within(await rowOf(SALEM.name)).getByRole('link', { name: 'Renvoyer le rappel WhatsApp' })).toBeInTheDocument();
  expect(await rowOf(SALEM.name)).toHaveTextContent('Envoyé par assistante le 27/11/2026 à 14:05');
});

test('another day is chosen with the date field; without the clinic’s opening hours the doctor’s days and sessions fill {hours}, in the patient’s language', async () => {
  const { calls, state } = fakeAgenda();
  state.reminders = [reminderOf(appointmentOf(AICHA, { date: '2026-12-02', time: '10:00' }), { messageLanguage: 'ar' })];
  open('/appointments/4/reminders', { ...CLINIC, openingHours: '' });
  // The field shows the day the server opened on, then takes the one typed.
  await waitFor(() => expect(screen.getByLabelText('Jour')).toHaveValue(TOMORROW));
  const field = screen.getByLabelText('Jour');
  await userEvent.clear(field);
  await userEvent.type(field, '2026-12-02');
  await waitFor(() => expect(currentLocation()).toBe('/appointments/4/reminders?day=2026-12-02'));
  await waitFor(() => expect(calls.filter((c) => c.route === 'reminders.day').at(-1)?.params).toEqual({ day: '2026-12-02', doctor: '4' }));
  const link = await within(await rowOf(AICHA.name)).findByRole('link', { name: 'Envoyer le rappel WhatsApp' });
  await waitFor(() =>
    expect(decodeURIComponent((link.getAttribute('href') ?? '').split('?text=')[1])).toBe(
      'تذكير بموعدكم في Cabinet Essalam يوم 02/12/2026 على الساعة 10:00. أوقات العمل: من الإثنين إلى الخميس، السبت من 09:00 إلى 13:00 ومن 16:00 إلى 21:00؛ الجمعة من 16:00 إلى 21:00.',
    ),
  );
});

test('an empty day says so', async () => {
  fakeAgenda();
  open();
  expect(await screen.findByText('Aucun rendez-vous ce jour')).toBeInTheDocument();
  expect(screen.getByTestId('reminder-counts')).toHaveTextContent('Envoyés : 0 · À envoyer : 0');
});

test('after a reminder is sent, "Suivant" takes the focus on the next row still to send, and sends it in one click', async () => {
  const { calls, state } = fakeAgenda();
  const first = appointmentOf(AICHA, { date: TOMORROW, time: '09:00' });
  const cancelled = appointmentOf(SALEM, { date: TOMORROW, time: '09:30', state: 'cancelled' });
  const third = appointmentOf({ ...SALEM, _id: 'p3', name: 'Mariem Mint Sidi' }, { date: TOMORROW, time: '10:00' });
  state.reminders = [reminderOf(first), reminderOf(cancelled), reminderOf(third)];
  const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
  open();
  await userEvent.click(await within(await rowOf(AICHA.name)).findByRole('link', { name: 'Envoyer le rappel WhatsApp' }));
  // The cancelled row gets no reminder: "Suivant" goes past it.
  expect(within(await rowOf(SALEM.name)).queryByRole('link', { name: /rappel WhatsApp/ })).not.toBeInTheDocument();
  const next = await within(await rowOf('Mariem Mint Sidi')).findByRole('button', { name: 'Suivant' });
  await waitFor(() => expect(next).toHaveFocus());
  await userEvent.click(next);
  expect(opened).toHaveBeenCalledWith(expect.stringContaining('https://wa.me/'), '_blank', 'noopener,noreferrer');
  await waitFor(() => expect(calls.filter((c) => c.route === 'reminders.markSent').map((c) => c.pathParams.id)).toEqual([first._id, third._id]));
  opened.mockRestore();
});

test('"Tous les médecins" lists every doctor’s appointments of the day', async () => {
  const { calls, state } = fakeAgenda();
  state.reminders = [reminderOf(appointmentOf(AICHA, { date: TOMORROW, time: '09:00' }))];
  open('/appointments/all/reminders');
  expect(await rowOf(AICHA.name)).toHaveTextContent('dr.sidi');
  expect(calls.find((c) => c.route === 'reminders.day')?.params).toEqual({});
});
