import { ACTION, type Sheet, type SheetLine } from '@dental/contracts';
import { quoteLineTotal, sessionCharge, toCents } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, type Queryable } from '../../db/types';
import { ApiError, FormError, notFound, type FormMessage } from '../../http/errors';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { audit } from '../../db/audit';
import { checkLabAccount } from '../../http/money-limits';
import { checkPatientAccess } from '../../http/patient-access';
import { checkNamedDoctors, doctorsAmong } from '../../http/doctor-scope';
import { lockPatient, nextNumber } from '../../db/numbering';
import { earlierSessions, findQuoteLine, labPrice, loadSheet, loadSheets, quoteLineFollowUps, type QuoteLineFacts } from './queries';

const COLLECTION = 'PATIENTS';

interface SheetLists {
  _id: string[];
  dateAppointment: (string | null)[];
  acte: string[];
  amount: number[];
  finish?: (0 | 1)[];
  appointment?: (string | null)[];
}

interface LineBody {
  doctor?: string;
  treatment: string;
  acte?: string;
  price?: number;
  teeth: { nums: string[]; surface?: string | null };
  dateAppointment?: string | null;
  devis: string;
  lineDevis?: string;
  lineFicheId?: string | null;
  laboratory?: string | null;
  priceLab?: number;
}

/** What a line of the parallel lists changes, checked against the lock of a done line. */
function listProblems(lists: SheetLists, current: Map<string, SheetLine>): FormMessage[] {
  return lists._id.flatMap((id, i): FormMessage[] => {
    const line = current.get(id);
    if (!line) return [{ key: 'sheet.unknownLine' }];
    const finish = lists.finish?.[i] ?? line.finish;
    const changed = lists.acte[i] !== line.acte || toCents(lists.amount[i]) !== toCents(line.amount) || finish !== line.finish;
    return line.finish === 1 && changed ? [{ key: 'sheet.lineLocked' }] : [];
  });
}

/** A done act charges the patient its amount (through the balance trigger of the charges). */
async function chargeAct(tx: Queryable, me: AuthUser, patientId: string, line: { _id: string; doctor: string; amount: number }): Promise<void> {
  if (line.amount <= 0) return;
  await tx.query(`insert into charges (patient_id, doctor_id, user_id, amount, kind, sheet_line_id) values ($1, $2, $3, $4, 'act', $5)`, [
    patientId,
    line.doctor,
    me.id,
    line.amount.toFixed(2),
    line._id,
  ]);
}

/** The appointments named by a sheet's lists, each the patient's, else the form's refusal. */
async function bookedAppointments(tx: Queryable, patientId: string, ids: readonly (string | null)[]): Promise<void> {
  const named = [...new Set(ids.filter((id): id is string => id !== null))];
  if (named.length === 0) return;
  const found = await tx.query<{ id: string }>('select id::text as id from appointments where patient_id = $1 and id = any($2::bigint[])', [patientId, named]);
  if (found.length !== named.length) throw new FormError(['sheet.unknownAppointment']);
}

export async function sheetRoutes(app: FastifyInstance) {
  const { db } = app;

  /** The sheet of the path, under the patient's lock, or 404. */
  const lockedSheet = async (tx: Queryable, me: AuthUser, patientId: string, sheetId: string): Promise<Sheet> => {
    await checkPatientAccess(tx, me, patientId);
    if (!(await lockPatient(tx, patientId))) throw notFound();
    const sheet = await loadSheet(tx, patientId, sheetId);
    if (!sheet) throw notFound();
    return sheet;
  };

  route(app, 'sheets.list', { guard: requireView(COLLECTION) }, async (request) => {
    const { patientId } = request.params;
    await checkPatientAccess(db, currentUser(request), patientId);
    return ok(await loadSheets(db, patientId));
  });

  route(app, 'sheets.get', { guard: requireView(COLLECTION) }, async (request) => {
    const { patientId, ficheId } = request.params;
    await checkPatientAccess(db, currentUser(request), patientId);
    const sheet = await loadSheet(db, patientId, ficheId);
    if (!sheet) throw notFound();
    return ok(sheet);
  });

  route(app, 'sheets.create', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patientId } = request.params;
    await checkPatientAccess(db, me, patientId);
    const sheet = await db.transaction(async (tx) => {
      if (!(await lockPatient(tx, patientId))) throw notFound();
      const number = await nextNumber(tx, 'treatment_sheets', 'num_fiche', patientId);
      const [{ id }] = await tx.query<{ id: string }>('insert into treatment_sheets (patient_id, num_fiche) values ($1, $2) returning id::text as id', [patientId, number]);
      return (await loadSheet(tx, patientId, id)) as Sheet;
    });
    return ok(sheet);
  });

  /** Saves dates, acts, amounts and done flags of the listed lines; a done line keeps its act and amount, and charges the patient once. */
  route(app, 'sheets.update', { guard: requireAction(ACTION.edit, COLLECTION), limits: { maxLengths: { acte: 500 } } }, async (request) => {
    const me = currentUser(request);
    const { patientId, ficheId } = request.params;
    const lists = request.body as SheetLists;
    const sheet = await db.transaction(async (tx) => {
      const before = await lockedSheet(tx, me, patientId, ficheId);
      const current = new Map(before.LineFiche.map((line) => [line._id, line]));
      const problems = listProblems(lists, current);
      if (problems.length > 0) throw new FormError(problems);
      await bookedAppointments(tx, patientId, lists.appointment ?? []);
      for (const [i, id] of lists._id.entries()) {
        const line = current.get(id) as SheetLine;
        const finish = lists.finish?.[i] ?? line.finish;
        // A line linked to an appointment keeps its day as date: cancelling the appointment clears it.
        await tx.query(
          `update sheet_lines set appointment_id = coalesce($6::bigint, appointment_id),
                  date_appointment = case when coalesce($6::bigint, appointment_id) is null then $2::date
                                          else (select day from appointments where id = coalesce($6::bigint, appointment_id)) end,
                  acte = $3, amount = $4, finish = $5, updated_at = now() where id = $1`,
          [id, lists.dateAppointment[i], lists.acte[i], lists.amount[i].toFixed(2), finish, lists.appointment?.[i] ?? null],
        );
        const after = { acte: lists.acte[i], amount: lists.amount[i], finish };
        if (toCents(after.amount) !== toCents(line.amount) || finish !== line.finish) {
          await audit(tx, me, { patientId, entity: 'sheetLine', entityId: id, action: 'update', before: { acte: line.acte, amount: line.amount, finish: line.finish }, after });
        }
        if (finish === 1 && line.finish === 0) await chargeAct(tx, me, patientId, { _id: id, doctor: line.doctor, amount: lists.amount[i] });
      }
      return (await loadSheet(tx, patientId, ficheId)) as Sheet;
    });
    return ok(sheet);
  });

  route(app, 'sheets.saveLine', { guard: requireAction(ACTION.edit, COLLECTION), limits: { maxLengths: { acte: 500 } } }, async (request) => {
    const me = currentUser(request);
    const { patientId, ficheId } = request.params;
    const body = request.body as LineBody;
    const sheet = await db
      .transaction(async (tx) => {
        const before = await lockedSheet(tx, me, patientId, ficheId);
        const quoteLine = await findQuoteLine(tx, patientId, body.devis, body.treatment, body.lineDevis);
        if (!quoteLine) throw new FormError(['sheet.quoteLineRequired']);
        checkNamedDoctors(me, [COLLECTION], [body.doctor], [quoteLine.doctorId]);
        const existing = body.lineFicheId ? before.LineFiche.find((line) => line._id === body.lineFicheId) : undefined;
        if (body.lineFicheId && !existing) throw new FormError(['sheet.unknownLine']);
        if (existing?.finish === 1) throw new FormError(['sheet.lineLocked']);
        const line = await lineValues(tx, body, quoteLine, existing?._id ?? null);
        // A quote line may take several sessions (sheet lines), but each of its teeth goes to a lab
        // and gets an implant follow-up once: what another line of it already did is not repeated.
        const others = await quoteLineFollowUps(tx, quoteLine.id, existing?._id ?? null);
        const sentAgain = line.nums.filter((tooth) => others.labTeeth.includes(tooth));
        if (line.lab && sentAgain.length > 0) throw new FormError([{ key: 'sheet.alreadySentToLab', params: { teeth: sentAgain.join(', ') } }]);
        const implantTeeth = line.nums.filter((tooth) => !others.implantTeeth.includes(tooth));
        const lineId = existing ? existing._id : await insertLine(tx, ficheId, line, quoteLine.id);
        if (existing) {
          await tx.query(
            'update sheet_lines set doctor_id = $2, date_appointment = case when appointment_id is null then $3::date else date_appointment end, acte = $4, amount = $5, teeth = $6::text[], quote_line_id = $7, quote_share = $8, updated_at = now() where id = $1',
            [lineId, line.doctorId, line.dateAppointment, line.acte, line.amount.toFixed(2), line.nums, quoteLine.id, line.quoteShare.toFixed(2)],
          );
        } else if (quoteLine.treatmentType === 'implant' && implantTeeth.length > 0) {
          await tx.query('insert into implants (doctor_id, patient_id, treatment_id, sheet_line_id, price, teeth, surface) values ($1, $2, $3, $4, $5, $6::text[], $7)', [
            line.doctorId,
            patientId,
            quoteLine.treatmentId,
            lineId,
            line.amount.toFixed(2),
            implantTeeth,
            quoteLine.surface,
          ]);
        }
        if (existing) await tx.query('update implants set teeth = $2::text[], updated_at = now() where sheet_line_id = $1', [lineId, line.nums]);
        if (line.lab) {
          await sendToLab(tx, me, patientId, lineId, existing?.consumptionLab?._id ?? null, quoteLine, line);
          await checkLabAccount(tx, line.lab.id, line.doctorId);
        } else if (existing?.consumptionLab) await recallFromLab(tx, me, patientId, existing.consumptionLab);
        const after = (await loadSheet(tx, patientId, ficheId)) as Sheet;
        await audit(tx, me, { patientId, entity: 'sheetLine', entityId: lineId, action: existing ? 'update' : 'create', before: existing, after: after.LineFiche.find((l) => l._id === lineId) });
        return after;
      })
      .catch(gone);
    return ok(sheet);
  });

  route(app, 'sheets.removeLine', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patientId, ficheId, lineId } = request.params;
    const sheet = await db.transaction(async (tx) => {
      const before = await lockedSheet(tx, me, patientId, ficheId);
      const line = before.LineFiche.find((l) => l._id === lineId);
      if (!line) throw notFound();
      if (line.finish === 1) throw new ApiError(409, 'treatment.done');
      await removeLines(tx, [line]);
      await audit(tx, me, { patientId, entity: 'sheetLine', entityId: lineId, action: 'delete', before: line });
      return (await loadSheet(tx, patientId, ficheId)) as Sheet;
    });
    return ok(sheet);
  });

  route(app, 'sheets.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { patientId, ficheId } = request.params;
    const sheet = await db.transaction(async (tx) => {
      const before = await lockedSheet(tx, me, patientId, ficheId);
      if (before.LineFiche.some((line) => line.finish === 1)) throw new ApiError(409, 'treatment.done');
      await removeLines(tx, before.LineFiche);
      await tx.query('delete from treatment_sheets where id = $1', [ficheId]);
      if (before.LineFiche.length > 0) await audit(tx, me, { patientId, entity: 'sheet', entityId: ficheId, action: 'delete', before });
      return before;
    });
    return ok(sheet);
  });
}

interface LineValues {
  doctorId: string;
  dateAppointment: string | null;
  acte: string;
  nums: string[];
  /** What the act charges: its part of the quoted line, or the unit price typed × teeth. */
  amount: number;
  /** Its part of the quote line's quoted amount (sessionCharge), typed price or not. */
  quoteShare: number;
  lab: { id: string; price: number } | null;
}

/** The values of a line (`lineId` when edited) from its body and the quote line it realises, or a FormError. */
async function lineValues(tx: Queryable, body: LineBody, quoteLine: QuoteLineFacts, lineId: string | null): Promise<LineValues> {
  const nums = [...new Set(body.teeth.nums)];
  if (nums.length === 0) throw new FormError(['quote.teethRequired']);
  const stranger = nums.find((tooth) => !quoteLine.nums.includes(tooth));
  if (stranger) throw new FormError([{ key: 'sheet.teethNotInLine', params: { tooth: stranger } }]);
  const doctorId = body.doctor ?? quoteLine.doctorId;
  if (!(await doctorsAmong(tx, [doctorId])).has(doctorId)) throw new FormError(['quote.doctorRequired']);
  // Charged what the patient was quoted: the session's part of the line after the quote's reduction,
  // the sessions' parts adding up to the line's quoted amount. A unit price typed for the session is
  // an explicit choice: charged as typed, while its part stays counted, so no other session makes up for it.
  const quoted = { price: quoteLine.price, discount: quoteLine.discount, teeth: quoteLine.nums.length, reducePercent: quoteLine.reduce };
  const quoteShare = sessionCharge(quoted, nums.length, await earlierSessions(tx, quoteLine.id, lineId));
  const amount = body.price === undefined ? quoteShare : quoteLineTotal({ price: body.price, teeth: nums.length });
  let lab: LineValues['lab'] = null;
  if (body.laboratory) {
    const known = await labPrice(tx, body.laboratory, quoteLine.treatmentId);
    if (!known.exists) throw new FormError(['sheet.unknownLaboratory']);
    const price = body.priceLab ?? known.price;
    if (price === undefined) throw new FormError(['sheet.labPriceRequired']);
    lab = { id: body.laboratory, price };
  }
  return { doctorId, dateAppointment: body.dateAppointment ?? null, acte: body.acte || quoteLine.treatmentName, nums, amount, quoteShare, lab };
}

async function insertLine(tx: Queryable, sheetId: string, line: LineValues, quoteLineId: string): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    'insert into sheet_lines (sheet_id, doctor_id, date_appointment, acte, amount, teeth, quote_line_id, quote_share) values ($1, $2, $3, $4, $5, $6::text[], $7, $8) returning id::text as id',
    [sheetId, line.doctorId, line.dateAppointment, line.acte, line.amount.toFixed(2), line.nums, quoteLineId, line.quoteShare.toFixed(2)],
  );
  return rows[0].id;
}

/**
 * Records the work sent to a laboratory: a consumption (lab, treatment, teeth, lab price) and a
 * case to follow (fingerprint date today, not finished); an existing consumption of the line follows the new values.
 */
async function sendToLab(tx: Queryable, me: AuthUser, patientId: string, lineId: string, consumptionId: string | null, quoteLine: QuoteLineFacts, line: LineValues): Promise<void> {
  const lab = line.lab as { id: string; price: number };
  if (consumptionId) {
    await tx.query('update lab_consumptions set laboratory_id = $2, doctor_id = $3, price = $4, teeth = $5::text[], updated_at = now() where id = $1', [
      consumptionId,
      lab.id,
      line.doctorId,
      lab.price.toFixed(2),
      line.nums,
    ]);
    await audit(tx, me, { patientId, entity: 'labConsumption', entityId: consumptionId, action: 'update', after: { laboratory: lab.id, price: lab.price, teeth: line.nums } });
    return;
  }
  const [{ id }] = await tx.query<{ id: string }>(
    `insert into lab_consumptions (laboratory_id, doctor_id, patient_id, treatment_id, price, teeth, surface)
     values ($1, $2, $3, $4, $5, $6::text[], $7) returning id::text as id`,
    [lab.id, line.doctorId, patientId, quoteLine.treatmentId, lab.price.toFixed(2), line.nums, quoteLine.surface],
  );
  await tx.query('insert into lab_cases (patient_id, lab_consumption_id) values ($1, $2)', [patientId, id]);
  await tx.query('update sheet_lines set lab_consumption_id = $2 where id = $1', [lineId, id]);
  await audit(tx, me, { patientId, entity: 'labConsumption', entityId: id, action: 'create', after: { laboratory: lab.id, price: lab.price, teeth: line.nums } });
}

/** A line edited without its laboratory: the consumption (and its case) it brought goes. */
async function recallFromLab(tx: Queryable, me: AuthUser, patientId: string, consumption: NonNullable<SheetLine['consumptionLab']>): Promise<void> {
  await tx.query('delete from lab_consumptions where id = $1', [consumption._id]);
  await audit(tx, me, { patientId, entity: 'labConsumption', entityId: consumption._id, action: 'delete', before: { laboratory: consumption.laboratory._id, price: consumption.price } });
}

/** Deletes lines not done, with the laboratory consumptions (and cases) and implant records they brought. */
async function removeLines(tx: Queryable, lines: SheetLine[]): Promise<void> {
  const ids = lines.map((line) => line._id);
  const consumptions = lines.flatMap((line) => (line.consumptionLab ? [line.consumptionLab._id] : []));
  await tx.query('delete from implants where sheet_line_id = any($1::bigint[])', [ids]);
  await tx.query('delete from sheet_lines where id = any($1::bigint[])', [ids]);
  if (consumptions.length > 0) await tx.query('delete from lab_consumptions where id = any($1::bigint[])', [consumptions]);
}

/** A doctor, treatment or laboratory deleted between the checks and the writes. */
function gone(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new FormError(['sheet.quoteLineRequired']);
  throw error;
}
