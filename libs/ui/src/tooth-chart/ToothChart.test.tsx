import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../test-i18n';
import { ToothChart, type ToothChartProps } from './ToothChart';

/** The chart as a form holds it: the selection in state. */
function Chart({ initial = [], ...props }: Partial<ToothChartProps> & { initial?: string[] }) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <>
      <ToothChart selected={selected} onChange={setSelected} treatmentType="soins" {...props} />
      <output aria-label="chosen">{selected.join(',')}</output>
    </>
  );
}

const renderChart = (props: Partial<ToothChartProps> & { initial?: string[] } = {}) =>
  render(
    <I18nextProvider i18n={testI18n()}>
      <Chart {...props} />
    </I18nextProvider>,
  );

const chosen = () => screen.getByLabelText('chosen').textContent;
const tooth = (num: string) => screen.getByRole('button', { name: `Dent ${num}` });
const numbersIn = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => button.textContent);

test('lays the teeth out as the dentist reads them: 18 … 11 then 21 … 28 on top, 48 … 41 then 31 … 38 below, left to right', () => {
  renderChart();
  const chart = screen.getByRole('group', { name: 'Schéma dentaire' });
  expect(chart).toHaveAttribute('dir', 'ltr');
  const permanent = within(chart).getByRole('group', { name: 'Dents permanentes' });
  expect(numbersIn(within(permanent).getByRole('group', { name: 'Mâchoire supérieure' }))).toEqual(['18', '17', '16', '15', '14', '13', '12', '11', '21', '22', '23', '24', '25', '26', '27', '28']);
  expect(numbersIn(within(permanent).getByRole('group', { name: 'Mâchoire inférieure' }))).toEqual(['48', '47', '46', '45', '44', '43', '42', '41', '31', '32', '33', '34', '35', '36', '37', '38']);
  const child = within(chart).getByRole('group', { name: 'Dents de lait' });
  expect(numbersIn(within(child).getByRole('group', { name: 'Mâchoire supérieure' }))).toEqual(['55', '54', '53', '52', '51', '61', '62', '63', '64', '65']);
  expect(numbersIn(within(child).getByRole('group', { name: 'Mâchoire inférieure' }))).toEqual(['85', '84', '83', '82', '81', '71', '72', '73', '74', '75']);
  expect(numbersIn(within(chart).getByRole('group', { name: 'Zones de gencive' }))).toEqual(['URQ', 'U', 'ULQ', 'LRQ', 'L', 'LLQ']);
});

test('each tooth is a labelled toggle: a click or the keyboard chooses it, a second press leaves it', async () => {
  const user = userEvent.setup();
  renderChart();
  expect(tooth('11')).toHaveAttribute('aria-pressed', 'false');
  await user.click(tooth('11'));
  expect(tooth('11')).toHaveAttribute('aria-pressed', 'true');
  tooth('21').focus();
  await user.keyboard('{Enter}');
  await user.tab();
  expect(tooth('22')).toHaveFocus();
  await user.keyboard(' ');
  expect(chosen()).toBe('11,21,22');
  await user.click(tooth('11'));
  expect(chosen()).toBe('21,22');
});

test('a tooth treatment disables the gum areas; a gum treatment (gencive) disables the teeth and enables the areas', async () => {
  const user = userEvent.setup();
  const { rerender } = renderChart();
  expect(screen.getByRole('button', { name: 'URQ – Quadrant supérieur droit' })).toBeDisabled();
  expect(tooth('55')).toBeEnabled();
  rerender(
    <I18nextProvider i18n={testI18n()}>
      <Chart treatmentType="gencive" />
    </I18nextProvider>,
  );
  expect(tooth('11')).toBeDisabled();
  expect(tooth('85')).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'U – Mâchoire supérieure' }));
  await user.click(screen.getByRole('button', { name: 'LLQ – Quadrant inférieur gauche' }));
  expect(chosen()).toBe('U,LLQ');
});

test('without a treatment nothing can be chosen', () => {
  renderChart({ treatmentType: null });
  expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
});

test('editing a line starts from its teeth', async () => {
  const user = userEvent.setup();
  renderChart({ initial: ['36', '37'] });
  expect(tooth('36')).toHaveAttribute('aria-pressed', 'true');
  expect(tooth('37')).toHaveAttribute('aria-pressed', 'true');
  await user.click(tooth('38'));
  expect(chosen()).toBe('36,37,38');
});

test('in a treatment sheet only the teeth of the chosen quote line can be picked', async () => {
  const user = userEvent.setup();
  renderChart({ allowed: ['14', '15'] });
  expect(tooth('14')).toBeEnabled();
  expect(tooth('15')).toBeEnabled();
  expect(tooth('16')).toBeDisabled();
  expect(tooth('51')).toBeDisabled();
  await user.click(tooth('15'));
  expect(chosen()).toBe('15');
});

test('names the teeth in the language of the page', async () => {
  renderChart();
  await act(() => testI18n().changeLanguage('ar'));
  expect(await screen.findByRole('button', { name: 'السن 11' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'مخطط الأسنان' })).toHaveAttribute('dir', 'ltr');
  await act(() => testI18n().changeLanguage('fr'));
});
