import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DataTable } from './DataTable';
import { DateField, TimeField } from './fields';
import { Tabs, tabPanelProps } from './Tabs';
import { Pager } from './Pager';
import { testI18n } from './test-i18n';

const ITEMS = [
  { id: 'soins', label: 'Soins' },
  { id: 'prothese', label: 'Prothèse' },
  { id: 'ortho', label: 'Orthodontie' },
] as const;

function TreatmentTabs({ dir }: { dir?: 'rtl' }) {
  const [active, setActive] = useState<(typeof ITEMS)[number]['id']>('soins');
  return (
    <div dir={dir}>
      <Tabs items={ITEMS} active={active} onChange={setActive} label="Types" panelIdPrefix="types" />
      <div {...tabPanelProps('types', active)}>Panel {active}</div>
    </div>
  );
}

describe('Tabs', () => {
  it('has one tab stop, moves and selects with the arrow keys, Home and End', async () => {
    render(<TreatmentTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Prothèse' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Prothèse' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Prothèse' })).toHaveTextContent('Panel prothese');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Orthodontie' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Soins' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Orthodontie' })).toHaveFocus();
  });

  it('mirrors the arrow keys right to left', async () => {
    render(<TreatmentTabs dir="rtl" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Prothèse' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Soins' })).toHaveAttribute('aria-selected', 'true');
  });
});

interface Line {
  id: string;
  name: string;
  price: number;
}

describe('DataTable', () => {
  const columns = [
    { id: 'name', header: 'Nom', cell: (row: Line) => row.name, footer: 'Total' },
    { id: 'price', header: 'Prix', cell: (row: Line) => row.price, footer: '2 500', numeric: true },
  ];

  it('shows a loading row, then the rows and the footer of totals', () => {
    const { rerender } = render(<DataTable caption="Traitements" columns={columns} rows={undefined} rowKey={(row) => row.id} loading empty="Aucun traitement" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(
      <DataTable
        caption="Traitements"
        columns={columns}
        rows={[
          { id: '1', name: 'Extraction', price: 1500 },
          { id: '2', name: 'Détartrage', price: 1000 },
        ]}
        rowKey={(row) => row.id}
        empty="Aucun traitement"
      />,
    );
    const table = screen.getByRole('table', { name: 'Traitements' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Nom', 'Prix']);
    const [, first, second, footer] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Extraction', '1500']);
    expect(within(second).getAllByRole('cell')[0]).toHaveTextContent('Détartrage');
    expect(within(footer).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Total', '2 500']);
  });

  it('keeps the rows while it reloads, numbers aligned to the end of their cells', () => {
    render(<DataTable caption="Traitements" columns={columns} rows={[{ id: '1', name: 'Extraction', price: 1500 }]} rowKey={(row) => row.id} loading empty="Aucun traitement" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const [header, row, footer] = screen.getAllByRole('row');
    expect(within(header).getByRole('columnheader', { name: 'Prix' })).toHaveClass('dn-table__number');
    expect(within(row).getByRole('cell', { name: '1500' })).toHaveClass('dn-table__number');
    expect(within(row).getByRole('cell', { name: 'Extraction' })).not.toHaveClass('dn-table__number');
    expect(within(footer).getByRole('cell', { name: '2 500' })).toHaveClass('dn-table__number');
  });

  it('says so in one row when there is nothing to list', () => {
    render(<DataTable caption="Traitements" columns={columns.map(({ footer: _footer, ...c }) => c)} rows={[]} rowKey={(row) => row.id} empty="Aucun traitement" />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByRole('cell')).toHaveTextContent('Aucun traitement');
    expect(within(rows[1]).getByRole('cell')).toHaveAttribute('colspan', '2');
  });
});

describe('date and time fields', () => {
  function Appointment() {
    const [day, setDay] = useState('2026-11-22');
    const [time, setTime] = useState('');
    return (
      <>
        <DateField label="Date" name="date" value={day} onChange={setDay} />
        <TimeField label="Heure" name="time" value={time} onChange={setTime} />
        <output>{`${day} ${time}`}</output>
      </>
    );
  }

  it('keep YYYY-MM-DD and HH:MM values', async () => {
    render(<Appointment />);
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue('2026-11-22');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-01');
    await userEvent.type(screen.getByLabelText('Heure'), '09:30');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-01 09:30');
  });
});

describe('Pager', () => {
  function Paged({ total, totalCapped }: { total: number; totalCapped?: boolean }) {
    const [offset, setOffset] = useState(0);
    const shown = Math.min(20, Math.max(0, (totalCapped ? 5000 : total) - offset));
    return (
      <I18nextProvider i18n={testI18n()}>
        <Pager offset={offset} shown={shown} total={total} totalCapped={totalCapped} limit={20} onPage={setOffset} label="Pages des rappels" />
      </I18nextProvider>
    );
  }

  it('pages forward and back, saying which rows show, and stops at the ends', async () => {
    render(<Paged total={45} />);
    const pager = screen.getByRole('navigation', { name: 'Pages des rappels' });
    expect(pager).toHaveTextContent('1–20 sur 45');
    expect(within(pager).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(pager).toHaveTextContent('41–45 sur 45');
    expect(within(pager).getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });

  it('says "more than" for a list counted up to a cap, and lets the user page past it', async () => {
    render(<Paged total={1000} totalCapped />);
    const pager = screen.getByRole('navigation', { name: 'Pages des rappels' });
    expect(pager).toHaveTextContent('1–20 sur plus de 1000');
    for (let page = 0; page < 50; page += 1) await userEvent.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(pager).toHaveTextContent('1001–1020 sur plus de 1000');
  });

  it('shows nothing when one page holds the list', () => {
    const { container } = render(<Paged total={12} />);
    expect(container).toBeEmptyDOMElement();
  });
});
