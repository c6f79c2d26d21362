import { isPhoneNumber, type PatientDuplicatesQuery } from '@dental/contracts';
import { duplicateNameKey, nameKey } from '@dental/domain';
import type { PatientFormValues } from './patient-form-model';

/**
 * What the duplicate check asks about a new patient: the name, with the phone and year of birth
 * when they are filled in and well formed. Nothing to ask without a name, or with neither.
 */
export function duplicateProbe(values: Pick<PatientFormValues, 'name' | 'phone' | 'yearOfBirth'>): PatientDuplicatesQuery | null {
  const name = values.name.trim();
  const phone = values.phone.trim();
  const year = Number(values.yearOfBirth.trim());
  const probe: PatientDuplicatesQuery = { name };
  if (phone !== '' && isPhoneNumber(phone)) probe.phone = phone;
  if (values.yearOfBirth.trim() !== '' && Number.isInteger(year) && year >= 1900) probe.yearOfBirth = year;
  return nameKey(name) === '' || (probe.phone === undefined && probe.yearOfBirth === undefined) ? null : probe;
}

/** The same person for the check: a "create anyway" holds until the name, phone or year changes. */
export function probeKey(probe: PatientDuplicatesQuery | null): string {
  if (!probe) return '';
  return [duplicateNameKey(probe.name), (probe.phone ?? '').replace(/\s+/g, ''), probe.yearOfBirth ?? ''].join('|');
}
