import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDay, reminderDay } from '@dental/domain';
import { i18n } from '@dental/i18n';
import { CalendarPage } from '../calendar/CalendarPage';
import appointmentModal from '../appointment-modal';
import todayPanel from '../today-panel';
import waitingRoom from '../waiting-room';
import { AICHA, appointmentOf, DR_SIDI, fakeAgenda, MONDAY, propsFor, renderAppointments } from '../test-utils';

// Lifecycles resolve once React has committed, as in the browser: act() would hold that commit back.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => i18n.changeLanguage('fr'));

const today = localDay();
const ASSISTANT = { _id: '9', username: 'assistante', doctor: null, dev: false, accessToken: 't9' } as never;

async function mounted(widget: typeof todayPanel, user = DR_SIDI, widgetProps?: Record<string, unknown>) {
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element, user, widgetProps);
  await widget.bootstrap(props);
  await widget.mount(props as never);
  return async () => {
    await widget.unmount(props as never);
    element.remove();
  };
}

test('the home moves an appointment along its day in one click each, says its state in words, and undoes the last change', async () => {
  const { calls, state } = fakeAgenda([appointmentOf(AICHA, { date: today, time: '09:00' })]);
  const unmount = await mounted(todayPanel);
  const name = AICHA.name;
  await userEvent.click(await screen.findByRole('button', { name: `Arrivé — ${name}` }));
  await waitFor(() => expect(calls.filter((c) => c.route === 'appointments.setState').map((c) => [c.pathParams, c.body])).toEqual([[{ doctorId: '4', appointmentId: `a-${today}-09:00` }, { state: 'arrived' }]]));
  // The state shows as text (with its icon and colour), and the next steps follow it.
  expect(await screen.findByText('Arrivé', { selector: '.appointments-state span' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Au fauteuil — ${name}` })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `Absent — ${name}` })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: `Annuler le changement — ${name}` }));
  await waitFor(() => expect(state.appointments[0].state).toBe('booked'));
  expect(await screen.findByRole('button', { name: `Absent — ${name}` })).toBeInTheDocument();
  await unmount();
});

test('"Annulé" asks the reason before cancelling, and the cancelled appointment shows struck through without its reminder', async () => {
  const { calls } = fakeAgenda([appointmentOf(AICHA, { date: today, time: '09:30' })]);
  const unmount = await mounted(todayPanel);
  await userEvent.click(await screen.findByRole('button', { name: `Annulé — ${AICHA.name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Annuler le rendez-vous de ${AICHA.name}` });
  await userEvent.type(within(dialog).getByLabelText('Motif (facultatif)'), 'Voyage');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.find((c) => c.route === 'appointments.setState')?.body).toEqual({ state: 'cancelled', reason: 'Voyage' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Annulé', { selector: '.appointments-state span' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: AICHA.name })).toHaveClass('appointments-cell__name--freed');
  expect(screen.queryByRole('link', { name: /Envoyer un rappel WhatsApp/ })).not.toBeInTheDocument();
  await unmount();
});

test("the waiting room lists who arrived in arrival order with the minutes waiting, and a doctor's next patient", async () => {
  const arrivedAt = new Date(Date.now() - 12 * 60_000).toISOString();
  fakeAgenda([
    appointmentOf(AICHA, { _id: 'w1', date: today, time: '10:00', state: 'arrived', arrivedAt }),
    appointmentOf({ ...AICHA, _id: 'p2', name: 'Brahim Ould Ely' }, { _id: 'w2', date: today, time: '09:00', state: 'inChair', arrivedAt }),
    appointmentOf({ ...AICHA, _id: 'p3', name: 'Cheikh Vall' }, { _id: 'w3', date: today, time: '11:00' }),
  ]);
  const unmount = await mounted(waitingRoom);
  const room = await screen.findByRole('region', { name: "Salle d'attente" });
  const rows = await within(room).findAllByRole('listitem');
  expect(rows.map((row) => within(row).getAllByRole('link')[0].textContent)).toEqual([AICHA.name, 'Brahim Ould Ely']);
  expect(rows[0]).toHaveTextContent(/depuis \d\d:\d\d · 12 min/);
  expect(within(rows[0]).getByRole('button', { name: `Au fauteuil — ${AICHA.name}` })).toBeInTheDocument();
  expect(within(rows[1]).getByText('Au fauteuil', { selector: '.appointments-state span' })).toBeInTheDocument();
  expect(within(room).getByText('Prochain patient :').parentElement).toHaveTextContent(`Prochain patient : ${AICHA.name} 10:00`);
  await unmount();
});

test('the waiting room says so when nobody waits, in Arabic too', async () => {
  fakeAgenda([]);
  await i18n.changeLanguage('ar');
  const unmount = await mounted(waitingRoom, ASSISTANT);
  expect(await screen.findByText('لا أحد في قاعة الانتظار')).toBeInTheDocument();
  expect(screen.queryByText('المريض التالي:')).not.toBeInTheDocument();
  await unmount();
});

test('the week shows a cancelled appointment struck through in a slot that books again, and offers no slot that has begun', async () => {
  const cancelled = appointmentOf(AICHA, { time: '10:00', state: 'cancelled', reason: 'Voyage' });
  fakeAgenda([cancelled]);
  renderAppointments(<CalendarPage />, { path: '/appointments/4', pattern: '/appointments/:doctorId' });
  const cell = await waitFor(() => {
    const found = document.querySelector(`[data-slot="${MONDAY} 10:00"]`) as HTMLElement | null;
    if (!found?.textContent?.includes('Annulé')) throw new Error('not yet');
    return found;
  });
  expect(within(cell).getByRole('link', { name: /Aicha/ })).toHaveClass('appointments-cell__name--freed');
  expect(within(cell).getByRole('button', { name: `Ajouter un rendez-vous le Lundi ${reminderDay(MONDAY)} à 10:00` })).toBeInTheDocument();
  // Last week has passed: not one slot to book.
  await userEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
  await waitFor(() => expect(document.querySelector(`[data-slot="${addDays(MONDAY, -7)} 09:00"]`)).not.toBeNull());
  expect(screen.queryByRole('button', { name: /Ajouter un rendez-vous/ })).not.toBeInTheDocument();
});

test('the booking modal offers the next free slots from now; one click chooses the slot', async () => {
  const { calls } = fakeAgenda([appointmentOf({ ...AICHA, _id: 'p2', name: 'Brahim Ould Ely' }, { time: '09:00' })]);
  const unmount = await mounted(appointmentModal, DR_SIDI, { doctorId: '4', patient: { _id: AICHA._id, name: AICHA.name } });
  const dialog = await screen.findByRole('dialog', { name: 'Prendre un rendez-vous' });
  const slots = await within(dialog).findByRole('region', { name: 'Prochains créneaux libres' });
  const first = await within(slots).findByRole('button', { name: `Réserver le Lundi ${reminderDay(MONDAY)} à 09:30 avec dr.sidi` });
  expect(within(slots).getAllByRole('button')).toHaveLength(8);
  expect(calls.find((c) => c.route === 'appointments.freeSlots')?.params).toEqual({ doctor: '4', limit: 8 });
  await userEvent.click(first);
  expect(first).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le rendez-vous' }));
  await waitFor(() => expect(calls.find((c) => c.route === 'appointments.create')?.body).toEqual({ patient: 'p1', date: MONDAY, time: '09:30', numSeance: 2, partOfTime: 'matin' }));
  await unmount();
});
