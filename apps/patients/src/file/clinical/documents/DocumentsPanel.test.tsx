import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartAct, ConsentTemplate, PatientDocument } from '@dental/contracts';
import { fetchSettings } from '@dental/auth';
import { i18n } from '@dental/i18n';
import { permission, translationPaths } from '@dental/testing';
import { makePatient, ok, refused, renderPage, serveApi } from '../../../test-utils';
import { bytes, serveFiles, stubBlobUrls } from '../images/clinical-files-test-server';
import { imagesTranslations } from '../images/translations';
import { DocumentsPanel } from './DocumentsPanel';
import { documentsTranslations } from './translations';

const PATIENT = makePatient({ _id: 'p1', name: 'Aminetou Sidi' });
const ALL = ['AFFICHER', 'AJOUTER', 'SUPPRIMER'].map((name) => permission(name, 'IMAGERIE'));
const TEMPLATE: ConsentTemplate = {
  fr: 'Je soussigné(e) {patient} accepte {acte} par {medecin} au {clinique}, le {date}. {patient}',
  ar: 'أنا {patient} أوافق على {acte} في {clinique} بتاريخ {date}.',
};

const documentOf = (fields: Partial<PatientDocument>): PatientDocument => ({
  _id: '501',
  patient: 'p1',
  kind: 'consentement',
  format: 'pdf',
  date: '2026-03-02',
  name: 'consentement.pdf',
  size: 40960,
  sha256: 'b'.repeat(64),
  uploadedBy: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...fields,
});

const planned = (treatment: string, tooth: string): ChartAct => ({ tooth, status: 'planned', treatment, treatmentType: 'soin', surface: null, date: '2026-03-01', doctor: null, quote: { _id: 'q1', num: 1 }, sheet: null });

function serveDocuments(documents: PatientDocument[]) {
  const kept = [...documents];
  const calls = serveApi((request) => {
    if (request.route === 'patientDocuments.list') return ok(kept);
    if (request.route === 'patientDocuments.remove') {
      const [removed] = kept.splice(kept.findIndex((document) => document._id === request.pathParams.id), 1);
      return ok(removed);
    }
    if (request.route === 'consentTemplate.get') return ok({ ...TEMPLATE, defaults: false });
    if (request.route === 'clinical.chart') return ok({ conditions: [], acts: [planned('Couronne céramique', '36'), planned('Détartrage', '11'), { ...planned('Extraction', '48'), status: 'done' }], images: [], notes: [] });
    return refused('Adresse introuvable', 404);
  });
  const files = serveFiles(() => bytes('%PDF-1.7', 'application/pdf'));
  return { calls, files };
}

function renderPanel(permissions = ALL) {
  const view = renderPage(<DocumentsPanel patient={PATIENT} />, { path: '/patient/4/p1/Manage/clinical', pattern: '/patient/:doctorId/:patientId/Manage/:section', permissions });
  act(() => void view.store.dispatch(fetchSettings.fulfilled({ clinicName: 'Clinique Nour', clinicNameAr: 'عيادة النور', mainColor: '#00b894', logo: null, openingHours: '', consultationPrice: 300, address: '', phone: '' }, 'r')));
  return view;
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  stubBlobUrls();
});

test('lists the documents and previews a PDF from bytes read with the token', async () => {
  const { files } = serveDocuments([documentOf({})]);
  renderPanel();
  const table = await screen.findByRole('table', { name: 'Documents du patient' });
  expect(await within(table).findByRole('row', { name: /02\/03\/2026 Consentement consentement\.pdf 40 Ko/ })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Voir consentement.pdf' }));
  const dialog = await screen.findByRole('dialog', { name: 'Consentement du 02/03/2026' });
  const frame = await within(dialog).findByTitle('Aperçu de consentement.pdf');
  expect(frame.getAttribute('src')).toMatch(/^blob:/);
  expect(files[0]).toMatchObject({ route: 'patientDocuments.file', pathParams: { id: '501' } });
  expect(files[0].headers.get('Authorization')).toBe('Bearer t');
});

test('removes a document after a confirmation', async () => {
  const { calls } = serveDocuments([documentOf({})]);
  renderPanel();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer consentement.pdf' }));
  const confirm = await screen.findByRole('dialog', { name: 'Supprimer le document' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Aucun document')).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'patientDocuments.remove')?.pathParams).toEqual({ id: '501' });
});

test('shows neither removal nor upload to a user who may only view', async () => {
  serveDocuments([documentOf({})]);
  renderPanel([permission('AFFICHER', 'IMAGERIE')]);
  await screen.findByRole('button', { name: 'Voir consentement.pdf' });
  expect(screen.queryByRole('button', { name: 'Supprimer consentement.pdf' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Choisir des fichiers')).not.toBeInTheDocument();
});

test('prints a consent form for a planned act with the placeholders filled in, in French then in Arabic', async () => {
  serveDocuments([]);
  renderPanel();
  await userEvent.click(await screen.findByRole('button', { name: 'Imprimer un consentement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Formulaire de consentement' });
  const acts = await within(dialog).findByLabelText('Acte prévu');
  await waitFor(() => expect(within(acts).getAllByRole('option')).toHaveLength(3));
  await userEvent.selectOptions(acts, 'Couronne céramique (dent 36)');
  expect(within(dialog).getByLabelText("Acte (tel qu'imprimé)")).toHaveValue('Couronne céramique (dent 36)');

  const printed = within(dialog).getByRole('article', { name: 'Consentement éclairé' });
  const today = new Date();
  const day = [today.getDate(), today.getMonth() + 1].map((part) => String(part).padStart(2, '0')).concat(String(today.getFullYear())).join('/');
  expect(printed).toHaveTextContent(`Je soussigné(e) Aminetou Sidi accepte Couronne céramique (dent 36) par dr.sidi au Clinique Nour, le ${day}. Aminetou Sidi`);
  expect(printed).toHaveTextContent('Signature du patient');

  await userEvent.selectOptions(within(dialog).getByLabelText('Langue du formulaire'), 'Arabe');
  const arabic = within(dialog).getByRole('article', { name: 'موافقة مستنيرة' });
  expect(arabic).toHaveTextContent(`أنا Aminetou Sidi أوافق على Couronne céramique (dent 36) في عيادة النور بتاريخ ${day}.`);
  expect(arabic).toHaveTextContent('عيادة النور');
  expect(arabic.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  expect(within(dialog).getByRole('button', { name: /طباعة/ })).toBeInTheDocument();
});

test('says the list failed', async () => {
  serveApi(() => refused("AFFICHER : vous n'avez pas la permission de voir l'imagerie", 403));
  renderPanel();
  expect(await screen.findByText(/vous n'avez pas la permission/)).toBeInTheDocument();
});

test('every text of the images and documents exists in French, English and Arabic', () => {
  for (const part of [imagesTranslations, documentsTranslations]) {
    const french = translationPaths(part.fr);
    for (const language of ['en', 'ar'] as const) expect(translationPaths(part[language])).toEqual(french);
  }
});
