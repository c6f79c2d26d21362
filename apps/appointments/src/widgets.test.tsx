import { screen, waitFor, within } from '@testing-library/react';
import { createAppStore, permissions } from '@dental/auth';
import userEvent from '@testing-library/user-event';
import { localDay, reminderDay } from '@dental/domain';
import { i18n } from '@dental/i18n';
import { answer, refused } from '@dental/testing';
import type { PatientAnswer } from '@dental/contracts';
import appointmentModal from './appointment-modal';
import callbackList from './callback-list';
import recallCount from './recall-count';
import todayPanel from './today-panel';
import { AICHA, ALL_ON_RDV, appointmentOf, AT_14_05, DR_SIDI, fakeAgenda, MONDAY, propsFor, recallOf, reminderOf, stubWindowOpen } from './test-utils';

// Lifecycles resolve once React has committed, as in the browser: act() would hold that commit back.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => i18n.changeLanguage('fr'));

test('./AppointmentModal books a free slot for a known patient, with the case it is for, and tells the caller', async () => {
  const { calls } = fakeAgenda();
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element, DR_SIDI, { doctorId: '4', patient: { _id: AICHA._id, name: AICHA.name }, patientLab: '41', onSaved, onClose });
  await appointmentModal.bootstrap(props);
  await appointmentModal.mount(props as never);
  const dialog = await screen.findByRole('dialog', { name: 'Prendre un rendez-vous' });
  expect(dialog).toHaveStyle({ maxWidth: '1000px' });
  expect(await within(dialog).findByRole('rowheader', { name: 'Pause' })).toBeInTheDocument();
  await userEvent.click(await within(dialog).findByRole('button', { name: `Ajouter un rendez-vous le Lundi ${reminderDay(MONDAY)} à 16:30` }));
  expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  // The booking opens below the week with the focus in it: Enter books.
  expect(within(dialog).getByRole('button', { name: 'Enregistrer le rendez-vous' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le rendez-vous' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  expect(onSaved.mock.calls[0][0]).toEqual([expect.objectContaining({ date: MONDAY, time: '16:30', partOfTime: 'soir', patientLab: '41' })]);
  expect(onClose).toHaveBeenCalled();
  expect(calls.find((c) => c.route === 'appointments.create')?.body).toEqual({ patient: 'p1', date: MONDAY, time: '16:30', numSeance: 2, partOfTime: 'soir', patientLab: '41' });
  await appointmentModal.unmount(props as never);
  expect(element).toBeEmptyDOMElement();
});

test('./TodayPanel lists a doctor’s appointments of the day with their reminder links and the patient’s file; the assistant sees every doctor’s', async () => {
  const today = localDay();
  const users = ['4:dr.sidi', '5:dr.mariem'].map((entry) => {
    const [_id, username] = entry.split(':');
    return { _id, username, phone: '', roles: [], doctor: { cabinet: true, percentage: 50 }, dev: false, createdAt: '', updatedAt: '' };
  });
  const { calls } = fakeAgenda([appointmentOf(AICHA, { date: today, time: '17:00' })], [AICHA], (request) =>
    request.route === 'users.list' ? answer('users.list', users) : undefined,
  );
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element, DR_SIDI);
  await todayPanel.bootstrap(props);
  await todayPanel.mount(props as never);
  const panel = await screen.findByRole('region', { name: "Rendez-vous d'aujourd'hui" });
  expect(await within(panel).findByText(AICHA.name)).toBeInTheDocument();
  expect(panel).toHaveTextContent('17:00');
  expect(within(panel).getByRole('link', { name: `Envoyer un rappel WhatsApp à ${AICHA.name}` }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/22236445566\?text=/);
  expect(within(panel).getByRole('link', { name: AICHA.name }).getAttribute('href')).toBe(`/patient/4/${AICHA._id}/Manage/devis`);
  expect(calls.find((c) => c.route === 'appointments.week')?.params).toEqual({ startDate: today, endDate: today });
  await todayPanel.unmount(props as never);

  const assistantUser = { _id: '9', username: 'assistante', doctor: null, dev: false, accessToken: 't9' };
  const assistant = propsFor(element, assistantUser);
  await todayPanel.mount(assistant as never);
  expect(await screen.findByRole('region', { name: "Rendez-vous d'aujourd'hui de dr.sidi" })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: "Rendez-vous d'aujourd'hui de dr.mariem" })).toBeInTheDocument();
  await todayPanel.unmount(assistant as never);

  // Without the view of every doctor's agenda, a user who is no doctor has no day to show.
  const limited = propsFor(element, assistantUser);
  (limited.store as ReturnType<typeof createAppStore>['store']).dispatch(permissions.slice.actions.set(ALL_ON_RDV.filter((p) => p.name !== 'AFFICHER_GLOBAL')));
  await todayPanel.mount(limited as never);
  expect(element).toBeEmptyDOMElement();
  await todayPanel.unmount(limited as never);
});

test('./RecallCount shows the number of patients due: a doctor’s own, every doctor’s with the global view', async () => {
  const { calls, state } = fakeAgenda();
  state.recalls = [recallOf(AICHA), recallOf(AICHA), recallOf(AICHA)];
  const element = document.body.appendChild(document.createElement('div'));
  const own = propsFor(element, DR_SIDI);
  (own.store as ReturnType<typeof createAppStore>['store']).dispatch(permissions.slice.actions.set(ALL_ON_RDV.filter((p) => p.name !== 'AFFICHER_GLOBAL')));
  await recallCount.bootstrap(own);
  await recallCount.mount(own as never);
  expect(await screen.findByTestId('recall-count')).toHaveTextContent(/^3$/);
  expect(screen.getByRole('status', { name: 'Patients à rappeler : 3' })).toBeInTheDocument();
  expect(calls.find((c) => c.route === 'recalls.list')?.params).toEqual({ doctor: '4', window: 'all', contacted: 'all', limit: 1 });
  await recallCount.unmount(own as never);

  const assistant = propsFor(element, { _id: '9', username: 'assistante', doctor: null, dev: false, accessToken: 't9' });
  await recallCount.mount(assistant as never);
  expect(await screen.findByTestId('recall-count')).toHaveTextContent(/^3$/);
  expect(calls.filter((c) => c.route === 'recalls.list').at(-1)?.params).toEqual({ window: 'all', contacted: 'all', limit: 1 });
  await recallCount.unmount(assistant as never);
});

const ASSISTANT = { _id: '9', username: 'assistante', doctor: null, dev: false, accessToken: 't9' };
const answered = (kind: PatientAnswer['answer'], message: string | null = null): PatientAnswer => ({ answer: kind, at: AT_14_05, message, handledAt: null, handledBy: null });

test('./CallbackList lists "À rappeler": who, their phone, the appointment and what they answered when; "Traité" marks one handled and its row leaves', async () => {
  const { calls, state } = fakeAgenda();
  const salem = { ...AICHA, _id: 'p2', name: 'Salem Ould Ahmed', contact: { phone: '22334455', whatsApp: '+222' } };
  state.callbacks = [
    reminderOf(appointmentOf(AICHA, { date: MONDAY, time: '09:30', patientAnswer: answered('otherTime', 'Plutôt le soir') })),
    reminderOf(appointmentOf(salem, { date: MONDAY, time: '10:00', state: 'cancelled', patientAnswer: answered('cancelled') })),
  ];
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element, ASSISTANT);
  await callbackList.bootstrap(props);
  await callbackList.mount(props as never);
  const region = await screen.findByRole('region', { name: 'À rappeler' });
  const rowOf = async (name: string) => (await within(region).findByRole('link', { name })).closest('li') as HTMLElement;
  const aicha = await rowOf(AICHA.name);
  expect(within(aicha).getByRole('link', { name: AICHA.name }).getAttribute('href')).toBe(`/patient/4/${AICHA._id}/Manage/devis`);
  expect(aicha).toHaveTextContent('36445566');
  expect(aicha).toHaveTextContent(`Rendez-vous du ${reminderDay(MONDAY)} à 09:30 avec dr.sidi`);
  expect(aicha).toHaveTextContent('Demande un autre horaire · 27/11/2026 14:05 « Plutôt le soir »');
  expect(await rowOf(salem.name)).toHaveTextContent('Annulé par le patient · 27/11/2026 14:05');
  // The assistant sees every doctor's.
  expect(calls.find((c) => c.route === 'callbacks.list')?.params).toEqual({});

  await userEvent.click(within(aicha).getByRole('button', { name: `Traité — ${AICHA.name}` }));
  expect(calls.find((c) => c.route === 'callbacks.handled')?.pathParams).toEqual({ id: `a-${MONDAY}-09:30` });
  await waitFor(() => expect(within(region).queryByRole('link', { name: AICHA.name })).not.toBeInTheDocument());
  expect(within(region).getByRole('link', { name: salem.name })).toBeInTheDocument();
  await callbackList.unmount(props as never);
});

test('./CallbackList: a doctor sees their own; nobody to call back says so; a refusal of "Traité" shows on its row', async () => {
  const { calls, state } = fakeAgenda([], [AICHA], (request) => (request.route === 'callbacks.handled' ? refused('Ce patient n’est pas à rappeler', 409) : undefined));
  const element = document.body.appendChild(document.createElement('div'));
  const own = propsFor(element, DR_SIDI, undefined, ALL_ON_RDV.filter((p) => p.name !== 'AFFICHER_GLOBAL'));
  await callbackList.bootstrap(own);
  await callbackList.mount(own as never);
  expect(await within(await screen.findByRole('region', { name: 'À rappeler' })).findByText('Personne à rappeler')).toBeInTheDocument();
  expect(calls.find((c) => c.route === 'callbacks.list')?.params).toEqual({ doctor: '4' });
  await callbackList.unmount(own as never);

  state.callbacks = [reminderOf(appointmentOf(AICHA, { patientAnswer: answered('cancelled') }))];
  const assistant = propsFor(element, ASSISTANT);
  await callbackList.mount(assistant as never);
  await userEvent.click(await screen.findByRole('button', { name: `Traité — ${AICHA.name}` }));
  expect(await screen.findByText('Ce patient n’est pas à rappeler')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: AICHA.name })).toBeInTheDocument();
  await callbackList.unmount(assistant as never);
});

test('./CallbackList says when the list cannot be read, and shows nothing to a user who sees no doctor’s agenda', async () => {
  fakeAgenda([], [AICHA], (request) => (request.route === 'callbacks.list' ? refused('Le serveur ne répond pas', 500) : undefined));
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element, ASSISTANT);
  await callbackList.bootstrap(props);
  await callbackList.mount(props as never);
  expect(await within(await screen.findByRole('region', { name: 'À rappeler' })).findByText('Le serveur ne répond pas')).toBeInTheDocument();
  expect(screen.queryByText('Personne à rappeler')).not.toBeInTheDocument();
  await callbackList.unmount(props as never);

  const limited = propsFor(element, ASSISTANT, undefined, ALL_ON_RDV.filter((p) => p.name !== 'AFFICHER_GLOBAL'));
  await callbackList.mount(limited as never);
  expect(element).toBeEmptyDOMElement();
  await callbackList.unmount(limited as never);
});

test('./TodayPanel shows the patient’s answer and sends the reminder with its personal link', async () => {
  const today = localDay();
  const { calls } = fakeAgenda([appointmentOf(AICHA, { date: today, time: '17:00', state: 'confirmed', patientAnswer: answered('confirmed') })]);
  const { tab, open: opened } = stubWindowOpen();
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element, DR_SIDI);
  await todayPanel.bootstrap(props);
  await todayPanel.mount(props as never);
  const panel = await screen.findByRole('region', { name: "Rendez-vous d'aujourd'hui" });
  expect(await within(panel).findByText(/Confirmé par le patient/)).toHaveTextContent('Confirmé par le patient · 27/11/2026 14:05');
  await userEvent.click(within(panel).getByRole('link', { name: `Envoyer un rappel WhatsApp à ${AICHA.name}` }));
  await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/22236445566\?text=.*%2Fr%2Ftoken-/)));
  expect(calls.find((c) => c.route === 'reminders.markSent')?.pathParams).toEqual({ id: `a-${today}-17:00` });
  await todayPanel.unmount(props as never);
  opened.mockRestore();
});
