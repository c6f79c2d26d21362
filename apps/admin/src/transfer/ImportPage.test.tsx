import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type ImportDryRun, type ImportJob, type SavedMapping } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { bytes, catchDownloads, permission, serveFiles, stubBlobUrls } from '@dental/testing';
import { formErrors, ok, refused, renderPage, serveApi, type Reply } from '../test-utils';
import { ImportPage } from './ImportPage';

const IMPORTER = [permission('IMPORT', 'DONNEES')];
const WHERE = { path: '/import', pattern: '/import' };
const DOCTOR = { _id: '4', username: 'dr.sidi', doctor: { cabinet: true, percentage: 40 } };
const HEADERS = ['الاسم', 'الهاتف', 'الرصيد', 'ملاحظة'];

const jobOf = (fields: Partial<ImportJob> = {}): ImportJob => ({
  _id: '9',
  kind: 'patients',
  fileName: 'patients-ar.csv',
  state: 'draft',
  createdAt: '2026-11-29T09:00:00.000Z',
  createdBy: { _id: '1', username: 'admin' },
  startedAt: null,
  finishedAt: null,
  total: 3,
  done: 0,
  created: 0,
  matched: 0,
  refused: 0,
  secondsLeft: null,
  error: null,
  undoable: false,
  undoneAt: null,
  undoneBy: null,
  file: {
    size: 120,
    format: 'csv',
    sheets: [],
    sheet: null,
    detectedEncoding: 'windows-1256',
    encoding: 'auto',
    headers: HEADERS,
    rows: 3,
    mapping: { name: 0, phone: 1, openingBalance: null },
  },
  ...fields,
});

const DRY_RUN: ImportDryRun = {
  job: jobOf(),
  total: 3,
  created: 2,
  matched: 0,
  refused: 1,
  rows: [
    { row: 2, outcome: 'create', matchedId: null, values: { name: 'أمينة سيدي', phone: '22334455', stage: 'current', openingBalance: 1500 } },
    { row: 3, outcome: 'create', matchedId: null, values: { name: 'محمد أحمد', phone: '36445566', openingBalance: -200 } },
    { row: 4, outcome: 'refuse', matchedId: null, values: { name: 'فاطمة', phone: '12', openingBalance: null } },
  ],
  refusals: [{ row: 4, column: 'الهاتف', field: 'phone', message: 'Numéro de téléphone invalide' }],
};

interface ServerOptions {
  history?: ImportJob[];
  /** The states GET import/:id answers in turn while the import runs (the last one stays). */
  progress?: Partial<ImportJob>[];
  dryRun?: () => Reply;
  undo?: () => Reply;
  mappings?: SavedMapping[];
  /** GET import/:id with another sheet or encoding. */
  reread?: (query: Record<string, unknown>) => Reply;
}

/** The import routes as the API answers them; the file's bytes (upload, report) through serveFiles. */
function importServer({ history = [], progress = [{ state: 'done', done: 3, created: 2, refused: 1 }], dryRun = () => ok(DRY_RUN), undo, mappings = [], reread = () => refused('Adresse introuvable', 404) }: ServerOptions = {}) {
  const states = [...progress];
  const kept = [...mappings];
  const calls = serveApi((request) => {
    switch (request.route) {
      case 'imports.list':
        return ok(history);
      case 'users.list':
        return ok([DOCTOR]);
      case 'importMappings.list':
        return ok(kept);
      case 'importMappings.save': {
        const saved = { _id: `m${kept.length + 1}`, ...(request.body as Omit<SavedMapping, '_id'>) };
        kept.push(saved);
        return ok(saved);
      }
      case 'imports.dryRun':
        return dryRun();
      case 'imports.start':
        return ok(jobOf({ state: 'running', startedAt: '2026-11-29T09:01:00.000Z' }));
      case 'imports.get':
        if (request.params.sheet !== undefined || request.params.encoding !== undefined) return reread(request.params);
        return ok(jobOf({ state: 'running', ...(states.length > 1 ? states.shift() : states[0]) }));
      case 'imports.cancel':
        states.splice(0, states.length, { state: 'cancelled' });
        return ok(jobOf({ state: 'running' }));
      case 'imports.undo':
        return undo ? undo() : ok(jobOf({ state: 'undone' }));
      default:
        return refused('Adresse introuvable', 404);
    }
  });
  const files = serveFiles(['imports.upload', 'imports.report'], (call) => (call.route === 'imports.upload' ? { status: 200, data: { success: jobOf() } } : bytes('Ligne;Colonne;Message', 'text/csv', 'patients-ar-refus.csv')));
  return { calls, files };
}

const sent = (calls: { route?: string; body?: unknown }[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);

async function uploadFile() {
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText('Fichier CSV ou Excel (XLSX)'), new File(['الاسم;الهاتف'], 'patients-ar.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Envoyer le fichier' }));
  await screen.findByRole('heading', { name: '3. Correspondance des colonnes' });
  return user;
}

let saved: string[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  stubBlobUrls();
  saved = catchDownloads();
});

test('upload → mapping corrected → dry run with a refusal → import with its progress → done', async () => {
  const { calls, files } = importServer({ progress: [{ done: 1, secondsLeft: 12 }, { state: 'done', done: 3, created: 2, refused: 1 }] });
  renderPage(<ImportPage />, { ...WHERE, permissions: IMPORTER });
  expect(await screen.findByRole('heading', { name: 'Importer' })).toBeInTheDocument();
  expect(await screen.findByText('Aucun import pour le moment.')).toBeInTheDocument();

  const user = await uploadFile();
  expect(files[0]).toMatchObject({ route: 'imports.upload', params: { kind: 'patients', fileName: 'patients-ar.csv' } });
  expect(files[0].headers.get('Content-Type')).toBe('application/octet-stream');
  // The draft joins the history.
  await waitFor(() => expect(calls.filter((call) => call.route === 'imports.list')).toHaveLength(2));
  expect(screen.getByText(/CSV, 3 lignes/)).toHaveTextContent('Patients · patients-ar.csv · CSV, 3 lignes · encodage détecté : Windows-1256 (arabe)');
  expect(screen.getByLabelText('Encodage')).toHaveDisplayValue('Détecté automatiquement (Windows-1256 (arabe))');

  // The suggested mapping, then one column corrected by hand.
  expect(screen.getByLabelText('Nom')).toHaveDisplayValue('الاسم');
  expect(screen.getByLabelText('Téléphone')).toHaveAttribute('aria-required', 'true');
  expect(screen.getByLabelText('Solde repris')).toHaveDisplayValue('— Aucune colonne —');
  await user.selectOptions(screen.getByLabelText('Solde repris'), 'الرصيد');
  await user.selectOptions(await screen.findByLabelText('Médecin par défaut'), 'dr.sidi');
  await user.type(screen.getByLabelText('Date du solde repris'), '2026-11-01');

  await user.click(screen.getByRole('button', { name: 'Vérifier (simulation)' }));
  const counts = await screen.findByRole('region', { name: 'Résultat de la simulation' });
  expect(counts).toHaveTextContent(/À créer\s*2/);
  expect(counts).toHaveTextContent(/Déjà présents\s*0/);
  expect(counts).toHaveTextContent(/Refusés\s*1/);
  const settings = { encoding: 'auto', sheet: null, doctor: '4', balanceDate: '2026-11-01', mapping: expect.objectContaining({ name: 0, phone: 1, openingBalance: 2, whatsapp: null }) };
  expect(sent(calls, 'imports.dryRun')).toEqual([settings]);

  const preview = screen.getByRole('table', { name: 'Les 3 premières lignes telles qu’elles seront enregistrées' });
  // Only the fields the rows fill are columns of the preview.
  expect(within(preview).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Ligne', 'Résultat', 'Nom', 'Téléphone', 'Étape', 'Solde repris']);
  expect(within(preview).getByRole('row', { name: /^2 À créer أمينة سيدي 22334455 En cours 1\s500,00\sMRU$/ })).toBeInTheDocument();
  expect(within(preview).getByRole('row', { name: /^4 Refusé فاطمة 12/ })).toBeInTheDocument();
  const refusals = screen.getByRole('table', { name: 'Lignes refusées' });
  expect(within(refusals).getByRole('row', { name: '4 الهاتف Numéro de téléphone invalide' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Télécharger le rapport des refus (CSV)' }));
  await waitFor(() => expect(files.map((file) => file.route)).toEqual(['imports.upload', 'imports.report']));
  expect(files[1].pathParams).toEqual({ id: '9' });
  expect(saved).toEqual(['patients-ar-refus.csv']);

  await user.click(screen.getByRole('button', { name: 'Importer' }));
  expect(sent(calls, 'imports.start')).toEqual([settings]);
  const bar = await screen.findByRole('progressbar', { name: 'Import en cours : lignes traitées 1 / 3' });
  expect(bar).toHaveAttribute('value', '1');
  expect(bar).toHaveAttribute('max', '3');
  expect(screen.getByText('Temps restant : environ 12 s')).toBeInTheDocument();
  // Nothing of the form changes once the import runs.
  expect(screen.getByLabelText('Nom')).toBeDisabled();

  expect(await screen.findByText('Import terminé — créés : 2, déjà présents : 0, refusés : 1', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  // The history reads again once it is done.
  await waitFor(() => expect(calls.filter((call) => call.route === 'imports.list').length).toBeGreaterThanOrEqual(2));

  await user.click(screen.getByRole('button', { name: 'Importer un autre fichier' }));
  expect(await screen.findByLabelText('Fichier CSV ou Excel (XLSX)')).toBeInTheDocument();
});

test('a required field without a column is stopped on screen with the server’s words; a refusal of the dry run is shown and marks its field', async () => {
  const { calls } = importServer({ dryRun: () => formErrors('Choisissez le médecin des patients sans médecin dans le fichier') });
  renderPage(<ImportPage />, { ...WHERE, permissions: IMPORTER });
  const user = await uploadFile();

  await user.selectOptions(screen.getByLabelText('Nom'), '— Aucune colonne —');
  await user.click(screen.getByRole('button', { name: 'Vérifier (simulation)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez la colonne du champ « nom »');
  expect(sent(calls, 'imports.dryRun')).toHaveLength(0);

  await user.selectOptions(screen.getByLabelText('Nom'), 'الاسم');
  await user.click(screen.getByRole('button', { name: 'Vérifier (simulation)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez le médecin des patients sans médecin dans le fichier');
  expect(screen.getByLabelText('Médecin par défaut')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('button', { name: 'Importer' })).not.toBeInTheDocument();
});

test('a change after the dry run asks for another one; a dry run with nothing to create cannot be imported', async () => {
  importServer({ dryRun: () => ok({ ...DRY_RUN, created: 0, matched: 3, refused: 0, refusals: [] }) });
  renderPage(<ImportPage />, { ...WHERE, permissions: IMPORTER });
  const user = await uploadFile();
  await user.click(screen.getByRole('button', { name: 'Vérifier (simulation)' }));
  expect(await screen.findByText('Aucune ligne à créer : rien à importer.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Importer' })).toBeDisabled();
  expect(screen.getByText('Aucune ligne refusée.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Télécharger le rapport des refus (CSV)' })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Encodage'), 'UTF-8');
  expect(screen.queryByRole('button', { name: 'Importer' })).not.toBeInTheDocument();
});

test('an import cancelled while it runs says nothing was stored', async () => {
  const { calls } = importServer({ progress: [{ done: 1, secondsLeft: 30 }] });
  renderPage(<ImportPage />, { ...WHERE, permissions: IMPORTER });
  const user = await uploadFile();
  await user.selectOptions(await screen.findByLabelText('Médecin par défaut'), 'dr.sidi');
  await user.click(screen.getByRole('button', { name: 'Vérifier (simulation)' }));
  await user.click(await screen.findByRole('button', { name: 'Importer' }));
  await user.click(await screen.findByRole('button', { name: 'Annuler l’import' }));
  expect(calls.filter((call) => call.route === 'imports.cancel')[0].pathParams).toEqual({ id: '9' });
  expect(await screen.findByText("Import annulé : rien n'a été enregistré", {}, { timeout: 4000 })).toBeInTheDocument();
});

test('a saved mapping fills the columns by their header texts; the current one is saved under a name', async () => {
  const { calls } = importServer({ mappings: [{ _id: 'm1', name: 'Ancien logiciel', kind: 'patients', columns: { name: 'الاسم', phone: 'الهاتف', openingBalance: 'الرصيد', address: 'Adresse' } }] });
  renderPage(<ImportPage />, { ...WHERE, permissions: IMPORTER });
  const user = await uploadFile();
  await user.selectOptions(await screen.findByLabelText('Choisir une correspondance'), 'Ancien logiciel');
  expect(screen.getByLabelText('Solde repris')).toHaveDisplayValue('الرصيد');
  expect(screen.getByText('Correspondance « Ancien logiciel » appliquée : 1 colonne(s) introuvable(s) dans ce fichier')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Enregistrer cette correspondance' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nom de la correspondance obligatoire');
  await user.type(screen.getByLabelText('Nom de la correspondance'), 'Registre arabe');
  await user.click(screen.getByRole('button', { name: 'Enregistrer cette correspondance' }));
  expect(await screen.findByText('Correspondance « Registre arabe » enregistrée')).toBeInTheDocument();
  expect(sent(calls, 'importMappings.save')).toEqual([{ name: 'Registre arabe', kind: 'patients', columns: { name: 'الاسم', phone: 'الهاتف', openingBalance: 'الرصيد' } }]);
});

test('the history says who imported what and when; an undo is confirmed first and its refusal stays in the dialog', async () => {
  const done = jobOf({ state: 'done', total: 5000, done: 5000, created: 4730, matched: 200, refused: 70, undoable: true, fileName: 'registre.xlsx' });
  const old = jobOf({ _id: '3', state: 'undone', fileName: 'ancien.csv', kind: 'treatments' });
  let answer: Reply = refused("Cet import ne peut plus être annulé : des données ont été modifiées ou ajoutées depuis sur ces enregistrements");
  const { calls } = importServer({ history: [done, old], undo: () => answer });
  renderPage(<ImportPage />, { ...WHERE, permissions: IMPORTER });
  const table = await screen.findByRole('table', { name: 'Historique des imports' });
  expect(await within(table).findByRole('row', { name: /registre\.xlsx Patients 4\s730 \/ 200 \/ 70 Terminé Annuler cet import/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /admin ancien\.csv Traitements et tarifs 0 \/ 0 \/ 0 Annulé$/ })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Annuler cet import — registre.xlsx' }));
  const dialog = await screen.findByRole('dialog', { name: 'Annuler l’import' });
  expect(dialog).toHaveTextContent(/Retirer tout ce que l’import de « registre\.xlsx » du 29\/11\/2026 \d\d:00 a créé \?/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cet import ne peut plus être annulé');

  answer = ok({ ...done, state: 'undone', undoable: false });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Import annulé : ses fiches ont été retirées')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'imports.undo').map((call) => call.pathParams)).toEqual([{ id: '9' }, { id: '9' }]);
});

test('a treatments file’s preview names the types and writes the prices', async () => {
  const treatments = jobOf({ kind: 'treatments', fileName: 'tarifs.xlsx', file: { ...jobOf().file, format: 'xlsx', sheets: ['Tarifs', 'Archives'], sheet: 'Tarifs', detectedEncoding: null, headers: ['Acte', 'Type', 'Prix'], mapping: { name: 0, type: 1, price: 2 } } });
  const archives = { ...treatments, file: { ...treatments.file, sheet: 'Archives', headers: ['Tarif 2025', 'Acte'], rows: 1, mapping: { name: 1, type: null, price: 0 } } };
  const { calls } = importServer({ reread: () => ok(archives), dryRun: () => ok({ ...DRY_RUN, job: archives, rows: [{ row: 2, outcome: 'create', matchedId: null, values: { name: 'Détartrage', type: 'soins', price: 2500.5 } }], refusals: [], refused: 0 }) });
  serveFiles(['imports.upload'], () => ({ status: 200, data: { success: treatments } }));
  renderPage(<ImportPage />, { ...WHERE, permissions: IMPORTER });
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText('Type de données'), 'Traitements et tarifs');
  await user.upload(screen.getByLabelText('Fichier CSV ou Excel (XLSX)'), new File(['PK'], 'tarifs.xlsx'));
  await user.click(screen.getByRole('button', { name: 'Envoyer le fichier' }));
  expect(await screen.findByText(/XLSX, 3 lignes/)).toHaveTextContent('Traitements et tarifs · tarifs.xlsx · XLSX, 3 lignes');
  // No encoding for a workbook, no default doctor nor balance date for a catalogue.
  expect(screen.queryByLabelText('Encodage')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Médecin par défaut')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Date du solde repris')).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Feuille'), 'Archives');
  // The chosen sheet's own header and the mapping suggested for it replace the first sheet's.
  expect(await screen.findAllByRole('option', { name: 'Tarif 2025' })).toHaveLength(3);
  expect(screen.getByLabelText('Prix')).toHaveValue('0');
  expect(screen.getByLabelText('Nom')).toHaveValue('1');
  await user.click(screen.getByRole('button', { name: 'Vérifier (simulation)' }));
  const preview = await screen.findByRole('table', { name: 'La première ligne telle qu’elle sera enregistrée' });
  expect(within(preview).getByRole('row', { name: /^2 À créer Détartrage Soins 2\s500,50\sMRU$/ })).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'imports.get').map((call) => call.params)).toEqual([{ encoding: 'auto', sheet: 'Archives' }]);
  expect(sent(calls, 'imports.dryRun')).toEqual([{ encoding: 'auto', sheet: 'Archives', doctor: null, balanceDate: null, mapping: { name: 1, type: null, price: 0 } }]);
});

test('in Arabic: the steps and the mapping in Arabic words', async () => {
  await i18n.changeLanguage('ar');
  importServer();
  renderPage(<ImportPage />, { ...WHERE, permissions: IMPORTER });
  expect(await screen.findByRole('heading', { name: 'استيراد' })).toBeInTheDocument();
  await userEvent.upload(await screen.findByLabelText('ملف CSV أو إكسل (XLSX)'), new File(['x'], 'patients-ar.csv', { type: 'text/csv' }));
  await userEvent.click(screen.getByRole('button', { name: 'إرسال الملف' }));
  expect(await screen.findByLabelText('الرصيد المرحّل')).toHaveDisplayValue('— بدون عمود —');
  expect(screen.getByLabelText('الاسم')).toHaveDisplayValue('الاسم');
  expect(screen.getByRole('button', { name: 'تحقق (محاكاة)' })).toBeInTheDocument();
});

test('a file the server cannot read is refused with its words, and nothing moves on', async () => {
  importServer();
  const files = serveFiles(['imports.upload'], () => ({ status: 400, data: { err: translateMessage('import.fileUnreadable', 'fr') } }));
  renderPage(<ImportPage />, { ...WHERE, permissions: IMPORTER });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Envoyer le fichier' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez un fichier');
  expect(files).toHaveLength(0);

  await user.upload(screen.getByLabelText('Fichier CSV ou Excel (XLSX)'), new File(['%PDF'], 'radio.csv'));
  await user.click(screen.getByRole('button', { name: 'Envoyer le fichier' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier ne peut pas être lu : un fichier CSV ou XLSX (Excel) est attendu');
  expect(files).toHaveLength(1);
  expect(screen.queryByRole('heading', { name: '3. Correspondance des colonnes' })).not.toBeInTheDocument();
});

test('a user without the IMPORT right is told so and nothing is read', async () => {
  const { calls } = importServer();
  renderPage(<ImportPage />, { ...WHERE, permissions: [permission('EXPORT', 'DONNEES')] });
  expect(await screen.findByRole('alert')).toHaveTextContent("Vous n'avez pas la permission d'importer les données du cabinet");
  expect(calls.filter((call) => call.route?.startsWith('import'))).toHaveLength(0);
});
