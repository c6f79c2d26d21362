import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type Quote } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { makePatient, VIEW_ONLY } from '../../test-utils';
import { renderFileSection, serveFile } from '../payments/file-test-server';
import { LINE_DONE, makeQuote, quoteRoutes, VALID_REDUCTION } from './quotes-test-server';
// Loaded beforehand, as the file page would load it when the tab opens: these tests are about the tab.
import './QuotesTab';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const PATIENT = makePatient({ _id: 'p1', name: 'Fatimetou', RegNo: '0042' });

function openQuotes(quotes: Quote[] = [makeQuote({ numDevis: 1, reduce: 10, lines: [{ treatment: 't1', teeth: { nums: ['11', '12'], surface: null } }] })]) {
  const routes = quoteRoutes(quotes);
  const calls = serveFile(PATIENT, routes.handle);
  renderFileSection(PATIENT, 'devis');
  return { calls, store: routes.store };
}

const quotesTable = () => screen.findByRole('table', { name: 'Devis du patient' });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => plain(cell.textContent)));
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
const banners = () => within(screen.getByRole('alert')).getAllByRole('button').map((b) => b.textContent);
const tooth = (scope: HTMLElement, num: string) => within(scope).getByRole('button', { name: `Dent ${num}` });

async function chooseTreatment(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, typed: string, name: string) {
  await user.type(within(scope).getByRole('combobox', { name: 'Rechercher un traitement' }), typed);
  await user.click(await within(scope).findByRole('option', { name }));
}

beforeEach(() => i18n.changeLanguage('fr'));

test('lists the quotes with number, date, lines and teeth, and the total, reduction and remainder of libs/domain', async () => {
  openQuotes([
    makeQuote({ numDevis: 1, reduce: 0, lines: [{ treatment: 't1', teeth: { nums: ['11'], surface: null } }] }),
    makeQuote({ numDevis: 2, reduce: 12.5, lines: [{ treatment: 't3', price: 2500.5, discount: 0.5, teeth: { nums: ['36', '37'], surface: 'MOD' } }, { treatment: 't1', teeth: { nums: ['21', '22', '23'], surface: null } }] }),
  ]);
  const table = await quotesTable();
  await waitFor(() => expect(rowTexts(table)).toHaveLength(2));
  const [second, first] = rowTexts(table);
  expect(second.slice(0, 6)).toEqual(['2', '02/03/2026', 'Composite 36, 37 (MOD)Extraction 21, 22, 23', '9 500,00 MRU', '1 187,50 MRU', '8 312,50 MRU']);
  expect(first.slice(3, 6)).toEqual(['1 500,00 MRU', '0,00 MRU', '1 500,00 MRU']);
});

test('says when there is no quote', async () => {
  openQuotes([]);
  expect(await screen.findByText('Aucun devis')).toBeInTheDocument();
});

test('a new quote: the spec’s messages before sending, lines made on the chart, the sums, then the quote saved and listed', async () => {
  const user = userEvent.setup();
  const { calls } = openQuotes([]);
  await user.click(await screen.findByRole('button', { name: 'Nouveau devis' }));
  const modal = dialog('Nouveau devis');
  expect(modal).toHaveStyle({ maxWidth: '960px' });
  await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
  expect(banners()).toEqual(['Ajouter un traitment pour creer un devis']);
  expect(calls.some((c) => c.route === 'quotes.create')).toBe(false);

  // Names starting with the text typed, at most 5.
  await user.type(within(modal).getByRole('combobox', { name: 'Rechercher un traitement' }), 'e');
  expect(await within(modal).findAllByRole('option')).toHaveLength(5);
  await user.clear(within(modal).getByRole('combobox', { name: 'Rechercher un traitement' }));
  await chooseTreatment(user, modal, 'extr', 'Extraction');
  expect(tooth(modal, '11')).toBeEnabled();
  expect(within(modal).getByRole('button', { name: 'URQ – Quadrant supérieur droit' })).toBeDisabled();
  expect(within(modal).getByRole('textbox', { name: 'Prix unitaire' })).toHaveValue('1500');
  await user.click(within(modal).getByRole('button', { name: 'Ajouter la ligne' }));
  expect(banners()).toEqual(['Selectionner les dents !!']);
  for (const num of ['21', '22', '23']) await user.click(tooth(modal, num));
  await user.click(within(modal).getByRole('button', { name: 'Ajouter la ligne' }));

  await chooseTreatment(user, modal, 'Comp', 'Composite');
  await user.click(tooth(modal, '36'));
  await user.click(tooth(modal, '37'));
  await user.click(within(modal).getByRole('button', { name: 'Ajouter la ligne' }));
  expect(banners()).toEqual(['Donner la surface']);
  await user.type(within(modal).getByRole('textbox', { name: 'Surface' }), 'MOD');
  await user.type(within(modal).getByRole('textbox', { name: 'Remise (MRU par dent)' }), '0.5');
  await user.click(within(modal).getByRole('button', { name: 'Ajouter la ligne' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  const lines = within(modal).getByRole('table', { name: 'Traitements' });
  expect(rowTexts(lines).map((cells) => cells.slice(0, 5))).toEqual([
    ['Extraction', '21, 22, 23', '1 500,00 MRU', '0,00 MRU', '4 500,00 MRU'],
    ['Composite', '36, 37 (MOD)', '2 500,50 MRU', '0,50 MRU', '5 000,00 MRU'],
  ]);
  const reduce = within(modal).getByRole('spinbutton', { name: 'Réduction (%)' });
  await user.clear(reduce);
  await user.type(reduce, '12.5');
  const sums = plain(within(modal).getByText('Reste').closest('dl')?.textContent);
  expect(sums).toBe('Total9 500,00 MRURéduction (12,5 %)1 187,50 MRUReste8 312,50 MRU');

  await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau devis' })).not.toBeInTheDocument());
  expect(calls.find((c) => c.route === 'quotes.create')?.body).toEqual({
    reduce: 12.5,
    LineDevis: [
      { treatment: 't1', price: 1500, discount: 0, teeth: { nums: ['21', '22', '23'], surface: null } },
      { treatment: 't3', price: 2500.5, discount: 0.5, teeth: { nums: ['36', '37'], surface: 'MOD' } },
    ],
  });
  const table = await quotesTable();
  await waitFor(() => expect(rowTexts(table)[0].slice(3, 6)).toEqual(['9 500,00 MRU', '1 187,50 MRU', '8 312,50 MRU']));
  // The file header reads the patient again (its balance).
  expect(calls.filter((c) => c.route === 'patients.get').length).toBeGreaterThan(1);
});

test('a gum treatment is placed on gum areas, and a line taken back is changed before saving', async () => {
  const user = userEvent.setup();
  const { calls } = openQuotes([]);
  await user.click(await screen.findByRole('button', { name: 'Nouveau devis' }));
  const modal = dialog('Nouveau devis');
  await chooseTreatment(user, modal, 'dét', 'Détartrage');
  expect(tooth(modal, '11')).toBeDisabled();
  await user.click(within(modal).getByRole('button', { name: 'U – Mâchoire supérieure' }));
  await user.click(within(modal).getByRole('button', { name: 'Ajouter la ligne' }));
  await user.click(within(modal).getByRole('button', { name: 'Modifier Détartrage' }));
  await user.click(within(modal).getByRole('button', { name: 'L – Mâchoire inférieure' }));
  const price = within(modal).getByRole('textbox', { name: 'Prix unitaire' });
  await user.clear(price);
  await user.type(price, '800');
  await user.click(within(modal).getByRole('button', { name: 'Enregistrer la ligne' }));
  expect(rowTexts(within(modal).getByRole('table', { name: 'Traitements' })).map((cells) => cells.slice(0, 5))).toEqual([['Détartrage', 'U, L', '800,00 MRU', '0,00 MRU', '1 600,00 MRU']]);
  await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.some((c) => c.route === 'quotes.create')).toBe(true));
});

test('the server’s messages show as red banners in the modal', async () => {
  const user = userEvent.setup();
  openQuotes([]);
  await user.click(await screen.findByRole('button', { name: 'Nouveau devis' }));
  const modal = dialog('Nouveau devis');
  await chooseTreatment(user, modal, 'Extraction c', 'Extraction chirurgicale');
  await user.click(tooth(modal, '48'));
  await user.click(within(modal).getByRole('button', { name: 'Ajouter la ligne' }));
  const reduce = within(modal).getByRole('spinbutton', { name: 'Réduction (%)' });
  await user.clear(reduce);
  await user.type(reduce, '150');
  await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(banners()).toEqual([VALID_REDUCTION]));
  expect(within(screen.getByRole('alert')).getByRole('button')).toHaveClass('dn-banner--error');
  expect(dialog('Nouveau devis')).toBeInTheDocument();
});

test('editing a quote: append a line, change a line’s teeth, the reduction, and a line already done cannot be deleted', async () => {
  const user = userEvent.setup();
  const done = makeQuote({ numDevis: 3, reduce: 0, lines: [{ treatment: 't1', teeth: { nums: ['11'], surface: null } }] });
  done.LineDevis[0].done = true;
  const { calls } = openQuotes([done]);
  await user.click(await screen.findByRole('button', { name: 'Modifier Devis n° 3' }));
  const modal = dialog('Modifier le devis n° 3');
  await chooseTreatment(user, modal, 'Extraction c', 'Extraction chirurgicale');
  await user.click(tooth(modal, '38'));
  await user.click(within(modal).getByRole('button', { name: 'Ajouter la ligne' }));
  const lines = () => rowTexts(within(dialog('Modifier le devis n° 3')).getByRole('table', { name: 'Traitements' })).map((cells) => cells.slice(0, 5));
  await waitFor(() => expect(lines()).toEqual([['Extraction', '11', '1 500,00 MRU', '0,00 MRU', '1 500,00 MRU'], ['Extraction chirurgicale', '38', '4 000,00 MRU', '0,00 MRU', '4 000,00 MRU']]));
  expect(calls.find((c) => c.route === 'quotes.append')?.body).toEqual({ treatment: 't2', price: 4000, discount: 0, teeth: { nums: ['38'], surface: null } });

  await user.click(within(modal).getAllByRole('button', { name: 'Modifier Extraction chirurgicale' })[0]);
  expect(within(modal).queryByRole('combobox')).not.toBeInTheDocument();
  await user.click(tooth(modal, '48'));
  await user.click(within(modal).getByRole('button', { name: 'Enregistrer la ligne' }));
  await waitFor(() => expect(lines()[1]).toEqual(['Extraction chirurgicale', '38, 48', '4 000,00 MRU', '0,00 MRU', '8 000,00 MRU']));

  const reduce = within(modal).getByRole('spinbutton', { name: 'Réduction (%)' });
  await user.clear(reduce);
  await user.type(reduce, '50');
  await user.click(within(modal).getByRole('button', { name: 'Enregistrer la réduction' }));
  await waitFor(() => expect(plain(within(modal).getByText('Reste').closest('dl')?.textContent)).toBe('Total9 500,00 MRURéduction (50 %)4 750,00 MRUReste4 750,00 MRU'));

  const confirmLineDeletion = async (question: string) => {
    const confirm = dialog('Supprimer la ligne');
    expect(within(confirm).getByText(question)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  };
  await user.click(within(modal).getByRole('button', { name: 'Supprimer Extraction' }));
  await confirmLineDeletion('Supprimer « Extraction » (dents 11) du devis ?');
  await waitFor(() => expect(banners()).toEqual([LINE_DONE]));
  expect(lines()).toHaveLength(2);
  await user.click(within(modal).getByRole('button', { name: 'Supprimer Extraction chirurgicale' }));
  await confirmLineDeletion('Supprimer « Extraction chirurgicale » (dents 38, 48) du devis ?');
  await waitFor(() => expect(lines()).toHaveLength(1));
});

test('deleting a quote asks first', async () => {
  const user = userEvent.setup();
  const { store } = openQuotes();
  await user.click(await screen.findByRole('button', { name: 'Supprimer Devis n° 1' }));
  const confirm = dialog('Supprimer le devis');
  expect(within(confirm).getByText('Supprimer le devis n° 1 ?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Aucun devis')).toBeInTheDocument();
  expect(store.quotes).toHaveLength(0);
});

/** The labelled facts of a printed block, as "label: value" texts. */
const factsOf = (block: HTMLElement) => Array.from(block.querySelectorAll('div')).map((fact) => `${fact.querySelector('dt')?.textContent}: ${plain(fact.querySelector('dd')?.textContent)}`);

test('prints the quote: the clinic’s name, address and phone, the doctor, the patient and file number, each line’s unit price, discount per tooth, teeth and total, then total, reduction and remainder', async () => {
  const user = userEvent.setup();
  openQuotes([makeQuote({ numDevis: 1, reduce: 10, lines: [{ treatment: 't1', price: 2000, discount: 200, teeth: { nums: ['36', '46'], surface: null } }] })]);
  await user.click(await screen.findByRole('button', { name: 'Imprimer Devis n° 1' }));
  const document = screen.getByRole('article', { name: 'Devis n° 1' });
  expect(within(document).getByText('Clinique Nour')).toBeInTheDocument();
  expect(factsOf(document.querySelector('.patients-print-parties') as HTMLElement)).toEqual([
    'Adresse: Tevragh Zeina, Nouakchott',
    'Tél.: +222 45 25 30 30',
    'Médecin: dr.sidi',
    'Patient: Fatimetou',
    'N° de dossier: 0042',
    'Date: 02/03/2026',
  ]);
  const table = within(document).getByRole('table', { name: 'Traitements' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Traitement', 'Dents', 'Nombre de dents', 'Prix unitaire', 'Remise par dent (MRU)', 'Total']);
  // (2 000 − 200) × 2 = 3 600, less 10 % = 3 240: the printed figures add up.
  expect(rowTexts(table).map((cells) => cells.join('|'))).toEqual(['Extraction|36, 46|2|2 000,00 MRU|200,00 MRU|3 600,00 MRU']);
  expect(plain(within(document).getByText('Reste').closest('dl')?.textContent)).toBe('Total3 600,00 MRURéduction (10 %)360,00 MRUReste3 240,00 MRU');
  expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
});

test('prints the quote in Arabic with the same labelled figures', async () => {
  const user = userEvent.setup();
  await i18n.changeLanguage('ar');
  openQuotes([makeQuote({ numDevis: 1, reduce: 10, lines: [{ treatment: 't1', price: 2000, discount: 200, teeth: { nums: ['36', '46'], surface: null } }] })]);
  await user.click(await screen.findByRole('button', { name: 'طباعة عرض السعر رقم 1' }));
  const document = screen.getByRole('article', { name: 'عرض السعر رقم 1' });
  const parties = document.querySelector('.patients-print-parties') as HTMLElement;
  expect(factsOf(parties)).toEqual(expect.arrayContaining(['العنوان: Tevragh Zeina, Nouakchott', 'الطبيب: dr.sidi', 'رقم الملف: 0042']));
  const table = within(document).getByRole('table', { name: 'العلاجات' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['العلاج', 'الأسنان', 'عدد الأسنان', 'سعر الوحدة', 'الخصم لكل سن (MRU)', 'المجموع']);
  expect(within(document).getByText('المتبقي').nextElementSibling?.textContent).toMatch(/3[\s\u202f\u00a0.,٬]?240|٣[\s\u202f\u00a0.,٬]?٢٤٠/);
});

test('the client messages are the catalogue’s, in every language', async () => {
  const user = userEvent.setup();
  await i18n.changeLanguage('ar');
  openQuotes([]);
  await user.click(await screen.findByRole('button', { name: 'عرض سعر جديد' }));
  await user.click(within(dialog('عرض سعر جديد')).getByRole('button', { name: 'حفظ' }));
  expect(banners()).toEqual([translateMessage('quote.lineRequired', 'ar')]);
});

test('a user who may only view the file sees and prints the quotes, without adding, editing or deleting', async () => {
  const routes = quoteRoutes([makeQuote({ numDevis: 1, lines: [{ treatment: 't1', teeth: { nums: ['11'], surface: null } }] })]);
  serveFile(PATIENT, routes.handle);
  renderFileSection(PATIENT, 'devis', { permissions: VIEW_ONLY });
  expect(await screen.findByRole('button', { name: 'Imprimer Devis n° 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Nouveau devis' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Modifier Devis n° 1' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer Devis n° 1' })).not.toBeInTheDocument();
});

test('in Arabic each line’s teeth read on their own, never run into the next treatment’s name (issue 34)', async () => {
  await i18n.changeLanguage('ar');
  openQuotes([
    makeQuote({
      numDevis: 1,
      reduce: 0,
      lines: [
        { treatment: 't3', teeth: { nums: ['14'], surface: 'O' } },
        { treatment: 't1', teeth: { nums: ['15', '24'], surface: null } },
      ],
    }),
  ]);
  const table = await screen.findByRole('table', { name: 'عروض أسعار المريض' });
  const items = await within(table).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  for (const [item, treatment, teeth] of [
    [items[0], 'Composite', '14 (O)'],
    [items[1], 'Extraction', '15, 24'],
  ] as const) {
    const [name, nums] = Array.from(item.children);
    // The treatment and its teeth: two isolates, the teeth left to right.
    expect([name.tagName, name.textContent, name.getAttribute('dir')]).toEqual(['BDI', treatment, null]);
    expect([nums.tagName, nums.textContent, nums.getAttribute('dir')]).toEqual(['BDI', teeth, 'ltr']);
  }
});

test('Escape or "Annuler" with lines typed asks before losing them; the focus goes back to the button that opened the dialog (issue 34)', async () => {
  const user = userEvent.setup();
  const { calls } = openQuotes([]);
  const opener = await screen.findByRole('button', { name: 'Nouveau devis' });
  // Nothing typed: Escape closes at once.
  await user.click(opener);
  fireEvent(dialog('Nouveau devis'), new Event('cancel', { cancelable: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau devis' })).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());

  await user.click(opener);
  const modal = dialog('Nouveau devis');
  await chooseTreatment(user, modal, 'extr', 'Extraction');
  await user.click(tooth(modal, '21'));
  await user.click(within(modal).getByRole('button', { name: 'Ajouter la ligne' }));
  // Escape: the question, and the lines stay until it is answered.
  fireEvent(modal, new Event('cancel', { cancelable: true }));
  const question = await screen.findByRole('dialog', { name: 'Abandonner les lignes saisies ?' });
  expect(question).toHaveTextContent('Les lignes saisies ne sont pas enregistrées');
  await user.click(within(question).getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog', { name: 'Abandonner les lignes saisies ?' })).not.toBeInTheDocument();
  expect(rowTexts(within(modal).getByRole('table', { name: 'Traitements' }))).toHaveLength(1);
  // The close button and "Annuler" ask too; confirming closes without saving.
  await user.click(within(modal).getByRole('button', { name: 'Fermer' }));
  expect(await screen.findByRole('dialog', { name: 'Abandonner les lignes saisies ?' })).toBeInTheDocument();
  await user.click(within(screen.getByRole('dialog', { name: 'Abandonner les lignes saisies ?' })).getByRole('button', { name: 'Annuler' }));
  await user.click(within(modal).getByRole('button', { name: 'Annuler' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Abandonner les lignes saisies ?' })).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau devis' })).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
  expect(calls.some((c) => c.route === 'quotes.create')).toBe(false);
});

test('the question comes in English and Arabic', async () => {
  const user = userEvent.setup();
  await i18n.changeLanguage('ar');
  openQuotes([]);
  await user.click(await screen.findByRole('button', { name: 'عرض سعر جديد' }));
  const modal = screen.getByRole('dialog', { name: 'عرض سعر جديد' });
  await user.type(within(modal).getByRole('combobox'), 'extr');
  await user.click(await within(modal).findByRole('option', { name: 'Extraction' }));
  fireEvent(modal, new Event('cancel', { cancelable: true }));
  expect(await screen.findByRole('dialog', { name: 'التخلي عن الأسطر المدخلة؟' })).toBeInTheDocument();
  await i18n.changeLanguage('en');
  expect(await screen.findByRole('dialog', { name: 'Discard the lines typed?' })).toBeInTheDocument();
});
