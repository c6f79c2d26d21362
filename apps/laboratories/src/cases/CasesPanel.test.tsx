import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@dental/contracts';
import { users } from '@dental/auth';
import { formatDate, i18n } from '@dental/i18n';
import { DR_SIDI, labCase, serveLabWork, USERS } from '../lab-test-server';
import { LaboratoryPage } from '../laboratory/LaboratoryPage';
import { callsOf, currentLocation, permission, renderLabPage } from '../test-utils';

/** The appointments module's modal, as the widget mounts it: books through its callbacks. */
jest.mock('@dental/module-kit', () => ({
  ...jest.requireActual('@dental/module-kit'),
  ModuleWidget: ({ widget, props }: { widget: string; props: { doctorId: string; patient: { name: string }; patientLab?: string; onSaved: (list: unknown[]) => void; onClose: () => void } }) => (
    <div role="dialog" aria-label={`${widget} ${props.patient.name} ${props.doctorId} case ${props.patientLab}`}>
      <button type="button" onClick={() => props.onSaved([])}>
        Réserver
      </button>
      <button type="button" onClick={props.onClose}>
        Fermer
      </button>
    </div>
  ),
}));

const ALL: Permission[] = [
  permission('AFFICHER', 'LABORATOIRES'),
  permission('AFFICHER', 'PATIENTS_LABORATOIRE'),
  permission('MODIFIER', 'PATIENTS_LABORATOIRE'),
  permission('AJOUTER', 'RDV'),
];

const render = (permissions = ALL) =>
  renderLabPage(<LaboratoryPage />, {
    path: '/laboratory/1/patients/4',
    pattern: '/laboratory/:labId/:tab?/:doctorId?',
    permissions,
    user: DR_SIDI,
    prepare: (store) => store.dispatch(users.slice.actions.set(USERS)),
  });

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);

beforeEach(() => {
  i18n.changeLanguage('fr');
  sessionStorage.clear();
});

test('lists the doctor’s unfinished cases with the spec’s columns; the finished ones in their tab without Terminer', async () => {
  serveLabWork({ cases: [labCase('1', 'Aminata'), labCase('2', 'Brahim', { finish: true, appointment: { _id: 'a1', date: '2026-03-09', time: '10:30' } })] });
  render();
  expect(await screen.findByRole('tab', { name: 'Patient Non Terminer' })).toHaveAttribute('aria-selected', 'true');
  let table = await screen.findByRole('table', { name: 'Patient Non Terminer' });
  expect(headers(table)).toEqual(['DOSS.NO', 'Nom', 'Traitement', 'Dents', "Date D'empreinte", 'Date RDV', 'Terminer']);
  const row = await within(table).findByRole('row', { name: /Aminata/ });
  expect(row).toHaveTextContent('2026-01');
  expect(row).toHaveTextContent('Couronne zircone');
  expect(row).toHaveTextContent('11, 12');
  expect(row).toHaveTextContent('02/03/2026');
  expect(within(table).queryByText('Brahim')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Patient Terminé' }));
  table = screen.getByRole('table', { name: 'Patient Terminé' });
  expect(headers(table)).toEqual(['DOSS.NO', 'Nom', 'Traitement', 'Dents', "Date D'empreinte", 'Date RDV']);
  expect(within(table).getByRole('row', { name: /Brahim/ })).toHaveTextContent('09/03/2026 10:30');
});

test('says when there is no case', async () => {
  serveLabWork();
  render();
  expect(await screen.findByRole('cell', { name: 'Aucun patient en cours' })).toBeInTheDocument();
});

test('finishing asks first, sends an empty body, and moves the case to the finished tab', async () => {
  const { calls } = serveLabWork({ cases: [labCase('1', 'Aminata'), labCase('2', 'Brahim')] });
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Terminer le cas de Aminata' }));
  const dialog = screen.getByRole('dialog', { name: 'Terminer le cas' });
  expect(within(dialog).getByText('Vous etes sur de vouloir terminer le cas de Aminata ?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('row', { name: /Aminata/ })).not.toBeInTheDocument());
  const finish = calls.find((call) => call.route === 'labCases.finish')!;
  expect(finish).toMatchObject({ method: 'PUT', pathParams: { labId: '1', caseId: '1' } });
  expect(finish.body).toBeUndefined();
  expect(callsOf(calls, 'labCases.list')).toBe(2);
  await userEvent.click(screen.getByRole('tab', { name: 'Patient Terminé' }));
  expect(screen.getByRole('row', { name: /Aminata/ })).toBeInTheDocument();
});

test('a refused finish stays in the confirmation with the server’s message', async () => {
  const { world } = serveLabWork({ cases: [labCase('1', 'Aminata')] });
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Terminer le cas de Aminata' }));
  world.cases[0].finish = true; // finished meanwhile, elsewhere
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Ce cas est déjà terminé')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Terminer le cas' })).toBeInTheDocument();
});

test('without an appointment the RDV button opens the appointment modal for the patient and the case; the list reads again after', async () => {
  const { calls } = serveLabWork({ cases: [labCase('1', 'Aminata'), labCase('2', 'Brahim', { appointment: { _id: 'a1', date: '2026-03-09', time: '10:30' } })] });
  render();
  const brahim = await screen.findByRole('row', { name: /Brahim/ });
  expect(within(brahim).queryByRole('button', { name: /RDV/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'RDV pour Aminata' }));
  const modal = screen.getByRole('dialog', { name: 'AppointmentModal Aminata 4 case 1' });
  await userEvent.click(within(modal).getByRole('button', { name: 'Réserver' }));
  expect(screen.queryByRole('dialog', { name: /AppointmentModal/ })).not.toBeInTheDocument();
  await waitFor(() => expect(callsOf(calls, 'labCases.list')).toBe(2));
});

test('the finish icon and the RDV button need MODIFIER on PATIENTS_LABORATOIRE and AJOUTER on RDV', async () => {
  serveLabWork({ cases: [labCase('1', 'Aminata')] });
  render([permission('AFFICHER', 'PATIENTS_LABORATOIRE')]);
  await screen.findByRole('row', { name: /Aminata/ });
  expect(screen.queryByRole('button', { name: 'Terminer le cas de Aminata' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'RDV pour Aminata' })).not.toBeInTheDocument();
});

test('a patient’s name stores this page as the file’s back link and opens their devis page', async () => {
  serveLabWork({ cases: [labCase('1', 'Aminata')] });
  render();
  await userEvent.click(await screen.findByRole('link', { name: 'Aminata' }));
  expect(currentLocation()).toBe('/patient/4/p1/Manage/devis');
  expect(sessionStorage.getItem('patientFileBackLink')).toBe('/laboratory/1/patients/4');
});

test('speaks Arabic', async () => {
  await i18n.changeLanguage('ar');
  serveLabWork({ cases: [labCase('1', 'Aminata')] });
  render();
  expect(await screen.findByRole('tab', { name: 'المرضى غير المنتهين' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'إنهاء حالة Aminata' })).toBeInTheDocument();
});

test('in Arabic the booked Date RDV reads right, in both tabs: the date as the language writes it and the time, each isolated', async () => {
  await i18n.changeLanguage('ar');
  serveLabWork({
    cases: [
      labCase('1', 'Aminata', { appointment: { _id: 'a1', date: '2026-11-23', time: '09:30' } }),
      labCase('2', 'Brahim', { finish: true, appointment: { _id: 'a2', date: '2026-11-25', time: '10:00' } }),
    ],
  });
  render();
  const check = (row: HTMLElement, day: string, hour: string) => {
    const cell = within(row).getAllByRole('cell')[5];
    const [date, time] = Array.from(cell.querySelectorAll('bdi'));
    expect(date).toHaveTextContent(formatDate(`${day}T12:00:00`, 'ar'));
    expect(Array.from(cell.querySelectorAll('[dir="ltr"]')).some((part) => part.contains(date))).toBe(false);
    expect(time).toHaveTextContent(hour);
    expect(time).toHaveAttribute('dir', 'ltr');
  };
  check(await screen.findByRole('row', { name: /Aminata/ }), '2026-11-23', '09:30');
  await userEvent.click(screen.getByRole('tab', { name: 'المرضى المنتهون' }));
  check(await screen.findByRole('row', { name: /Brahim/ }), '2026-11-25', '10:00');
});
