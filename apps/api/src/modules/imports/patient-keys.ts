import { duplicateNameKey } from '@dental/domain';
import type { Queryable } from '../../db/types';

/**
 * The clinic's patients as an import finds them: by registration number, and by the product's
 * duplicate rule (the same phone, spaces aside, and the same name as `duplicateNameKey` has it).
 * The rows of a file add themselves as they are planned (`row:<line>`), so a row repeating an
 * earlier one is found too.
 */
export interface PatientKeys {
  byRegNo: Map<number, string>;
  byPhoneAndName: Map<string, string>;
}

export const duplicateKey = (phone: string, name: string) => `${phone.replace(/\s+/g, '')}|${duplicateNameKey(name)}`;

/** A key's patient from an earlier row of the file, not one of the clinic. */
export const isFileRow = (id: string) => id.startsWith('row:');

export async function loadPatientKeys(db: Queryable): Promise<PatientKeys> {
  const patients = await db.query<{ id: string; regNo: number | null; phone: string; name: string }>(
    'select id::text as id, reg_no as "regNo", phone, name from patients',
  );
  const keys: PatientKeys = { byRegNo: new Map(), byPhoneAndName: new Map() };
  for (const patient of patients) {
    if (patient.regNo !== null) keys.byRegNo.set(Number(patient.regNo), patient.id);
    keys.byPhoneAndName.set(duplicateKey(patient.phone, patient.name), patient.id);
  }
  return keys;
}

/** The file's registration number: its digits ("0042" is 42); null when empty or not a number. */
export function regNoOf(text: string): number | null {
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}
