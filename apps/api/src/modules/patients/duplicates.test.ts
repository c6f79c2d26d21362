import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Patient, PatientPageAnswer } from '@dental/contracts';
import { DUPLICATE_KEY_DROPPED, duplicateNameKey, NAME_KEY_FROM, nameKey } from '@dental/domain';
import { call, fr, useAdminApp, type Session } from '../../test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm } from '../../test/patients';

/** Issue 19: one patient, one file. Names compared without case, accents or extra spaces; phones that are phones. */
describe('likely duplicates, the accent-blind search and phone numbers', () => {
  const { t, admin } = useAdminApp();
  let sidi: Session;
  let aicha: Session;
  let assistant: Session;
  let penda: Patient;

  const duplicates = async (query: Record<string, string>, session: Session = assistant) => {
    const response = await call<{ success: Patient[] }>(t.app, 'GET', `/api/patient/duplicates?${new URLSearchParams(query)}`, { token: session.token });
    if (response.status !== 200) throw new Error(`${response.status} ${response.raw}`);
    return response.body.success.map((patient) => patient.name);
  };

  beforeAll(async () => {
    sidi = await createDoctor(t.app, admin.token, 'dr.sidi');
    aicha = await createDoctor(t.app, admin.token, 'dr.aicha');
    assistant = await createAssistant(t.app, admin.token, 'assistant');
    penda = await createPatient(t.app, admin.token, patientForm(sidi._id, { name: 'Penda Diop', contact: { phone: '36 11 22 33' }, yearOfBirth: 1980 }));
    await createPatient(t.app, admin.token, patientForm(aicha._id, { name: 'Pénda  DIOP', contact: { phone: '46000000' }, yearOfBirth: 1990 }));
    await createPatient(t.app, admin.token, patientForm(aicha._id, { name: 'Penda Diop Fall', contact: { phone: '36112233' }, yearOfBirth: 1980 }));
  });

  it('holds patient_name_key in SQL to nameKey over its whole table', async () => {
    const samples = [...NAME_KEY_FROM].map((char) => `  X${char}Y  Ab `).concat(['  PÉNDA   Diop ', 'Pe\u0301nda', 'أَحْمَد', 'إبراهيـــم', '100%_Sûr \\ test']);
    const rows = await t.db.query<{ key: string }>('select patient_name_key(s) as key from unnest($1::text[]) with ordinality as u(s, i) order by i', [samples]);
    expect(rows.map((row) => row.key)).toEqual(samples.map(nameKey));
  });

  it('holds patient_duplicate_key in SQL to duplicateNameKey', async () => {
    const samples = [...DUPLICATE_KEY_DROPPED].map((char) => `Demba N${char}diaye`).concat(["  Sidi-Mohamed  O'Béchir ", 'Fatimétou – Mint', 'أَحْمَد سالم']);
    const rows = await t.db.query<{ key: string }>(
      'select patient_duplicate_key(patient_name_key(s)) as key from unnest($1::text[]) with ordinality as u(s, i) order by i',
      [samples],
    );
    expect(rows.map((row) => row.key)).toEqual(samples.map(duplicateNameKey));
    expect(new Set(rows.slice(0, DUPLICATE_KEY_DROPPED.length).map((row) => row.key))).toEqual(new Set(['dembandiaye']));
  });

  it('finds the same phone whatever the name, and the same name with the same year of birth, newest first', async () => {
    // Same phone (spaces aside) as Penda Diop and Penda Diop Fall, another year: both, newest first.
    expect(await duplicates({ name: 'penda diop', phone: '36112233', yearOfBirth: '2001' })).toEqual(['Penda Diop Fall', 'Penda Diop']);
    // Same year as Penda, another phone; the other Penda Diop has neither.
    expect(await duplicates({ name: '  PENDA Diop', phone: '22000000', yearOfBirth: '1980' })).toEqual(['Penda Diop']);
    // Both files match: the newest first.
    expect(await duplicates({ name: 'Pénda Diop', phone: '46 00 00 00', yearOfBirth: '1980' })).toEqual(['Pénda  DIOP', 'Penda Diop']);
    expect(await duplicates({ name: 'Penda Diop', phone: '22000000', yearOfBirth: '1970' })).toEqual([]);
    // Issue 34: the same phone is always a likely duplicate, even under another name.
    expect(await duplicates({ name: 'Penda', phone: '36112233' })).toEqual(['Penda Diop Fall', 'Penda Diop']);
    // A longer name with another phone is another person.
    expect(await duplicates({ name: 'Penda', phone: '22000000', yearOfBirth: '1980' })).toEqual([]);
  });

  it('compares names without apostrophes, hyphens and accents (issue 34)', async () => {
    await createPatient(t.app, admin.token, patientForm(sidi._id, { name: 'Demba Ndiaye', contact: { phone: '22 33 44 55' }, yearOfBirth: 1975 }));
    await createPatient(t.app, admin.token, patientForm(sidi._id, { name: 'Sidi-Mohamed Béchir', contact: { phone: '22445566' }, yearOfBirth: 1969 }));
    // Same phone, the name written with an apostrophe.
    expect(await duplicates({ name: "Demba N'diaye", phone: '22334455' })).toEqual(['Demba Ndiaye']);
    // Another phone: the same name (apostrophe, curly apostrophe, case) and the same year.
    expect(await duplicates({ name: "DEMBA N'DIAYE", phone: '46778899', yearOfBirth: '1975' })).toEqual(['Demba Ndiaye']);
    expect(await duplicates({ name: 'Demba N’Diaye', yearOfBirth: '1975' })).toEqual(['Demba Ndiaye']);
    // Hyphen or space, accent or none.
    expect(await duplicates({ name: 'sidi mohamed bechir', yearOfBirth: '1969' })).toEqual(['Sidi-Mohamed Béchir']);
    expect(await duplicates({ name: 'Sidi–Mohamed Bé-chir', yearOfBirth: '1969' })).toEqual(['Sidi-Mohamed Béchir']);
    // The same name another year, with another phone: not proposed.
    expect(await duplicates({ name: "Demba N'diaye", phone: '46778899', yearOfBirth: '1990' })).toEqual([]);
    await t.db.query("delete from patients where name in ('Demba Ndiaye', 'Sidi-Mohamed Béchir')");
  });

  it('answers the patient as the lists do, and nothing without a phone or a year to compare', async () => {
    const response = await call<{ success: Patient[] }>(t.app, 'GET', '/api/patient/duplicates?name=Penda%20Diop&yearOfBirth=1980', { token: assistant.token });
    expect(response.body.success).toEqual([penda]);
    expect(await duplicates({ name: 'Penda Diop' })).toEqual([]);
    expect(await duplicates({ name: 'Penda Diop', phone: '', yearOfBirth: '' })).toEqual([]);
  });

  it('never tells a doctor of a patient they may not see', async () => {
    const probe = { name: 'Penda Diop', phone: '46000000', yearOfBirth: '1980' };
    expect(await duplicates(probe, sidi)).toEqual(['Penda Diop']);
    expect(await duplicates(probe, aicha)).toEqual(['Pénda  DIOP']);
    const nobody = await createDoctor(t.app, admin.token, 'dr.nobody');
    expect(await duplicates(probe, nobody)).toEqual([]);
  });

  it('refuses a query without a name or with a year that is not one, in the form’s words', async () => {
    const refused = async (query: string) => {
      const response = await call(t.app, 'GET', `/api/patient/duplicates?${query}`, { token: assistant.token });
      return [response.status, response.body];
    };
    expect(await refused('phone=36112233')).toEqual([300, { formErrors: [fr('patient.nameRequired')] }]);
    expect(await refused('name=Penda&yearOfBirth=abc')).toEqual([300, { formErrors: [fr('patient.yearOfBirthRequired')] }]);
    expect(await refused('name=Penda&yearOfBirth=1850')).toEqual([300, { formErrors: [fr('patient.yearOfBirthRequired')] }]);
  });

  it('reads the duplicates from the index on the name key', async () => {
    await t.db.query(
      `insert into patients (name, phone, dob) select 'Index patient ' || g, (20000000 + g)::text, 1950 + g % 50 from generate_series(1, 2000) as g`,
    );
    await t.db.exec('analyze patients');
    const plan = await t.db.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      const rows = await tx.query<Record<string, string>>("explain select 1 from patients p where p.name_key = 'index patient 7'");
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('patients_name_key_idx');
    const duplicatesPlan = await t.db.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      const rows = await tx.query<Record<string, string>>(
        "explain select 1 from patients p where replace(p.phone, ' ', '') = '20000007' or (patient_duplicate_key(p.name_key) = 'indexpatient7' and p.dob = 1957)",
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(duplicatesPlan).toContain('patients_duplicate_key_idx');
    expect(duplicatesPlan).toContain('patients_phone_idx');
    await t.db.query("delete from patients where name like 'Index patient %'");
  });

  describe('the search, case and accents aside', () => {
    const names = async (q: string) => {
      const response = await call<PatientPageAnswer>(t.app, 'GET', `/api/patient?q=${encodeURIComponent(q)}`, { token: assistant.token });
      return response.body.success.map((patient) => patient.name);
    };

    it('finds Penda from "pénda", Pénda from "PENDA", anywhere in the name', async () => {
      expect(await names('pénda')).toEqual(['Penda Diop Fall', 'Pénda  DIOP', 'Penda Diop']);
      expect(await names('PENDA  diop  fall')).toEqual(['Penda Diop Fall']);
      expect(await names('diop')).toEqual(['Penda Diop Fall', 'Pénda  DIOP', 'Penda Diop']);
      expect(await names('ÉNDA DIOP F')).toEqual(['Penda Diop Fall']);
    });
  });

  describe('phone numbers', () => {
    const save = (phone: string, whatsApp?: string) =>
      call<{ success?: Patient; formErrors?: string[] }>(t.app, 'POST', '/api/patient', {
        token: admin.token,
        body: patientForm(sidi._id, { name: 'Téléphone Test', contact: { phone, whatsApp } }),
      });

    it('refuses a phone or WhatsApp number with anything but digits, spaces and a leading +', async () => {
      for (const phone of ['12ab', '36-11-22-33', '36+11', '+', '++222 36', '٣٦١١٢٢٣٣']) {
        const response = await save(phone);
        expect({ phone, status: response.status, body: response.body }).toEqual({ phone, status: 300, body: { formErrors: [fr('patient.phoneInvalid')] } });
      }
      const whatsApp = await save('36112233', '+222 abc');
      expect([whatsApp.status, whatsApp.body]).toEqual([300, { formErrors: [fr('patient.whatsAppInvalid')] }]);
      expect((await t.db.query("select 1 from patients where name = 'Téléphone Test'")).length).toBe(0);
    });

    it('keeps asking for a missing phone, and accepts digits, spaces and a leading +', async () => {
      const missing = await save('   ');
      expect(missing.body).toEqual({ formErrors: [fr('patient.phoneRequired')] });
      const saved = await save(' +222 36 11 22 33 ', '');
      expect([saved.status, saved.body.success?.contact]).toEqual([200, { phone: '+222 36 11 22 33', whatsApp: '+222' }]);
    });
  });
});
