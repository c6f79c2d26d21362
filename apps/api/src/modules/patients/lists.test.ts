import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { PatientPageAnswer } from '@dental/contracts';
import { insertPayment } from '../../test/fixtures';
import { call, useAdminApp, type Session } from '../../test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm, transition } from '../../test/patients';


describe('patient lists: stages, sub-filters, search, paging and visibility', () => {
  const { t, admin } = useAdminApp();
  let sidi: Session;
  let aicha: Session;
  let assistant: Session;
  const ids: Record<string, string> = {};

  const list = async (query: string, session: Session = assistant) => {
    const response = await call<PatientPageAnswer>(t.app, 'GET', `/api/patient${query ? `?${query}` : ''}`, { token: session.token });
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${response.raw}`);
    const { success, total, totalEstimated, offset, limit } = response.body;
    return { items: success, total, totalEstimated, offset, limit };
  };
  const names = async (query: string, session?: Session) => (await list(query, session)).items.map((p) => p.name);

  const charge = (patient: string, doctor: string, amount: string) =>
    t.db.query('insert into charges (patient_id, doctor_id, amount) values ($1, $2, $3)', [patient, doctor, amount]);

  beforeAll(async () => {
    sidi = await createDoctor(t.app, admin.token, 'dr.sidi');
    aicha = await createDoctor(t.app, admin.token, 'dr.aicha');
    assistant = await createAssistant(t.app, admin.token, 'assistant');
    const add = async (key: string, doctor: string | string[], name: string, phone = '22000000', whatsApp?: string) => {
      ids[key] = (await createPatient(t.app, admin.token, patientForm(Array.isArray(doctor) ? doctor[0] : doctor, { doctor, name, contact: { phone, whatsApp } })))._id;
    };
    // Oldest first: the lists answer newest first.
    await add('salem', sidi._id, 'Ahmed Ould Salem', '36 11 22 33', '+222 46 11 22 33');
    await add('fatimetou', sidi._id, 'Fatimetou Mint Ahmed', '41000000');
    await add('moussa', aicha._id, 'Moussa Ba', '42000000');
    await add('khadijetou', sidi._id, 'Khadijetou Mint Cheikh', '43000000');
    await add('brahim', [sidi._id, aicha._id], 'Cheikh Ould Brahim', '44000000');
    await add('zeinebou', aicha._id, 'Zeinebou Sy', '45000000');
    await add('debtor', sidi._id, 'Debiteur Fini', '46000000');
    await add('settled', sidi._id, 'Solde Fini', '47000000');
    await add('creditor', aicha._id, 'Crediteur Fini', '48000000');

    const archived = await call(t.app, 'PUT', `/api/patient/${ids.fatimetou}`, { token: admin.token, body: patientForm(sidi._id, { name: 'Fatimetou Mint Ahmed', contact: { phone: '41000000' }, archive: true }) });
    if (archived.status !== 200) throw new Error(archived.raw);
    for (const key of ['khadijetou', 'brahim', 'zeinebou', 'debtor', 'settled', 'creditor']) await transition(t.app, admin.token, 'passPatient', ids[key]);
    // Registration numbers chosen for the prefix rules.
    const regNos: Record<string, number> = { khadijetou: 12, brahim: 1234, zeinebou: 5120, debtor: 120, settled: 12345, creditor: 7 };
    for (const [key, regNo] of Object.entries(regNos)) await t.db.query('update patients set reg_no = $2 where id = $1', [ids[key], regNo]);

    await charge(ids.debtor, sidi._id, '500.00');
    await insertPayment(t.db, { patientId: ids.debtor, doctorId: sidi._id, amount: '200.50' });
    await charge(ids.settled, sidi._id, '0.10');
    await insertPayment(t.db, { patientId: ids.settled, doctorId: sidi._id, amount: '0.10' });
    await insertPayment(t.db, { patientId: ids.creditor, doctorId: aicha._id, amount: '1000.00' });
    for (const key of ['debtor', 'settled', 'creditor']) await transition(t.app, admin.token, 'finishPatient', ids[key]);
  });

  it('lists each stage newest first, with its default sub-filter', async () => {
    expect(await names('ptType=consultation')).toEqual(['Moussa Ba', 'Ahmed Ould Salem']);
    expect(await names('ptType=consultation&filter=notArchived')).toEqual(['Moussa Ba', 'Ahmed Ould Salem']);
    expect(await names('ptType=consultation&filter=archived')).toEqual(['Fatimetou Mint Ahmed']);
    expect(await names('ptType=current')).toEqual(['Zeinebou Sy', 'Cheikh Ould Brahim', 'Khadijetou Mint Cheikh']);
    expect(await names('ptType=current&filter=patients')).toEqual(['Zeinebou Sy', 'Cheikh Ould Brahim', 'Khadijetou Mint Cheikh']);
    expect(await names('ptType=current&filter=inCommon')).toEqual(['Cheikh Ould Brahim']);
    expect(await names('ptType=finish')).toEqual(['Crediteur Fini', 'Solde Fini', 'Debiteur Fini']);
  });

  it('splits the finished patients by balance: debtor, settled, creditor', async () => {
    const debtors = await list('ptType=finish&filter=debtor');
    expect(debtors.items.map((p) => [p.name, p.balance, p.RegNo])).toEqual([['Debiteur Fini', -299.5, '0120']]);
    expect(await names('ptType=finish&filter=settled')).toEqual(['Solde Fini']);
    const creditors = await list('ptType=finish&filter=creditor');
    expect(creditors.items.map((p) => [p.name, p.balance, p.RegNo])).toEqual([['Crediteur Fini', 1000, '0007']]);
  });

  it('filters by doctor; patients in common appear for each of their doctors', async () => {
    expect(await names(`ptType=current&doctor=${aicha._id}`)).toEqual(['Zeinebou Sy', 'Cheikh Ould Brahim']);
    expect(await names(`ptType=current&doctor=${sidi._id}`)).toEqual(['Cheikh Ould Brahim', 'Khadijetou Mint Cheikh']);
    expect(await names(`ptType=current&filter=inCommon&doctor=${aicha._id}`)).toEqual(['Cheikh Ould Brahim']);
    expect(await names(`ptType=finish&doctor=${aicha._id}`)).toEqual(['Crediteur Fini']);
  });

  it('keeps an own-data doctor to their own patients (AFFICHER), any doctor with AFFICHER_GLOBAL', async () => {
    expect(await names('ptType=current', sidi)).toEqual(['Cheikh Ould Brahim', 'Khadijetou Mint Cheikh']);
    expect(await names(`ptType=current&doctor=${sidi._id}`, sidi)).toEqual(['Cheikh Ould Brahim', 'Khadijetou Mint Cheikh']);
    expect(await names('ptType=consultation', aicha)).toEqual(['Moussa Ba']);
    expect(await names('q=ould', aicha)).toEqual(['Cheikh Ould Brahim']);
    const other = await call<{ err: string }>(t.app, 'GET', `/api/patient?ptType=current&doctor=${aicha._id}`, { token: sidi.token });
    expect(other.status).toBe(403);
    expect(other.body.err.startsWith('AFFICHER')).toBe(true);
    expect((await call(t.app, 'GET', `/api/patient/${ids.moussa}`, { token: sidi.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/patient/${ids.brahim}`, { token: aicha.token })).status).toBe(200);
    expect((await list('', assistant)).total).toBe(9);
    expect((await list('', admin)).total).toBe(9);
  });

  describe('search', () => {
    it('matches registration numbers by PREFIX of their 4-digit text', async () => {
      // 1234 and 12345 start with "12"; 0012 and 0120 and 5120 only contain it.
      expect(await names('q=12')).toEqual(['Solde Fini', 'Cheikh Ould Brahim']);
      expect(await names('q=0012')).toEqual(['Khadijetou Mint Cheikh']);
      expect(await names('q=012')).toEqual(['Debiteur Fini']);
      expect(await names('q=0007')).toEqual(['Crediteur Fini']);
      expect(await names('q=512')).toEqual(['Zeinebou Sy']);
      expect(await names('q=120')).toEqual([]);
    });

    it('matches names by case-insensitive CONTAINS', async () => {
      expect(await names('q=OULD')).toEqual(['Cheikh Ould Brahim', 'Ahmed Ould Salem']);
      expect(await names('q=hmed')).toEqual(['Fatimetou Mint Ahmed', 'Ahmed Ould Salem']);
      expect(await names('q=mint%20CHEIKH')).toEqual(['Khadijetou Mint Cheikh']);
      expect(await names('q=%20%20ba%20%20')).toEqual(['Moussa Ba']);
      expect(await names('q=xyz')).toEqual([]);
    });

    it('matches phones by PREFIX on the phone or the WhatsApp number, spaces ignored', async () => {
      expect(await names('q=3611')).toEqual(['Ahmed Ould Salem']);
      expect(await names(`q=${encodeURIComponent('36 11 2')}`)).toEqual(['Ahmed Ould Salem']);
      expect(await names(`q=${encodeURIComponent('+222 4611')}`)).toEqual(['Ahmed Ould Salem']);
      expect(await names(`q=${encodeURIComponent('+22246')}`)).toEqual(['Ahmed Ould Salem']);
      // Inside the number is not a prefix.
      expect(await names('q=1122')).toEqual([]);
      expect(await names('q=42')).toEqual(['Moussa Ba']);
      expect(await names('q=4')).toEqual(['Crediteur Fini', 'Solde Fini', 'Debiteur Fini', 'Zeinebou Sy', 'Cheikh Ould Brahim', 'Khadijetou Mint Cheikh', 'Moussa Ba', 'Fatimetou Mint Ahmed']);
    });

    it('searches every stage without ptType (quick search) and one stage with it', async () => {
      expect(await names('q=ould')).toEqual(['Cheikh Ould Brahim', 'Ahmed Ould Salem']);
      expect(await names('q=ould&ptType=consultation')).toEqual(['Ahmed Ould Salem']);
      expect(await names('q=fini&ptType=finish&filter=creditor')).toEqual(['Crediteur Fini']);
      expect(await names('q=&ptType=current')).toEqual(['Zeinebou Sy', 'Cheikh Ould Brahim', 'Khadijetou Mint Cheikh']);
      // The home quick search asks for 5 hits.
      const quick = await list('q=i&limit=5');
      expect(quick.items).toHaveLength(5);
      expect(quick.total).toBe(7);
    });

    it('takes LIKE wildcards literally', async () => {
      await createPatient(t.app, admin.token, patientForm(sidi._id, { name: '100%_sûr \\ test', contact: { phone: '1' } }));
      expect(await names(`q=${encodeURIComponent('%')}`)).toEqual(['100%_sûr \\ test']);
      expect(await names(`q=${encodeURIComponent('_')}`)).toEqual(['100%_sûr \\ test']);
      expect(await names(`q=${encodeURIComponent('\\')}`)).toEqual(['100%_sûr \\ test']);
      expect(await names(`q=${encodeURIComponent('0%_S')}`)).toEqual(['100%_sûr \\ test']);
      await t.db.query("delete from patients where name = '100%_sûr \\ test'");
    });
  });

  it('pages with offset and limit and counts the total exactly', async () => {
    const created: string[] = [];
    for (let i = 1; i <= 7; i += 1) created.push((await createPatient(t.app, admin.token, patientForm(aicha._id, { name: `Page ${i}` })))._id);
    const pages = await Promise.all([0, 3, 6, 9].map((offset) => list(`q=page&limit=3&offset=${offset}`)));
    expect(pages.map((p) => [p.items.map((i) => i.name), p.total, p.offset, p.limit])).toEqual([
      [['Page 7', 'Page 6', 'Page 5'], 7, 0, 3],
      [['Page 4', 'Page 3', 'Page 2'], 7, 3, 3],
      [['Page 1'], 7, 6, 3],
      [[], 7, 9, 3],
    ]);
    const whole = await list('q=page&limit=7');
    expect([whole.items.length, whole.total]).toEqual([7, 7]);
    const defaults = await list('ptType=consultation');
    expect([defaults.offset, defaults.limit, defaults.total]).toEqual([0, 30, 9]);
    for (const id of created) await call(t.app, 'DELETE', `/api/patient/${id}`, { token: admin.token });
  });

  /** Runs `test` with `count` consultation patients named Bulk 1…count, a minute apart in 2021 (older than the others) and analyzed. */
  const withBulk = async (count: number, test: () => Promise<void>) => {
    await t.db.query(
      `insert into patients (name, phone, created_at)
         select 'Bulk ' || g, '5' || lpad(g::text, 7, '0'), timestamptz '2021-01-01' + g * interval '1 minute'
           from generate_series(1, $1::int) as g`,
      [count],
    );
    await t.db.exec('analyze patients');
    try {
      await test();
    } finally {
      await t.db.query("delete from patients where name like 'Bulk %'");
    }
  };
  const keepBulk = (count: number) =>
    t.db.query("delete from patients where name like 'Bulk %' and created_at > timestamptz '2021-01-01' + $1::int * interval '1 minute'", [count]);

  it('pages a search with many matches (read newest first, estimated) like one with few (sorted matches, counted)', () =>
    withBulk(5003, async () => {
      const many = await list('q=bulk&limit=3');
      expect(many.items.map((p) => p.name)).toEqual(['Bulk 5003', 'Bulk 5002', 'Bulk 5001']);
      expect(many.totalEstimated).toBe(true);
      expect(many.total).toBeGreaterThan(4000);
      expect(many.total).toBeLessThan(6000);
      const last = await list('q=bulk&limit=3&offset=5001');
      expect([last.total, last.totalEstimated, last.items.map((p) => p.name)]).toEqual([5003, undefined, ['Bulk 2', 'Bulk 1']]);
      const few = await list('q=bulk%2050&limit=3');
      expect([few.total, few.totalEstimated, few.items.map((p) => p.name)]).toEqual([15, undefined, ['Bulk 5003', 'Bulk 5002', 'Bulk 5001']]);
      // Phones 5 + the number on 7 digits: 5000050 starts those of 500 to 509.
      const phones = await list('q=5000050&limit=5');
      expect([phones.total, phones.items.map((p) => p.name)]).toEqual([10, ['Bulk 509', 'Bulk 508', 'Bulk 507', 'Bulk 506', 'Bulk 505']]);
    }));

  describe('totals: exact up to 2,000 matches, else the estimate, flagged', () => {
    it('counts up to 2,000 matches exactly and estimates a longer list', () =>
      withBulk(2500, async () => {
        const long = await list('ptType=consultation&limit=3');
        expect(long.items.map((p) => p.name)).toEqual(['Moussa Ba', 'Ahmed Ould Salem', 'Bulk 2500']);
        expect(long.totalEstimated).toBe(true);
        expect(long.total).toBeGreaterThan(2000);
        expect(long.total).toBeLessThan(3200);
        // The last page tells the exact total.
        const end = await list('ptType=consultation&limit=3&offset=2500');
        expect([end.total, end.totalEstimated, end.items.map((p) => p.name)]).toEqual([2502, undefined, ['Bulk 2', 'Bulk 1']]);
        // "Bulk 1", "Bulk 1x", "Bulk 1xx" and "Bulk 1xxx": 1,111 matches, counted.
        const search = await list('q=bulk%201&limit=3');
        expect([search.total, search.totalEstimated]).toEqual([1111, undefined]);
        await keepBulk(1000);
        await t.db.exec('analyze patients');
        const counted = await list('ptType=consultation&limit=3');
        expect([counted.total, counted.totalEstimated]).toEqual([1002, undefined]);
      }));

    it('keeps an estimate within what the pages show: above a full page, at most the offset of an empty page', () =>
      withBulk(2500, async () => {
        // The statistics still say 2,500 when only 100 are left.
        await keepBulk(100);
        const first = await list('ptType=consultation&limit=30');
        expect([first.items.length, first.totalEstimated]).toEqual([30, true]);
        expect(first.total).toBeGreaterThan(30);
        const pastTheEnd = await list('ptType=consultation&limit=30&offset=150');
        expect([pastTheEnd.items, pastTheEnd.totalEstimated]).toEqual([[], true]);
        expect(pastTheEnd.total).toBeLessThanOrEqual(150);
        const whole = await list('ptType=consultation&limit=200');
        expect([whole.items.length, whole.total, whole.totalEstimated]).toEqual([102, 102, undefined]);
      }));

    it('answers the quick search (every stage, 5 hits) without counting', () =>
      withBulk(5003, async () => {
        const query = jest.spyOn(t.db, 'query');
        try {
          const quick = await list('q=bulk&offset=0&limit=5');
          expect(quick.items.map((p) => p.name)).toEqual(['Bulk 5003', 'Bulk 5002', 'Bulk 5001', 'Bulk 5000', 'Bulk 4999']);
          expect(quick.totalEstimated).toBe(true);
          const onPatients = query.mock.calls.map(([sql]) => sql).filter((sql) => /from patients p/.test(sql));
          expect(onPatients).toHaveLength(2);
          expect(onPatients[0]).toMatch(/^explain/);
          expect(onPatients.join('\n')).not.toMatch(/count\(/);
        } finally {
          query.mockRestore();
        }
      }));

    it('says nothing of an estimate on an exact answer', async () => {
      const response = await call<PatientPageAnswer>(t.app, 'GET', '/api/patient?ptType=current', { token: admin.token });
      expect(Object.keys(response.body)).toEqual(['success', 'total', 'offset', 'limit']);
    });
  });

  it('breaks ties of creation time by id, newest first', async () => {
    const [{ id: first }] = await t.db.query<{ id: string }>("insert into patients (name, created_at) values ('Tie A', '2020-01-01T00:00:00Z') returning id::text as id");
    const [{ id: second }] = await t.db.query<{ id: string }>("insert into patients (name, created_at) values ('Tie B', '2020-01-01T00:00:00Z') returning id::text as id");
    const page = await list('q=tie%20');
    expect(page.items.map((p) => p._id)).toEqual([second, first]);
    await t.db.query('delete from patients where id = any($1::bigint[])', [[first, second]]);
  });
});
