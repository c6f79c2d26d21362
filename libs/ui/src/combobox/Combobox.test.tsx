import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../test-i18n';
import { Combobox, type ComboboxProps } from './Combobox';

interface Treatment {
  id: string;
  name: string;
  price: number;
}

const TREATMENTS: Treatment[] = ['Détartrage', 'Extraction', 'Extraction chirurgicale', 'Couronne', 'Composite', 'Canal', 'Inlay', 'Implant'].map((name, i) => ({
  id: String(i + 1),
  name,
  price: 1000 + i * 100,
}));

type Options = Partial<ComboboxProps<Treatment>> & { onSelect?: (item: Treatment) => void; everything?: boolean };

/** A treatment search as a quote would have it: the caller filters (here at once) on every change. */
function TreatmentSearch({ everything = false, ...props }: Options) {
  const [text, setText] = useState('');
  const typed = text.trim().toLowerCase();
  const items = everything ? TREATMENTS : TREATMENTS.filter((treatment) => typed !== '' && treatment.name.toLowerCase().includes(typed));
  return (
    <Combobox
      label="Acte"
      placeholder="Chercher un acte"
      items={items}
      itemKey={(treatment) => treatment.id}
      itemToString={(treatment) => treatment.name}
      onInputChange={setText}
      onSelect={() => undefined}
      {...props}
    />
  );
}

function renderSearch(options: Options = {}) {
  const i18n = testI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <TreatmentSearch {...options} />
    </I18nextProvider>,
  );
  return { i18n, box: screen.getByRole('combobox', { name: 'Acte' }) };
}

test('is a labelled WAI-ARIA combobox showing at most 5 suggestions, drawn by the caller', async () => {
  const { box } = renderSearch({ everything: true, listLabel: 'Actes trouvés', renderItem: (treatment) => `${treatment.name} — ${treatment.price} MRU` });
  expect(box).toHaveAttribute('placeholder', 'Chercher un acte');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await userEvent.type(box, 'e');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  const list = screen.getByRole('listbox', { name: 'Actes trouvés' });
  expect(box).toHaveAttribute('aria-controls', list.id);
  const options = within(list).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Détartrage — 1000 MRU',
    'Extraction — 1100 MRU',
    'Extraction chirurgicale — 1200 MRU',
    'Couronne — 1300 MRU',
    'Composite — 1400 MRU',
  ]);
});

test('tells the caller every change of the text', async () => {
  const onInputChange = jest.fn();
  const { box } = renderSearch({ onInputChange });
  await userEvent.type(box, 'ex');
  expect(onInputChange.mock.calls).toEqual([['e'], ['ex']]);
});

test('can keep its label for screen readers only', () => {
  renderSearch({ hideLabel: true });
  expect(screen.getByText('Acte')).toHaveClass('dn-visually-hidden');
  expect(screen.getByRole('combobox', { name: 'Acte' })).toBeInTheDocument();
});

test('moves with the arrow keys and chooses with Enter; Escape closes and keeps the text', async () => {
  const onSelect = jest.fn();
  const { box } = renderSearch({ onSelect });
  await userEvent.type(box, 'extr');
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Extraction', 'Extraction chirurgicale']);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
  await userEvent.keyboard('{ArrowUp}');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveValue('extr');
  expect(onSelect).not.toHaveBeenCalled();

  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onSelect).toHaveBeenCalledWith(TREATMENTS[2]);
  // A picker shows what was chosen.
  expect(box).toHaveValue('Extraction chirurgicale');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('reports every choice, by click too, and empties the box when asked', async () => {
  const onSelect = jest.fn();
  const { box } = renderSearch({ onSelect, clearOnSelect: true });
  await userEvent.type(box, 'extraction');
  await userEvent.click(screen.getByRole('option', { name: 'Extraction' }));
  expect(onSelect).toHaveBeenLastCalledWith(TREATMENTS[1]);
  expect(box).toHaveValue('');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await userEvent.type(box, 'extraction');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onSelect).toHaveBeenCalledTimes(2);
  expect(onSelect).toHaveBeenLastCalledWith(TREATMENTS[1]);
});

test('leaving the box never chooses the highlighted suggestion', async () => {
  const onSelect = jest.fn();
  const { box } = renderSearch({ onSelect });
  await userEvent.type(box, 'extr');
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.tab();
  expect(onSelect).not.toHaveBeenCalled();
  expect(box).toHaveValue('extr');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('says it is loading, then that nothing matches', async () => {
  const { box } = renderSearch({ loading: true });
  await userEvent.type(box, 'zz');
  expect(box).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByText('Aucun résultat')).not.toBeInTheDocument();
});

test('says when nothing matches, in the caller’s words or its own, in every language', async () => {
  const { box, i18n } = renderSearch();
  await userEvent.type(box, 'zz');
  expect(box).toHaveAttribute('aria-busy', 'false');
  expect(screen.getByText('Aucun résultat')).toBeInTheDocument();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await act(() => i18n.changeLanguage('ar'));
  expect(screen.getByText('لا توجد نتيجة')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByText('No result')).toBeInTheDocument();
});

test('says the caller’s own "no result", or nothing', async () => {
  renderSearch({ noResult: 'Aucun acte ne correspond' });
  await userEvent.type(screen.getByRole('combobox'), 'zz');
  expect(screen.getByText('Aucun acte ne correspond')).toBeInTheDocument();
});

test('shows a problem instead of the suggestions', async () => {
  const { box } = renderSearch({ problem: <p role="alert">Serveur injoignable</p>, everything: true });
  await userEvent.type(box, 'e');
  expect(screen.getByRole('alert')).toHaveTextContent('Serveur injoignable');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('says nothing for a blank text, and nothing when told so', async () => {
  const { box } = renderSearch({ noResult: null });
  await userEvent.type(box, '  ');
  expect(screen.queryByText('Aucun résultat')).not.toBeInTheDocument();
  await userEvent.type(box, 'zz');
  expect(screen.queryByText('Aucun résultat')).not.toBeInTheDocument();
});
