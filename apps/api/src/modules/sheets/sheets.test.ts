import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry, LabConsumption, PatientInvoice, Quote, Sheet, SheetLine } from '@dental/contracts';
import { call, fr, useAdminApp, type Session } from '../../test/helpers';
import { balanceOf, createQuote, createTreatment, doctorWithPatient } from '../../test/patient-file';
import { createPatient, patientForm } from '../../test/patients';

type SheetAnswer = { success: Sheet };

describe('treatment sheets, invoices and laboratory work', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let patient: string;
  let crown: string;
  let implant: string;
  let lab: string;
  let quote: Quote;

  beforeAll(async () => {
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'dr.sheets'));
    crown = await createTreatment(t.app, admin.token, 'Couronne zircone', 12000, 'prothese');
    implant = await createTreatment(t.app, admin.token, 'Implant titane', 45000, 'implant');
    lab = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Lab Sheets', phone: '45000000' } })).body.success._id;
    await call(t.app, 'POST', `/api/laboratory/${lab}/treatments`, { token: admin.token, body: { treatment: crown, price: 3000.5 } });
    quote = await createQuote(t.app, doctor.token, patient, [
      { treatment: crown, nums: ['11', '12', '13'] },
      { treatment: implant, nums: ['36'] },
    ]);
  });

  const newSheet = async () => (await call<SheetAnswer>(t.app, 'POST', `/api/fiche/${patient}`, { token: doctor.token })).body.success;
  const saveLine = (sheet: string, body: Record<string, unknown>, session: Session = doctor) => call<SheetAnswer>(t.app, 'PUT', `/api/fiche/${patient}/LineFiche/${sheet}`, { token: session.token, body });
  const errorsOf = (response: { body: unknown }) => (response.body as { formErrors: string[] }).formErrors;

  it('invoices the quote lines once, with gap-free numbers under concurrent creation', async () => {
    const invoiceable = await call<{ success: Quote[] }>(t.app, 'GET', `/api/invoice/${patient}/getAllDevis`, { token: doctor.token });
    expect(invoiceable.body.success[0].LineDevis).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call<{ success: PatientInvoice }>(t.app, 'POST', `/api/invoice/${patient}`, { token: doctor.token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 300, 300, 300, 300]);
    const invoice = answers.find((a) => a.status === 200)?.body.success as PatientInvoice;
    expect([invoice.numInvoice, invoice.total, invoice.LineInvoice.length]).toEqual([1, 81000, 2]);
    expect(errorsOf(answers.find((a) => a.status === 300) as { body: unknown })).toEqual([fr('patientInvoice.nothingToInvoice')]);
    const other = await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Many Invoices' }));
    for (let i = 0; i < 6; i += 1) await createQuote(t.app, doctor.token, other._id, [{ treatment: crown, nums: ['21'] }]);
    const numbers = await Promise.all(Array.from({ length: 6 }, () => call<{ success: PatientInvoice }>(t.app, 'POST', `/api/invoice/${other._id}`, { token: doctor.token })));
    const made = numbers.filter((a) => a.status === 200).map((a) => a.body.success.numInvoice).sort((a, b) => a - b);
    expect(made).toEqual(Array.from({ length: made.length }, (_, i) => i + 1));
    // Without a patient: the invoices of every patient the doctor follows, not another doctor's.
    const stranger = await doctorWithPatient(t.app, admin.token, 'dr.sheets.stranger');
    await createQuote(t.app, stranger.doctor.token, stranger.patient, [{ treatment: crown, nums: ['22'] }]);
    await call(t.app, 'POST', `/api/invoice/${stranger.patient}`, { token: stranger.doctor.token });
    const mine = await call<{ success: PatientInvoice[] }>(t.app, 'GET', '/api/invoice', { token: doctor.token });
    expect(new Set(mine.body.success.map((i) => i.patient))).toEqual(new Set([patient, other._id]));
  });

  it('records lines from quote lines, sends work to the laboratory and opens an implant record', async () => {
    const sheet = await newSheet();
    expect(sheet.numFiche).toBe(1);
    const withCrown = await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: { nums: ['11', '12'] }, laboratory: lab, dateAppointment: '2026-04-01' });
    expect(withCrown.status).toBe(200);
    const [line] = withCrown.body.success.LineFiche;
    expect(line).toMatchObject({ acte: 'Couronne zircone', amount: 24000, finish: 0, dateAppointment: '2026-04-01', consumptionLab: { laboratory: { _id: lab }, price: 3000.5, total: 6001 } });
    expect(line.lineInvoice).toMatchObject({ _id: quote.LineDevis[0]._id, teeth: { nums: ['11', '12'] }, devis: { numDevis: quote.numDevis } });
    const labo = await call<{ success: LabConsumption[] }>(t.app, 'GET', `/api/laboratory/consumptions?patient=${patient}`, { token: doctor.token });
    expect(labo.body.success.map((c) => [c.treatment.name, c.teeth.nums, c.total])).toEqual([['Couronne zircone', ['11', '12'], 6001]]);
    const cases = await t.db.query<{ finish: boolean }>('select finish from lab_cases where patient_id = $1', [patient]);
    expect(cases).toEqual([{ finish: false }]);
    await saveLine(sheet._id, { treatment: implant, devis: quote._id, teeth: ['36'] });
    const implants = await t.db.query<{ teeth: string[] }>('select teeth from implants where patient_id = $1', [patient]);
    expect(implants).toEqual([{ teeth: ['36'] }]);
    // Another session of the same quote lines: a tooth's lab work and implant follow-up are not repeated.
    const linesBefore = (await call<{ success: Sheet }>(t.app, 'GET', `/api/fiche/${patient}/${sheet._id}`, { token: doctor.token })).body.success.LineFiche.map((l) => l._id);
    const consumed = await t.db.query('select id from lab_consumptions where patient_id = $1', [patient]);
    expect(errorsOf(await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: ['11'], laboratory: lab }))).toEqual([fr('sheet.alreadySentToLab', { teeth: '11' })]);
    expect((await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: ['11'] })).status).toBe(200);
    const sessions = await saveLine(sheet._id, { treatment: implant, devis: quote._id, teeth: ['36'] });
    expect(sessions.status).toBe(200);
    expect(await t.db.query('select id from lab_consumptions where patient_id = $1', [patient])).toEqual(consumed);
    expect(await t.db.query<{ teeth: string[] }>('select teeth from implants where patient_id = $1', [patient])).toEqual([{ teeth: ['36'] }]);
    for (const added of sessions.body.success.LineFiche.filter((l) => !linesBefore.includes(l._id))) {
      expect((await call(t.app, 'DELETE', `/api/fiche/${patient}/${sheet._id}/LineFiche/${added._id}`, { token: doctor.token })).status).toBe(200);
    }
    expect(errorsOf(await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: ['21'] }))).toEqual([fr('sheet.teethNotInLine', { tooth: '21' })]);
    expect(errorsOf(await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: [] }))).toEqual([fr('quote.teethRequired')]);
  });

  it('charges the balance for a done act once, and locks its act and amount', async () => {
    const [sheet] = (await call<{ success: Sheet[] }>(t.app, 'GET', `/api/fiche/${patient}`, { token: doctor.token })).body.success;
    const [crownLine, implantLine] = sheet.LineFiche;
    const before = await balanceOf(t.app, admin.token, patient);
    const lists = { _id: [crownLine._id], dateAppointment: ['2026-04-01'], acte: ['Couronne 11-12'], amount: [24000], finish: [1] };
    const done = await call<SheetAnswer>(t.app, 'PUT', `/api/fiche/${patient}/${sheet._id}`, { token: doctor.token, body: { LineFiche: lists } });
    expect(done.body.success.LineFiche[0]).toMatchObject({ finish: 1, acte: 'Couronne 11-12' });
    expect(await balanceOf(t.app, admin.token, patient)).toBe(before - 24000);
    const history = (await call<{ success: AuditEntry[] }>(t.app, 'GET', `/api/patient/${patient}/history`, { token: admin.token })).body.success;
    expect(history.find((e) => e.entity === 'sheetLine' && e.action === 'update')).toMatchObject({
      entityId: crownLine._id,
      user: { username: 'dr.sheets' },
      before: { amount: 24000, finish: 0 },
      after: { amount: 24000, finish: 1, acte: 'Couronne 11-12' },
    });
    expect(history.filter((e) => e.entity === 'labConsumption').map((e) => e.action)).toEqual(['create']);
    expect(history.filter((e) => e.entity === 'quote').map((e) => e.action)).toEqual(['create']);
    expect(history.filter((e) => e.entity === 'patientInvoice').map((e) => e.action)).toEqual(['create']);
    // Saving it again as it is charges nothing more; changing the amount is refused.
    await call(t.app, 'PUT', `/api/fiche/${patient}/${sheet._id}`, { token: doctor.token, body: lists });
    expect(await balanceOf(t.app, admin.token, patient)).toBe(before - 24000);
    const locked = await call(t.app, 'PUT', `/api/fiche/${patient}/${sheet._id}`, { token: doctor.token, body: { ...lists, amount: [1] } });
    expect(errorsOf(locked)).toEqual([fr('sheet.lineLocked')]);
    const mismatch = await call(t.app, 'PUT', `/api/fiche/${patient}/${sheet._id}`, { token: doctor.token, body: { ...lists, acte: [] } });
    expect(errorsOf(mismatch)).toEqual([fr('sheet.listsMismatch')]);
    expect((await call(t.app, 'DELETE', `/api/fiche/${patient}/${sheet._id}/LineFiche/${crownLine._id}`, { token: admin.token })).body).toEqual({ err: fr('treatment.done') });
    expect((await call(t.app, 'DELETE', `/api/fiche/${patient}/${sheet._id}`, { token: admin.token })).body).toEqual({ err: fr('treatment.done') });
    // The quote line realised on the sheet can no longer be deleted, nor the invoice billing it.
    const quoteLine = `/api/devis/${patient}/${quote._id}/deleteLineDevis/${quote.LineDevis[0]._id}`;
    expect((await call(t.app, 'DELETE', quoteLine, { token: doctor.token })).body).toEqual({ err: fr('treatment.done') });
    const [invoice] = (await call<{ success: PatientInvoice[] }>(t.app, 'GET', `/api/invoice?patient=${patient}`, { token: doctor.token })).body.success;
    expect((await call(t.app, 'DELETE', `/api/invoice/${patient}/${invoice._id}`, { token: admin.token })).body).toEqual({ err: fr('invoice.filled') });
    // A line not done goes, with its implant record.
    expect((await call(t.app, 'DELETE', `/api/fiche/${patient}/${sheet._id}/LineFiche/${implantLine._id}`, { token: doctor.token })).status).toBe(200);
    expect(await t.db.query('select 1 from implants where patient_id = $1', [patient])).toEqual([]);
  });

  describe('charges what the patient was quoted', () => {
    let dr: Session;
    let penda: string;
    let extraction: string;
    let scaling: string;

    beforeAll(async () => {
      ({ doctor: dr, patient: penda } = await doctorWithPatient(t.app, admin.token, 'dr.quoted'));
      extraction = await createTreatment(t.app, admin.token, 'Extraction simple', 2000, 'soins');
      scaling = await createTreatment(t.app, admin.token, 'Détartrage quadrant', 10, 'soins');
    });

    const quoteOf = async (body: Record<string, unknown>) => (await call<{ success: Quote }>(t.app, 'POST', `/api/devis/${penda}`, { token: dr.token, body })).body.success;
    const sheetOf = async () => (await call<SheetAnswer>(t.app, 'POST', `/api/fiche/${penda}`, { token: dr.token })).body.success._id;
    /** Records a session of the quote's first line on `teeth` (a `price` typed or not) and answers the new sheet line. */
    const session = async (sheet: string, quoted: Quote, teeth: string[], extra: Record<string, unknown> = {}) => {
      const quoteLine = quoted.LineDevis[0];
      const body = { treatment: quoteLine.treatment._id, devis: quoted._id, lineDevis: quoteLine._id, teeth: { nums: teeth }, ...extra };
      const saved = await call<SheetAnswer>(t.app, 'PUT', `/api/fiche/${penda}/LineFiche/${sheet}`, { token: dr.token, body });
      expect(saved.status).toBe(200);
      const lines = saved.body.success.LineFiche;
      return (lines.find((l) => l._id === extra.lineFicheId) ?? lines.at(-1)) as SheetLine;
    };
    /** Marks lines done (their amounts as shown), which charges them. */
    const finish = async (sheet: string, lines: SheetLine[]) => {
      const lists = { _id: lines.map((l) => l._id), dateAppointment: lines.map(() => null), acte: lines.map((l) => l.acte), amount: lines.map((l) => l.amount), finish: lines.map(() => 1) };
      expect((await call(t.app, 'PUT', `/api/fiche/${penda}/${sheet}`, { token: dr.token, body: lists })).status).toBe(200);
    };
    const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

    it('2 000 × 36 and 46, 200 off per tooth, 10 % off the quote: the done line charges 3 240, what the quote says remains', async () => {
      const quoted = await quoteOf({ reduce: 10, LineDevis: [{ treatment: extraction, discount: 200, teeth: { nums: ['36', '46'] } }] });
      expect([quoted.total, quoted.reduction, quoted.remainder]).toEqual([3600, 360, 3240]);
      const sheet = await sheetOf();
      const line = await session(sheet, quoted, ['36', '46']);
      expect([line.amount, line.lineInvoice?.quoteShare]).toEqual([3240, 3240]);
      const before = await balanceOf(t.app, admin.token, penda);
      await finish(sheet, [line]);
      expect(await balanceOf(t.app, admin.token, penda)).toBe(before - quoted.remainder);
    });

    it('three sessions of one tooth at 33.33 %: 6.67, 6.67 and 6.66, exactly the quoted 20.00 on the balance', async () => {
      const quoted = await quoteOf({ reduce: 33.33, LineDevis: [{ treatment: scaling, teeth: { nums: ['11', '21', '31'] } }] });
      expect(quoted.remainder).toBe(20);
      const sheet = await sheetOf();
      const before = await balanceOf(t.app, admin.token, penda);
      const lines = [await session(sheet, quoted, ['11']), await session(sheet, quoted, ['21']), await session(sheet, quoted, ['31'])];
      expect(lines.map((l) => l.amount)).toEqual([6.67, 6.67, 6.66]);
      await finish(sheet, lines);
      expect(cents([before]) - cents([await balanceOf(t.app, admin.token, penda)])).toBe(2000);
    });

    it('an edited session keeps the parts adding up; two teeth then one without a reduction', async () => {
      const quoted = await quoteOf({ reduce: 0, LineDevis: [{ treatment: scaling, price: 0.1, teeth: { nums: ['12', '22', '32'] } }] });
      const sheet = await sheetOf();
      const first = await session(sheet, quoted, ['12', '22']);
      const last = await session(sheet, quoted, ['32']);
      expect([first.amount, last.amount]).toEqual([0.2, 0.1]);
      const edited = await session(sheet, quoted, ['12', '22'], { lineFicheId: first._id, acte: 'Détartrage 12 22' });
      expect(edited.amount).toBe(0.2);
    });

    it('a unit price typed is charged as typed, and the session completing the line takes only its own part', async () => {
      const quoted = await quoteOf({ reduce: 10, LineDevis: [{ treatment: extraction, discount: 200, teeth: { nums: ['37', '47'] } }] });
      const sheet = await sheetOf();
      const typed = await session(sheet, quoted, ['37'], { price: 1500 });
      expect([typed.amount, typed.lineInvoice?.quoteShare]).toEqual([1500, 1620]);
      const rest = await session(sheet, quoted, ['47']);
      expect(rest.amount).toBe(1620);
      const before = await balanceOf(t.app, admin.token, penda);
      await finish(sheet, [typed, rest]);
      expect(await balanceOf(t.app, admin.token, penda)).toBe(before - 3120);
    });
  });

  it('numbers concurrent sheets without duplicates', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => call<SheetAnswer>(t.app, 'POST', `/api/fiche/${patient}`, { token: doctor.token })));
    expect(answers.map((a) => a.body.success.numFiche).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('links a line to the appointment booked for it; cancelling the appointment clears the date of a line not done only', async () => {
    const sheet = await newSheet();
    const first = (await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: ['13'] })).body.success.LineFiche[0];
    const second = (await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: ['13'], dateAppointment: '2030-02-01' })).body.success.LineFiche[1];
    expect([first.dateAppointment, first.appointment]).toEqual([null, null]);
    const book = async (date: string, time: string) => {
      const week = await call<{ success: { _id: string; date: string; time: string }[] }>(t.app, 'POST', `/api/appointment/${doctor._id}`, {
        token: doctor.token,
        body: { patient, date, time, numSeance: 1, partOfTime: 'matin' },
      });
      expect(week.status).toBe(200);
      return week.body.success.find((a) => a.date === date && a.time === time)?._id as string;
    };
    const appointment = await book('2030-03-04', '09:00');
    const lists = (appointments: (string | null)[], finish: (0 | 1)[] = [0, 0]) => ({
      _id: [first._id, second._id],
      dateAppointment: [null, '2030-02-01'],
      acte: [first.acte, second.acte],
      amount: [first.amount, second.amount],
      finish,
      appointment: appointments,
    });
    const put = (body: unknown) => call<SheetAnswer>(t.app, 'PUT', `/api/fiche/${patient}/${sheet._id}`, { token: doctor.token, body });

    // Another patient's appointment (or none) is refused, and nothing changes.
    const stranger = await doctorWithPatient(t.app, admin.token, 'dr.sheets.rdv');
    const theirs = await call<{ success: { _id: string }[] }>(t.app, 'POST', `/api/appointment/${stranger.doctor._id}`, {
      token: stranger.doctor.token,
      body: { patient: stranger.patient, date: '2030-03-05', time: '09:00', numSeance: 1, partOfTime: 'matin' },
    });
    expect(errorsOf(await put(lists([theirs.body.success[0]._id, null])))).toEqual([fr('sheet.unknownAppointment')]);
    expect(errorsOf(await put(lists(['999999999', null])))).toEqual([fr('sheet.unknownAppointment')]);
    expect(errorsOf(await put(lists(['not-an-id', null])))).toEqual([fr('sheet.unknownAppointment')]);
    expect(errorsOf(await put({ ...lists([appointment]) }))).toEqual([fr('sheet.listsMismatch')]);

    const linked = await put(lists([appointment, null]));
    expect(linked.status).toBe(200);
    expect(linked.body.success.LineFiche.map((l) => [l.dateAppointment, l.appointment])).toEqual([
      ['2030-03-04', { _id: appointment, doctor: doctor._id, date: '2030-03-04', time: '09:00' }],
      ['2030-02-01', null],
    ]);
    // The date of a linked line is its appointment's: a date sent for it does not move it.
    const moved = await put({ ...lists([null, null]), dateAppointment: ['2030-12-31', '2030-02-01'] });
    expect(moved.body.success.LineFiche[0].dateAppointment).toBe('2030-03-04');

    // Cancelling (the appointments route) clears the line's date and link: it offers the button again.
    expect((await call(t.app, 'DELETE', `/api/appointment/${doctor._id}/${appointment}`, { token: doctor.token })).status).toBe(200);
    const cancelled = (await call<SheetAnswer>(t.app, 'GET', `/api/fiche/${patient}/${sheet._id}`, { token: doctor.token })).body.success.LineFiche;
    expect(cancelled.map((l) => [l.dateAppointment, l.appointment])).toEqual([
      [null, null],
      ['2030-02-01', null],
    ]);

    // A done line keeps its date when its appointment goes (the visit happened).
    const next = await book('2030-03-11', '09:00');
    await put(lists([next, null], [1, 0]));
    await call(t.app, 'DELETE', `/api/appointment/${doctor._id}/${next}`, { token: doctor.token });
    const done = (await call<SheetAnswer>(t.app, 'GET', `/api/fiche/${patient}/${sheet._id}`, { token: doctor.token })).body.success;
    expect(done.LineFiche[0]).toMatchObject({ dateAppointment: '2030-03-11', appointment: null, finish: 1 });
  });

  it('edits a line not done: its teeth (among the quote line’s), amount and laboratory; without a laboratory its consumption and case go', async () => {
    const sheet = await newSheet();
    // A quote of its own: the crown of the shared quote was already sent to the lab by another line.
    const quote = await createQuote(t.app, doctor.token, patient, [{ treatment: crown, nums: ['11', '12', '13'] }]);
    const added = (await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: ['11'] })).body.success.LineFiche[0];
    expect([added.amount, added.consumptionLab]).toEqual([12000, null]);
    const edit = (body: Record<string, unknown>) => saveLine(sheet._id, { treatment: crown, devis: quote._id, lineDevis: quote.LineDevis[0]._id, lineFicheId: added._id, ...body });

    const withLab = await edit({ teeth: ['12', '13'], laboratory: lab, acte: 'Couronnes 12-13' });
    expect(withLab.status).toBe(200);
    expect(withLab.body.success.LineFiche).toHaveLength(1);
    expect(withLab.body.success.LineFiche[0]).toMatchObject({
      _id: added._id,
      acte: 'Couronnes 12-13',
      amount: 24000,
      lineInvoice: { teeth: { nums: ['12', '13'] } },
      consumptionLab: { laboratory: { _id: lab }, price: 3000.5, total: 6001 },
    });
    const consumption = withLab.body.success.LineFiche[0].consumptionLab?._id as string;
    expect(await t.db.query('select 1 from lab_cases where lab_consumption_id = $1', [consumption])).toHaveLength(1);
    expect(errorsOf(await edit({ teeth: ['21'] }))).toEqual([fr('sheet.teethNotInLine', { tooth: '21' })]);

    const moved = await edit({ teeth: ['13'], laboratory: lab, priceLab: 2500 });
    expect(moved.body.success.LineFiche[0]).toMatchObject({ amount: 12000, consumptionLab: { _id: consumption, price: 2500, total: 2500 } });

    const withoutLab = await edit({ teeth: ['13'], laboratory: null });
    expect(withoutLab.body.success.LineFiche[0].consumptionLab).toBeNull();
    expect(await t.db.query('select 1 from lab_consumptions where id = $1', [consumption])).toEqual([]);
    expect(await t.db.query('select 1 from lab_cases where lab_consumption_id = $1', [consumption])).toEqual([]);
    const history = (await call<{ success: AuditEntry[] }>(t.app, 'GET', `/api/patient/${patient}/history`, { token: admin.token })).body.success;
    expect(history.find((e) => e.entity === 'labConsumption' && e.entityId === consumption && e.action === 'delete')).toBeDefined();
  });
  it('accepts the lab price typed for a laboratory whose price list has no price for the act, and asks for one when none is typed', async () => {
    const sheet = await newSheet();
    const quote = await createQuote(t.app, doctor.token, patient, [{ treatment: crown, nums: ['21', '22'] }]);
    // A laboratory that does not list the crown.
    const bare = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Lab Sans Tarif', phone: '45000001' } })).body.success._id;

    const untyped = await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: ['21'], laboratory: bare });
    expect(untyped.status).toBe(300);
    expect(errorsOf(untyped)).toEqual([fr('sheet.labPriceRequired')]);
    // A price typed but not an amount is refused for what it is, not as a missing one.
    for (const priceLab of [-5, 1800.555]) {
      expect(errorsOf(await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: ['21'], laboratory: bare, priceLab }))).toEqual([fr('sheet.labPriceInvalid')]);
    }

    const typed = await saveLine(sheet._id, { treatment: crown, devis: quote._id, teeth: ['21', '22'], laboratory: bare, priceLab: 1800.25 });
    expect(typed.status).toBe(200);
    const [line] = typed.body.success.LineFiche;
    expect(line).toMatchObject({ amount: 24000, consumptionLab: { laboratory: { _id: bare, name: 'Lab Sans Tarif' }, price: 1800.25, total: 3600.5 } });
    const labo = await call<{ success: LabConsumption[] }>(t.app, 'GET', `/api/laboratory/consumptions?patient=${patient}`, { token: doctor.token });
    expect(labo.body.success.find((c) => c._id === line.consumptionLab?._id)).toMatchObject({ price: 1800.25, teeth: { nums: ['21', '22'] } });

    // Edited, the line keeps the price typed again; the lab's price list is left as it was.
    const edited = await saveLine(sheet._id, { treatment: crown, devis: quote._id, lineDevis: quote.LineDevis[0]._id, lineFicheId: line._id, teeth: ['21', '22'], laboratory: bare, priceLab: 1900 });
    expect(edited.body.success.LineFiche[0].consumptionLab).toMatchObject({ _id: line.consumptionLab?._id, price: 1900, total: 3800 });
    expect(await t.db.query('select 1 from laboratory_treatments where laboratory_id = $1', [bare])).toEqual([]);
  });
});
