import { beforeAll, describe, expect, it } from '@jest/globals';
import type { PatientInvoice, Quote } from '@dental/contracts';
import { call, fr, type Session, useAdminApp } from '../../test/helpers';
import { createQuote, createTreatment, doctorWithPatient } from '../../test/patient-file';
import { createPatient, patientForm } from '../../test/patients';
import { translateMessage } from '@dental/contracts';

type InvoiceAnswer = { success: PatientInvoice };

describe('patient invoices: chosen quotes, each with its own reduction', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let crown: string;
  let caries: string;
  let bridge: string;

  beforeAll(async () => {
    ({ doctor } = await doctorWithPatient(t.app, admin.token, 'dr.invoices'));
    crown = await createTreatment(t.app, admin.token, 'Couronne céramique', 19000, 'prothese');
    caries = await createTreatment(t.app, admin.token, 'Soin carie (composite)', 7000, 'soins');
    bridge = await createTreatment(t.app, admin.token, 'Bridge juin', 25000, 'prothese');
  });

  const newPatient = async (name: string) => (await createPatient(t.app, admin.token, patientForm(doctor._id, { name })))._id;
  /** Demba Ndiaye's quotes of the walk-through: June's 25,000 line, then crowns and caries care with per-tooth discounts at 10 %. */
  const dembaQuotes = async (patient: string) => {
    const june = await createQuote(t.app, doctor.token, patient, [{ treatment: bridge, nums: ['11'] }]);
    const response = await call<{ success: Quote }>(t.app, 'POST', `/api/devis/${patient}`, {
      token: doctor.token,
      body: {
        reduce: 10,
        LineDevis: [
          { treatment: crown, price: 19000, discount: 1000, teeth: { nums: ['36', '46'] } },
          { treatment: caries, price: 7000, discount: 500, teeth: { nums: ['14', '15', '24'], surface: 'O' } },
        ],
      },
    });
    expect(response.status).toBe(200);
    return { june, demba: response.body.success };
  };
  const invoice = (patient: string, body?: unknown, session: Session = doctor, lang?: string) =>
    call<InvoiceAnswer>(t.app, 'POST', `/api/invoice/${patient}`, { token: session.token, ...(body === undefined ? {} : { body }), ...(lang ? { lang } : {}) });
  const errorsOf = (response: { body: unknown }) => (response.body as { formErrors: string[] }).formErrors;
  const invoicesOf = async (patient: string) => (await call<{ success: PatientInvoice[] }>(t.app, 'GET', `/api/invoice?patient=${patient}`, { token: doctor.token })).body.success;

  it("bills only the chosen quote, asking exactly its Reste (49,950), and keeps the figures when the quote's reduction changes", async () => {
    const patient = await newPatient('Demba Ndiaye');
    const { june, demba } = await dembaQuotes(patient);
    expect(demba.remainder).toBe(49950);
    const made = await invoice(patient, { devis: [demba._id] });
    expect(made.status).toBe(200);
    const bill = made.body.success;
    expect([bill.total, bill.reduction, bill.amountDue]).toEqual([55500, 5550, 49950]);
    expect(bill.quotes).toEqual([{ _id: demba._id, numDevis: 2, reduce: 10, total: 55500, reduction: 5550, remainder: 49950 }]);
    expect(bill.LineInvoice.map((line) => [line.treatment.name, line.teeth.nums, line.price, line.discount, line.total])).toEqual([
      ['Couronne céramique', ['36', '46'], 19000, 1000, 36000],
      ['Soin carie (composite)', ['14', '15', '24'], 7000, 500, 19500],
    ]);
    expect(bill.doctorName).toBe('dr.invoices');
    // June's quote is still to bill.
    const left = await call<{ success: Quote[] }>(t.app, 'GET', `/api/invoice/${patient}/getAllDevis`, { token: doctor.token });
    expect(left.body.success.map((q) => q._id)).toEqual([june._id]);
    // A later change of the quote's reduction does not change the invoice made.
    expect((await call(t.app, 'PUT', `/api/devis/${patient}/${demba._id}`, { token: doctor.token, body: { reduce: 20 } })).status).toBe(200);
    const [again] = await invoicesOf(patient);
    expect([again.amountDue, again.reduction, again.quotes[0].reduce, again.quotes[0].remainder]).toEqual([49950, 5550, 10, 49950]);
    // The empty body keeps its meaning: every line not yet invoiced (here June's, no reduction).
    const rest = await invoice(patient);
    expect([rest.status, rest.body.success.numInvoice, rest.body.success.total, rest.body.success.reduction, rest.body.success.amountDue]).toEqual([200, 2, 25000, 0, 25000]);
    expect(rest.body.success.LineInvoice.map((line) => line.devis._id)).toEqual([june._id]);
  });

  it("with an empty body applies each quote's reduction to its own lines", async () => {
    const patient = await newPatient('Two Quotes');
    const { june, demba } = await dembaQuotes(patient);
    const all = await invoice(patient, {});
    expect(all.status).toBe(200);
    expect([all.body.success.total, all.body.success.reduction, all.body.success.amountDue]).toEqual([80500, 5550, 74950]);
    expect(all.body.success.quotes.map((q) => [q._id, q.reduce, q.remainder])).toEqual([
      [june._id, 0, 25000],
      [demba._id, 10, 49950],
    ]);
  });

  it('refuses bad, foreign and spent quotes with clear messages in the three languages, and bills nothing', async () => {
    const patient = await newPatient('Refused Quotes');
    const { june, demba } = await dembaQuotes(patient);
    const stranger = await newPatient('Stranger Quotes');
    const foreign = await createQuote(t.app, doctor.token, stranger, [{ treatment: bridge, nums: ['21'] }]);
    expect(errorsOf(await invoice(patient, { devis: [] }))).toEqual([fr('patientInvoice.quotesInvalid')]);
    expect(errorsOf(await invoice(patient, { devis: ['abc'] }))).toEqual([fr('patientInvoice.quotesInvalid')]);
    expect(errorsOf(await invoice(patient, { devis: 'all' }))).toEqual([fr('patientInvoice.quotesInvalid')]);
    expect(errorsOf(await invoice(patient, { devis: [demba._id, foreign._id] }))).toEqual([fr('patientInvoice.unknownQuote')]);
    expect(errorsOf(await invoice(patient, { devis: ['999999999'] }, doctor, 'en'))).toEqual([translateMessage('patientInvoice.unknownQuote', 'en')]);
    expect(await invoicesOf(patient)).toEqual([]);
    expect((await invoice(patient, { devis: [june._id] })).status).toBe(200);
    const spent = await invoice(patient, { devis: [june._id, demba._id] }, doctor, 'ar');
    expect(spent.status).toBe(300);
    expect(errorsOf(spent)).toEqual([translateMessage('patientInvoice.quoteNothingToInvoice', 'ar', { number: 1 })]);
    expect(fr('patientInvoice.quoteNothingToInvoice', { number: 1 })).toBe("Le devis n° 1 n'a plus de ligne à facturer");
    expect((await invoicesOf(patient)).length).toBe(1);
    // Another doctor's patient is not found for a doctor who sees only their own.
    const other = await doctorWithPatient(t.app, admin.token, 'dr.invoices.other');
    expect((await invoice(patient, { devis: [demba._id] }, other.doctor)).status).toBe(404);
  });

  it('never bills a line twice when invoices are created at the same time', async () => {
    const patient = await newPatient('Concurrent Invoices');
    const { june, demba } = await dembaQuotes(patient);
    const bodies = [{ devis: [demba._id] }, undefined, { devis: [june._id] }, { devis: [demba._id, june._id] }, {}, { devis: [demba._id] }];
    const answers = await Promise.all(bodies.map((body) => invoice(patient, body)));
    expect(answers.every((a) => a.status === 200 || a.status === 300)).toBe(true);
    const invoices = await invoicesOf(patient);
    const billed = invoices.flatMap((i) => i.LineInvoice.map((line) => line._id));
    expect(billed.length).toBe(3);
    expect(new Set(billed).size).toBe(3);
    expect(invoices.map((i) => i.numInvoice).sort()).toEqual(Array.from({ length: invoices.length }, (_, i) => i + 1));
    // Whatever the order, the patient is asked the two quotes' Restes in all.
    expect(invoices.reduce((sum, i) => sum + i.amountDue, 0)).toBe(74950);
  });
});
