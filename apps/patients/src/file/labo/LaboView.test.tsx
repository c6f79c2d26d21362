import { screen, within } from '@testing-library/react';
import type { LabConsumption } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { makePatient, ok, refused, type ApiRequest } from '../../test-utils';
import { renderFileSection, serveFile } from '../payments/file-test-server';
// Loaded beforehand, as the file page would load it when the tab opens: these tests are about the tab.
import './LaboView';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const consumption = (id: string, lab: string, price: number, nums: string[], createdAt: string): LabConsumption => ({
  _id: id,
  laboratory: { _id: `lab-${lab}`, name: lab },
  doctor: '4',
  patient: { _id: 'p1', name: 'Aminetou', RegNo: '0042' },
  treatment: { _id: 't1', name: 'Couronne céramique' },
  price,
  teeth: { nums, surface: null },
  // What the server says is left aside: the screen's totals come from @dental/domain.
  total: 0,
  createdAt,
  updatedAt: createdAt,
});

beforeEach(() => i18n.changeLanguage('fr'));

test('lists the patient’s lab work newest first, each total price × teeth, and their sum exact to the cent', async () => {
  const calls = serveFile(makePatient({ _id: 'p1', name: 'Aminetou' }), (request: ApiRequest) =>
    request.route === 'labConsumptions.list'
      ? ok([consumption('c1', 'Labo Atlas', 1500.1, ['11', '12', '13'], '2026-01-05T10:00:00Z'), consumption('c2', 'Dentalab', 0.2, ['URQ'], '2026-02-05T10:00:00Z')])
      : undefined,
  );
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'labo');
  const table = await screen.findByRole('table', { name: 'Travaux de laboratoire du patient' });
  await within(table).findByRole('cell', { name: 'Labo Atlas' });
  const rows = within(table).getAllByRole('row').map((row) => plain(row.textContent));
  expect(rows[1]).toContain('Dentalab');
  expect(rows[2]).toBe('05/01/2026Labo AtlasCouronne céramique11, 12, 131 500,10 MRU4 500,30 MRU');
  expect(rows.at(-1)).toBe('Total4 500,50 MRU');
  expect(calls.find((call) => call.route === 'labConsumptions.list')?.params).toEqual({ patient: 'p1' });
});

test('a view refused with AFFICHER empties the list and says why', async () => {
  serveFile(makePatient({ _id: 'p1', name: 'Aminetou' }), (request: ApiRequest) =>
    request.route === 'labConsumptions.list' ? refused("AFFICHER : vous n'avez pas la permission de voir les patients", 403) : undefined,
  );
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'labo');
  expect(await screen.findByText("AFFICHER : vous n'avez pas la permission de voir les patients")).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Aucun travail de laboratoire' })).toBeInTheDocument();
});
