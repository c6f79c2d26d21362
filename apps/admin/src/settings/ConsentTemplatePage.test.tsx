import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type ClinicSettings } from '@dental/contracts';
import { fetchSettings } from '@dental/auth';
import { i18n } from '@dental/i18n';
import { translationPaths } from '@dental/testing';
import { formErrors, ok, refused, renderPage, serveApi } from '../test-utils';
import type { ConsentSettings } from './consent-template-api';
import { consentTemplateTranslations } from './consent-template-translations';
import { ConsentTemplatePage } from './ConsentTemplatePage';

const CLINIC: ClinicSettings = { clinicName: 'Clinique Nour', clinicNameAr: 'عيادة النور', mainColor: '#00b894', logo: null, openingHours: '', consultationPrice: 500, address: '', phone: '' };
const WHERE = { path: '/settings/consent', pattern: '/settings/consent' };
const DEFAULTS: ConsentSettings = { fr: 'Je soussigné(e) {patient} consens à {acte} au {clinique}.', ar: 'أنا {patient} أوافق على {acte} في {clinique}.', defaults: true };

function templateServer(refuse: string[] = []) {
  let kept = DEFAULTS;
  const calls = serveApi((request) => {
    if (request.route === 'consentTemplate.get') return ok(kept);
    if (request.route !== 'consentTemplate.update') return refused('Adresse introuvable', 404);
    if (refuse.length > 0) return formErrors(...refuse);
    kept = { ...(request.body as ConsentSettings), defaults: false };
    return ok(kept);
  });
  return () => calls.filter((call) => call.route === 'consentTemplate.update');
}

async function renderEditor() {
  const view = renderPage(<ConsentTemplatePage />, WHERE);
  act(() => void view.store.dispatch(fetchSettings.fulfilled(CLINIC, 'r')));
  await screen.findByLabelText('Modèle — français');
  return view;
}

beforeEach(() => i18n.changeLanguage('fr'));

test('shows both templates, explains the placeholders and previews each with sample facts', async () => {
  templateServer();
  await renderEditor();
  expect(screen.getByLabelText('Modèle — arabe')).toHaveAttribute('dir', 'rtl');
  expect(screen.getByText('C’est le modèle par défaut du logiciel.')).toBeInTheDocument();
  const meanings = screen.getByRole('region', { name: 'Les champs, remplis à l’impression' });
  for (const placeholder of ['{clinique}', '{patient}', '{acte}', '{date}', '{medecin}']) expect(within(meanings).getByText(placeholder)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Aperçu — Modèle — français' })).toHaveTextContent('Je soussigné(e) Fatimetou Mint Ahmed consens à Extraction (dent 36) au Clinique Nour.');
  // The Arabic form names the clinic by its Arabic name.
  expect(screen.getByRole('region', { name: 'Aperçu — Modèle — arabe' })).toHaveTextContent('عيادة النور');
});

test('inserts a placeholder at the caret and saves both texts', async () => {
  const puts = templateServer();
  await renderEditor();
  const area = screen.getByLabelText<HTMLTextAreaElement>('Modèle — français');
  area.setSelectionRange(0, 0);
  await userEvent.click(within(screen.getByRole('group', { name: 'Champs à insérer — Modèle — français' })).getByRole('button', { name: '{date}' }));
  expect(area.value.startsWith('{date}Je soussigné(e)')).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Formulaire de consentement enregistré')).toBeInTheDocument();
  expect(puts()).toHaveLength(1);
  expect(puts()[0].body).toEqual({ fr: `{date}${DEFAULTS.fr}`, ar: DEFAULTS.ar });
});

test('an empty text is refused on screen with the server\'s words, and the server\'s refusals are shown', async () => {
  const puts = templateServer([translateMessage('consent.templateEmptyAr', 'fr')]);
  await renderEditor();
  await userEvent.clear(screen.getByLabelText('Modèle — français'));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(translateMessage('consent.templateEmptyFr', 'fr'))).toBeInTheDocument();
  expect(puts()).toHaveLength(0);

  await userEvent.type(screen.getByLabelText('Modèle — français'), 'Texte');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(translateMessage('consent.templateEmptyAr', 'fr'))).toBeInTheDocument();
  expect(screen.getByLabelText('Modèle — arabe')).toHaveAttribute('aria-invalid', 'true');
});

test('is for developer-flag users only', () => {
  templateServer();
  renderPage(<ConsentTemplatePage />, { ...WHERE, user: { _id: '9', username: 'sec', doctor: null, dev: false, accessToken: 't9' } });
  expect(screen.queryByLabelText('Modèle — français')).not.toBeInTheDocument();
});

test('every text exists in French, English and Arabic', () => {
  const french = translationPaths(consentTemplateTranslations.fr);
  for (const language of ['en', 'ar'] as const) expect(translationPaths(consentTemplateTranslations[language])).toEqual(french);
});
