import type { ChartAct, ClinicalChart, ToothCondition } from '@dental/contracts';
import { currentConditions, defaultDentition, dentitionOf, markedTeethIn, odontogram, toothMarks } from './odontogram';

let made = 0;
const TYPES: Record<string, string> = { absent: '1', carie: '2', obturation: '3', couronne: '4', traitement_canalaire: '5', implant: '6', bridge: '7' };
function condition(tooth: string, code: string | null, date: string, fields: Partial<ToothCondition> = {}): ToothCondition {
  made += 1;
  const id = code ? TYPES[code] : '42';
  return {
    _id: `c${made}`,
    patient: 'p1',
    tooth,
    type: { _id: id, code, label: code ?? 'fêlure', labelEn: '', labelAr: '', colour: '#000000', symbol: 'dot' },
    date,
    surface: null,
    note: '',
    by: null,
    createdAt: `${date}T10:00:${String(made).padStart(2, '0')}Z`,
    ...fields,
  };
}
const act = (tooth: string, status: ChartAct['status'], treatment: string, date: string | null, surface: string | null = null): ChartAct => ({
  tooth, status, treatment, treatmentType: 'soins', surface, date, doctor: null, quote: null, sheet: null,
});
const chart = (fields: Partial<ClinicalChart>): ClinicalChart => ({ conditions: [], acts: [], images: [], notes: [], ...fields });
const codes = (conditions: ToothCondition[]) => conditions.map((c) => c.type.code ?? c.type.label);

describe('current conditions of a tooth', () => {
  test('the same condition recorded again keeps the later one only', () => {
    const earlier = condition('36', 'carie', '2026-01-10');
    const later = condition('36', 'carie', '2026-03-02');
    expect(currentConditions([later, earlier])).toEqual([later]);
  });

  test('conditions that do not end one another stay, newest first', () => {
    expect(codes(currentConditions([condition('36', 'couronne', '2026-02-01'), condition('36', 'traitement_canalaire', '2026-01-01')]))).toEqual(['couronne', 'traitement_canalaire']);
  });

  test('a filling ends the caries it treats, on its surface only', () => {
    const mesial = condition('36', 'carie', '2026-01-01', { surface: 'M' });
    const occlusal = condition('36', 'carie', '2026-01-01', { surface: 'O' });
    const filled = condition('36', 'obturation', '2026-02-01', { surface: 'O' });
    expect(currentConditions([mesial, occlusal, filled])).toEqual([filled, mesial]);
    // A caries found after the filling is a new one, and shows.
    expect(codes(currentConditions([filled, condition('36', 'carie', '2026-03-01', { surface: 'O' })]))).toEqual(['carie', 'obturation']);
  });

  test('an absent tooth hides what it had; an implant later takes its place, a bridge stands with it', () => {
    const history = [condition('46', 'carie', '2025-01-01'), condition('46', 'couronne', '2025-02-01'), condition('46', 'absent', '2025-06-01')];
    expect(codes(currentConditions(history))).toEqual(['absent']);
    expect(codes(currentConditions([...history, condition('46', 'bridge', '2025-09-01')]))).toEqual(['bridge', 'absent']);
    expect(codes(currentConditions([...history, condition('46', 'implant', '2026-01-01')]))).toEqual(['implant']);
  });

  test('the same day: the one recorded later wins; a condition the administrator added ends only itself', () => {
    const first = condition('11', 'carie', '2026-01-01', { createdAt: '2026-01-01T09:00:00Z' });
    const second = condition('11', 'obturation', '2026-01-01', { createdAt: '2026-01-01T11:00:00Z' });
    expect(currentConditions([second, first])).toEqual([second]);
    const added = condition('11', null, '2026-02-01');
    expect(codes(currentConditions([second, added]))).toEqual(['fêlure', 'obturation']);
  });
});

describe('the odontogram', () => {
  test('done beats planned: each act done takes away one planned line of the same treatment on the tooth', () => {
    const marks = odontogram(
      chart({
        acts: [
          act('36', 'planned', 'Composite', '2026-01-05', 'O'),
          act('36', 'planned', 'Composite', '2026-01-05', 'M'),
          act('36', 'planned', 'Couronne', '2026-01-05'),
          act('36', 'done', 'Composite', '2026-02-01', 'O'),
          act('21', 'done', 'Détartrage', '2026-02-03'),
        ],
      }),
    );
    const tooth = toothMarks(marks, '36');
    expect(tooth.done.map((a) => `${a.treatment} ${a.surface}`)).toEqual(['Composite O']);
    expect(tooth.planned.map((a) => `${a.treatment} ${a.surface}`)).toEqual(['Composite M', 'Couronne null']);
    expect(toothMarks(marks, '21').planned).toEqual([]);
  });

  test('done acts newest first; images and notes counted per tooth; teeth with nothing are left out', () => {
    const marks = odontogram(
      chart({
        acts: [act('11', 'done', 'Détartrage', '2025-01-01'), act('11', 'done', 'Composite', '2026-01-01')],
        images: [{ tooth: '36', count: 2 }],
        notes: [{ tooth: '36', count: 1 }],
        conditions: [condition('36', 'carie', '2026-01-01')],
      }),
    );
    expect(toothMarks(marks, '11').done.map((a) => a.treatment)).toEqual(['Composite', 'Détartrage']);
    expect(toothMarks(marks, '36')).toMatchObject({ images: 2, notes: 1 });
    expect(codes(toothMarks(marks, '36').conditions)).toEqual(['carie']);
    expect(marks.has('48')).toBe(false);
    expect(toothMarks(marks, '48')).toEqual({ tooth: '48', conditions: [], planned: [], done: [], images: 0, notes: 0 });
  });

  test('counts the marked teeth of each dentition', () => {
    const marks = odontogram(chart({ conditions: [condition('36', 'carie', '2026-01-01'), condition('75', 'carie', '2026-01-01')], images: [{ tooth: '11', count: 1 }] }));
    expect(markedTeethIn(marks, 'permanent')).toBe(2);
    expect(markedTeethIn(marks, 'deciduous')).toBe(1);
  });
});

describe('which teeth the chart opens on', () => {
  const today = new Date(2026, 5, 1);
  test('deciduous under 12, permanent from 12 or when the year of birth is unknown', () => {
    expect(defaultDentition(2018, today)).toBe('deciduous');
    expect(defaultDentition(2015, today)).toBe('deciduous');
    expect(defaultDentition(2014, today)).toBe('permanent');
    expect(defaultDentition(1980, today)).toBe('permanent');
    expect(defaultDentition(null, today)).toBe('permanent');
  });

  test('a tooth’s dentition by its FDI number', () => {
    expect(dentitionOf('48')).toBe('permanent');
    expect(dentitionOf('51')).toBe('deciduous');
  });
});
