import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Implant, LabAccount, LabCase, LabConsumption, LabPayment, LaboratoryCard, Sheet } from '@dental/contracts';
import { fieldParam } from '@dental/contracts';
import { labAccount } from '@dental/domain';
import { ar, call, createLimitedUser, fr, useAdminApp, type Session } from '../../test/helpers';
import { createQuote, createTreatment, doctorWithPatient } from '../../test/patient-file';

/**
 * The laboratories' work (spec part 2 §2): patient cases and their finish, payments to a lab and the
 * doctors' accounts, and the implants to follow up — with their permissions, per tab and scope.
 */
describe('laboratory cases, payments, accounts and implants', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let patient: string;
  let colleague: Session;
  let crown: string;
  let implantTreatment: string;
  let lab: string;

  const get = <T>(url: string, token: string, lang?: 'ar') => call<{ success: T }>(t.app, 'GET', url, { token, lang });
  const errorsOf = (response: { body: unknown }) => (response.body as { formErrors: string[] }).formErrors;
  const errOf = (response: { body: unknown }) => (response.body as { err: string }).err;

  /** A sheet line realising a quote line of `forPatient` (the shared patient by default): sent to `laboratory` when given. */
  async function sheetLine(treatment: string, nums: string[], laboratory?: string, forPatient = patient): Promise<void> {
    const quote = await createQuote(t.app, admin.token, forPatient, [{ treatment, nums }]);
    const sheet = await call<{ success: Sheet }>(t.app, 'POST', `/api/fiche/${forPatient}`, { token: admin.token });
    const saved = await call(t.app, 'PUT', `/api/fiche/${forPatient}/LineFiche/${sheet.body.success._id}`, {
      token: admin.token,
      body: { treatment, teeth: { nums }, devis: quote._id, laboratory },
    });
    expect(saved.status).toBe(200);
  }

  beforeAll(async () => {
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'dr.labwork'));
    ({ doctor: colleague } = await doctorWithPatient(t.app, admin.token, 'dr.colleague'));
    crown = await createTreatment(t.app, admin.token, 'Couronne zircone', 15000, 'prothese');
    implantTreatment = await createTreatment(t.app, admin.token, 'Implant conique', 40000, 'implant');
    lab = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Lab Sahel', phone: '45250101' } })).body.success._id;
    expect((await call(t.app, 'POST', `/api/laboratory/${lab}/treatments`, { token: admin.token, body: { treatment: crown, price: 2500.25 } })).status).toBe(200);
    await sheetLine(crown, ['11', '12', '13'], lab);
    await sheetLine(implantTreatment, ['36']);
  });

  it('lists a sheet line sent to a lab as an unfinished case, with the appointment booked for it, and finishes it once', async () => {
    const cases = `/api/laboratory/${lab}/patients`;
    const [labCase] = (await get<LabCase[]>(`${cases}?finish=false`, doctor.token)).body.success;
    expect(labCase).toMatchObject({
      laboratory: { _id: lab, name: 'Lab Sahel' },
      patient: { _id: patient, name: 'Patient of dr.labwork' },
      consumptionLab: { treatment: { _id: crown, name: 'Couronne zircone' }, teeth: { nums: ['11', '12', '13'] }, price: 2500.25, total: 7500.75, doctor: doctor._id },
      appointment: null,
      finish: false,
    });
    expect(labCase.fingerPrintDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Booking an appointment for the case shows its day; cancelling it clears it.
    const week = 'startDate=2030-01-06&endDate=2030-01-12';
    const booked = await call<{ success: { _id: string; patientLab: string | null }[] }>(t.app, 'POST', `/api/appointment/${doctor._id}?${week}`, {
      token: doctor.token,
      body: { patient, date: '2030-01-07', time: '09:00', numSeance: 1, partOfTime: 'matin', patientLab: labCase._id },
    });
    expect(booked.status).toBe(200);
    const appointment = booked.body.success.find((a) => a.patientLab === labCase._id);
    expect((await get<LabCase[]>(cases, doctor.token)).body.success[0].appointment).toEqual({ _id: appointment?._id, date: '2030-01-07', time: '09:00' });
    expect((await call(t.app, 'DELETE', `/api/appointment/${doctor._id}/${appointment?._id}?${week}`, { token: doctor.token })).status).toBe(200);
    expect((await get<LabCase[]>(cases, doctor.token)).body.success[0].appointment).toBeNull();

    // Another doctor (own view) sees none of it and may not finish it.
    expect((await get<LabCase[]>(cases, colleague.token)).body.success).toEqual([]);
    const foreign = await get(`${cases}?doctor=${doctor._id}`, colleague.token);
    expect([foreign.status, errOf(foreign).startsWith('AFFICHER')]).toEqual([403, true]);
    expect((await call(t.app, 'PUT', `${cases}/${labCase._id}`, { token: colleague.token })).status).toBe(403);

    // Two finishes at once: one finishes the case, the other is refused.
    const both = await Promise.all([0, 1].map(() => call<{ success: LabCase }>(t.app, 'PUT', `${cases}/${labCase._id}`, { token: doctor.token })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 200)?.body.success).toMatchObject({ _id: labCase._id, finish: true });
    const twice = await call(t.app, 'PUT', `${cases}/${labCase._id}`, { token: doctor.token, lang: 'ar' });
    expect([twice.status, errOf(twice)]).toEqual([409, ar('labCase.alreadyFinished')]);
    expect((await get<LabCase[]>(`${cases}?finish=false`, doctor.token)).body.success).toEqual([]);
    expect((await get<LabCase[]>(`${cases}?finish=true`, doctor.token)).body.success.map((c) => c._id)).toEqual([labCase._id]);

    // Unknown ids: 404.
    expect((await call(t.app, 'PUT', `${cases}/999999`, { token: doctor.token })).status).toBe(404);
    expect((await get(`/api/laboratory/999999/patients`, doctor.token)).status).toBe(404);
    const otherLab = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Lab Vide' } })).body.success._id;
    expect((await call(t.app, 'PUT', `/api/laboratory/${otherLab}/patients/${labCase._id}`, { token: doctor.token })).status).toBe(404);
  });

  it('follows implants: the appointment booked for one, its finish once, own doctor or global view', async () => {
    const [implant] = (await get<Implant[]>('/api/implant', doctor.token)).body.success;
    expect(implant).toMatchObject({ doctor: doctor._id, patient: { _id: patient }, treatment: { _id: implantTreatment }, teeth: { nums: ['36'] }, appointment: null, isSetAppointment: false });
    expect(implant.price).toBeGreaterThan(0);

    const week = 'startDate=2030-01-13&endDate=2030-01-19';
    const booked = await call(t.app, 'POST', `/api/appointment/${doctor._id}?${week}`, {
      token: doctor.token,
      body: { patient, date: '2030-01-14', time: '09:00', numSeance: 1, partOfTime: 'matin', implantId: implant._id },
    });
    expect(booked.status).toBe(200);
    expect((await get<Implant[]>(`/api/implant?doctor=${doctor._id}`, doctor.token)).body.success[0].appointment).toMatchObject({ date: '2030-01-14', time: '09:00' });

    expect((await get<Implant[]>('/api/implant', colleague.token)).body.success).toEqual([]);
    expect((await get(`/api/implant?doctor=${doctor._id}`, colleague.token)).status).toBe(403);
    expect((await call(t.app, 'PUT', `/api/implant/${implant._id}`, { token: colleague.token })).status).toBe(403);

    const finished = await call<{ success: Implant }>(t.app, 'PUT', `/api/implant/${implant._id}`, { token: doctor.token });
    expect(finished.body.success).toMatchObject({ _id: implant._id, isSetAppointment: true });
    const twice = await call(t.app, 'PUT', `/api/implant/${implant._id}`, { token: admin.token });
    expect([twice.status, errOf(twice)]).toEqual([409, fr('implant.alreadyFinished')]);
    expect((await get<Implant[]>(`/api/implant?doctor=${doctor._id}&finish=false`, admin.token)).body.success).toEqual([]);
    expect((await call(t.app, 'PUT', '/api/implant/999999', { token: admin.token })).status).toBe(404);
    const badFilter = await get(`/api/implant?doctor=${doctor._id}&finish=yes`, admin.token);
    expect([badFilter.status, badFilter.body]).toEqual([300, { formErrors: [fr('common.invalidField', { field: fieldParam('finish') })] }]);
  });

  it('refuses bad payments with translated messages and changes nothing', async () => {
    const url = `/api/laboratory/payments?labId=${lab}`;
    const bad = async (body: unknown, lang?: 'ar') => {
      const response = await call(t.app, 'POST', url, { token: admin.token, body, lang });
      expect(response.status).toBe(300);
      return errorsOf(response);
    };
    expect(await bad({ amount: -5, doctor: doctor._id })).toEqual([fr('labPayment.amountInvalid')]);
    expect(await bad({ amount: 0, doctor: doctor._id })).toEqual([fr('labPayment.amountInvalid')]);
    expect(await bad({ amount: 'abc', doctor: doctor._id }, 'ar')).toEqual([ar('labPayment.amountInvalid')]);
    expect(await bad({ amount: 10.005, doctor: doctor._id })).toEqual([fr('labPayment.amountInvalid')]);
    expect(await bad({ doctor: doctor._id })).toEqual([fr('labPayment.amountRequired')]);
    expect(await bad({ amount: '', doctor: doctor._id })).toEqual([fr('labPayment.amountRequired')]);
    // The admin is no doctor: the doctor is required, and must be one.
    expect(await bad({ amount: 100 })).toEqual([fr('labPayment.doctorRequired')]);
    expect(await bad({ amount: 100, doctor: admin._id })).toEqual([fr('labPayment.doctorRequired')]);
    expect(await bad({ amount: 100, doctor: doctor._id, createdAt: '2026-02-30' })).toEqual([fr('labPayment.dateInvalid')]);
    const noLab = await call(t.app, 'POST', '/api/laboratory/payments', { token: admin.token, body: { amount: 100, doctor: doctor._id } });
    expect([noLab.status, errorsOf(noLab)]).toEqual([300, [fr('labPayment.labRequired')]]);
    expect((await call(t.app, 'POST', '/api/laboratory/payments?labId=999999', { token: admin.token, body: { amount: 100, doctor: doctor._id } })).status).toBe(404);
    expect((await get<LabPayment[]>(`/api/laboratory/payments?labId=${lab}`, admin.token)).body.success).toEqual([]);

    // A numeric text is read as the number.
    const made = await call<{ success: LabPayment }>(t.app, 'POST', url, { token: admin.token, body: { amount: '250.50', comment: 'Avance', doctor: doctor._id, createdAt: '2026-03-01' } });
    expect(made.body.success).toMatchObject({ amount: 250.5, comment: 'Avance', doctor: { _id: doctor._id, username: 'dr.labwork' }, laboratory: { _id: lab }, createdAt: '2026-03-01' });
    const edited = await call<{ success: LabPayment }>(t.app, 'PUT', `/api/laboratory/payments/${made.body.success._id}?labId=${lab}`, {
      token: admin.token,
      body: { amount: 300, comment: 'Avance corrigée', doctor: doctor._id, createdAt: '2026-03-02' },
    });
    expect(edited.body.success).toMatchObject({ amount: 300, comment: 'Avance corrigée', createdAt: '2026-03-02' });
    const wrongLab = await call(t.app, 'PUT', `/api/laboratory/payments/${made.body.success._id}?labId=999999`, { token: admin.token, body: { amount: 1, doctor: doctor._id } });
    expect(wrongLab.status).toBe(404);
    const [trail] = await t.db.query<{ action: string; before: unknown; after: unknown }>("select action, before, after from audit_log where entity = 'labPayment' order by id desc limit 1");
    expect(trail).toMatchObject({ action: 'update' });
    expect((await call(t.app, 'DELETE', `/api/laboratory/payments/${made.body.success._id}?labId=${lab}`, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/laboratory/payments/${made.body.success._id}?labId=${lab}`, { token: admin.token })).status).toBe(404);
    const actions = await t.db.query<{ action: string }>("select action from audit_log where entity = 'labPayment' order by id");
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps the accounts exact after 50 concurrent payments, for the accounts tab and the doctor’s card', async () => {
    const amounts = Array.from({ length: 50 }, (_, i) => Number((0.01 + i * 10.07).toFixed(2)));
    const responses = await Promise.all(
      amounts.map((amount, i) =>
        call(t.app, 'POST', `/api/laboratory/payments?labId=${lab}`, { token: admin.token, body: { amount, doctor: doctor._id, comment: `Versement ${i}`, createdAt: '2026-04-01' } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(amounts.map(() => 200));

    const consumptions = (await get<LabConsumption[]>(`/api/laboratory/consumptions?labId=${lab}&doctor=${doctor._id}`, admin.token)).body.success;
    const expected = labAccount(consumptions.map((c) => ({ price: c.price, teeth: c.teeth.nums.length })), amounts);
    expect(expected.consumed).toBe(7500.75);

    const accounts = (await get<LabAccount[]>(`/api/laboratory/${lab}/accounts`, admin.token)).body.success;
    expect(accounts.find((a) => a.doctor._id === doctor._id)).toEqual({ doctor: { _id: doctor._id, username: 'dr.labwork' }, ...expected });
    expect(accounts.find((a) => a.doctor._id === colleague._id)).toMatchObject({ consumed: 0, paid: 0, balance: 0 });

    // The cabinet doctor's card shows the same balance; other callers get none.
    const cards = (await get<LaboratoryCard[]>('/api/laboratory', doctor.token)).body.success;
    expect(cards.find((c) => c._id === lab)?.balance).toBe(expected.balance);
    expect((await get<LaboratoryCard[]>('/api/laboratory', admin.token)).body.success.find((c) => c._id === lab)?.balance).toBeNull();

    const paid = (await get<LabPayment[]>(`/api/laboratory/payments?labId=${lab}&doctor=${doctor._id}`, admin.token)).body.success;
    expect(paid).toHaveLength(50);
  });

  it('shows each tab with its permission: accounts only with the global view, payments own or global', async () => {
    // The default doctor role holds no COMPTES_LABORATOIRE, and sees only its own lab payments.
    const accounts = await get(`/api/laboratory/${lab}/accounts`, doctor.token);
    expect([accounts.status, errOf(accounts).startsWith('AFFICHER')]).toEqual([403, true]);
    const own = await get<LabPayment[]>(`/api/laboratory/payments?labId=${lab}`, doctor.token);
    expect(own.status).toBe(200);
    expect(own.body.success.length).toBeGreaterThan(0);
    expect(own.body.success.every((payment) => payment.doctor._id === doctor._id)).toBe(true);
    expect((await get(`/api/laboratory/payments?labId=${lab}&doctor=${colleague._id}`, doctor.token)).status).toBe(403);

    const cashier = await createLimitedUser(t.app, admin.token, 'lab.cashier', [
      ['AFFICHER_GLOBAL', 'PAIEMENTS_LABORATOIRES'],
      ['AJOUTER', 'PAIEMENTS_LABORATOIRES'],
    ]);
    expect((await get<LabPayment[]>(`/api/laboratory/payments?labId=${lab}`, cashier.token)).body.success.length).toBeGreaterThan(0);
    expect((await get(`/api/laboratory/${lab}/accounts`, cashier.token)).status).toBe(403);
    expect((await call(t.app, 'POST', `/api/laboratory/payments?labId=${lab}`, { token: cashier.token, body: { amount: 1, doctor: colleague._id } })).status).toBe(200);

    const auditor = await createLimitedUser(t.app, admin.token, 'lab.auditor', [['AFFICHER_GLOBAL', 'COMPTES_LABORATOIRE']]);
    expect((await get<LabAccount[]>(`/api/laboratory/${lab}/accounts`, auditor.token)).status).toBe(200);
    expect((await get(`/api/laboratory/payments?labId=${lab}`, auditor.token)).status).toBe(403);
  });

  it('refuses to delete a laboratory with cases, consumptions or payments, with a message saying which', async () => {
    const withCases = await call(t.app, 'DELETE', `/api/laboratory/${lab}`, { token: admin.token });
    expect([withCases.status, errOf(withCases)]).toEqual([409, fr('laboratory.hasCases')]);

    const paidOnly = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Lab Payé' } })).body.success._id;
    expect((await call(t.app, 'POST', `/api/laboratory/payments?labId=${paidOnly}`, { token: admin.token, body: { amount: 10, doctor: doctor._id } })).status).toBe(200);
    const withPayments = await call(t.app, 'DELETE', `/api/laboratory/${paidOnly}`, { token: admin.token, lang: 'ar' });
    expect([withPayments.status, errOf(withPayments)]).toEqual([409, ar('laboratory.hasPayments')]);
    expect(await t.db.query('select 1 from laboratories where id = $1', [paidOnly])).toHaveLength(1);
  });
  it('lists the unfinished cases and implants oldest first, then the finished newest first; ties by creation', async () => {
    const { doctor: orderly, patient: theirs } = await doctorWithPatient(t.app, admin.token, 'dr.followup');
    const orderLab = (await call<{ success: { _id: string } }>(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Lab Ordre' } })).body.success._id;
    expect((await call(t.app, 'POST', `/api/laboratory/${orderLab}/treatments`, { token: admin.token, body: { treatment: crown, price: 1000 } })).status).toBe(200);
    // One tooth per line names it; sent in the order 11 … 15.
    const teeth = ['11', '12', '13', '14', '15'];
    for (const tooth of teeth) await sheetLine(crown, [tooth], orderLab, theirs);
    for (const tooth of ['31', '32', '33', '34', '35']) await sheetLine(implantTreatment, [tooth], undefined, theirs);

    // Fingerprints: 12 and 13 on the same day, before 11; 14 and 15 finished.
    const fingerprints: Record<string, string> = { '11': '2026-03-10', '12': '2026-03-02', '13': '2026-03-02', '14': '2026-03-05', '15': '2026-03-08' };
    const cases = `/api/laboratory/${orderLab}/patients?doctor=${orderly._id}`;
    for (const labCase of (await get<LabCase[]>(cases, admin.token)).body.success) {
      const tooth = labCase.consumptionLab.teeth.nums[0];
      await t.db.query('update lab_cases set finger_print_date = $2 where id = $1', [labCase._id, fingerprints[tooth]]);
      if (tooth === '14' || tooth === '15') expect((await call(t.app, 'PUT', `/api/laboratory/${orderLab}/patients/${labCase._id}`, { token: orderly.token })).status).toBe(200);
    }
    const caseTeeth = async (url: string) => (await get<LabCase[]>(url, orderly.token)).body.success.map((labCase) => labCase.consumptionLab.teeth.nums[0]);
    expect(await caseTeeth(cases)).toEqual(['12', '13', '11', '15', '14']);
    expect(await caseTeeth(`${cases}&finish=false`)).toEqual(['12', '13', '11']);

    // Implants by their date (creation): 32 and 33 at the same instant, before 31; 34 and 35 finished.
    const created: Record<string, string> = { '31': '2026-01-10T09:00:00Z', '32': '2026-01-05T09:00:00Z', '33': '2026-01-05T09:00:00Z', '34': '2026-01-20T09:00:00Z', '35': '2026-01-25T09:00:00Z' };
    const implants = `/api/implant?doctor=${orderly._id}`;
    for (const implant of (await get<Implant[]>(implants, admin.token)).body.success) {
      const tooth = implant.teeth.nums[0];
      await t.db.query('update implants set created_at = $2 where id = $1', [implant._id, created[tooth]]);
      if (tooth === '34' || tooth === '35') expect((await call(t.app, 'PUT', `/api/implant/${implant._id}`, { token: orderly.token })).status).toBe(200);
    }
    const implantTeeth = async (url: string) => (await get<Implant[]>(url, orderly.token)).body.success.map((implant) => implant.teeth.nums[0]);
    expect(await implantTeeth(implants)).toEqual(['32', '33', '31', '35', '34']);

    // The lab's consumptions stay newest first (the screen shows the answer's order).
    const consumptions = (await get<LabConsumption[]>(`/api/laboratory/consumptions?labId=${orderLab}&doctor=${orderly._id}`, orderly.token)).body.success;
    expect(consumptions.map((consumption) => consumption.teeth.nums[0])).toEqual([...teeth].reverse());
  });
});
