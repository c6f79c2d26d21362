import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Quote } from '@dental/contracts';
import { ar, call, fr, useAdminApp, type Session } from '../../test/helpers';
import { createQuote, createTreatment, doctorWithPatient } from '../../test/patient-file';
import { createPatient, patientForm } from '../../test/patients';

type Answer = { success: Quote };

describe('quotes (devis)', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let patient: string;
  let extraction: string;
  let composite: string;
  let gum: string;

  beforeAll(async () => {
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'dr.quotes'));
    extraction = await createTreatment(t.app, admin.token, 'Extraction simple', 1500);
    composite = await createTreatment(t.app, admin.token, 'Composite', 2000.5, 'conservative');
    gum = await createTreatment(t.app, admin.token, 'Surfaçage', 3000, 'gencive');
  });

  const post = (body: unknown, session: Session = doctor, lang?: string, target = patient) => call<Answer>(t.app, 'POST', `/api/devis/${target}`, { token: session.token, body, lang });
  const errorsOf = (response: { body: unknown }) => (response.body as { formErrors: string[] }).formErrors;

  it('creates numbered quotes with line totals, reduction and remainder exact to the cent', async () => {
    const first = await post({
      user: 'ignored',
      reduce: 10,
      LineDevis: [
        { treatment: extraction, teeth: { nums: [11, '12'] } },
        { treatment: { _id: composite }, price: 2000.5, discount: 0.25, teeth: { nums: ['36'], surface: 'MOD' } },
      ],
    });
    expect(first.status).toBe(200);
    const quote = first.body.success;
    expect(quote.numDevis).toBe(1);
    expect(quote.LineDevis.map((l) => [l.teeth.nums, l.total])).toEqual([
      [['11', '12'], 3000],
      [['36'], 2000.25],
    ]);
    expect([quote.total, quote.reduction, quote.remainder]).toEqual([5000.25, 500.03, 4500.22]);
    expect(quote.LineDevis[0].doctor).toBe(doctor._id);
    const second = await post({ LineDevis: [{ treatment: gum, teeth: ['URQ', 'L'] }] });
    expect(second.body.success.numDevis).toBe(2);
    const list = await call<{ success: Quote[] }>(t.app, 'GET', `/api/devis/${patient}`, { token: doctor.token });
    expect(list.body.success.map((q) => q.numDevis)).toEqual([2, 1]);
  });

  it('answers the form messages in the request language and writes nothing', async () => {
    expect(errorsOf(await post({ reduce: 0, LineDevis: [] }))).toEqual([fr('quote.lineRequired')]);
    expect(errorsOf(await post({ LineDevis: [{ treatment: extraction, teeth: { nums: [] } }] }))).toEqual([fr('quote.teethRequired')]);
    expect(errorsOf(await post({ LineDevis: [{ treatment: composite, teeth: { nums: ['36'] } }] }))).toEqual([fr('quote.surfaceRequired')]);
    expect(errorsOf(await post({ LineDevis: [{ treatment: extraction, teeth: ['19'] }] }, doctor, 'ar'))).toEqual([ar('quote.unknownTooth', { tooth: '19' })]);
    expect(errorsOf(await post({ LineDevis: [{ treatment: gum, teeth: ['11'] }] }))).toEqual([fr('quote.teethKind', { tooth: '11' })]);
    expect(errorsOf(await post({ LineDevis: [{ treatment: '999999', teeth: ['11'] }] }))).toEqual([fr('quote.unknownTreatment')]);
    for (const reduce of [-1, 100.5, '10']) expect(errorsOf(await post({ reduce, LineDevis: [{ treatment: extraction, teeth: ['11'] }] }))).toEqual([fr('patient.validReduction')]);
    expect(errorsOf(await post({ LineDevis: [{ treatment: extraction, price: -5, teeth: ['11'] }] }))).toEqual([fr('quote.priceInvalid')]);
    expect(errorsOf(await post({ LineDevis: [{ treatment: extraction, discount: 1600, teeth: ['11'] }] }))).toEqual([fr('quote.discountInvalid')]);
    const list = await call<{ success: Quote[] }>(t.app, 'GET', `/api/devis/${patient}`, { token: doctor.token });
    expect(list.body.success).toHaveLength(2);
  });

  it('edits the reduction, appends, edits and deletes lines', async () => {
    const quote = await createQuote(t.app, doctor.token, patient, [{ treatment: extraction, nums: ['21'] }]);
    const base = `/api/devis/${patient}/${quote._id}`;
    const reduced = await call<Answer>(t.app, 'PUT', base, { token: doctor.token, body: { user: doctor._id, reduce: 50 } });
    expect([reduced.body.success.total, reduced.body.success.remainder]).toEqual([1500, 750]);
    const appended = await call<Answer>(t.app, 'POST', `/api/devis/${patient}/append/${quote._id}`, { token: doctor.token, body: { treatment: extraction, teeth: { nums: ['22', '23'] } } });
    expect(appended.body.success.LineDevis).toHaveLength(2);
    expect(appended.body.success.total).toBe(4500);
    const lineId = appended.body.success.LineDevis[1]._id;
    const edited = await call<Answer>(t.app, 'PUT', `${base}/editLineDevis/${lineId}`, { token: doctor.token, body: { price: 1000, discount: 100 } });
    expect(edited.body.success.LineDevis[1].total).toBe(1800);
    const removed = await call<Answer>(t.app, 'DELETE', `${base}/deleteLineDevis/${lineId}`, { token: doctor.token });
    expect(removed.body.success.LineDevis).toHaveLength(1);
    // The default doctor role may not delete (SUPPRIMER on PATIENTS); the administrator may.
    expect((await call(t.app, 'DELETE', base, { token: doctor.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', base, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', base, { token: admin.token })).status).toBe(404);
  });

  it('keeps a treatment used in a quote in the catalogue', async () => {
    const response = await call(t.app, 'DELETE', `/api/treatment/${extraction}`, { token: admin.token });
    expect(response).toMatchObject({ status: 409, body: { err: fr('treatment.inQuote') } });
  });

  it("hides another doctor's patient from an own-data doctor, and numbers concurrent quotes without duplicates", async () => {
    const stranger = await doctorWithPatient(t.app, admin.token, 'dr.quotes.stranger');
    expect((await call(t.app, 'GET', `/api/devis/${stranger.patient}`, { token: doctor.token })).status).toBe(404);
    const fresh = await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Concurrent Quotes' }));
    const answers = await Promise.all(Array.from({ length: 12 }, () => post({ LineDevis: [{ treatment: extraction, teeth: ['11'] }] }, doctor, undefined, fresh._id)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.map((a) => a.body.success.numDevis).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
