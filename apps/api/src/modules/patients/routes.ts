import { canReturn, doctorsAfterOwnEdit, isSharedWithOthers } from '@dental/domain';
import { ACTION, DEFAULT_WHATSAPP_PREFIX, type MessageKey, type Patient } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, type Queryable } from '../../db/types';
import { ApiError, FormError, notFound, type FormMessage } from '../../http/errors';
import { checkKnownDoctor, checkNamedDoctors } from '../../http/doctor-scope';
import { currentUser, requireAction, requireView, viewDenied, viewScopeOf } from '../../http/guards';
import { isId } from '../../http/ids';
import { ok, okPage } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { assuranceExists } from '../assurances/queries';
import { consultationPayment, recordConsultation, type ConsultationInput, type ConsultationPayment } from './consultations';
import {
  addDoctors,
  deletePatient,
  existingDoctors,
  findDuplicates,
  findPatient,
  finishPatient,
  insertPatient,
  listPatients,
  passPatient,
  patientHasRecords,
  reopenPatient,
  replaceDoctors,
  updatePatient,
  type PatientWrite,
} from './queries';
import { parseListQuery, parsePatientInput, parseReturnInput, type PatientInputData } from './validation';

const COLLECTION = 'PATIENTS';

/** Every doctor's patients (AFFICHER_GLOBAL), or only one's own (AFFICHER). */
const seesEveryone = (me: AuthUser) => viewScopeOf(me, COLLECTION) === 'all';

/** The doctor whose patients `me` is limited to, or undefined with the global view. */
const viewerOf = (me: AuthUser): string | undefined => (seesEveryone(me) ? undefined : me.id);

/** Payments recorded by a cabinet doctor are approved at once; the others wait for approval. */
const approvesOwnPayments = (me: AuthUser) => me.doctor?.cabinet === true;

/** A reference that vanished between the checks and the writes (a doctor, insurer or payment mode deleted meanwhile). */
function referenceGone(error: unknown): never {
  if (isForeignKeyViolation(error)) {
    const constraint = String((error as { constraint?: unknown }).constraint ?? '');
    const key: MessageKey = constraint.includes('assurance')
      ? 'patient.societyRequired'
      : constraint.includes('method')
        ? 'patient.methodOrAmountRequired'
        : constraint.includes('invoice')
          ? 'invoice.notCreated'
          : 'patient.doctorRequired';
    throw new FormError([key]);
  }
  throw error;
}

function withoutConsultation(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { isConsult: _isConsult, ...rest } = body as Record<string, unknown>;
  return rest;
}

function doctorsOf(input: PatientInputData): string[] {
  return [...new Set(Array.isArray(input.doctor) ? input.doctor : [input.doctor])];
}

function patientWrite(input: PatientInputData, whatsApp: string): PatientWrite {
  const insurance = input.assure ? (input.assurance ?? {}) : null;
  return {
    name: input.name,
    phone: input.contact.phone,
    whatsApp,
    address: input.address ?? '',
    healthCondition: input.HealthCondition ?? '',
    messageLanguage: input.messageLanguage,
    // The schema has checked that one of them is a year.
    dob: (input.yearOfBirth ?? input.dob) as number,
    insurance: insurance && {
      assuranceId: insurance.society as string,
      registrationNumber: insurance.registrationNumber as string,
      professionalId: insurance.professionalId || null,
      coverage: insurance.coverage as string,
      percentCovered: insurance.percentCovered as number,
    },
  };
}

/**
 * What the database must confirm about a form: its doctors are doctor users, its insurer exists,
 * and (with `consult`) the consultation can be paid. Every problem in one FormError, in form order.
 */
async function checkReferences(
  db: Queryable,
  doctors: string[],
  write: PatientWrite,
  consult?: ConsultationInput,
): Promise<ConsultationPayment | undefined> {
  const problems: FormMessage[] = [];
  const known = await existingDoctors(db, doctors);
  if (doctors.some((id) => !known.has(id))) problems.push({ key: 'patient.doctorRequired' });
  const assuranceId = write.insurance?.assuranceId ?? null;
  const insurerKnown = assuranceId === null || (isId(assuranceId) && (await assuranceExists(db, assuranceId)));
  if (!insurerKnown) problems.push({ key: 'patient.societyRequired' });
  let payment: ConsultationPayment | undefined;
  if (consult && insurerKnown) {
    try {
      const insurance = write.insurance && { assuranceId: write.insurance.assuranceId, percentCovered: write.insurance.percentCovered };
      payment = await consultationPayment(db, insurance, consult);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      problems.push(...error.messages);
    }
  }
  if (problems.length > 0) throw new FormError(problems);
  return payment;
}

export async function patientRoutes(app: FastifyInstance) {
  const { db } = app;

  /** A patient `me` may see, or 404 (another doctor's patient is not found for an own-data view). */
  const visiblePatient = async (me: AuthUser, id: string): Promise<Patient> => {
    const patient = await findPatient(db, id, viewerOf(me));
    if (!patient) throw notFound();
    return patient;
  };

  const reload = async (id: string): Promise<Patient> => {
    const patient = await findPatient(db, id);
    if (!patient) throw notFound();
    return patient;
  };

  route(app, 'patients.list', { guard: requireView(COLLECTION), queryAsForm: true }, async (request) => {
    const me = currentUser(request);
    const query = parseListQuery(request.query);
    const viewer = viewerOf(me);
    if (viewer !== undefined) {
      if (query.doctor !== undefined && query.doctor !== viewer) throw viewDenied(COLLECTION);
      query.doctor = viewer;
    }
    await checkKnownDoctor(db, query.doctor);
    return okPage(await listPatients(db, query));
  });

  // Visible as the list is: an own-data view never learns of a patient of others.
  route(app, 'patients.duplicates', { guard: requireView(COLLECTION), queryAsForm: true }, async (request) => {
    const me = currentUser(request);
    return ok(await findDuplicates(db, request.query, viewerOf(me)));
  });

  route(app, 'patients.get', { guard: requireView(COLLECTION) }, async (request) => {
    return ok(await visiblePatient(currentUser(request), request.params.id));
  });

  // The patient form's messages come in the form's order (validation.ts).
  route(app, 'patients.create', { guard: requireAction(ACTION.create, COLLECTION), parseBody: parsePatientInput }, async (request) => {
    const me = currentUser(request);
    const input = request.body;
    const doctors = doctorsOf(input);
    const write = patientWrite(input, input.contact.whatsApp || DEFAULT_WHATSAPP_PREFIX);
    const isConsult = input.isConsult === true;
    // Without the global view one only works with one's own patients.
    checkNamedDoctors(me, [COLLECTION], doctors);
    const payment = await checkReferences(db, doctors, write, isConsult ? input : undefined);

    const id = await db
      .transaction(async (tx) => {
        const patientId = await insertPatient(tx, write);
        await addDoctors(tx, patientId, doctors);
        if (payment) {
          await recordConsultation(tx, { patientId, doctorId: doctors[0], userId: me.id, approved: approvesOwnPayments(me), payment });
        }
        return patientId;
      })
      .catch(referenceGone);
    return ok(await reload(id));
  });

  // The consultation box only counts on creation: an edit records nothing.
  const parseEdit = (body: unknown) => parsePatientInput(withoutConsultation(body));
  route(app, 'patients.update', { guard: requireAction(ACTION.edit, COLLECTION), parseBody: parseEdit }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    const current = await visiblePatient(me, id);
    const input = request.body;
    const sent = doctorsOf(input);
    const sentWhatsApp = input.contact.whatsApp;
    const write = patientWrite(input, sentWhatsApp === undefined ? current.contact.whatsApp : sentWhatsApp || DEFAULT_WHATSAPP_PREFIX);
    await checkReferences(db, sent, write);
    // Without the global view a doctor changes only their own part: colleagues stay.
    const doctors = seesEveryone(me) ? sent : doctorsAfterOwnEdit(current.doctor, sent, me.id);
    if (!doctors) throw new ApiError(403, 'auth.otherDoctor');
    if (doctors.length === 0) throw viewDenied(COLLECTION);

    const saved = await db
      .transaction(async (tx) => {
        if (!(await updatePatient(tx, id, write, input.archive))) return false;
        await replaceDoctors(tx, id, doctors);
        return true;
      })
      .catch(referenceGone);
    if (!saved) throw notFound();
    return ok(await reload(id));
  });

  route(app, 'patients.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    const patient = await visiblePatient(me, id);
    if (!seesEveryone(me) && isSharedWithOthers(patient.doctor, me.id)) throw new ApiError(403, 'patient.sharedDelete');
    const hasRecords = () => new ApiError(409, 'patient.hasRecords');
    if (await patientHasRecords(db, id)) throw hasRecords();
    const deleted = await deletePatient(db, id).catch((error: unknown) => {
      // A payment or charge recorded between the check and the delete.
      if (isForeignKeyViolation(error)) throw hasRecords();
      throw error;
    });
    // The delete decides: of concurrent deletes only the one that removed the row answers 200.
    if (!deleted) throw notFound();
    return ok(patient);
  });

  route(app, 'patients.pass', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { patient: id } = request.body;
    await visiblePatient(currentUser(request), id);
    if (!(await passPatient(db, id))) throw new FormError(['patient.passNotAllowed']);
    return ok(await reload(id));
  });

  route(app, 'patients.finish', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { patient: id } = request.body;
    await visiblePatient(currentUser(request), id);
    if (!(await finishPatient(db, id))) throw new FormError(['patient.finishNotAllowed']);
    return ok(await reload(id));
  });

  /** Return: a finished patient comes back for a new visit with `doctor`, who joins the patient's doctors, and pays a consultation. */
  route(app, 'patients.return', { guard: requireAction(ACTION.edit, COLLECTION), parseBody: parseReturnInput }, async (request) => {
    const me = currentUser(request);
    const input = request.body;
    const patient = await visiblePatient(me, input.patient);
    if (!canReturn(patient)) throw new FormError(['patient.returnNotAllowed']);
    checkNamedDoctors(me, [COLLECTION], [input.doctor]);
    const problems: FormMessage[] = [];
    if (!(await existingDoctors(db, [input.doctor])).has(input.doctor)) problems.push({ key: 'patient.doctorRequired' });
    let payment: ConsultationPayment | undefined;
    try {
      const { society, percentCovered } = patient.assurance;
      payment = await consultationPayment(db, society ? { assuranceId: society, percentCovered: percentCovered ?? 0 } : null, input);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      problems.push(...error.messages);
    }
    if (problems.length > 0 || !payment) throw new FormError(problems);
    const paid = payment;

    await db
      .transaction(async (tx) => {
        if (!(await reopenPatient(tx, patient._id))) throw new FormError(['patient.returnNotAllowed']);
        await addDoctors(tx, patient._id, [input.doctor]);
        await recordConsultation(tx, { patientId: patient._id, doctorId: input.doctor, userId: me.id, approved: approvesOwnPayments(me), payment: paid });
      })
      .catch(referenceGone);
    return ok(await reload(patient._id));
  });
}
