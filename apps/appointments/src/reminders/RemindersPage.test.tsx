import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDay } from '@dental/domain';
import { i18n } from '@dental/i18n';
import { makePatient, currentLocation } from '@dental/testing';
import { refused } from '@dental/testing';
import { AICHA, appointmentOf, AT_14_05, CLINIC, fakeAgenda, linkOf, reminderOf, renderAppointments, stubWindowOpen, whatsAppText } from '../test-utils';
import { RemindersPage } from './RemindersPage';

const TOMORROW = addDays(localDay(), 1);
const open = (path = '/appointments/4/reminders', clinic = CLINIC) => renderAppointments(<RemindersPage />, { path, pattern: '/appointments/:doctorId/reminders', clinic });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

const SALEM = makePatient({ _id: 'p2', name: 'Salem Ould Ahmed', contact: { phone: '22334455', whatsApp: '+222' }, createdAt: '' });

beforeEach(() => i18n.changeLanguage('fr'));

const FILLED_FR = (date: string, time: string) =>
  `Rappel de votre rendez-vous au Cabinet Essalam le ${date} à ${time}. Horaires d'ouverture : 09:00-13:00 et 16:00-21:00. Pour confirmer, annuler ou demander un autre horaire : `;

test('opens on the day the server names (the next working day) with its counts; one click marks the reminder sent and opens WhatsApp with its personal link, then shows who sent it', async () => {
  const { calls, state } = fakeAgenda();
  const { tab, open: opened } = stubWindowOpen();
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
  // Until it is sent, the link's own address holds the text without the personal link.
  expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/22236445566\?text=/);
  expect(whatsAppText(link.getAttribute('href'))).toBe(FILLED_FR(`${day}/${month}/${year}`, '09:30'));
  await userEvent.click(link);
  // The tab opens on the click itself (blank, with a handle on it), and goes to WhatsApp once the link is known.
  expect(opened).toHaveBeenCalledWith('', '_blank');
  expect(calls.find((c) => c.route === 'reminders.markSent')?.pathParams).toEqual({ id: aicha._id });
  await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
  const sent = tab.location.replace.mock.calls[0][0];
  expect(sent).toMatch(/^https:\/\/wa\.me\/22236445566\?text=/);
  expect(whatsAppText(sent)).toBe(FILLED_FR(`${day}/${month}/${year}`, '09:30') + linkOf(aicha._id));
  // The WhatsApp page cannot reach back to this one.
  expect(tab.opener).toBeNull();
  expect(tab.close).not.toHaveBeenCalled();
  expect(opened).toHaveBeenCalledTimes(1);
  expect(await screen.findByTestId('reminder-counts')).toHaveTextContent('Envoyés : 2 · À envoyer : 0');
  await waitFor(async () => expect(await rowOf(AICHA.name)).toHaveTextContent('Envoyé par dr.sidi le 27/11/2026 à 14:05'));
  // A sent reminder may be sent again.
  expect(within(await rowOf(SALEM.name)).getByRole('link', { name: 'Renvoyer le rappel WhatsApp' })).toBeInTheDocument();
  expect(await rowOf(SALEM.name)).toHaveTextContent('Envoyé par assistante le 27/11/2026 à 14:05');
  opened.mockRestore();
});

test('a refused reminder closes the tab it opened and says why; nothing is counted sent', async () => {
  const { calls, state } = fakeAgenda([], [AICHA], (request) => (request.route === 'reminders.markSent' ? refused('Ce rendez-vous a été supprimé', 404) : undefined));
  state.reminders = [reminderOf(appointmentOf(AICHA, { date: TOMORROW, time: '09:30' }))];
  const { tab, open: opened } = stubWindowOpen();
  open();
  await userEvent.click(await within(await rowOf(AICHA.name)).findByRole('link', { name: 'Envoyer le rappel WhatsApp' }));
  expect(await screen.findByText('Ce rendez-vous a été supprimé')).toBeInTheDocument();
  expect(tab.close).toHaveBeenCalled();
  expect(tab.location.replace).not.toHaveBeenCalled();
  expect(calls.filter((c) => c.route === 'reminders.markSent')).toHaveLength(1);
  expect(screen.getByTestId('reminder-counts')).toHaveTextContent('Envoyés : 0 · À envoyer : 1');
  opened.mockRestore();
});

test('a browser that gives no handle on the new tab still opens WhatsApp with the link, without a way back to the page', async () => {
  const { state } = fakeAgenda();
  const aicha = appointmentOf(AICHA, { date: TOMORROW, time: '09:30' });
  state.reminders = [reminderOf(aicha)];
  const { open: opened } = stubWindowOpen({ handle: false });
  open();
  await userEvent.click(await within(await rowOf(AICHA.name)).findByRole('link', { name: 'Envoyer le rappel WhatsApp' }));
  await waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
  const [address, target, features] = opened.mock.calls[1];
  expect(whatsAppText(String(address)).endsWith(linkOf(aicha._id))).toBe(true);
  expect([target, features]).toEqual(['_blank', 'noopener,noreferrer']);
  opened.mockRestore();
});

test('the patients’ answers show with when they came: a confirmation in the state, a cancellation, a request for another time with its message', async () => {
  const { state } = fakeAgenda();
  const answer = (kind: 'confirmed' | 'cancelled' | 'otherTime', message: string | null = null) => ({ answer: kind, at: AT_14_05, message, handledAt: null, handledBy: null });
  const mariem = { ...SALEM, _id: 'p3', name: 'Mariem Mint Sidi' };
  state.reminders = [
    reminderOf(appointmentOf(AICHA, { date: TOMORROW, time: '09:00', state: 'confirmed', patientAnswer: answer('confirmed') }), { reminder: { by: 'assistante', at: AT_14_05 } }),
    reminderOf(appointmentOf(SALEM, { date: TOMORROW, time: '09:30', state: 'cancelled', patientAnswer: answer('cancelled') })),
    reminderOf(appointmentOf(mariem, { date: TOMORROW, time: '10:00', patientAnswer: answer('otherTime', 'Plutôt le soir') })),
  ];
  open();
  const confirmed = await rowOf(AICHA.name);
  expect(within(confirmed).getByRole('cell', { name: /^Confirmé/ })).toHaveTextContent('Confirmé');
  expect(confirmed).toHaveTextContent('Confirmé par le patient · 27/11/2026 14:05');
  expect(await rowOf(SALEM.name)).toHaveTextContent('Annulé par le patient · 27/11/2026 14:05');
  expect(await rowOf(mariem.name)).toHaveTextContent('Demande un autre horaire · 27/11/2026 14:05 « Plutôt le soir »');
});

test('in Arabic, an answer reads right to left with its moment kept left to right', async () => {
  const { state } = fakeAgenda();
  state.reminders = [reminderOf(appointmentOf(AICHA, { date: TOMORROW, time: '09:00', state: 'confirmed', patientAnswer: { answer: 'confirmed', at: AT_14_05, message: null, handledAt: null, handledBy: null } }))];
  await i18n.changeLanguage('ar');
  open();
  const note = await screen.findByText('27/11/2026 14:05');
  expect(note).toHaveAttribute('dir', 'ltr');
  expect(note.closest('.appointments-answer')).toHaveTextContent('أكده المريض · 27/11/2026 14:05');
  expect(note.closest('.appointments-answer')?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
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
    expect(whatsAppText(link.getAttribute('href'))).toBe(
      'تذكير بموعدكم في Cabinet Essalam يوم 02/12/2026 على الساعة 10:00. أوقات العمل: من الإثنين إلى الخميس، السبت من 09:00 إلى 13:00 ومن 16:00 إلى 21:00؛ الجمعة من 16:00 إلى 21:00. للتأكيد أو الإلغاء أو طلب موعد آخر: ',
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
  const { tab, open: opened } = stubWindowOpen();
  open();
  await userEvent.click(await within(await rowOf(AICHA.name)).findByRole('link', { name: 'Envoyer le rappel WhatsApp' }));
  // The cancelled row gets no reminder: "Suivant" goes past it.
  expect(within(await rowOf(SALEM.name)).queryByRole('link', { name: /rappel WhatsApp/ })).not.toBeInTheDocument();
  const next = await within(await rowOf('Mariem Mint Sidi')).findByRole('button', { name: 'Suivant' });
  await waitFor(() => expect(next).toHaveFocus());
  await userEvent.click(next);
  await waitFor(() => expect(calls.filter((c) => c.route === 'reminders.markSent').map((c) => c.pathParams.id)).toEqual([first._id, third._id]));
  await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(2));
  expect(whatsAppText(tab.location.replace.mock.calls[1][0]).endsWith(linkOf(third._id))).toBe(true);
  opened.mockRestore();
});

test('"Tous les médecins" lists every doctor’s appointments of the day', async () => {
  const { calls, state } = fakeAgenda();
  state.reminders = [reminderOf(appointmentOf(AICHA, { date: TOMORROW, time: '09:00' }))];
  open('/appointments/all/reminders');
  expect(await rowOf(AICHA.name)).toHaveTextContent('dr.sidi');
  expect(calls.find((c) => c.route === 'reminders.day')?.params).toEqual({});
});
