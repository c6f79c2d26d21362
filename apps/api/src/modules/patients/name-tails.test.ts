import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PatientPageAnswer } from '@dental/contracts';
import { nameKey } from '@dental/domain';
import { call, useAdminApp } from '../../test/helpers';
import { patientsNamed } from './name-tails';

/** Names where a text of several words starts a word, ends one, spans three, or is only near. */
const NAMES = [
  'Mohamed Ould Ahmed',
  'Sidi Mohamed Ould Ahmed Salem',
  'Sidimohamed Ould Ahmedou',
  'Ahmed Ould Mohamed',
  'Mohamed  OULD   Ahméd',
  'Mohamed Ould',
  'Ould Ahmed',
  'Mohamedou Ouldi Ahmed',
  'Khadije Mint Hamoud',
  'Khadijetou Mint Hamoud',
  'Mint Hamoud Khadije',
  'محمد ولد أحمد',
  'سيدي محمد ولد احمد',
  '50% Mint_Cheikh',
  'Back\\slash Ould Test',
  'Fatimetou',
];

const SEARCHES = [
  'mohamed ould ahmed',
  'MOHAMED ould',
  'med ould ahmed',
  'd ould a',
  'ould ahmed',
  'ould ahmedou',
  'mohamed ould ahmed salem',
  'khadije mint',
  'e mint hamoud',
  'ije mint h',
  'hamoud khadije',
  'محمد ولد',
  'د ولد أحمد',
  '0% mint',
  '% mint',
  '_ mint',
  '50% mint_c',
  'k\\slash ould',
  'ould  ahmed ',
  'nobody here',
];

/** What "the name holds the text" means, in plain code over the names. */
const holding = (names: Map<string, string>, q: string) =>
  [...names].filter(([, name]) => nameKey(name).includes(nameKey(q))).map(([id]) => id).sort();

describe('patient_name_tails: a text of several words found where it can start in a name', () => {
  const { t, admin } = useAdminApp();
  const names = new Map<string, string>();

  const insert = async (list: string[]) => {
    const rows = await t.db.query<{ id: string; name: string }>('insert into patients (name) select unnest($1::text[]) returning id::text as id, name', [list]);
    for (const row of rows) names.set(row.id, row.name);
  };
  const found = async (q: string, cap = 100) => (await patientsNamed(t.db, nameKey(q), cap))?.sort();

  beforeAll(async () => {
    // One statement for all of them: the statement trigger files each inserted row.
    await insert(NAMES);
  });
  afterAll(() => names.clear());

  it.each(SEARCHES)('finds exactly the names that hold "%s"', async (q) => {
    expect(await found(q)).toEqual(holding(names, q));
  });

  it('finds a text that ends a longer word, not only one that starts a word', async () => {
    const expected = [...names].filter(([, name]) => ['Sidimohamed Ould Ahmedou'].includes(name)).map(([id]) => id);
    expect(await found('mohamed ould ahmedou')).toEqual(expected);
  });

  it('follows a renamed patient and forgets a deleted one', async () => {
    const [{ id }] = await t.db.query<{ id: string }>("insert into patients (name) values ('Aminetou Mint Sidi') returning id::text as id");
    expect(await found('aminetou mint')).toEqual([id]);
    await t.db.query("update patients set name = 'Aminetou Ould Sidi' where id = $1", [id]);
    expect(await found('aminetou mint')).toEqual([]);
    expect(await found('tou ould sid')).toEqual([id]);
    // A write that keeps the name keeps the rows as they are.
    await t.db.query("update patients set phone = '22334455' where id = $1", [id]);
    expect(await found('aminetou ould sidi')).toEqual([id]);
    await t.db.query('delete from patients where id = $1', [id]);
    expect(await found('aminetou ould sidi')).toEqual([]);
    const [{ left }] = await t.db.query<{ left: number }>('select count(*)::int as "left" from patient_name_tails where patient_id = $1', [id]);
    expect(left).toBe(0);
  });

  it('says nothing beyond its cap, so that the caller reads the names themselves', async () => {
    expect(await found('mohamed ould', 2)).toBeUndefined();
    expect(await found('mohamed ould', 100)).toHaveLength(holding(names, 'mohamed ould').length);
  });

  it('still finds a phone typed with spaces, which is a text of several words too', async () => {
    const [{ id }] = await t.db.query<{ id: string }>("insert into patients (name, phone) values ('Téléphone Espacé', '36 11 22 33') returning id::text as id");
    const response = await call<PatientPageAnswer>(t.app, 'GET', `/api/patient?q=${encodeURIComponent('36 11 2')}`, { token: admin.token });
    expect(response.body.success.map((p) => p._id)).toEqual([id]);
    expect(response.body.total).toBe(1);
    await t.db.query('delete from patients where id = $1', [id]);
  });

  it('answers the patients screen the same, through the tails and beyond their cap', async () => {
    const search = async (q: string) => {
      const response = await call<PatientPageAnswer>(t.app, 'GET', `/api/patient?q=${encodeURIComponent(q)}&limit=100`, { token: admin.token });
      expect(response.status).toBe(200);
      return { ids: response.body.success.map((p) => p._id).sort(), total: response.body.total };
    };
    expect(await search('med ould ahmed')).toEqual({ ids: holding(names, 'med ould ahmed'), total: holding(names, 'med ould ahmed').length });
    // More than the tails answer (2,000): the list is walked with the names' own condition.
    await insert(Array.from({ length: 2050 }, (_, i) => `Brahim Ould Cheikh ${i}`));
    const many = await search('brahim ould cheikh');
    expect(many.ids).toHaveLength(100);
    expect(many.ids.every((id) => names.get(id)?.startsWith('Brahim Ould Cheikh'))).toBe(true);
    expect(many.total).toBeGreaterThan(2000);
  });
});
