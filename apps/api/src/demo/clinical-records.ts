import type { Db } from '../db/types';

/** How many of the demo doctors' patients with a quote (the first by id) get a clinical record: bounded whatever the clinic's size. */
export const CLINICAL_RECORD_PATIENTS = 150;

export interface ClinicalRecordsResult {
  /** Patients given conditions and notes by this run (a second run gives none). */
  patients: number;
  conditions: number;
  notes: number;
}

/** An FDI tooth number (quote lines on the gum name areas, which carry no condition). */
const FDI = `'^(1[1-8]|2[1-8]|3[1-8]|4[1-8]|5[1-5]|6[1-5]|7[1-5]|8[1-5])$'`;

/**
 * Caries on the teeth a care line of their quote plans and no session did yet (dated by the
 * quote), and one condition more per patient in turn (an absent wisdom tooth, a root canal
 * treatment, a mobile incisor, a crown), dated by their registration.
 */
const CONDITIONS_SQL = /* sql */ `
insert into tooth_conditions (patient_id, tooth, type_id, day, user_id, created_at)
(select distinct on (q.patient_id, tooth) q.patient_id, tooth, (select id from condition_types where code = 'carie'), q.created_at::date, ql.doctor_id, q.created_at
   from quotes q
   join quote_lines ql on ql.quote_id = q.id
   join treatments tr on tr.id = ql.treatment_id and tr.type in ('soins', 'conservative', 'pediatre')
   cross join unnest(ql.teeth) as tooth
  where q.patient_id = any($1::bigint[]) and tooth ~ ${FDI}
    and not exists (select 1 from sheet_lines l where l.quote_line_id = ql.id and l.finish = 1 and tooth = any(l.teeth))
  order by q.patient_id, tooth, q.created_at, ql.id)
union all
select p.id, e.tooth, (select id from condition_types where code = e.code), p.created_at::date,
       (select min(d.doctor_id) from patient_doctors d where d.patient_id = p.id), p.created_at
  from patients p
  join (values (0, 'absent', '18'), (1, 'traitement_canalaire', '46'), (2, 'mobilite', '31'), (3, 'couronne', '16')) as e (turn, code, tooth) on e.turn = p.id % 4
 where p.id = any($1::bigint[])
returning id`;

/**
 * A note of the examination with each quote (its plan, on its teeth), and one of each session
 * done, written on their day (so past their 24 hours: a few completed by an addendum).
 */
const NOTES_SQL = /* sql */ `
with written as (
  insert into clinical_notes (patient_id, day, body, teeth, user_id, created_at, updated_at)
  select q.patient_id, q.created_at::date,
         'Examen clinique. Plan de traitement proposé (devis n° ' || q.num_devis || ') : ' || string_agg(distinct tr.name, ', ') || '.',
         coalesce(array(select distinct t from quote_lines l2 cross join unnest(l2.teeth) as t where l2.quote_id = q.id and t ~ ${FDI} order by t), '{}'),
         min(ql.doctor_id), q.created_at, q.created_at
    from quotes q join quote_lines ql on ql.quote_id = q.id join treatments tr on tr.id = ql.treatment_id
   where q.patient_id = any($1::bigint[])
   group by q.id
  union all
  select s.patient_id, coalesce(l.date_appointment, l.updated_at::date), 'Séance : ' || l.acte || '. Anesthésie locale, suites simples.',
         array(select t from unnest(l.teeth) as t where t ~ ${FDI} order by t), l.doctor_id,
         least(coalesce(l.date_appointment + time '11:00', l.updated_at), now()), least(coalesce(l.date_appointment + time '11:00', l.updated_at), now())
    from treatment_sheets s join sheet_lines l on l.sheet_id = s.id and l.finish = 1
   where s.patient_id = any($1::bigint[]) and l.acte <> ''
  returning id, patient_id, user_id, created_at
), completed as (
  insert into clinical_note_addenda (note_id, body, user_id, created_at)
  select id, 'Patient revu : accord pour la suite du traitement.', user_id, least(created_at + interval '2 days', now())
    from written where id % 3 = 0
)
select count(*)::int as notes from written`;

/**
 * Conditions and notes on the charts of the demo doctors' patients with a quote (issue 37), in two
 * set-based statements over a bounded set of patients. Once: a patient with a condition or a note
 * is left as it is, and the set is the same on every run.
 */
export async function seedClinicalRecords(db: Db, doctorIds: readonly string[]): Promise<ClinicalRecordsResult> {
  return db.transaction(async (tx) => {
    const fresh = await tx.query<{ id: string }>(
      `select c.id::text as id from (
         select distinct q.patient_id as id from quotes q
          where exists (select 1 from patient_doctors d where d.patient_id = q.patient_id and d.doctor_id = any($1::bigint[]))
          order by q.patient_id limit $2) c
        where not exists (select 1 from tooth_conditions t where t.patient_id = c.id)
          and not exists (select 1 from clinical_notes n where n.patient_id = c.id)`,
      [doctorIds, CLINICAL_RECORD_PATIENTS],
    );
    if (fresh.length === 0) return { patients: 0, conditions: 0, notes: 0 };
    const ids = fresh.map((row) => row.id);
    const conditions = await tx.query(CONDITIONS_SQL, [ids]);
    const [{ notes }] = await tx.query<{ notes: number }>(NOTES_SQL, [ids]);
    return { patients: ids.length, conditions: conditions.length, notes };
  });
}
