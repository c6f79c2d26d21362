import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@dental/i18n';
import { makePatient, refused } from '@dental/testing';
import { AICHA, ALL_ON_RDV, CLINIC, DR_SIDI, fakeAgenda, recallOf, renderAppointments } from '../test-utils';
import { RecallPage } from './RecallPage';

const open = (permissions = ALL_ON_RDV, clinic: typeof CLINIC & { clinicNameAr?: string } = CLINIC) => renderAppointments(<RecallPage />, { path: '/appointments/4/recall', pattern: '/appointments/:doctorId/recall', permissions, clinic });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

const MOHAMED = makePatient({ _id: 'p2', name: 'Mohamed Salem', contact: { phone: '', whatsApp: '+222' }, messageLanguage: 'ar', createdAt: '' });
const FATIMETOU = makePatient({ _id: 'p3', name: 'Fatimetou Ahmed', contact: { phone: '22334455', whatsApp: '+222' }, messageLanguage: 'ar', createdAt: '' });

beforeEach(() => i18n.changeLanguage('fr'));

test('lists the due patients with phone, last visit and due date, asking the doctor’s first page of all due', async () => {
  const { calls, state } = fakeAgenda();
  state.recalls = [recallOf(AICHA), recallOf(MOHAMED, { dueDate: '2026-10-01' })];
  open();
  expect(await screen.findByRole('heading', { name: 'Rappels' })).toBeInTheDocument();
  const row = await rowOf(AICHA.name);
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([AICHA.name, '36445566', '10/03/2026', '10/09/2026', expect.any(String)]);
  expect(calls.find((c) => c.route === 'recalls.list')?.params).toEqual({ doctor: '4', window: 'all', contacted: 'all', offset: 0, limit: 20 });
  // No number, no link: the row says why.
  expect(within(await rowOf(MOHAMED.name)).queryByRole('link', { name: 'Envoyer le rappel WhatsApp' })).not.toBeInTheDocument();
  expect(await rowOf(MOHAMED.name)).toHaveTextContent('Pas de numéro WhatsApp');
});

test('the WhatsApp recall opens with the clinic’s text in the patient’s language, name, clinic and hours filled in', async () => {
  const { state } = fakeAgenda();
  state.recalls = [recallOf(AICHA), recallOf(FATIMETOU)];
  open();
  const textOf = async (name: string) => {
    const link = await within(await rowOf(name)).findByRole('link', { name: 'Envoyer le rappel WhatsApp' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const [number, text] = (link.getAttribute('href') ?? '').replace('https://wa.me/', '').split('?text=');
    return { number, text: decodeURIComponent(text) };
  };
  expect(await textOf(AICHA.name)).toEqual({
    number: '22236445566',
    text: `Bonjour ${AICHA.name}, il est temps de faire votre contrôle au Cabinet Essalam. Appelez-nous pour prendre rendez-vous. Horaires d’ouverture : 09:00-13:00 et 16:00-21:00.`,
  });
  expect(await textOf(FATIMETOU.name)).toEqual({
    number: '22222334455',
    text: `مرحبا ${FATIMETOU.name}، حان وقت فحصكم الدوري في Cabinet Essalam. اتصلوا بنا لتحديد موعد. أوقات العمل: 09:00-13:00 et 16:00-21:00.`,
  });
});

test('an Arabic message names the clinic by its Arabic name when it has one; a French one by its name', async () => {
  const { state } = fakeAgenda();
  state.recalls = [recallOf(AICHA), recallOf(FATIMETOU)];
  open(ALL_ON_RDV, { ...CLINIC, clinicNameAr: 'عيادة السلام' });
  const textOf = async (name: string) => {
    const link = await within(await rowOf(name)).findByRole('link', { name: 'Envoyer le rappel WhatsApp' });
    return decodeURIComponent((link.getAttribute('href') ?? '').split('?text=')[1]);
  };
  expect(await textOf(FATIMETOU.name)).toContain('حان وقت فحصكم الدوري في عيادة السلام.');
  expect(await textOf(AICHA.name)).toContain('votre contrôle au Cabinet Essalam.');
});

test('marking a patient contacted shows who did it and when; the filters ask again from the first page', async () => {
  const { calls, state } = fakeAgenda();
  state.recalls = [recallOf(AICHA)];
  open();
  await userEvent.click(within(await rowOf(AICHA.name)).getByRole('button', { name: 'Marquer contacté' }));
  expect(calls.find((c) => c.route === 'recalls.contact')?.pathParams).toEqual({ id: AICHA._id });
  await waitFor(async () => expect(await rowOf(AICHA.name)).toHaveTextContent(`Contacté par ${DR_SIDI.username} le 27/11/2026 à 14:05`));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Contact' }), 'Non contactés');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Échéance' }), 'En retard');
  await waitFor(() => expect(calls.filter((c) => c.route === 'recalls.list').at(-1)?.params).toEqual({ doctor: '4', window: 'overdue', contacted: 'no', offset: 0, limit: 20 }));
  expect(await screen.findByText('Aucun patient à rappeler')).toBeInTheDocument();
});

test('books from a row through the appointment modal; the booked patient leaves the list', async () => {
  const { state } = fakeAgenda();
  state.recalls = [recallOf(AICHA)];
  open();
  await userEvent.click(within(await rowOf(AICHA.name)).getByRole('button', { name: 'Prendre rendez-vous' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prendre un rendez-vous' });
  const [free] = await within(dialog).findAllByRole('button', { name: /^Ajouter un rendez-vous le / });
  await userEvent.click(free);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le rendez-vous' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Aucun patient à rappeler')).toBeInTheDocument();
});

test('pages on the server', async () => {
  const { calls, state } = fakeAgenda();
  state.recalls = Array.from({ length: 25 }, (_, index) => recallOf(makePatient({ _id: `q${index}`, name: `Patient ${index}`, contact: { phone: '44', whatsApp: '+222' }, createdAt: '' })));
  open();
  const pages = await screen.findByRole('navigation', { name: 'Pages' });
  expect(pages).toHaveTextContent('1–20 sur 25');
  await userEvent.click(within(pages).getByRole('button', { name: 'Page suivante' }));
  expect(await screen.findByRole('cell', { name: 'Patient 24' })).toBeInTheDocument();
  expect(pages).toHaveTextContent('21–25 sur 25');
  expect(calls.filter((c) => c.route === 'recalls.list').at(-1)?.params).toMatchObject({ offset: 20, limit: 20 });
});

test('a refused read shows its message instead of the list', async () => {
  fakeAgenda([], [AICHA], (request) => (request.route === 'recalls.list' ? refused('Accès refusé', 403) : undefined));
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
