import { beforeAll, describe, expect, it } from '@jest/globals';
import { collectionParam, rightParam, translateMessage, type Assurance, type InsuranceInvoice } from '@dental/contracts';
import { FormError } from '../../http/errors';
import { insertDoctors, insertPatient, insertPayment } from '../../test/fixtures';
import { ar, call, createLimitedUser, fr, useAdminApp, type Session } from '../../test/helpers';
import { openInvoiceFor } from './queries';

type Answer = { success: InsuranceInvoice };
type ListAnswer = { success: InsuranceInvoice[] };

describe("insurers' invoices", () => {
  const { t, admin } = useAdminApp();

  const newInsurer = async (name: string) => {
    const response = await call<{ success: Assurance }>(t.app, 'POST', '/api/assurance', { token: admin.token, body: { name, cons_price: 1000 } });
    if (response.status !== 200) throw new Error(`assurance ${name}: ${response.raw}`);
    return response.body.success._id;
  };
  const base = (assuranceId: string) => `/api/assurance/invoices/${assuranceId}`;
  const create = (assuranceId: string, scope: string, session: Session = admin, lang?: string) =>
    call<Answer>(t.app, 'POST', `${base(assuranceId)}?${scope}`, { token: session.token, lang });
  const list = (assuranceId: string, scope: string, session: Session = admin) =>
    call<ListAnswer>(t.app, 'GET', `${base(assuranceId)}?${scope}`, { token: session.token });
  const pay = (assuranceId: string, invoiceId: string, verb: 'PUT' | 'DELETE' = 'PUT', session: Session = admin) =>
    call<Answer>(t.app, verb, `${base(assuranceId)}/payInvoice/${invoiceId}`, { token: session.token });
  const remove = (assuranceId: string, invoiceId: string, session: Session = admin, lang?: string) =>
    call<Answer>(t.app, 'DELETE', `${base(assuranceId)}/deleteInvoice/${invoiceId}`, { token: session.token, lang });

  let cnam: string;
  let doctorA: string;
  let doctorB: string;

  beforeAll(async () => {
    cnam = await newInsurer('CNAM');
    [doctorA, doctorB] = await insertDoctors(t.db, 'dr-invoice-', 2);
  });

  it('needs a scope: a doctor or the global invoices', async () => {
    for (const query of ['', '?global=false', '?global=1', '?doctor=', '?global=', '?other=1']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await call(t.app, method, `${base(cnam)}${query}`, { token: admin.token });
        expect({ query, method, status: response.status, body: response.body }).toEqual({
          query,
          method,
          status: 300,
          body: { formErrors: [fr('invoice.doctorRequired')] },
        });
      }
    }
    const arabic = await call(t.app, 'GET', base(cnam), { token: admin.token, lang: 'ar' });
    expect(arabic.body).toEqual({ formErrors: [ar('invoice.doctorRequired')] });
    for (const doctor of ['abc', '0', '-1', '1%20or%201=1', "1'%3B--", '99999999999999999999', '1&doctor=2']) {
      const response = await call(t.app, 'GET', `${base(cnam)}?doctor=${doctor}`, { token: admin.token });
      expect({ doctor, status: response.status, body: response.body }).toEqual({ doctor, status: 400, body: { err: fr('common.invalidId') } });
    }
  });

  it('goes through the whole life of an invoice, with exact covered amounts and totals', async () => {
    const first = await create(cnam, `doctor=${doctorA}`);
    expect(first.status).toBe(200);
    expect(first.body.success).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      assurance: cnam,
      numInvoice: 1,
      doctor: doctorA,
      inCommon: false,
      payed: false,
      finish: false,
      payedAt: null,
      state: 'open',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      payments: [],
      totals: { amount: 0, coveredAmount: 0, count: 0 },
    });
    const invoiceId = first.body.success._id;

    const refused = await create(cnam, `doctor=${doctorA}`);
    expect(refused.status).toBe(300);
    // The refusal names the invoice to close first.
    expect(refused.body).toEqual({ formErrors: [fr('invoice.lastNotClosedNumber', { num: 1 })] });
    const refusedAr = await create(cnam, `doctor=${doctorA}`, admin, 'ar');
    expect(refusedAr.body).toEqual({ formErrors: [ar('invoice.lastNotClosedNumber', { num: 1 })] });

    const p1 = await insertPatient(t.db, { name: 'Aïcha', regNo: 7, assuranceId: cnam, professionalId: 'MAT-7', percentCovered: 33.33, doctorIds: [doctorA] });
    const p2 = await insertPatient(t.db, { name: 'Brahim', assuranceId: cnam, percentCovered: null, doctorIds: [doctorA] });
    const p3 = await insertPatient(t.db, { name: 'Coumba', regNo: 12345, assuranceId: cnam, percentCovered: 100, doctorIds: [doctorA] });
    const pay100 = await insertPayment(t.db, { patientId: p1, doctorId: doctorA, amount: '100.00', type: 'soins', invoiceId, paymentDate: '2026-01-10' });
    const pay01 = await insertPayment(t.db, { patientId: p1, doctorId: doctorA, amount: '0.10', type: 'consultations', invoiceId, paymentDate: '2026-01-05' });
    const pay02 = await insertPayment(t.db, { patientId: p2, doctorId: doctorA, amount: '0.20', invoiceId, paymentDate: '2026-01-05' });
    const pay1999 = await insertPayment(t.db, { patientId: p3, doctorId: doctorA, amount: '1999.99', type: 'soins', invoiceId, paymentDate: '2026-01-07' });
    // Not on the invoice: a payment without insurer cover.
    await insertPayment(t.db, { patientId: p1, doctorId: doctorA, amount: 5000, paymentDate: '2026-01-06' });

    const listed = await list(cnam, `doctor=${doctorA}`);
    expect(listed.status).toBe(200);
    expect(listed.body.success).toHaveLength(1);
    const [invoice] = listed.body.success;
    expect(invoice.payments.map((p) => p._id)).toEqual([pay01, pay02, pay1999, pay100]);
    expect(invoice.payments[0]).toEqual({
      _id: pay01,
      patient: { _id: p1, name: 'Aïcha', RegNo: '0007', professionalId: 'MAT-7', percentCovered: 33.33 },
      doctor: { _id: doctorA, username: 'dr-invoice-1' },
      type: 'consultations',
      amount: 0.1,
      // An insurance payment's amount is already the insurer's part: billed as it is.
      coveredAmount: 0.1,
      paymentDate: '2026-01-05',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(invoice.payments.map((p) => [p.patient.RegNo, p.patient.percentCovered, p.type, p.amount, p.coveredAmount])).toEqual([
      ['0007', 33.33, 'consultations', 0.1, 0.1],
      [null, 0, 'payment', 0.2, 0.2],
      ['12345', 100, 'soins', 1999.99, 1999.99],
      ['0007', 33.33, 'soins', 100, 100],
    ]);
    expect(invoice.payments[1].patient.professionalId).toBeNull();
    expect(invoice.totals).toEqual({ amount: 2100.29, coveredAmount: 2100.29, count: 4 });

    const filled = await remove(cnam, invoiceId);
    expect(filled.status).toBe(300);
    expect(filled.body).toEqual({ formErrors: [fr('invoice.filled')] });
    const filledAr = await remove(cnam, invoiceId, admin, 'ar');
    expect(filledAr.body).toEqual({ formErrors: [ar('invoice.filled')] });

    const paid = await pay(cnam, invoiceId);
    expect(paid.status).toBe(200);
    expect(paid.body.success).toMatchObject({ _id: invoiceId, numInvoice: 1, payed: true, finish: true, state: 'paid', payedAt: expect.stringMatching(/^\d{4}-/) });
    expect(paid.body.success.totals).toEqual(invoice.totals);

    const paidAgain = await pay(cnam, invoiceId, 'DELETE');
    expect(paidAgain.status).toBe(300);
    expect(paidAgain.body).toEqual({ formErrors: [fr('invoice.alreadyPayed')] });
    const paidAgainPut = await pay(cnam, invoiceId, 'PUT');
    expect(paidAgainPut.body).toEqual({ formErrors: [fr('invoice.alreadyPayed')] });

    const cannotDelete = await remove(cnam, invoiceId);
    expect(cannotDelete.status).toBe(300);
    expect(cannotDelete.body).toEqual({ formErrors: [fr('invoice.cannotDelete')] });

    const second = await create(cnam, `doctor=${doctorA}`);
    expect(second.status).toBe(200);
    expect(second.body.success).toMatchObject({ numInvoice: 2, doctor: doctorA, payed: false, finish: false });

    // Newest first; the client hides the archived (payed) ones itself.
    const both = await list(cnam, `doctor=${doctorA}`);
    expect(both.body.success.map((i) => [i.numInvoice, i.payed, i.totals.count])).toEqual([
      [2, false, 0],
      [1, true, 4],
    ]);

    // An open, empty invoice can be deleted; the next one takes its number again.
    const deleted = await remove(cnam, second.body.success._id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toMatchObject({ _id: second.body.success._id, numInvoice: 2 });
    expect((await list(cnam, `doctor=${doctorA}`)).body.success.map((i) => i.numInvoice)).toEqual([1]);
    expect((await remove(cnam, second.body.success._id)).status).toBe(404);
    expect((await create(cnam, `doctor=${doctorA}`)).body.success.numInvoice).toBe(2);
  });

  it('numbers per insurer across scopes, and keeps doctors and global invoices apart', async () => {
    // doctor A has #1 (payed) and #2 (open) at CNAM.
    const global = await create(cnam, 'global=true');
    expect(global.status).toBe(200);
    expect(global.body.success).toMatchObject({ numInvoice: 3, doctor: null, inCommon: true });
    const forB = await create(cnam, `doctor=${doctorB}`);
    expect(forB.body.success).toMatchObject({ numInvoice: 4, doctor: doctorB, inCommon: false });
    expect((await create(cnam, 'global=true')).body).toEqual({ formErrors: [fr('invoice.lastNotClosedNumber', { num: 3 })] });
    expect((await create(cnam, `doctor=${doctorB}`)).body).toEqual({ formErrors: [fr('invoice.lastNotClosedNumber', { num: 4 })] });

    expect((await list(cnam, 'global=true')).body.success.map((i) => i.numInvoice)).toEqual([3]);
    expect((await list(cnam, `doctor=${doctorB}`)).body.success.map((i) => i.numInvoice)).toEqual([4]);
    expect((await list(cnam, `doctor=${doctorA}`)).body.success.map((i) => i.numInvoice)).toEqual([2, 1]);
    // global=true wins over a doctor given as well.
    expect((await list(cnam, `global=true&doctor=${doctorA}`)).body.success.map((i) => i.numInvoice)).toEqual([3]);

    // The global invoice lists the payments of every doctor, with the doctor.
    const patient = await insertPatient(t.db, { name: 'Dah', regNo: 42, assuranceId: cnam, percentCovered: 80 });
    await insertPayment(t.db, { patientId: patient, doctorId: doctorA, amount: 1000, invoiceId: global.body.success._id, paymentDate: '2026-02-01' });
    await insertPayment(t.db, { patientId: patient, doctorId: doctorB, amount: 250.5, invoiceId: global.body.success._id, paymentDate: '2026-02-02' });
    const [globalInvoice] = (await list(cnam, 'global=true')).body.success;
    expect(globalInvoice.payments.map((p) => [p.doctor.username, p.amount, p.coveredAmount])).toEqual([
      ['dr-invoice-1', 1000, 1000],
      ['dr-invoice-2', 250.5, 250.5],
    ]);
    expect(globalInvoice.totals).toEqual({ amount: 1250.5, coveredAmount: 1250.5, count: 2 });

    const snim = await newInsurer('SNIM');
    expect((await create(snim, `doctor=${doctorA}`)).body.success.numInvoice).toBe(1);
    expect((await create(snim, 'global=true')).body.success.numInvoice).toBe(2);
  });

  it('adds 0.1 and 0.2 exactly', async () => {
    const insurer = await newInsurer('Exacte');
    const invoice = (await create(insurer, `doctor=${doctorA}`)).body.success;
    const patient = await insertPatient(t.db, { name: 'Exact', regNo: 9001, assuranceId: insurer, percentCovered: 100 });
    for (const amount of ['0.10', '0.20']) {
      await insertPayment(t.db, { patientId: patient, doctorId: doctorA, amount, invoiceId: invoice._id, paymentDate: '2026-03-01' });
    }
    const [listed] = (await list(insurer, `doctor=${doctorA}`)).body.success;
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(listed.totals).toEqual({ amount: 0.3, coveredAmount: 0.3, count: 2 });
    const thirds = await insertPatient(t.db, { name: 'Tiers', regNo: 9002, assuranceId: insurer, percentCovered: '33.33' });
    for (let i = 0; i < 3; i += 1) {
      await insertPayment(t.db, { patientId: thirds, doctorId: doctorA, amount: '100.00', invoiceId: invoice._id, paymentDate: '2026-03-02' });
    }
    const [again] = (await list(insurer, `doctor=${doctorA}`)).body.success;
    expect(again.payments.slice(2).map((p) => p.coveredAmount)).toEqual([100, 100, 100]);
    expect(again.totals).toEqual({ amount: 300.3, coveredAmount: 300.3, count: 5 });
  });

  it('answers 404 to unknown insurers, doctors and invoices, and 400 to malformed ids', async () => {
    const notFound = { status: 404, body: { err: fr('common.notFound') } };
    const [doctorInvoice] = (await list(cnam, `doctor=${doctorB}`)).body.success;
    const snim = (await call<{ success: Assurance[] }>(t.app, 'GET', '/api/assurance', { token: admin.token })).body.success.find((a) => a.name === 'SNIM')!._id;
    for (const [method, url] of [
      ['GET', `${base('876543')}?doctor=${doctorA}`],
      ['POST', `${base('876543')}?doctor=${doctorA}`],
      ['GET', `${base(cnam)}?doctor=876543`],
      ['POST', `${base(cnam)}?doctor=876543`],
      ['POST', `${base('876543')}?global=true`],
      ['PUT', `${base(cnam)}/payInvoice/876543`],
      ['DELETE', `${base(cnam)}/payInvoice/876543`],
      ['DELETE', `${base(cnam)}/deleteInvoice/876543`],
      // An invoice of CNAM through another insurer's path.
      ['PUT', `${base(snim)}/payInvoice/${doctorInvoice._id}`],
      ['DELETE', `${base(snim)}/deleteInvoice/${doctorInvoice._id}`],
      ['PUT', `${base('876543')}/payInvoice/${doctorInvoice._id}`],
    ] as const) {
      const response = await call(t.app, method, url, { token: admin.token });
      expect({ method, url, status: response.status, body: response.body }).toEqual({ method, url, ...notFound });
    }
    expect((await list(cnam, `doctor=${doctorB}`)).body.success[0]).toMatchObject({ _id: doctorInvoice._id, payed: false });

    for (const id of ['abc', '0', '-2', '2.5', '1e2', '99999999999999999999', "1'%20or%20'1'='1", 'x'.repeat(3000)]) {
      for (const [method, url] of [
        ['GET', `${base(id)}?doctor=${doctorA}`],
        ['POST', `${base(id)}?global=true`],
        ['PUT', `${base(cnam)}/payInvoice/${id}`],
        ['DELETE', `${base(cnam)}/payInvoice/${id}`],
        ['DELETE', `${base(cnam)}/deleteInvoice/${id}`],
        ['PUT', `${base(id)}/payInvoice/${doctorInvoice._id}`],
        ['DELETE', `${base(id)}/deleteInvoice/${doctorInvoice._id}`],
      ] as const) {
        const response = await call(t.app, method, url, { token: admin.token });
        expect({ method, url: url.slice(0, 80), status: response.status, body: response.body }).toEqual({
          method,
          url: url.slice(0, 80),
          status: 400,
          body: { err: fr('common.invalidId') },
        });
      }
    }
  });

  it('ignores whatever body a creation or a payment carries, and never answers 5xx', async () => {
    const insurer = await newInsurer('Corps');
    for (const body of [{ numInvoice: 99, payed: true, doctor: doctorB, inCommon: true }, [1, 2], 'text', null, { $where: '1=1' }]) {
      const response = await call<Answer>(t.app, 'POST', `${base(insurer)}?doctor=${doctorA}`, {
        token: admin.token,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status === 200 || response.status === 300).toBe(true);
    }
    const [only] = (await list(insurer, `doctor=${doctorA}`)).body.success;
    expect(only).toMatchObject({ numInvoice: 1, payed: false, doctor: doctorA, inCommon: false });
    expect((await list(insurer, 'global=true')).body.success).toEqual([]);
    const paid = await call<Answer>(t.app, 'PUT', `${base(insurer)}/payInvoice/${only._id}`, {
      token: admin.token,
      body: { payed: false, finish: false, numInvoice: 7 },
    });
    expect(paid.body.success).toMatchObject({ numInvoice: 1, payed: true, finish: true });
  });

  describe('permissions', () => {
    let insurer: string;
    let own: Session;
    let globalViewer: Session;
    let globalInvoicer: Session;
    let readOnly: Session;
    let invoicerWithoutView: Session;
    let outsider: Session;

    beforeAll(async () => {
      insurer = await newInsurer('Permissions');
      own = await createLimitedUser(t.app, admin.token, 'own-doctor', [
        ['AFFICHER', 'PATIENTS_ASSURANCE'],
        ['AJOUTER', 'PATIENTS_ASSURANCE'],
        ['MODIFIER', 'PATIENTS_ASSURANCE'],
        ['SUPPRIMER', 'PATIENTS_ASSURANCE'],
      ]);
      globalViewer = await createLimitedUser(t.app, admin.token, 'global-viewer', [
        ['AFFICHER_GLOBAL', 'PATIENTS_ASSURANCE'],
        ['AJOUTER', 'PATIENTS_ASSURANCE'],
        ['MODIFIER', 'PATIENTS_ASSURANCE'],
      ]);
      globalInvoicer = await createLimitedUser(t.app, admin.token, 'global-invoicer', [
        ['AFFICHER', 'PATIENTS_ASSURANCE'],
        ['FACTURE_GLOBAL', 'PATIENTS_ASSURANCE'],
        ['AJOUTER', 'PATIENTS_ASSURANCE'],
        ['SUPPRIMER', 'PATIENTS_ASSURANCE'],
      ]);
      readOnly = await createLimitedUser(t.app, admin.token, 'read-only', [
        ['AFFICHER_GLOBAL', 'PATIENTS_ASSURANCE'],
        ['FACTURE_GLOBAL', 'PATIENTS_ASSURANCE'],
      ]);
      invoicerWithoutView = await createLimitedUser(t.app, admin.token, 'no-view', [
        ['FACTURE_GLOBAL', 'PATIENTS_ASSURANCE'],
        ['AJOUTER', 'PATIENTS_ASSURANCE'],
      ]);
      outsider = await createLimitedUser(t.app, admin.token, 'outsider', [['AFFICHER_GLOBAL', 'PATIENTS']]);
    });

    const viewDenied = (lang: 'fr' | 'ar' = 'fr') => ({ status: 403, body: { err: translateMessage('auth.viewDenied', lang, { collection: collectionParam('PATIENTS_ASSURANCE') }) } });
    const globalDenied = { status: 403, body: { err: fr('invoice.globalDenied') } };
    const actionDenied = (action: string) => ({ status: 403, body: { err: fr('auth.actionDenied', { right: rightParam(action, 'PATIENTS_ASSURANCE') }) } });
    const answer = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

    it('AFFICHER: one\'s own invoices only', async () => {
      const created = await create(insurer, `doctor=${own._id}`, own);
      expect(created.status).toBe(200);
      expect(created.body.success.doctor).toBe(own._id);
      expect((await list(insurer, `doctor=${own._id}`, own)).body.success).toHaveLength(1);

      expect(answer(await list(insurer, `doctor=${doctorA}`, own))).toEqual(viewDenied());
      expect(answer(await create(insurer, `doctor=${doctorA}`, own))).toEqual({ status: 403, body: { err: fr('auth.otherDoctor') } });
      const deniedAr = await call<{ err: string }>(t.app, 'GET', `${base(insurer)}?doctor=${doctorA}`, { token: own.token, lang: 'ar' });
      expect(answer(deniedAr)).toEqual(viewDenied('ar'));
      expect(deniedAr.body.err.startsWith('AFFICHER')).toBe(true);
      expect(answer(await list(insurer, 'global=true', own))).toEqual(globalDenied);
      expect(answer(await create(insurer, 'global=true', own))).toEqual(globalDenied);
      const globalDeniedAr = await call(t.app, 'GET', `${base(insurer)}?global=true`, { token: own.token, lang: 'ar' });
      expect(globalDeniedAr.body).toEqual({ err: ar('invoice.globalDenied') });
    });

    it('AFFICHER_GLOBAL: every doctor\'s invoices, but not the global ones without FACTURE_GLOBAL', async () => {
      expect((await list(insurer, `doctor=${own._id}`, globalViewer)).body.success).toHaveLength(1);
      expect((await list(insurer, `doctor=${doctorA}`, globalViewer)).status).toBe(200);
      const forA = await create(insurer, `doctor=${doctorA}`, globalViewer);
      expect(forA.status).toBe(200);
      expect(forA.body.success.doctor).toBe(doctorA);
      expect(answer(await list(insurer, 'global=true', globalViewer))).toEqual(globalDenied);
      expect(answer(await create(insurer, 'global=true', globalViewer))).toEqual(globalDenied);

      // Pay and delete work on invoices the user may see.
      const ownInvoice = (await list(insurer, `doctor=${own._id}`, own)).body.success[0];
      const forAInvoice = forA.body.success;
      expect(answer(await pay(insurer, forAInvoice._id, 'PUT', own))).toEqual(viewDenied());
      expect(answer(await remove(insurer, forAInvoice._id, own))).toEqual(viewDenied());
      expect((await pay(insurer, forAInvoice._id, 'DELETE', globalViewer)).body.success).toMatchObject({ payed: true });
      expect((await pay(insurer, ownInvoice._id, 'PUT', own)).body.success).toMatchObject({ payed: true });
    });

    it('FACTURE_GLOBAL with a view permission: the global invoices', async () => {
      const global = await create(insurer, 'global=true', globalInvoicer);
      expect(global.status).toBe(200);
      expect(global.body.success).toMatchObject({ inCommon: true, doctor: null });
      expect((await list(insurer, 'global=true', globalInvoicer)).body.success).toHaveLength(1);
      expect((await list(insurer, 'global=true', readOnly)).body.success).toHaveLength(1);
      // AFFICHER still limits the doctors' invoices to one's own.
      expect(answer(await list(insurer, `doctor=${doctorA}`, globalInvoicer))).toEqual(viewDenied());
      // A global invoice is not reachable for those without FACTURE_GLOBAL.
      expect(answer(await pay(insurer, global.body.success._id, 'PUT', globalViewer))).toEqual(globalDenied);
      expect(answer(await remove(insurer, global.body.success._id, own))).toEqual(globalDenied);

      const deleted = await remove(insurer, global.body.success._id, globalInvoicer);
      expect(deleted.status).toBe(200);
      expect((await list(insurer, 'global=true', readOnly)).body.success).toEqual([]);
    });

    it('FACTURE_GLOBAL alone is not a view permission; nothing without PATIENTS_ASSURANCE', async () => {
      const denied = await call<{ err: string }>(t.app, 'GET', `${base(insurer)}?global=true`, { token: invoicerWithoutView.token });
      expect(answer(denied)).toEqual(viewDenied());
      expect(denied.body.err.startsWith('AFFICHER')).toBe(true);
      expect(answer(await create(insurer, 'global=true', invoicerWithoutView))).toEqual(viewDenied());
      for (const scope of ['global=true', `doctor=${outsider._id}`, `doctor=${doctorA}`, '']) {
        const response = await call<{ err: string }>(t.app, 'GET', `${base(insurer)}?${scope}`, { token: outsider.token, lang: 'ar' });
        expect({ scope, ...answer(response) }).toEqual({ scope, ...viewDenied('ar') });
      }
    });

    it('checks AJOUTER, MODIFIER and SUPPRIMER', async () => {
      const open = (await create(insurer, `doctor=${doctorB}`)).body.success;
      expect(answer(await create(insurer, `doctor=${doctorB}`, readOnly))).toEqual(actionDenied('AJOUTER'));
      expect(answer(await create(insurer, 'global=true', readOnly))).toEqual(actionDenied('AJOUTER'));
      expect(answer(await pay(insurer, open._id, 'PUT', readOnly))).toEqual(actionDenied('MODIFIER'));
      expect(answer(await pay(insurer, open._id, 'DELETE', readOnly))).toEqual(actionDenied('MODIFIER'));
      expect(answer(await remove(insurer, open._id, readOnly))).toEqual(actionDenied('SUPPRIMER'));
      expect(answer(await remove(insurer, open._id, globalViewer))).toEqual(actionDenied('SUPPRIMER'));
      expect(answer(await pay(insurer, open._id, 'PUT', globalInvoicer))).toEqual(actionDenied('MODIFIER'));
      expect((await list(insurer, `doctor=${doctorB}`)).body.success[0]).toMatchObject({ _id: open._id, payed: false, finish: false });
    });
  });

  describe('under concurrency', () => {
    it('numbers 20 simultaneous invoices of 20 doctors 1..20, without gap or duplicate', async () => {
      const insurer = await newInsurer('Concurrence');
      const doctors = await insertDoctors(t.db, 'dr-race-', 20);
      const responses = await Promise.all(doctors.map((doctor) => create(insurer, `doctor=${doctor}`)));
      expect(responses.map((r) => r.status)).toEqual(doctors.map(() => 200));
      expect(responses.map((r) => r.body.success.numInvoice).sort((a, b) => a - b)).toEqual(doctors.map((_, i) => i + 1));
      expect(new Set(responses.map((r) => r.body.success.doctor))).toEqual(new Set(doctors));
      const stored = await t.db.query<{ n: number }>('select num_invoice as n from insurance_invoices where assurance_id = $1 order by 1', [insurer]);
      expect(stored.map((r) => r.n)).toEqual(doctors.map((_, i) => i + 1));
    });

    it('lets exactly one of 10 simultaneous creations for one doctor through; the others are "last not closed"', async () => {
      const insurer = await newInsurer('Concurrence 2');
      const responses = await Promise.all(Array.from({ length: 10 }, () => create(insurer, `doctor=${doctorB}`)));
      const created = responses.filter((r) => r.status === 200);
      expect(created).toHaveLength(1);
      expect(created[0].body.success.numInvoice).toBe(1);
      for (const response of responses.filter((r) => r.status !== 200)) {
        expect({ status: response.status, body: response.body }).toEqual({ status: 300, body: { formErrors: [expect.stringMatching(/^La dernière facture n'est pas encore clôturée/)] } });
      }

      const globals = await Promise.all(Array.from({ length: 10 }, () => create(insurer, 'global=true')));
      expect(globals.filter((r) => r.status === 200).map((r) => r.body.success.numInvoice)).toEqual([2]);
      expect(globals.filter((r) => r.status === 300)).toHaveLength(9);
    });
  });

  describe('openInvoiceFor', () => {
    it("finds the doctor's open invoice, else the open global one, else answers invoice.notCreated", async () => {
      const insurer = await newInsurer('Rattachement');
      const notCreated = async () => {
        const error = await openInvoiceFor(t.db, insurer, doctorA).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(FormError);
        expect((error as FormError).messages).toEqual([{ key: 'invoice.notCreated' }]);
      };
      await notCreated();

      const global = (await create(insurer, 'global=true')).body.success;
      expect(await openInvoiceFor(t.db, insurer, doctorA)).toEqual({
        _id: global._id,
        assurance: insurer,
        numInvoice: 1,
        doctor: null,
        inCommon: true,
        payed: false,
        finish: false,
        payedAt: null,
        createdAt: global.createdAt,
      });

      const own = (await create(insurer, `doctor=${doctorA}`)).body.success;
      expect((await openInvoiceFor(t.db, insurer, doctorA))._id).toBe(own._id);
      expect((await openInvoiceFor(t.db, insurer, doctorB))._id).toBe(global._id);
      // Inside a payment's transaction, as the payment routes will call it.
      expect(await t.db.transaction((tx) => openInvoiceFor(tx, insurer, doctorA).then((i) => i.numInvoice))).toBe(2);

      await pay(insurer, own._id);
      expect((await openInvoiceFor(t.db, insurer, doctorA))._id).toBe(global._id);
      await pay(insurer, global._id);
      await notCreated();
      // Another insurer's invoices never count.
      expect((await list(cnam, `doctor=${doctorA}`)).body.success.some((i) => !i.finish)).toBe(true);
    });
  });

  it("keeps a doctor who has invoices: deleting the user is refused", async () => {
    const [doctor] = await insertDoctors(t.db, 'dr-kept-', 1);
    await create(cnam, `doctor=${doctor}`);
    const refused = await call(t.app, 'DELETE', `/api/user/${doctor}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ err: fr('user.inUse') });
    const refusedAr = await call(t.app, 'DELETE', `/api/user/${doctor}`, { token: admin.token, lang: 'ar' });
    expect(refusedAr.body).toEqual({ err: ar('user.inUse') });
    const [unused] = await insertDoctors(t.db, 'dr-free-', 1);
    expect((await call(t.app, 'DELETE', `/api/user/${unused}`, { token: admin.token })).status).toBe(200);
  });
});
