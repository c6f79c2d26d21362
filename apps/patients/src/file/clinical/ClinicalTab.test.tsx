import { act as run, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allActionsOn, permission } from '@dental/testing';
import { localDay } from '@dental/domain';
import { i18n } from '@dental/i18n';
import { ALL_ON_PATIENTS, DR_SIDI, makePatient, ok, refused } from '../../test-utils';
import { renderFileSection, serveFile } from '../payments/file-test-server';
import { act, clinicalServer, condition, image, note } from './clinical-test-server';
// Loaded beforehand, as the file page would load it when the tab opens: these tests are about the tab.
import './ClinicalTab';

const ADULT = makePatient({ _id: 'p1', name: 'Mohamed Salem', dob: 1980 });
const DOCTOR = [...ALL_ON_PATIENTS, ...allActionsOn('DOSSIER_CLINIQUE')];
/** The default assistant: views the clinical record, writes neither notes nor conditions. */
const ASSISTANT = [...ALL_ON_PATIENTS, permission('AFFICHER_GLOBAL', 'DOSSIER_CLINIQUE')];

const renderTab = (patient = ADULT, permissions = DOCTOR) => renderFileSection(patient, 'clinical', { permissions, user: DR_SIDI });
const tooth = (num: string) => screen.getByRole('gridcell', { name: new RegExp(`^Dent ${num} :`) });

beforeEach(() => i18n.changeLanguage('fr'));

test('each tooth says in words what the chart draws: conditions, planned and done acts with their surfaces, images', async () => {
  clinicalServer(ADULT, {
    conditions: [condition('36', 'carie', '2026-01-10', { surface: 'O' })],
    acts: [act('36', 'planned', 'Couronne', '2026-01-12'), act('36', 'done', 'Composite', '2026-02-01', { surface: 'MO' }), act('36', 'planned', 'Composite', '2026-01-12', { surface: 'MO' })],
    images: [image({ teeth: ['36'], takenOn: '2026-01-10' }), image({ teeth: ['36', '37'], takenOn: '2026-02-10' })],
  });
  renderTab();
  const chart = await screen.findByRole('grid', { name: 'Dents permanentes' });
  // Done beats planned: the composite done takes the planned one away.
  await waitFor(() => expect(tooth('36')).toHaveAccessibleName('Dent 36 : carie (O) ; prévu : Couronne ; fait : Composite (MO) ; 2 images'));
  expect(tooth('37')).toHaveAccessibleName('Dent 37 : 1 image');
  expect(tooth('11')).toHaveAccessibleName('Dent 11 : rien de noté');
  // Drawn left to right in every language, in the quotes' chart order: 18 … 11 | 21 … 28, then 48 … 41 | 31 … 38.
  expect(chart).toHaveAttribute('dir', 'ltr');
  const [upper, lower] = within(chart).getAllByRole('row');
  expect(within(upper).getAllByRole('gridcell').map((cell) => cell.textContent?.match(/^\d+/)?.[0])).toEqual(['18', '17', '16', '15', '14', '13', '12', '11', '21', '22', '23', '24', '25', '26', '27', '28']);
  expect(within(lower).getAllByRole('gridcell')[0]).toHaveAccessibleName(/^Dent 48/);
  // The legend names every symbol.
  const legend = screen.getByRole('region', { name: 'Légende' });
  expect(within(legend).getByText('traitement canalaire')).toBeInTheDocument();
  expect(within(legend).getByText('Acte prévu (devis)')).toBeInTheDocument();
});

test('in Arabic the chart keeps the quotes’ left-to-right order and names each tooth in Arabic', async () => {
  clinicalServer(ADULT, { conditions: [condition('36', 'carie', '2026-01-10')], acts: [act('36', 'planned', 'Couronne', '2026-01-12')] });
  await i18n.changeLanguage('ar');
  renderTab();
  const chart = await screen.findByRole('grid', { name: 'الأسنان الدائمة' });
  expect(chart).toHaveAttribute('dir', 'ltr');
  await waitFor(() => expect(screen.getByRole('gridcell', { name: /^السن 36/ })).toHaveAccessibleName('السن 36: تسوس؛ مخطط: Couronne'));
  const [upper] = within(chart).getAllByRole('row');
  expect(within(upper).getAllByRole('gridcell')[0]).toHaveAccessibleName(/^السن 18/);
});

test('a child’s chart opens on the deciduous teeth; the switch shows the permanent ones and says how many carry marks', async () => {
  clinicalServer(makePatient({ _id: 'p1', name: 'Sara', dob: new Date().getFullYear() - 8 }), { conditions: [condition('36', 'carie', '2026-01-10'), condition('75', 'carie', '2026-01-10')] });
  renderTab(makePatient({ _id: 'p1', name: 'Sara', dob: new Date().getFullYear() - 8 }));
  await screen.findByRole('grid', { name: 'Dents de lait' });
  await waitFor(() => expect(tooth('75')).toHaveAccessibleName('Dent 75 : carie'));
  expect(screen.queryByRole('gridcell', { name: /^Dent 36/ })).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Dents permanentes.*1 dent notée/ })).not.toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: /Dents permanentes/ }));
  expect(screen.getByRole('grid', { name: 'Dents permanentes' })).toBeInTheDocument();
  expect(tooth('36')).toHaveAccessibleName('Dent 36 : carie');
});

test('the chart is one tab stop; arrows move along a jaw and between jaws, Enter opens the tooth’s history, closing comes back', async () => {
  clinicalServer(ADULT, { conditions: [condition('47', 'couronne', '2025-06-01')] });
  renderTab();
  await screen.findByRole('grid');
  const stops = screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0);
  expect(stops).toHaveLength(1);
  run(() => stops[0].focus());
  expect(tooth('18')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tooth('17')).toHaveFocus();
  expect(tooth('17')).toHaveAttribute('tabindex', '0');
  expect(tooth('18')).toHaveAttribute('tabindex', '-1');
  await userEvent.keyboard('{ArrowDown}');
  expect(tooth('47')).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(tooth('38')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{ArrowUp}');
  expect(tooth('28')).toHaveFocus();
  await userEvent.keyboard('{Home}{ArrowDown}{ArrowRight}');
  expect(tooth('47')).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const history = await screen.findByRole('region', { name: 'Historique de la dent 47' });
  expect(within(history).getByRole('heading', { name: 'Historique de la dent 47' })).toHaveFocus();
  expect(await within(history).findByText('couronne')).toBeInTheDocument();
  await userEvent.click(within(history).getByRole('button', { name: 'Fermer l’historique' }));
  expect(tooth('47')).toHaveFocus();
});

test('records a caries on 36 from the keyboard, today by default; a refusal of the server is shown and records nothing', async () => {
  const { calls, store } = clinicalServer(ADULT);
  renderTab();
  await screen.findByRole('grid');
  run(() => tooth('36').focus());
  await userEvent.keyboard(' ');
  expect(tooth('36')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Dents choisies : 36')).toBeInTheDocument();
  const tools = screen.getByRole('form', { name: 'Noter un état' });
  expect(within(tools).getByLabelText('Date')).toHaveValue(localDay());

  await userEvent.click(within(tools).getByRole('button', { name: 'Noter' }));
  expect(await within(tools).findByText('Choisissez un état de la dent')).toBeInTheDocument();
  expect(within(tools).getByLabelText('État')).toHaveAttribute('aria-invalid', 'true');
  expect(store.conditions).toEqual([]);

  await userEvent.selectOptions(within(tools).getByLabelText('État'), 'carie');
  await userEvent.click(within(tools).getByRole('button', { name: 'Noter' }));
  expect(await within(tools).findByText('carie noté sur 36')).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'toothConditions.create').at(-1)?.body).toEqual({ patient: 'p1', teeth: ['36'], type: '2', date: localDay(), surface: null });
  await waitFor(() => expect(tooth('36')).toHaveAccessibleName('Dent 36 : carie'));
  expect(tooth('36')).toHaveAttribute('aria-selected', 'false');
});

test('in choosing mode a click chooses teeth; several teeth are recorded at once', async () => {
  const { calls } = clinicalServer(ADULT);
  renderTab();
  await screen.findByRole('grid', { name: 'Dents permanentes' });
  expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Choisir des dents en cliquant' }));
  await userEvent.click(tooth('46'));
  await userEvent.click(tooth('47'));
  expect(screen.queryByRole('region', { name: /Historique/ })).not.toBeInTheDocument();
  const tools = screen.getByRole('form', { name: 'Noter un état' });
  await userEvent.selectOptions(within(tools).getByLabelText('État'), 'bridge');
  await userEvent.click(within(tools).getByRole('button', { name: 'Noter' }));
  await within(tools).findByText('bridge noté sur 46, 47');
  expect(calls.find((call) => call.route === 'toothConditions.create')?.body).toMatchObject({ teeth: ['46', '47'], type: '7' });
});

test('the tooth’s history lists acts, conditions, notes and images newest first; a condition is removed after a confirmation', async () => {
  const carie = condition('36', 'carie', '2026-01-10');
  const { calls } = clinicalServer(ADULT, {
    acts: [act('36', 'done', 'Composite', '2026-02-01'), act('36', 'planned', 'Couronne', null), act('36', 'planned', 'Onlay', '2025-12-20')],
    conditions: [carie],
    notes: [note({ date: '2026-03-05', text: 'Sensibilité au froid', teeth: ['36'] })],
    images: [image({ teeth: ['36'], takenOn: '2026-01-20' })],
  });
  renderTab();
  await screen.findByRole('grid');
  await userEvent.click(tooth('36'));
  const history = await screen.findByRole('region', { name: 'Historique de la dent 36' });
  await within(history).findByText('Sensibilité au froid');
  const thumbnail = await within(history).findByRole('button', { name: /Rétro-alvéolaire/ });
  const entries = within(history).getAllByRole('listitem').map((item) => item.textContent);
  expect(entries).toEqual([
    expect.stringMatching(/^05\/03\/2026Note.*Sensibilité au froid/),
    expect.stringMatching(/^01\/02\/2026Fait.*Composite.*fiche n° 7/),
    expect.stringMatching(/^20\/01\/2026Image.*Rétro-alvéolaire/),
    expect.stringMatching(/^10\/01\/2026État.*carie/),
    expect.stringMatching(/^20\/12\/2025Prévu.*Onlay.*devis n° 3/),
    expect.stringMatching(/^Sans datePrévu.*Couronne/),
  ]);

  // An image opens in the viewer, with the tooth's other images.
  await userEvent.click(thumbnail);
  const viewer = await screen.findByRole('dialog', { name: /\(1 sur 1\)/ });
  await userEvent.click(within(viewer).getByRole('button', { name: 'Fermer' }));

  await userEvent.click(within(history).getByRole('button', { name: 'Supprimer l’état carie du 10/01/2026' }));
  const dialog = screen.getByRole('dialog', { name: 'Supprimer l’état' });
  expect(within(dialog).getByText('Supprimer « carie » du 10/01/2026 de la dent 36 ?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(within(history).queryByText('carie')).not.toBeInTheDocument());
  expect(calls.find((call) => call.route === 'toothConditions.remove')?.pathParams).toEqual({ id: carie._id });
});

test('a note is changed by its author for 24 hours; after that, or another’s note, it is completed by an addendum', async () => {
  const fresh = note({ date: localDay(), text: 'Douleur 36', teeth: ['36'], createdAt: new Date(Date.now() - 3600_000).toISOString() });
  const old = note({ date: '2026-01-05', text: 'Détartrage fait' });
  const others = note({ date: localDay(), text: 'Avis du Dr Mariem', author: { _id: '5', username: 'dr.mariem' }, createdAt: new Date().toISOString() });
  const { calls } = clinicalServer(ADULT, { notes: [old, fresh, others] });
  renderTab();
  const notes = await screen.findByRole('region', { name: 'Notes cliniques' });
  await within(notes).findByText('Douleur 36');
  const articles = within(notes).getAllByRole('article');
  expect(articles.map((article) => within(article).getByText(/Douleur|Détartrage|Avis/).textContent)).toEqual(['Avis du Dr Mariem', 'Douleur 36', 'Détartrage fait']);
  expect(within(articles[0]).queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
  expect(within(articles[0]).getByRole('button', { name: 'Ajouter un complément' })).toBeInTheDocument();
  expect(within(articles[2]).queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();

  await userEvent.click(within(articles[1]).getByRole('button', { name: 'Modifier' }));
  const edit = screen.getByRole('dialog', { name: /Modifier la note du/ });
  await userEvent.type(within(edit).getByLabelText('Note'), ', irradiante');
  await userEvent.clear(within(edit).getByLabelText('Dents (facultatif)'));
  await userEvent.type(within(edit).getByLabelText('Dents (facultatif)'), '36 37');
  await userEvent.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(notes).findByText('Douleur 36, irradiante')).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'clinicalNotes.update')?.body).toEqual({ date: localDay(), text: 'Douleur 36, irradiante', teeth: ['36', '37'] });

  await userEvent.click(within(articles[2]).getByRole('button', { name: 'Ajouter un complément' }));
  const addendum = screen.getByRole('dialog', { name: 'Complément à la note du 05/01/2026' });
  await userEvent.click(within(addendum).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(addendum).findByText('La note est vide')).toBeInTheDocument();
  await userEvent.type(within(addendum).getByLabelText('Complément'), 'Contrôle dans 6 mois');
  await userEvent.click(within(addendum).getByRole('button', { name: 'Enregistrer' }));
  const completed = await within(notes).findByRole('region', { name: 'Compléments' });
  expect(completed).toHaveTextContent(/dr\.sidi, 04\/05\/2026.*Contrôle dans 6 mois/);
});

test('writes a new note on the teeth chosen on the chart; the server’s message stays in the form', async () => {
  const { calls } = clinicalServer(ADULT);
  renderTab();
  await screen.findByRole('grid');
  run(() => tooth('21').focus());
  await userEvent.keyboard(' ');
  await userEvent.click(screen.getByRole('button', { name: 'Nouvelle note' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle note' });
  expect(within(dialog).getByLabelText('Dents (facultatif)')).toHaveValue('21');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('La note est vide')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Note'), 'Fracture de l’angle');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Fracture de l’angle')).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'clinicalNotes.create').at(-1)?.body).toEqual({ patient: 'p1', date: localDay(), text: 'Fracture de l’angle', teeth: ['21'] });
});

test('the empty states', async () => {
  clinicalServer(ADULT);
  renderTab();
  expect(await screen.findByText('Aucune note clinique.')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('gridcell', { name: 'Dent 11 : rien de noté' }));
  expect(await screen.findByText('Rien de noté sur cette dent.')).toBeInTheDocument();
});

test('a chart that cannot be read says so, and is asked again on request', async () => {
  let refuse = true;
  serveFile(ADULT, (request) => {
    if (request.route === 'clinical.chart') return refuse ? refused('Base de données indisponible') : ok({ conditions: [], acts: [], images: [], notes: [] });
    if (request.route === 'clinicalNotes.list' || request.route === 'conditionTypes.list') return ok([]);
    return undefined;
  });
  renderTab();
  expect(await screen.findByRole('alert')).toHaveTextContent('Le schéma dentaire n’a pas pu être chargé. Base de données indisponible');
  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('grid')).toBeInTheDocument();
});

test('without AJOUTER on the clinical record (the assistant) the chart and notes are read only', async () => {
  clinicalServer(ADULT, { notes: [note({ date: '2026-01-05', text: 'Détartrage fait' })] });
  renderTab(ADULT, ASSISTANT);
  await screen.findByText('Détartrage fait');
  expect(screen.getByRole('grid')).not.toHaveAttribute('aria-multiselectable');
  expect(screen.queryByRole('form', { name: 'Noter un état' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Nouvelle note' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter un complément' })).not.toBeInTheDocument();
});

test('the tab shows for those who may view the clinical record or the images only', async () => {
  clinicalServer(ADULT);
  renderFileSection(ADULT, 'prescription', { permissions: ALL_ON_PATIENTS });
  await screen.findByRole('tab', { name: 'Ordonnances' });
  expect(screen.queryByRole('tab', { name: 'Dossier clinique' })).not.toBeInTheDocument();
});

test('with the images’ view only, the tab shows the images and documents without the chart nor the notes', async () => {
  const { calls } = clinicalServer(ADULT);
  renderTab(ADULT, [...ALL_ON_PATIENTS, permission('AFFICHER_GLOBAL', 'IMAGERIE')]);
  expect(await screen.findByRole('tab', { name: 'Dossier clinique' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(calls.some((call) => call.route === 'patientImages.list')).toBe(true));
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Notes cliniques' })).not.toBeInTheDocument();
  expect(calls.some((call) => call.route === 'clinical.chart' || call.route === 'clinicalNotes.list')).toBe(false);
});

test('the tab follows the prescriptions for a doctor, and its address opens it', async () => {
  clinicalServer(ADULT);
  renderTab();
  const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
  expect(tabs.slice(tabs.indexOf('Ordonnances'), tabs.indexOf('Ordonnances') + 2)).toEqual(['Ordonnances', 'Dossier clinique']);
  expect(screen.getByRole('tab', { name: 'Dossier clinique' })).toHaveAttribute('aria-selected', 'true');
});
