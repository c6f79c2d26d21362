import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@dental/i18n';
import { addDays, localDay, reminderDay } from '@dental/domain';
import { answer, currentLocation } from '@dental/testing';
import { AICHA, ALL_ON_RDV, appointmentOf, AT_14_05, fakeAgenda, linkOf, MONDAY, renderAppointments, stubWindowOpen, THIS_WEEK, whatsAppText } from '../test-utils';
import { CalendarPage } from './CalendarPage';

const open = (path = '/appointments/4', permissions = ALL_ON_RDV) => renderAppointments(<CalendarPage />, { path, pattern: '/appointments/:doctorId', permissions });

beforeEach(() => i18n.changeLanguage('fr'));

test('draws the working days in day order with their dates, today highlighted, the matin slots, a Pause row and the soir slots', async () => {
  fakeAgenda();
  open();
  const grid = await screen.findByRole('table');
  const headers = within(grid).getAllByRole('columnheader').map((th) => th.textContent);
  const shortDate = (day: string) => reminderDay(day).slice(0, 5);
  expect(headers).toEqual([
    'Heure',
    `Lundi${shortDate(MONDAY)}`,
    `Mardi${shortDate(addDays(MONDAY, 1))}`,
    `Mercredi${shortDate(addDays(MONDAY, 2))}`,
    `Jeudi${shortDate(addDays(MONDAY, 3))}`,
    `Vendredi${shortDate(addDays(MONDAY, 4))}`,
    `Samedi${shortDate(addDays(MONDAY, 5))}`,
  ]);
  const rows = within(grid).getAllByRole('rowheader').map((th) => th.textContent);
  expect(rows).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', 'Pause', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30']);
  const today = localDay();
  const current = within(grid).queryAllByRole('columnheader').find((th) => th.getAttribute('aria-current') === 'date');
  expect(current?.getAttribute('data-date') ?? null).toBe(today >= MONDAY && today <= THIS_WEEK.endDate ? today : null);
  // No Friday morning: its cells are closed.
  expect(grid.querySelector(`[data-slot="${addDays(MONDAY, 4)} 09:00"]`)).toHaveTextContent('Fermé');
  expect(within(grid.querySelector(`[data-slot="${addDays(MONDAY, 4)} 16:00"]`) as HTMLElement).getByRole('button')).toBeInTheDocument();
});

test('a booked cell shows the first 12 characters of the name, the phone, the time and a WhatsApp reminder in the clinic’s text, which marks it sent and opens with its personal link', async () => {
  const { calls } = fakeAgenda([appointmentOf(AICHA, { time: '09:30', numSeance: 2 })]);
  const { tab, open: opened } = stubWindowOpen();
  open();
  const cell = (await screen.findByText('Aicha Mint M…')).closest('td') as HTMLElement;
  // The cut name leads to the patient's file and carries the whole name.
  const file = within(cell).getByRole('link', { name: AICHA.name });
  expect(file).toHaveAttribute('title', AICHA.name);
  // Isolated, so an Arabic page keeps a Latin name's "…" at the name's own end.
  expect(screen.getByText('Aicha Mint M…').tagName).toBe('BDI');
  expect(file.getAttribute('href')).toMatch(new RegExp(`/patient/\\d+/${AICHA._id}/Manage/devis$`));
  expect(cell).toHaveTextContent('36445566');
  expect(cell).toHaveTextContent('09:30');
  const link = within(cell).getByRole('link', { name: `Envoyer un rappel WhatsApp à ${AICHA.name}` });
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith('https://wa.me/22236445566?text=')).toBe(true);
  const text = `Rappel de votre rendez-vous au Cabinet Essalam le ${reminderDay(MONDAY)} à 09:30. Horaires d'ouverture : 09:00-13:00 et 16:00-21:00. Pour confirmer, annuler ou demander un autre horaire : `;
  expect(whatsAppText(href)).toBe(text);
  expect(link).toHaveAttribute('target', '_blank');
  await userEvent.click(link);
  await waitFor(() => expect(calls.find((c) => c.route === 'reminders.markSent')?.pathParams).toEqual({ id: `a-${MONDAY}-09:30` }));
  await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(`https://wa.me/22236445566?text=${encodeURIComponent(text + linkOf(`a-${MONDAY}-09:30`))}`));
  expect(opened).toHaveBeenCalledWith('', '_blank');
  opened.mockRestore();
});

test('a cell shows the patient’s answer to the reminder as an icon, its words for screen readers and on hover', async () => {
  fakeAgenda([appointmentOf(AICHA, { time: '09:30', state: 'confirmed', patientAnswer: { answer: 'otherTime', at: AT_14_05, message: 'Le soir', handledAt: null, handledBy: null } })]);
  open();
  const cell = (await screen.findByText('Aicha Mint M…')).closest('td') as HTMLElement;
  const note = cell.querySelector('.appointments-answer') as HTMLElement;
  expect(note).toHaveTextContent('Demande un autre horaire · 27/11/2026 14:05 « Le soir »');
  expect(note).toHaveAttribute('title', 'Demande un autre horaire · 27/11/2026 14:05 · « Le soir »');
  expect(note.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('a patient who reads Arabic gets the reminder in Arabic from the week grid', async () => {
  fakeAgenda([appointmentOf({ ...AICHA, messageLanguage: 'ar' }, { time: '09:30' })]);
  open();
  const cell = (await screen.findByText('Aicha Mint M…')).closest('td') as HTMLElement;
  const href = within(cell).getByRole('link', { name: `Envoyer un rappel WhatsApp à ${AICHA.name}` }).getAttribute('href') ?? '';
  expect(whatsAppText(href)).toBe(`تذكير بموعدكم في Cabinet Essalam يوم ${reminderDay(MONDAY)} على الساعة 09:30. أوقات العمل: 09:00-13:00 et 16:00-21:00. للتأكيد أو الإلغاء أو طلب موعد آخر: `);
});

test('an empty cell opens the booking on that slot; a patient is picked by typing and the booking answers the week', async () => {
  const { calls } = fakeAgenda();
  open();
  await userEvent.click(await screen.findByRole('button', { name: `Ajouter un rendez-vous le Lundi ${reminderDay(MONDAY)} à 10:00` }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un rendez-vous' });
  expect(dialog).toHaveTextContent(`Lundi ${reminderDay(MONDAY)} à 10:00 (Matin)`);
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Patient' }), 'aicha');
  await userEvent.click(await within(dialog).findByRole('option', { name: /Aicha Mint Mohamed Lemine/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le rendez-vous' }));
  expect(await screen.findByText('Aicha Mint M…')).toBeInTheDocument();
  const booking = calls.find((c) => c.route === 'appointments.create');
  expect(booking?.body).toEqual({ patient: 'p1', date: MONDAY, time: '10:00', numSeance: 3, partOfTime: 'matin' });
  expect(booking?.params).toEqual(THIS_WEEK);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un rendez-vous' })).not.toBeInTheDocument());
});

test('the server’s refusal stays in the booking dialog', async () => {
  fakeAgenda([], [AICHA], (request) => (request.route === 'appointments.create' ? { status: 300, data: { formErrors: ['Ce rendez-vous existe déjà'] } } : undefined));
  open();
  await userEvent.click(await screen.findByRole('button', { name: `Ajouter un rendez-vous le Lundi ${reminderDay(MONDAY)} à 09:00` }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un rendez-vous' });
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Patient' }), 'aic');
  await userEvent.click(await within(dialog).findByRole('option', { name: /Aicha/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le rendez-vous' }));
  expect(await within(dialog).findByRole('button', { name: 'Ce rendez-vous existe déjà' })).toBeInTheDocument();
});

test('deleting asks first, then the week comes back without it', async () => {
  const { calls } = fakeAgenda([appointmentOf(AICHA)]);
  open();
  await userEvent.click(await screen.findByRole('button', { name: `Supprimer le rendez-vous de ${AICHA.name}` }));
  const confirm = await screen.findByRole('dialog', { name: 'Supprimer le rendez-vous' });
  expect(confirm).toHaveTextContent(`Vous etes sur de vouloir supprimer ${AICHA.name} ?`);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByText('Aicha Mint M…')).not.toBeInTheDocument());
  expect(calls.find((c) => c.route === 'appointments.remove')?.pathParams).toEqual({ doctorId: '4', appointmentId: appointmentOf(AICHA)._id });
});

test('the arrows move 7 days and Filtrer jumps to the Sunday-to-Saturday week of a date', async () => {
  const { calls } = fakeAgenda();
  open();
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
  await waitFor(() => expect(calls.filter((c) => c.route === 'appointments.week').at(-1)?.params).toEqual({ startDate: addDays(THIS_WEEK.startDate, 7), endDate: addDays(THIS_WEEK.endDate, 7) }));
  await userEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
  await userEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
  await waitFor(() => expect(calls.filter((c) => c.route === 'appointments.week').at(-1)?.params).toEqual({ startDate: addDays(THIS_WEEK.startDate, -7), endDate: addDays(THIS_WEEK.endDate, -7) }));
  await userEvent.type(screen.getByLabelText('Date'), '2027-03-03');
  await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
  await waitFor(() => expect(calls.filter((c) => c.route === 'appointments.week').at(-1)?.params).toEqual({ startDate: '2027-02-28', endDate: '2027-03-06' }));
  expect(screen.getByText('Semaine du 28/02/2027 au 06/03/2027')).toBeInTheDocument();
});

test('print and configuration are offered, and hidden when a patient or a case is in context (its booking needs no picker)', async () => {
  fakeAgenda();
  const { unmount } = open();
  expect(await screen.findByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Configuration' })).toHaveAttribute('href', '/appointments/4/config');
  unmount();
  open(`/appointments/4?patient=p1&patientName=${encodeURIComponent(AICHA.name)}&patientLab=41`);
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: 'Imprimer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Configuration' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: `Ajouter un rendez-vous le Lundi ${reminderDay(MONDAY)} à 09:00` }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un rendez-vous' });
  expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  expect(dialog).toHaveTextContent(AICHA.name);
});

test('the printed week names the doctor by full name when one is known', async () => {
  fakeAgenda();
  renderAppointments(<CalendarPage />, {
    path: '/appointments/4',
    pattern: '/appointments/:doctorId',
    doctors: [{ _id: '4', username: 'dr.sidi', fullName: 'Dr Ahmed Sidi', doctor: { cabinet: true, percentage: 50 } }],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Imprimer' }));
  const printed = await screen.findByRole('article', { name: /^Rendez-vous du/ });
  expect(printed).toHaveTextContent('Médecin : Dr Ahmed Sidi');
  expect(printed).not.toHaveTextContent('dr.sidi');
});

test('without AJOUTER and SUPPRIMER the cells offer neither booking nor deleting', async () => {
  fakeAgenda([appointmentOf(AICHA)]);
  open('/appointments/4', ALL_ON_RDV.filter((p) => p.name.startsWith('AFFICHER')));
  expect(await screen.findByText('Aicha Mint M…')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Ajouter un rendez-vous/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Supprimer le rendez-vous/ })).not.toBeInTheDocument();
});

test('in Arabic the days and the Pause row are translated, and the week still starts on Sunday', async () => {
  await i18n.changeLanguage('ar');
  const { calls } = fakeAgenda();
  open();
  const grid = await screen.findByRole('table');
  expect(within(grid).getAllByRole('columnheader')[1]).toHaveTextContent('الإثنين');
  expect(within(grid).getByRole('rowheader', { name: 'استراحة' })).toBeInTheDocument();
  expect(calls.find((c) => c.route === 'appointments.week')?.params).toEqual(THIS_WEEK);
});

test('arrow keys move between slots, along a day and along a time, over the Pause row, mirrored right to left', async () => {
  fakeAgenda();
  open();
  const slot = (day: string, time: string) => within(document.querySelector(`[data-slot="${day} ${time}"]`) as HTMLElement).getByRole('button');
  (await screen.findAllByRole('button', { name: /Ajouter un rendez-vous le Lundi/ }))[0].focus();
  expect(slot(MONDAY, '09:00')).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(slot(MONDAY, '09:30')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(slot(addDays(MONDAY, 1), '09:30')).toHaveFocus();
  // From the last matin slot, down crosses the Pause row into the soir.
  slot(MONDAY, '12:30').focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(slot(MONDAY, '16:00')).toHaveFocus();
  // Friday has no morning: right from Thursday 09:00 goes on to Saturday.
  slot(addDays(MONDAY, 3), '09:00').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(slot(addDays(MONDAY, 5), '09:00')).toHaveFocus();
  document.documentElement.setAttribute('dir', 'rtl');
  try {
    await userEvent.keyboard('{ArrowRight}');
    expect(slot(addDays(MONDAY, 3), '09:00')).toHaveFocus();
  } finally {
    document.documentElement.removeAttribute('dir');
  }
});

test('the agenda names the doctor whose week it is; with every doctor’s view a drop-down switches doctor', async () => {
  const users = [
    { _id: '4', username: 'dr.sidi', phone: '', roles: [], doctor: { cabinet: true, percentage: 50 }, dev: false, createdAt: '', updatedAt: '' },
    { _id: '5', username: 'dr.mariem', phone: '', roles: [], doctor: { cabinet: true, percentage: 50 }, dev: false, createdAt: '', updatedAt: '' },
  ];
  fakeAgenda([], [AICHA], (request) => (request.route === 'users.list' ? answer('users.list', users) : undefined));
  const assistant = { _id: '9', username: 'assistante', doctor: null, dev: false, accessToken: 't9' };
  renderAppointments(<CalendarPage />, { path: '/appointments/5', pattern: '/appointments/:doctorId', permissions: ALL_ON_RDV, user: assistant });
  expect(await screen.findByRole('heading', { name: 'Rendez-vous de dr.mariem' })).toBeInTheDocument();
  const doctor = screen.getByRole('combobox', { name: 'Médecin' });
  expect(doctor).toHaveValue('5');
  await userEvent.selectOptions(doctor, 'dr.sidi');
  await waitFor(() => expect(currentLocation()).toBe('/appointments/4'));
});

test('a doctor without every doctor’s view sees their own name and no drop-down', async () => {
  fakeAgenda();
  open('/appointments/4', ALL_ON_RDV.filter((permission) => permission.name !== 'AFFICHER_GLOBAL'));
  expect(await screen.findByRole('heading', { name: 'Rendez-vous de dr.sidi' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Médecin' })).not.toBeInTheDocument();
});
