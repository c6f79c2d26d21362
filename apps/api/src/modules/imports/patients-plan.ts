import { DEFAULT_WHATSAPP_PREFIX, type MessageKey, type PatientStage } from '@dental/contracts';
import { amountCents, birthYear, centsText, parseStage } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { FormError, type FormMessage } from '../../http/errors';
import { parsePatientInput } from '../patients/validation';
import type { RowCells } from './cells';
import { loadDoctors, rowDoctor, type DoctorLookup } from './doctors';
import { duplicateKey, isFileRow, loadPatientKeys, regNoOf, type PatientKeys } from './patient-keys';
import type { PlannedRow } from './plan-types';

/** A patient to create, as the import writes it. */
export interface PatientRecord {
  name: string;
  phone: string;
  whatsApp: string;
  address: string;
  healthCondition: string;
  dob: number;
  doctorId: string;
  /** The insurer by name: an existing one's id, or null to create it. */
  insurer: { name: string; id: string | null } | null;
  registrationNumber: string | null;
  percentCovered: number | null;
  stage: PatientStage;
  /** The file's registration number (current and finished patients), else null (the sequence gives one). */
  regNo: number | null;
  /** The balance as the patient list shows it (negative: the patient owes), in cents. */
  openingCents: number;
}

/** What the plan of a patients file looks up: doctors, insurers, and the patients already there by the duplicate rule. */
export interface PatientContext extends PatientKeys {
  doctors: DoctorLookup;
  insurers: Map<string, string>;
  defaultDoctor: string | null;
}

export async function loadPatientContext(db: Queryable, defaultDoctor: string | null, onlyDoctor: string | null): Promise<PatientContext> {
  const [doctors, insurers, keys] = await Promise.all([
    loadDoctors(db, onlyDoctor),
    db.query<{ id: string; name: string }>('select id::text as id, name from assurances'),
    loadPatientKeys(db),
  ]);
  return { ...keys, doctors, insurers: new Map(insurers.map((row) => [row.name.toLowerCase(), row.id])), defaultDoctor };
}

/** The form's messages, each on the import field whose column it is about. */
const FIELD_OF_MESSAGE: Partial<Record<MessageKey, string>> = {
  'patient.nameRequired': 'name',
  'patient.phoneRequired': 'phone',
  'patient.phoneInvalid': 'phone',
  'patient.whatsAppInvalid': 'whatsapp',
  'patient.yearOfBirthRequired': 'birth',
  'patient.societyRequired': 'insurer',
  'patient.registrationNumberRequired': 'insurerNumber',
  'patient.percentRequired': 'percentCovered',
};

function formProblems(cells: RowCells, messages: readonly FormMessage[]): void {
  for (const message of messages) cells.refuse(FIELD_OF_MESSAGE[message.key] ?? null, message.key, message.params);
}

/** A percentage typed as 80, 80 % or 80,5; undefined when the cell is empty, NaN when it is not a number. */
function percentOf(text: string): number | undefined {
  if (text === '') return undefined;
  const value = Number(text.replace('%', '').replace(',', '.').trim());
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * One row of a patients file: checked by the patient form's own schema (the same messages), then
 * matched by registration number or by the duplicate rule, against the clinic and the rows before it.
 */
export function planPatientRow(context: PatientContext, cells: RowCells): PlannedRow<PatientRecord> {
  const doctorId = rowDoctor(cells, context.doctors, context.defaultDoctor);
  const birthText = cells.text('birth');
  const year = birthText === '' ? undefined : birthYear(birthText);
  if (year === null) cells.refuse('birth', 'import.birthInvalid', { value: birthText });
  const stageText = cells.text('stage');
  const stage = stageText === '' ? 'current' : parseStage(stageText);
  if (stage === null) cells.refuse('stage', 'import.stageInvalid', { stage: stageText });
  const balanceText = cells.text('openingBalance');
  const openingCents = balanceText === '' ? 0 : amountCents(balanceText);
  if (openingCents === null) cells.refuse('openingBalance', 'import.amountInvalid', { value: balanceText });
  const insurerName = cells.text('insurer');
  const percent = percentOf(cells.text('percentCovered'));
  const insurerNumber = cells.text('insurerNumber');
  if (insurerName === '' && (insurerNumber !== '' || percent !== undefined)) cells.refuse('insurer', 'import.insurerRequired');
  if (percent !== undefined && (Number.isNaN(percent) || percent < 0 || percent > 100)) cells.refuse('percentCovered', 'import.percentInvalid');

  const assure = insurerName !== '';
  let form: ReturnType<typeof parsePatientInput> | null = null;
  try {
    form = parsePatientInput({
      // Stand-ins for what the import checks itself (the doctor, the insurer by name, the cover's wording).
      doctor: '1',
      name: cells.text('name'),
      contact: { phone: cells.text('phone'), whatsApp: cells.text('whatsapp') },
      ...(year !== null && year !== undefined && { yearOfBirth: year }),
      HealthCondition: cells.text('healthNotes'),
      address: cells.text('address'),
      assure,
      ...(assure && { assurance: { society: '1', registrationNumber: insurerNumber, coverage: '-', percentCovered: Number.isNaN(percent) ? null : (percent ?? null) } }),
    });
  } catch (error) {
    if (!(error instanceof FormError)) throw error;
    // Problems the import already named (a birth it could not read) are not said twice.
    formProblems(cells, error.messages.filter((message) => !(year === null && message.key === 'patient.yearOfBirthRequired')));
  }
  const values = {
    name: cells.text('name'),
    phone: cells.text('phone'),
    birth: year ?? null,
    doctor: cells.text('doctor') || null,
    stage,
    openingBalance: openingCents === null ? null : Number(centsText(openingCents)),
  };
  if (cells.refusals.length > 0 || !form || doctorId === null || stage === null || openingCents === null) {
    return { line: cells.line, outcome: 'refuse', matchedId: null, values, record: null };
  }

  const regNo = stage === 'consultation' ? null : regNoOf(cells.text('registrationNumber'));
  const key = duplicateKey(form.contact.phone, form.name);
  const matched = (regNo !== null ? context.byRegNo.get(regNo) : undefined) ?? context.byPhoneAndName.get(key);
  if (matched !== undefined) {
    // An earlier row of the same file: the same patient again.
    return { line: cells.line, outcome: 'match', matchedId: isFileRow(matched) ? null : matched, values, record: null };
  }
  const marker = `row:${cells.line}`;
  if (regNo !== null) context.byRegNo.set(regNo, marker);
  context.byPhoneAndName.set(key, marker);
  const record: PatientRecord = {
    name: form.name,
    phone: form.contact.phone,
    whatsApp: form.contact.whatsApp || DEFAULT_WHATSAPP_PREFIX,
    address: form.address ?? '',
    healthCondition: form.HealthCondition ?? '',
    dob: year as number,
    doctorId,
    insurer: assure ? { name: insurerName, id: context.insurers.get(insurerName.toLowerCase()) ?? null } : null,
    registrationNumber: assure ? insurerNumber : null,
    percentCovered: assure ? (percent as number) : null,
    stage,
    regNo,
    openingCents,
  };
  return { line: cells.line, outcome: 'create', matchedId: null, values, record };
}
