import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, setLanguage } from '@dental/i18n';
import type { PatientDayAppointment } from '@dental/contracts';
import { reminderDay } from '@dental/domain';
import { answer, type ApiRequest } from '@dental/testing';
import { CalendarPage } from '../calendar/CalendarPage';
import { AICHA, appointmentOf, fakeAgenda, MONDAY, renderAppointments } from '../test-utils';

/** Aicha's appointment that Monday at 10:00 with another doctor, as GET appointment/patientDay answers it. */
const WITH_DR_MARIEM: PatientDayAppointment = { _id: 'a9', date: MONDAY, time: '10:00', partOfTime: 'matin', doctor: '5', doctorName: 'dr.mariem' };

/** The agenda of dr.sidi (4), where Aicha also has `elsewhere` that day with other doctors. */
function agenda(elsewhere: PatientDayAppointment[] = [WITH_DR_MARIEM]) {
  return fakeAgenda([], [AICHA], (request: ApiRequest) => (request.route === 'appointments.patientDay' ? answer('appointments.patientDay', elsewhere) : undefined));
}

/** Opens the booking of Monday 09:00, picks Aicha and saves: answers the booking dialog. */
async function bookAichaMonday() {
  renderAppointments(<CalendarPage />, { path: '/appointments/4', pattern: '/appointments/:doctorId' });
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`${reminderDay(MONDAY)} .+ 09:00$`) }));
  const booking = await screen.findByRole('dialog', { name: i18n.t('appointments:booking.title') });
  await userEvent.type(within(booking).getByRole('combobox'), 'aicha');
  await userEvent.click(await within(booking).findByRole('option', { name: /Aicha Mint Mohamed Lemine/ }));
  await userEvent.click(within(booking).getByRole('button', { name: i18n.t('appointments:booking.save') }));
  return booking;
}

beforeEach(() => i18n.changeLanguage('fr'));
afterEach(() => setLanguage('fr'));

test('a patient already booked that day with another doctor: asks first, with the focus on Annuler, and books once confirmed', async () => {
  const { calls } = agenda();
  const booking = await bookAichaMonday();
  const question = await screen.findByRole('dialog', { name: 'Rendez-vous le même jour' });
  expect(question).toHaveTextContent('Ce patient a déjà un rendez-vous ce jour : 10:00 avec dr.mariem. Réserver quand même ?');
  await waitFor(() => expect(within(question).getByRole('button', { name: 'Annuler' })).toHaveFocus());
  expect(calls.find((c) => c.route === 'appointments.patientDay')?.params).toEqual({ doctor: '4', patient: AICHA._id, date: MONDAY });
  expect(calls.some((c) => c.route === 'appointments.create')).toBe(false);

  await userEvent.click(within(question).getByRole('button', { name: 'Réserver quand même' }));
  expect(await screen.findByText('Aicha Mint M…')).toBeInTheDocument();
  expect(calls.filter((c) => c.route === 'appointments.create').map((c) => c.body)).toEqual([{ patient: AICHA._id, date: MONDAY, time: '09:00', numSeance: 1, partOfTime: 'matin' }]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un rendez-vous' })).not.toBeInTheDocument());
  expect(booking).not.toHaveAttribute('open');
});

test('Annuler books nothing and leaves the booking open, back on its save button', async () => {
  const { calls } = agenda();
  const booking = await bookAichaMonday();
  const question = await screen.findByRole('dialog', { name: 'Rendez-vous le même jour' });
  await userEvent.click(within(question).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rendez-vous le même jour' })).not.toBeInTheDocument());
  expect(booking).toBeInTheDocument();
  await waitFor(() => expect(within(booking).getByRole('button', { name: 'Enregistrer le rendez-vous' })).toHaveFocus());
  expect(calls.some((c) => c.route === 'appointments.create')).toBe(false);
  // Saving again asks again.
  await userEvent.click(within(booking).getByRole('button', { name: 'Enregistrer le rendez-vous' }));
  expect(await screen.findByRole('dialog', { name: 'Rendez-vous le même jour' })).toBeInTheDocument();
});

test('Escape cancels the question only: the booking stays open and nothing is booked', async () => {
  const { calls } = agenda();
  const booking = await bookAichaMonday();
  const question = await screen.findByRole('dialog', { name: 'Rendez-vous le même jour' });
  // What the browser does on Escape: cancel on the topmost dialog.
  fireEvent(question, new Event('cancel', { cancelable: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rendez-vous le même jour' })).not.toBeInTheDocument());
  expect(booking).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Ajouter un rendez-vous' })).toBe(booking);
  expect(calls.some((c) => c.route === 'appointments.create')).toBe(false);
});

test('names every appointment of the day, each with its doctor', async () => {
  const { calls } = agenda([WITH_DR_MARIEM, { ...WITH_DR_MARIEM, _id: 'a10', time: '17:00', partOfTime: 'soir', doctor: '6', doctorName: 'dr.ahmed' }]);
  await bookAichaMonday();
  expect(await screen.findByRole('dialog', { name: 'Rendez-vous le même jour' })).toHaveTextContent(
    'Ce patient a déjà un rendez-vous ce jour : 10:00 avec dr.mariem et 17:00 avec dr.ahmed. Réserver quand même ?',
  );
  expect(calls.some((c) => c.route === 'appointments.create')).toBe(false);
});

test('a patient with no other appointment that day is booked at once', async () => {
  const { calls } = agenda([]);
  await bookAichaMonday();
  expect(await screen.findByText('Aicha Mint M…')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Rendez-vous le même jour' })).not.toBeInTheDocument();
  expect(calls.filter((c) => c.route === 'appointments.patientDay')).toHaveLength(1);
  expect(calls.filter((c) => c.route === 'appointments.create')).toHaveLength(1);
});

test('when the look at the day fails, the booking goes on and the server’s answer decides', async () => {
  const { calls } = fakeAgenda([appointmentOf(AICHA, { time: '11:00', numSeance: 5 })], [AICHA], (request) =>
    request.route === 'appointments.patientDay' ? { status: 500, data: { err: 'Erreur du serveur, réessayez plus tard' } } : undefined,
  );
  await bookAichaMonday();
  await waitFor(() => expect(calls.filter((c) => c.route === 'appointments.create')).toHaveLength(1));
  expect(screen.queryByRole('dialog', { name: 'Rendez-vous le même jour' })).not.toBeInTheDocument();
});

test('in Arabic, right to left, the question and its buttons are translated', async () => {
  await setLanguage('ar');
  expect(document.documentElement.dir).toBe('rtl');
  const { calls } = agenda();
  await bookAichaMonday();
  const question = await screen.findByRole('dialog', { name: 'موعد في اليوم نفسه' });
  expect(question).toHaveTextContent('لدى هذا المريض موعد في هذا اليوم: 10:00 مع dr.mariem. هل تريد الحجز رغم ذلك؟');
  await waitFor(() => expect(within(question).getByRole('button', { name: 'إلغاء' })).toHaveFocus());
  await userEvent.click(within(question).getByRole('button', { name: 'احجز رغم ذلك' }));
  await waitFor(() => expect(calls.filter((c) => c.route === 'appointments.create')).toHaveLength(1));
});
