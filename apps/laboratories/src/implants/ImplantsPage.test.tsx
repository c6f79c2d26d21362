import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginUserData, Permission } from '@dental/contracts';
import { users } from '@dental/auth';
import { formatDate, i18n } from '@dental/i18n';
import { ASSISTANT, DR_SIDI, implant, serveLabWork, USERS } from '../lab-test-server';
import { allActionsOn, callsOf, currentLocation, permission, renderLabPage } from '../test-utils';
import { ImplantsPage } from './ImplantsPage';

/** The appointments module's modal, as the widget mounts it: books through its callbacks. */
jest.mock('@dental/module-kit', () => ({
  ...jest.requireActual('@dental/module-kit'),
  ModuleWidget: ({ widget, props }: { widget: string; props: { doctorId: string; patient: { name: string }; implantId?: string; onSaved: (list: unknown[]) => void } }) => (
    <div role="dialog" aria-label={`${widget} ${props.patient.name} ${props.doctorId} implant ${props.implantId}`}>
      <button type="button" onClick={() => props.onSaved([])}>
        Réserver
      </button>
    </div>
  ),
}));

const OWN: Permission[] = [permission('AFFICHER', 'IMPLANTS'), permission('MODIFIER', 'IMPLANTS'), permission('AJOUTER', 'RDV')];

const render = (permissions = OWN, user: LoginUserData = DR_SIDI, doctorId = '4') =>
  renderLabPage(<ImplantsPage />, {
    path: `/implants/${doctorId}`,
    pattern: '/implants/:doctorId',
    permissions,
    user,
    prepare: (store) => store.dispatch(users.slice.actions.set(USERS)),
  });

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);

beforeEach(() => {
  i18n.changeLanguage('fr');
  sessionStorage.clear();
});

test('two tabs with the spec’s columns; the finished tab hides Terminer and RDV', async () => {
  serveLabWork({ implants: [implant('1', 'Aminata'), implant('2', 'Brahim', { isSetAppointment: true })] });
  render();
  expect(screen.getByRole('heading', { name: 'Implants — dr.sidi' })).toBeInTheDocument();
  let table = await screen.findByRole('table', { name: 'Implants Non Terminer' });
  expect(headers(table)).toEqual(['DOSS.No', 'Nom', 'Traitement', 'Dents', 'Date', 'Date RDV', 'Terminer']);
  const row = await within(table).findByRole('row', { name: /Aminata/ });
  expect(row).toHaveTextContent('Implant Straumann');
  expect(row).toHaveTextContent('10/02/2026');
  expect(within(row).getByRole('button', { name: 'RDV pour Aminata' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Implants Terminé' }));
  table = screen.getByRole('table', { name: 'Implants Terminé' });
  expect(headers(table)).toEqual(['DOSS.No', 'Nom', 'Traitement', 'Dents', 'Date']);
  expect(within(table).getByRole('row', { name: /Brahim/ })).toBeInTheDocument();
  expect(within(table).queryByRole('button')).not.toBeInTheDocument();
});

test('finishing asks first, sends the empty-body update, and the list reads again', async () => {
  const { calls } = serveLabWork({ implants: [implant('1', 'Aminata')] });
  render();
  await userEvent.click(await screen.findByRole('button', { name: "Terminer l'implant de Aminata" }));
  await userEvent.click(within(screen.getByRole('dialog', { name: "Terminer l'implant" })).getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByRole('cell', { name: 'Aucun implant en cours' })).toBeInTheDocument();
  const finish = calls.find((call) => call.route === 'implants.finish')!;
  expect(finish).toMatchObject({ method: 'PUT', pathParams: { id: '1' } });
  expect(finish.body).toBeUndefined();
  expect(callsOf(calls, 'implants.list')).toBe(2);
  expect(calls.filter((call) => call.route === 'implants.list').every((call) => call.params.doctor === '4')).toBe(true);
});

test('a refused finish is shown in the confirmation and logged to the console', async () => {
  const { world } = serveLabWork({ implants: [implant('1', 'Aminata')] });
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render();
  await userEvent.click(await screen.findByRole('button', { name: "Terminer l'implant de Aminata" }));
  world.implants[0].isSetAppointment = true;
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Cet implant est déjà terminé')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith(expect.stringContaining('implant'), 'Cet implant est déjà terminé');
  log.mockRestore();
});

test('the RDV button opens the appointment modal with the implant; the list reads again after the booking', async () => {
  const { calls } = serveLabWork({ implants: [implant('1', 'Aminata')] });
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'RDV pour Aminata' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'AppointmentModal Aminata 4 implant 1' })).getByRole('button', { name: 'Réserver' }));
  await waitFor(() => expect(callsOf(calls, 'implants.list')).toBe(2));
});

test('a name stores the back link and opens the patient’s devis page', async () => {
  serveLabWork({ implants: [implant('1', 'Aminata')] });
  render();
  await userEvent.click(await screen.findByRole('link', { name: 'Aminata' }));
  expect(currentLocation()).toBe('/patient/4/p1/Manage/devis');
  expect(sessionStorage.getItem('patientFileBackLink')).toBe('/implants/4');
});

test('the global view picks another cabinet doctor; the own view has no picker', async () => {
  serveLabWork({ implants: [implant('1', 'Aminata'), implant('2', 'Brahim', { doctor: '5' })] });
  const { unmount } = render(allActionsOn('IMPLANTS'), ASSISTANT);
  await screen.findByRole('row', { name: /Aminata/ });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Médecin' }), 'dr.mariem');
  await waitFor(() => expect(currentLocation()).toBe('/implants/5'));
  unmount();
  render();
  await screen.findByRole('row', { name: /Aminata/ });
  expect(screen.queryByRole('combobox', { name: 'Médecin' })).not.toBeInTheDocument();
});

test('speaks Arabic', async () => {
  await i18n.changeLanguage('ar');
  serveLabWork({ implants: [implant('1', 'Aminata')] });
  render();
  expect(screen.getByRole('tab', { name: 'زرعات غير منتهية' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'إنهاء زرعة Aminata' })).toBeInTheDocument();
});

test('in Arabic the booked Date RDV reads right: the date as the language writes it and the time, each isolated', async () => {
  await i18n.changeLanguage('ar');
  serveLabWork({ implants: [implant('1', 'Aminata', { appointment: { _id: 'a1', date: '2026-11-25', time: '09:00' } })] });
  render();
  const row = await screen.findByRole('row', { name: /Aminata/ });
  const cell = within(row).getAllByRole('cell')[5];
  const [date, time] = Array.from(cell.querySelectorAll('bdi'));
  expect(date).toHaveTextContent(formatDate('2026-11-25T12:00:00', 'ar'));
  // The Arabic date carries right-to-left marks: forced left to right it reads "252026/11/".
  expect(Array.from(cell.querySelectorAll('[dir="ltr"]')).some((part) => part.contains(date))).toBe(false);
  expect(time).toHaveTextContent('09:00');
  expect(time).toHaveAttribute('dir', 'ltr');
  expect(time).not.toContainElement(date);
});

test('without the global view another doctor’s or an assistant’s address goes to one’s own, replacing it', async () => {
  const { calls } = serveLabWork({ implants: [implant('1', 'Aminata'), implant('2', 'Brahim', { doctor: '5' })] });
  const { unmount } = render(OWN, DR_SIDI, '5');
  await waitFor(() => expect(currentLocation()).toBe('/implants/4'));
  expect(await screen.findByRole('row', { name: /Aminata/ })).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /Brahim/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'implants.list').map((call) => call.params.doctor)).toEqual(['4']);
  unmount();
  render(OWN, DR_SIDI, '9');
  await waitFor(() => expect(currentLocation()).toBe('/implants/4'));
});

test('with the global view an address of no doctor is not found, in every language', async () => {
  const { calls } = serveLabWork({ implants: [implant('1', 'Aminata')] });
  const { unmount } = render(allActionsOn('IMPLANTS'), ASSISTANT, '9');
  expect(await screen.findByText('Médecin introuvable')).toBeInTheDocument();
  expect(currentLocation()).toBe('/implants/9');
  expect(callsOf(calls, 'implants.list')).toBe(0);
  unmount();
  await i18n.changeLanguage('ar');
  render(allActionsOn('IMPLANTS'), ASSISTANT, '999');
  expect(await screen.findByText('الطبيب غير موجود')).toBeInTheDocument();
});
