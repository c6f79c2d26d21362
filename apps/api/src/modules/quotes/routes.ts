import { ACTION, type Quote } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, type Queryable } from '../../db/types';
import { ApiError, FormError, notFound } from '../../http/errors';
import { checkNamedDoctors } from '../../http/doctor-scope';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { audit } from '../../db/audit';
import { checkPatientAccess } from '../../http/patient-access';
import { lockPatient, nextNumber } from '../../db/numbering';
import { checkQuoteTotal } from '../../http/money-limits';
import { lineWrites, type ParsedLine } from './lines';
import { insertLine, loadQuote, loadQuotes, touchQuote, updateLine } from './queries';

const COLLECTION = 'PATIENTS';

/** A line realised on a sheet, or billed, stays as it is. */
function checkLineFree(line: Quote['LineDevis'][number], doneKey: 'treatment.done' | 'quote.lineDone'): void {
  if (line.done) throw new ApiError(409, doneKey);
  if (line.invoice !== null) throw new ApiError(409, 'quote.lineInvoiced');
}

export async function quoteRoutes(app: FastifyInstance) {
  const { db } = app;

  /** The quote of the path, of a patient the user may work on, or 404. */
  const quoteOf = async (q: Queryable, me: AuthUser, patientId: string, quoteId: string): Promise<Quote> => {
    await checkPatientAccess(q, me, patientId);
    const quote = await loadQuote(q, patientId, quoteId);
    if (!quote) throw notFound();
    return quote;
  };

  /** Runs a change of one quote in a transaction (under the patient's lock) and records it in the audit trail. */
  const changeQuote = async (me: AuthUser, patientId: string, quoteId: string, action: string, change: (tx: Queryable, before: Quote) => Promise<void>) =>
    db.transaction(async (tx) => {
      if (!(await lockPatient(tx, patientId))) throw notFound();
      const before = await quoteOf(tx, me, patientId, quoteId);
      await change(tx, before);
      await touchQuote(tx, quoteId);
      const after = await loadQuote(tx, patientId, quoteId);
      if (after) checkQuoteTotal(after);
      await audit(tx, me, { patientId, entity: 'quote', entityId: quoteId, action, before, after });
      return after as Quote;
    });

  route(app, 'quotes.list', { guard: requireView(COLLECTION) }, async (request) => {
    const { patientId } = request.params;
    await checkPatientAccess(db, currentUser(request), patientId);
    return ok(await loadQuotes(db, patientId));
  });

  route(app, 'quotes.create', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patientId } = request.params;
    const body = request.body;
    await checkPatientAccess(db, me, patientId);
    checkNamedDoctors(me, [COLLECTION], [body.doctor, ...(body.LineDevis as ParsedLine[]).map((line) => line.doctor)]);
    const writes = await lineWrites(db, me, patientId, body.LineDevis as ParsedLine[], body.doctor);
    const quote = await db.transaction(async (tx) => {
      if (!(await lockPatient(tx, patientId))) throw notFound();
      const number = await nextNumber(tx, 'quotes', 'num_devis', patientId);
      const [{ id }] = await tx.query<{ id: string }>('insert into quotes (patient_id, num_devis, reduce, user_id) values ($1, $2, $3, $4) returning id::text as id', [
        patientId,
        number,
        body.reduce.toFixed(2),
        me.id,
      ]);
      for (const write of writes) await insertLine(tx, id, write);
      const created = (await loadQuote(tx, patientId, id)) as Quote;
      checkQuoteTotal(created);
      await audit(tx, me, { patientId, entity: 'quote', entityId: id, action: 'create', after: created });
      return created;
    }).catch(referenceGone);
    return ok(quote);
  });

  route(app, 'quotes.update', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { patientId, devisId } = request.params;
    const { reduce } = request.body;
    const quote = await changeQuote(currentUser(request), patientId, devisId, 'update', async (tx) => {
      await tx.query('update quotes set reduce = $2 where id = $1', [devisId, reduce.toFixed(2)]);
    });
    return ok(quote);
  });

  route(app, 'quotes.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patientId, devisId } = request.params;
    const removed = await db.transaction(async (tx) => {
      if (!(await lockPatient(tx, patientId))) throw notFound();
      const quote = await quoteOf(tx, me, patientId, devisId);
      for (const line of quote.LineDevis) checkLineFree(line, 'treatment.done');
      await tx.query('delete from quotes where id = $1', [devisId]);
      await audit(tx, me, { patientId, entity: 'quote', entityId: devisId, action: 'delete', before: quote });
      return quote;
    });
    return ok(removed);
  });

  route(app, 'quotes.append', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patientId, devisId } = request.params;
    await quoteOf(db, me, patientId, devisId);
    checkNamedDoctors(me, [COLLECTION], [(request.body as ParsedLine).doctor]);
    const [write] = await lineWrites(db, me, patientId, [request.body as ParsedLine]);
    return ok(await changeQuote(me, patientId, devisId, 'appendLine', (tx) => insertLine(tx, devisId, write)).catch(referenceGone));
  });

  route(app, 'quotes.editLine', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patientId, devisId, lineId } = request.params;
    const current = (await quoteOf(db, me, patientId, devisId)).LineDevis.find((line) => line._id === lineId);
    if (!current) throw notFound();
    const edit = request.body;
    checkNamedDoctors(me, [COLLECTION], [edit.doctor], [current.doctor]);
    const merged: ParsedLine = {
      treatment: edit.treatment ?? current.treatment._id,
      price: edit.price ?? current.price,
      discount: edit.discount === undefined ? current.discount : edit.discount,
      teeth: edit.teeth ?? { nums: current.teeth.nums, surface: current.teeth.surface },
      doctor: edit.doctor ?? current.doctor,
    };
    const [write] = await lineWrites(db, me, patientId, [merged]);
    const quote = await changeQuote(me, patientId, devisId, 'editLine', async (tx, before) => {
      const line = before.LineDevis.find((l) => l._id === lineId);
      if (!line) throw notFound();
      checkLineFree(line, 'quote.lineDone');
      await updateLine(tx, lineId, write);
    }).catch(referenceGone);
    return ok(quote);
  });

  route(app, 'quotes.removeLine', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { patientId, devisId, lineId } = request.params;
    const quote = await changeQuote(currentUser(request), patientId, devisId, 'deleteLine', async (tx, before) => {
      const line = before.LineDevis.find((l) => l._id === lineId);
      if (!line) throw notFound();
      checkLineFree(line, 'treatment.done');
      await tx.query('delete from quote_lines where id = $1', [lineId]);
    }).catch((error: unknown) => {
      // A sheet line or an invoice took the line between the check and the delete.
      if (isForeignKeyViolation(error)) throw new ApiError(409, 'treatment.done');
      throw error;
    });
    return ok(quote);
  });
}

/** A treatment or doctor deleted between the checks and the writes. */
function referenceGone(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new FormError(['quote.unknownTreatment']);
  throw error;
}
