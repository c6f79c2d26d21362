import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '@dental/i18n';
import { refused, renderPage, serveApi } from '../../test-utils';
import { LineEditor } from './LineEditor';
import type { LineDraft } from './quote-line';
import { quoteRoutes } from './quotes-test-server';
// The quote texts, as the tab adds them when it loads.
import './QuotesTab';

/** A quote's line editor as the quote dialogs hold it: a line kept or dropped clears the editor. */
function Editor() {
  const [draft, setDraft] = useState<LineDraft | null>(null);
  return <LineEditor draft={draft} onChange={setDraft} onSubmit={() => setDraft(null)} submitLabel="Ajouter la ligne" />;
}

const search = () => screen.getByRole('combobox', { name: 'Rechercher un traitement' });

async function chooseExtractionOnTooth21(user: ReturnType<typeof userEvent.setup>) {
  await user.type(search(), 'extr');
  await user.click(await screen.findByRole('option', { name: 'Extraction' }));
  await user.click(screen.getByRole('button', { name: 'Dent 21' }));
}

beforeEach(() => i18n.changeLanguage('fr'));

test('"Ajouter la ligne" puts the focus on the next line\'s first field, the treatment search; "Annuler" too', async () => {
  const user = userEvent.setup();
  const routes = quoteRoutes([]);
  serveApi((request) => routes.handle(request) ?? refused('Adresse introuvable', 404));
  renderPage(<Editor />);

  await chooseExtractionOnTooth21(user);
  await user.click(screen.getByRole('button', { name: 'Ajouter la ligne' }));
  expect(search()).toHaveFocus();

  await chooseExtractionOnTooth21(user);
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(search()).toHaveFocus();
});
