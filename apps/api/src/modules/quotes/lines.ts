import { needsSurface, teethProblem, type TeethProblem } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { FormError, type FormMessage } from '../../http/errors';
import type { AuthUser } from '../../plugins/auth';
import { defaultDoctor, doctorsAmong } from '../../http/doctor-scope';
import { usableTreatments, type LineWrite, type TreatmentFacts } from './queries';

/** A quote line as the schema parsed it (treatment and doctor as ids, teeth normalised to texts). */
export interface ParsedLine {
  treatment: string;
  price?: number;
  discount?: number | null;
  teeth: { nums: string[]; surface?: string | null };
  doctor?: string;
}

export function teethMessage(problem: TeethProblem): FormMessage {
  switch (problem.kind) {
    case 'none':
      return { key: 'quote.teethRequired' };
    case 'unknown':
      return { key: 'quote.unknownTooth', params: { tooth: problem.value } };
    case 'wrongKind':
      return { key: 'quote.teethKind', params: { tooth: problem.value } };
    case 'repeated':
      return { key: 'quote.toothRepeated', params: { tooth: problem.value } };
  }
}

/** The problems of one line against its treatment, in the order of the form's messages. */
function lineProblems(line: ParsedLine, treatment: TreatmentFacts | undefined, price: number): FormMessage[] {
  if (!treatment) return [{ key: 'quote.unknownTreatment' }];
  const problems: FormMessage[] = [];
  const teeth = teethProblem(line.teeth.nums, treatment.type);
  if (teeth) problems.push(teethMessage(teeth));
  if (needsSurface(treatment.type) && !line.teeth.surface) problems.push({ key: 'quote.surfaceRequired' });
  if ((line.discount ?? 0) > price) problems.push({ key: 'quote.discountInvalid' });
  return problems;
}

/**
 * The rows to write for these lines, or one FormError with every problem: unknown treatments
 * (neither the cabinet's nor the patient's insurer's), teeth that do not exist or do not suit the
 * treatment, a missing surface, a discount above the price, a doctor who is not a doctor. The unit
 * price is the catalogue's unless the line gives its own.
 */
export async function lineWrites(db: Queryable, me: AuthUser, patientId: string, lines: ParsedLine[], doctor?: string): Promise<LineWrite[]> {
  const treatments = await usableTreatments(db, patientId, [...new Set(lines.map((l) => l.treatment))]);
  const fallbackDoctor = doctor ?? (await defaultDoctor(db, me, patientId));
  const doctors = await doctorsAmong(db, [...new Set(lines.map((l) => l.doctor ?? fallbackDoctor))]);
  const problems: FormMessage[] = [];
  const writes = lines.map((line) => {
    const treatment = treatments.get(line.treatment);
    const price = line.price ?? treatment?.price ?? 0;
    const doctorId = line.doctor ?? fallbackDoctor;
    problems.push(...lineProblems(line, treatment, price));
    if (!doctors.has(doctorId)) problems.push({ key: 'quote.doctorRequired' });
    return { doctorId, treatmentId: line.treatment, price, discount: line.discount ?? 0, nums: line.teeth.nums, surface: line.teeth.surface || null };
  });
  if (problems.length > 0) throw new FormError(problems);
  return writes;
}
