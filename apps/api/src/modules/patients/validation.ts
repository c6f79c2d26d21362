import { fieldParam, PATIENT_SUB_FILTERS, type PatientStage, type PatientSubFilter } from '@dental/contracts';
import { patientInputSchema, patientQuerySchema, patientReturnSchema } from '@dental/contracts/schemas';
import type { z } from 'zod';
import { FormError, type FormMessage } from '../../http/errors';
import { fieldName, issueMessages, textProblems, validate, type ValidateOptions } from '../../http/validate';

/** Longer texts than the 200 characters of other fields (the schema checks the same limits). */
const PATIENT_LIMITS: ValidateOptions = { maxLengths: { HealthCondition: 2000, address: 500 } };

/** Field order of the form, for messages: the order people read them in. */
const FIELD_ORDER = [
  'doctor',
  'name',
  'contact',
  'yearOfBirth',
  'dob',
  'HealthCondition',
  'address',
  'assure',
  'assurance',
  'method',
  'supported',
  'isConsult',
  'archive',
];
const INSURANCE_ORDER = ['society', 'registrationNumber', 'professionalId', 'coverage', 'percentCovered'];

function rank(path: readonly PropertyKey[]): number {
  const top = FIELD_ORDER.indexOf(String(path[0] ?? ''));
  const base = (top === -1 ? FIELD_ORDER.length : top) * 10;
  if (path[0] !== 'assurance') return base;
  const nested = INSURANCE_ORDER.indexOf(String(path[1] ?? ''));
  return base + (nested === -1 ? 0 : nested + 1);
}

/** Valid stand-ins for fields whose type was wrong, so that the form's cross-field rules still run. */
const STAND_INS: Record<string, unknown> = { doctor: '1', name: 'x', contact: { phone: '1' } };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutPath(value: Record<string, unknown>, path: readonly PropertyKey[]): void {
  let target: unknown = value;
  for (const part of path.slice(0, -1)) {
    if (!isPlainObject(target)) return;
    target = target[String(part)];
  }
  if (isPlainObject(target)) delete target[String(path[path.length - 1])];
}

/**
 * Zod stops before the schema's cross-field rules (year of birth, insurer fields) when a field has
 * the wrong type or is missing altogether, so an empty form would only hear about some of its
 * problems. The rules are run a second time on a copy where those fields are replaced by valid
 * stand-ins (or removed), and their messages join the first ones: every problem at once, in form order.
 */
function allMessages(input: Record<string, unknown>, first: readonly z.core.$ZodIssue[]): FormMessage[] {
  const repaired = structuredClone(input);
  for (const issue of first) {
    if (issue.code === 'custom') continue;
    const top = String(issue.path[0] ?? '');
    if (top in STAND_INS) repaired[top] = STAND_INS[top];
    else withoutPath(repaired, issue.path);
  }
  const second = patientInputSchema.safeParse(repaired);
  const ruleIssues = second.success ? [] : second.error.issues.filter((issue) => issue.code === 'custom');

  const byField = new Map<string, { path: readonly PropertyKey[]; issue: z.core.$ZodIssue }>();
  for (const issue of [...ruleIssues, ...first]) {
    // A year of the wrong type is a missing year.
    const path = issue.path[0] === 'dob' && issue.code !== 'custom' ? ['yearOfBirth'] : issue.path;
    const field = fieldName(path);
    if (!byField.has(field)) byField.set(field, { path, issue: { ...issue, path: [...path] } as z.core.$ZodIssue });
  }
  const ordered = [...byField.values()].sort((a, b) => rank(a.path) - rank(b.path));
  return issueMessages(ordered.map((entry) => entry.issue));
}

export type PatientInputData = z.output<typeof patientInputSchema>;

/** POST patient / PUT patient/{id}: the parsed form, or a FormError listing every problem in form order. */
export function parsePatientInput(body: unknown): PatientInputData {
  const input = body === undefined ? {} : body;
  if (!isPlainObject(input)) return validate(patientInputSchema, input, PATIENT_LIMITS);
  const result = patientInputSchema.safeParse(input);
  if (!result.success) throw new FormError(allMessages(input, result.error.issues));
  const textIssues = textProblems(result.data, PATIENT_LIMITS);
  if (textIssues.length > 0) throw new FormError(textIssues);
  return result.data;
}

export interface ListQuery {
  stage?: PatientStage;
  filter?: PatientSubFilter;
  doctor?: string;
  q?: string;
  offset: number;
  limit: number;
}

/** GET patient: the query string; a sub-filter must belong to the stage asked for. */
export function parseListQuery(query: unknown): ListQuery {
  const input = validate(patientQuerySchema, query ?? {});
  let filter: PatientSubFilter | undefined;
  if (input.filter !== undefined && input.filter !== '') {
    const allowed: readonly string[] = input.ptType ? PATIENT_SUB_FILTERS[input.ptType] : [];
    if (!allowed.includes(input.filter)) throw new FormError([{ key: 'common.invalidField', params: { field: fieldParam('filter') } }]);
    filter = input.filter as PatientSubFilter;
  }
  return {
    stage: input.ptType,
    filter,
    doctor: input.doctor,
    q: input.q === undefined || input.q === '' ? undefined : input.q,
    offset: input.offset,
    limit: input.limit,
  };
}

export type ReturnInputData = z.output<typeof patientReturnSchema>;

export function parseReturnInput(body: unknown): ReturnInputData {
  return validate(patientReturnSchema, body);
}
