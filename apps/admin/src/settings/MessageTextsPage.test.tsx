import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type ClinicSettings, type Permission } from '@dental/contracts';
import { fetchSettings } from '@dental/auth';
import { addDays, DEFAULT_MESSAGE_TEXTS, localDay, reminderDay } from '@dental/domain';
import { i18n } from '@dental/i18n';
import { formErrors, ok, pinClock, refused, renderPage, serveApi } from '../test-utils';
import type { MessageSettings } from './message-texts-api';
import { MessageTextsPage } from './MessageTextsPage';

const EDITOR: Permission[] = [{ _id: 'p1', name: 'TEXTES_MESSAGES', collectionName: 'RDV', createdAt: '', updatedAt: '' }];
const CLINIC: ClinicSettings = { clinicName: 'Clinique Nour', mainColor: '#00b894', logo: null, openingHours: 'Lun–Jeu 09:00–13:00', consultationPrice: 500, address: '', phone: '' };
// The preview's sample appointment is tomorrow: the same day for the test and the screen, whatever the hour of the run.
pinClock(new Date(2026, 2, 11, 10, 0));
const TOMORROW = reminderDay(addDays(localDay(), 1));
const WHERE = { path: '/settings/messages', pattern: '/settings/messages' };

/** GET/PUT setting/messages keeping what is saved; `refuse` answers a PUT with those form messages. */
function textsServer(refuse: string[] = []) {
  let kept: MessageSettings = { ...DEFAULT_MESSAGE_TEXTS, defaults: true, clinicLanguage: 'fr', recallMonths: 6 };
  return serveApi((request) => {
    if (request.route === 'messageTexts.get') return ok(kept);
    if (request.route !== 'messageTexts.update') return refused('Adresse introuvable', 404);
    if (refuse.length > 0) return formErrors(...refuse);
    kept = { ...kept, ...(request.body as Partial<MessageSettings>), defaults: false };
    return ok(kept);
  });
}

async function renderEditor() {
  const view = renderPage(<MessageTextsPage />, { ...WHERE, permissions: EDITOR });
  act(() => void view.store.dispatch(fetchSettings.fulfilled(CLINIC, 'r')));
  await screen.findByLabelText('Rappel de rendez-vous — français');
  return view;
}

const puts = (calls: { route?: string; body?: unknown }[]) => calls.filter((call) => call.route === 'messageTexts.update');
const preview = (text: string) => screen.getByRole('region', { name: `Aperçu — ${text}` });

async function replaceText(label: string, text: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(label));
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

beforeEach(() => i18n.changeLanguage('fr'));

test('shows the four texts, what each can hold, and each filled with sample facts', async () => {
  textsServer();
  await renderEditor();
  expect(screen.getByRole('heading', { name: 'Textes des messages' })).toBeInTheDocument();
  expect(screen.getByLabelText('Rappel de rendez-vous — français')).toHaveValue(DEFAULT_MESSAGE_TEXTS.reminder.fr);
  expect(screen.getByLabelText('Rappel de rendez-vous — arabe')).toHaveAttribute('dir', 'rtl');
  expect(screen.getByLabelText('Rappel de contrôle — arabe')).toHaveValue(DEFAULT_MESSAGE_TEXTS.recall.ar);
  expect(screen.getByLabelText('Délai de rappel (mois)')).toHaveValue(6);
  expect(screen.getByLabelText('Langue des messages par défaut')).toHaveValue('fr');
  expect(screen.getByText('Ce sont les textes par défaut du logiciel.')).toBeInTheDocument();

  const reminderFields = within(screen.getByRole('group', { name: 'Champs à insérer — Rappel de rendez-vous — français' })).getAllByRole('button');
  expect(reminderFields.map((button) => button.textContent)).toEqual(['{patient}', '{clinic}', '{date}', '{time}', '{hours}', '{lien}']);
  const recallFields = within(screen.getByRole('group', { name: 'Champs à insérer — Rappel de contrôle — arabe' })).getAllByRole('button');
  expect(recallFields.map((button) => button.textContent)).toEqual(['{patient}', '{clinic}', '{hours}']);

  // Without a public address, the sample link starts with the address of this server.
  expect(preview('Rappel de rendez-vous — français')).toHaveTextContent(
    `Rappel de votre rendez-vous au Clinique Nour le ${TOMORROW} à 10:30. Horaires d'ouverture : Lun–Jeu 09:00–13:00. Pour confirmer, annuler ou demander un autre horaire : ${window.location.origin}/r/exemple`,
  );
  expect(preview('Rappel de contrôle — français')).toHaveTextContent(/^Bonjour Fatimetou Mint Ahmed, .* au Clinique Nour\. .*Lun–Jeu 09:00–13:00\.$/);
});

test('the reminder’s {lien} is previewed with a sample link at the clinic’s public address; a recall cannot hold it', async () => {
  textsServer();
  const view = renderPage(<MessageTextsPage />, { ...WHERE, permissions: EDITOR });
  act(() => void view.store.dispatch(fetchSettings.fulfilled({ ...CLINIC, publicAddress: 'https://rdv.cabinet.mr' }, 'r')));
  await screen.findByLabelText('Rappel de rendez-vous — arabe');
  expect(preview('Rappel de rendez-vous — arabe')).toHaveTextContent(/للتأكيد أو الإلغاء أو طلب موعد آخر: https:\/\/rdv\.cabinet\.mr\/r\/exemple$/);
  await replaceText('Rappel de rendez-vous — français', 'À demain : {lien}');
  expect(preview('Rappel de rendez-vous — français')).toHaveTextContent('À demain : https://rdv.cabinet.mr/r/exemple');
  expect(within(screen.getByRole('group', { name: 'Champs à insérer — Rappel de contrôle — français' })).queryByRole('button', { name: '{lien}' })).not.toBeInTheDocument();
  await replaceText('Rappel de contrôle — français', 'Bonjour {patient} : {lien}');
  expect(preview('Rappel de contrôle — français')).toHaveTextContent('Le texte du rappel de contrôle (FR) contient {lien}, que ce message ne sait pas remplir');
});

test('the preview follows the text, and a field is inserted where the caret is', async () => {
  textsServer();
  await renderEditor();
  await replaceText('Rappel de contrôle — français', 'Bonjour , à bientôt au {clinic}.');
  expect(preview('Rappel de contrôle — français')).toHaveTextContent('Bonjour , à bientôt au Clinique Nour.');
  const area = screen.getByLabelText<HTMLTextAreaElement>('Rappel de contrôle — français');
  area.setSelectionRange(8, 8);
  await userEvent.click(within(screen.getByRole('group', { name: 'Champs à insérer — Rappel de contrôle — français' })).getByRole('button', { name: '{patient}' }));
  expect(area).toHaveValue('Bonjour {patient}, à bientôt au {clinic}.');
  expect(preview('Rappel de contrôle — français')).toHaveTextContent('Bonjour Fatimetou Mint Ahmed, à bientôt au Clinique Nour.');
});

test('the preview refuses what the save refuses, with the same words: {date} in a recall is not previewed with a date', async () => {
  const calls = textsServer();
  await renderEditor();
  await replaceText('Rappel de contrôle — français', 'Votre contrôle est prévu le {date}.');
  const refusal = 'Le texte du rappel de contrôle (FR) contient {date}, que ce message ne sait pas remplir';
  expect(preview('Rappel de contrôle — français')).toHaveTextContent(refusal);
  expect(preview('Rappel de contrôle — français')).not.toHaveTextContent(TOMORROW);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(puts(calls)).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Rappel de contrôle — français'));
  expect(preview('Rappel de contrôle — français')).toHaveTextContent(translateMessage('messageText.recallEmpty', 'fr', { language: 'FR' }));
  await replaceText('Rappel de contrôle — français', 'Bonjour {patient}.');
  expect(preview('Rappel de contrôle — français')).toHaveTextContent('Bonjour Fatimetou Mint Ahmed.');
});

test('refuses a placeholder the message cannot fill and an empty text, naming the text, before anything is sent', async () => {
  const calls = textsServer();
  await renderEditor();
  await replaceText('Rappel de contrôle — français', 'Votre contrôle est prévu le {date} avec {docteur}.');
  await userEvent.clear(screen.getByLabelText('Rappel de rendez-vous — arabe'));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

  const banners = await screen.findByRole('alert');
  expect(banners).toHaveTextContent(translateMessage('messageText.reminderEmpty', 'fr', { language: 'AR' }));
  expect(banners).toHaveTextContent('Le texte du rappel de contrôle (FR) contient {date}, que ce message ne sait pas remplir');
  expect(banners).toHaveTextContent('Le texte du rappel de contrôle (FR) contient {docteur}, que ce message ne sait pas remplir');
  expect(screen.getByLabelText('Rappel de contrôle — français')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Rappel de rendez-vous — arabe')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Rappel de rendez-vous — français')).not.toHaveAttribute('aria-invalid');
  expect(puts(calls)).toHaveLength(0);
});

test('saves the texts, the recall delay and the clinic language, then says so', async () => {
  const calls = textsServer();
  await renderEditor();
  await replaceText('Rappel de contrôle — français', 'Bonjour {patient}, il est temps de revenir au {clinic}.');
  await userEvent.clear(screen.getByLabelText('Délai de rappel (mois)'));
  await userEvent.type(screen.getByLabelText('Délai de rappel (mois)'), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(translateMessage('messageText.recallMonthsInvalid', 'fr'));
  expect(screen.getByLabelText('Délai de rappel (mois)')).toHaveAttribute('aria-invalid', 'true');
  expect(puts(calls)).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Délai de rappel (mois)'));
  await userEvent.type(screen.getByLabelText('Délai de rappel (mois)'), '9');
  await userEvent.selectOptions(screen.getByLabelText('Langue des messages par défaut'), 'العربية');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect(puts(calls)[0].body).toEqual({
    reminder: DEFAULT_MESSAGE_TEXTS.reminder,
    recall: { fr: 'Bonjour {patient}, il est temps de revenir au {clinic}.', ar: DEFAULT_MESSAGE_TEXTS.recall.ar },
    recallMonths: 9,
    clinicLanguage: 'ar',
  });
  expect(await screen.findByText('Textes des messages enregistrés')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Délai de rappel (mois)')).toHaveValue(9);
});

test('"Rétablir les textes par défaut" fills the form with the product’s texts, to be saved', async () => {
  const calls = textsServer();
  await renderEditor();
  await replaceText('Rappel de rendez-vous — français', 'RDV le {date} à {time}.');
  await userEvent.click(screen.getByRole('button', { name: 'Rétablir les textes par défaut' }));
  expect(screen.getByLabelText('Rappel de rendez-vous — français')).toHaveValue(DEFAULT_MESSAGE_TEXTS.reminder.fr);
  expect(puts(calls)).toHaveLength(0);
});

test('keeps what was typed with the server’s messages, marking the delay when one names it', async () => {
  const refusal = translateMessage('messageText.recallUnknownPlaceholder', 'fr', { language: 'AR', placeholder: '{time}' });
  const calls = textsServer([refusal, translateMessage('messageText.recallMonthsInvalid', 'fr')]);
  await renderEditor();
  await replaceText('Rappel de rendez-vous — français', 'À demain {patient}, {time}.');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(puts(calls)).toHaveLength(1);
  expect(screen.getByRole('alert')).toHaveTextContent(translateMessage('messageText.recallMonthsInvalid', 'fr'));
  expect(screen.getByLabelText('Délai de rappel (mois)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Rappel de rendez-vous — français')).toHaveValue('À demain {patient}, {time}.');
});

test('tells a user without the right to change the texts that they may not, and reads nothing', async () => {
  const calls = textsServer();
  renderPage(<MessageTextsPage />, WHERE);
  expect(await screen.findByRole('alert')).toHaveTextContent("Vous n'avez pas la permission de modifier les textes des messages");
  expect(screen.getByRole('heading', { name: 'Textes des messages' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Rappel de rendez-vous — français')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'messageTexts.get')).toHaveLength(0);
});

test('labels the screen in Arabic', async () => {
  await i18n.changeLanguage('ar');
  textsServer();
  renderPage(<MessageTextsPage />, { ...WHERE, permissions: EDITOR });
  expect(await screen.findByLabelText('تذكير الموعد — بالعربية')).toHaveValue(DEFAULT_MESSAGE_TEXTS.reminder.ar);
  expect(screen.getByRole('heading', { name: 'نصوص الرسائل' })).toBeInTheDocument();
  expect(screen.getByLabelText('مهلة التذكير (بالأشهر)')).toHaveValue(6);
});
