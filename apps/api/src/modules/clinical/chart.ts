import type { ChartAct, ClinicalChart, PatientImage, ToothHistoryEntry } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { currentUser, requireView } from '../../http/guards';
import { checkPatientAccess } from '../../http/patient-access';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { IMAGE_ANSWER_COLUMNS, IMAGE_ANSWER_FROM } from '../clinical-files/image-rows';
import { conditionsOf } from './conditions';
import { notesOf } from './notes';
import { COLLECTION } from './record';

const person = (alias: string) => `case when ${alias}.id is null then null else json_build_object('_id', ${alias}.id::text, 'username', ${alias}.username) end`;

/**
 * The acts on a patient's teeth, one per tooth (on one tooth when it is named):
 * - done: sheet lines marked done, on each of their teeth, named by their quote line's treatment
 *   (or their own act without a quote line), dated by their session (or the day they were last saved);
 * - planned: each tooth of a quote line that no done sheet line of that quote line covers, dated by its quote.
 */
export async function actsOf(db: Queryable, patientId: string, tooth?: string): Promise<ChartAct[]> {
  return db.query<ChartAct>(
    `select tooth, 'done' as status, coalesce(tr.name, l.acte) as treatment, coalesce(tr.type, '') as "treatmentType", ql.surface,
            to_char(coalesce(l.date_appointment, l.updated_at::date), 'YYYY-MM-DD') as date, ${person('d')} as doctor,
            case when q.id is null then null else json_build_object('_id', q.id::text, 'num', q.num_devis) end as quote,
            json_build_object('_id', s.id::text, 'num', s.num_fiche) as sheet
       from treatment_sheets s
       join sheet_lines l on l.sheet_id = s.id and l.finish = 1
       cross join unnest(l.teeth) as tooth
       left join quote_lines ql on ql.id = l.quote_line_id
       left join quotes q on q.id = ql.quote_id
       left join treatments tr on tr.id = ql.treatment_id
       left join users d on d.id = l.doctor_id
      where s.patient_id = $1 and ($2::text is null or tooth = $2)
     union all
     select tooth, 'planned', tr.name, tr.type, ql.surface, to_char(q.created_at, 'YYYY-MM-DD'), ${person('d')},
            json_build_object('_id', q.id::text, 'num', q.num_devis), null
       from quotes q
       join quote_lines ql on ql.quote_id = q.id
       cross join unnest(ql.teeth) as tooth
       join treatments tr on tr.id = ql.treatment_id
       left join users d on d.id = ql.doctor_id
      where q.patient_id = $1 and ($2::text is null or tooth = $2)
        and not exists (select 1 from sheet_lines l where l.quote_line_id = ql.id and l.finish = 1 and tooth = any(l.teeth))
      order by date desc nulls last, tooth`,
    [patientId, tooth ?? null],
  );
}

/** How many of the patient's rows (images or notes, by their `teeth`) name each tooth. */
async function countsPerTooth(db: Queryable, table: 'patient_images' | 'clinical_notes', patientId: string): Promise<{ tooth: string; count: number }[]> {
  return db.query(`select tooth, count(*)::int as count from ${table} cross join unnest(teeth) as tooth where patient_id = $1 group by tooth order by tooth`, [patientId]);
}

async function chartOf(db: Queryable, patientId: string): Promise<ClinicalChart> {
  const [conditions, acts, images, notes] = await Promise.all([
    conditionsOf(db, patientId),
    actsOf(db, patientId),
    countsPerTooth(db, 'patient_images', patientId),
    countsPerTooth(db, 'clinical_notes', patientId),
  ]);
  return { conditions, acts, images, notes };
}

/** Newest first, undated entries last; entries of one day keep their kind's order. */
const byDateDesc = (a: { date: string | null }, b: { date: string | null }) => (a.date === b.date ? 0 : a.date === null ? 1 : b.date === null ? -1 : a.date < b.date ? 1 : -1);

async function toothHistoryOf(db: Queryable, patientId: string, tooth: string): Promise<ToothHistoryEntry[]> {
  const [acts, conditions, notes, images] = await Promise.all([
    actsOf(db, patientId, tooth),
    conditionsOf(db, patientId, tooth),
    notesOf(db, patientId, tooth),
    db.query<PatientImage>(`select ${IMAGE_ANSWER_COLUMNS} from ${IMAGE_ANSWER_FROM} where i.patient_id = $1 and $2 = any(i.teeth) order by i.taken_on desc, i.id desc`, [patientId, tooth]),
  ]);
  const entries: ToothHistoryEntry[] = [
    ...acts.map((act) => ({ kind: 'act' as const, date: act.date, act })),
    ...conditions.reverse().map((condition) => ({ kind: 'condition' as const, date: condition.date, condition })),
    ...notes.map((note) => ({ kind: 'note' as const, date: note.date, note })),
    ...images.map((image) => ({ kind: 'image' as const, date: image.takenOn, image })),
  ];
  return entries.sort(byDateDesc);
}

/** What the odontogram draws, and the history of one of its teeth. */
export async function chartRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'clinical.chart', { guard: requireView(COLLECTION) }, async (request) => {
    const { patient } = request.query;
    await checkPatientAccess(db, currentUser(request), patient, COLLECTION);
    return ok(await chartOf(db, patient));
  });

  route(app, 'clinical.toothHistory', { guard: requireView(COLLECTION) }, async (request) => {
    const { patient, tooth } = request.query;
    await checkPatientAccess(db, currentUser(request), patient, COLLECTION);
    return ok(await toothHistoryOf(db, patient, tooth));
  });
}
