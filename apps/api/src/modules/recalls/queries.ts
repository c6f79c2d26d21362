import type { Queryable } from '../../db/types';

export type RecallWindowFilter = 'overdue' | 'thisMonth' | 'all';
export type ContactedFilter = 'yes' | 'no' | 'all';

export interface RecallQuery {
  /** The doctors whose patients are listed; null for every patient (the global view). */
  doctorIds: readonly string[] | null;
  window: RecallWindowFilter;
  contacted: ContactedFilter;
  /** The clinic's today, YYYY-MM-DD. */
  today: string;
  /** The clinic's recall delay. */
  months: number;
  offset: number;
  limit: number;
  /** One patient only (marking a contact checks the patient is listed). */
  patientId?: string;
}

export interface RecallRow {
  id: string;
  name: string;
  phone: string;
  whatsapp: string;
  message_language: string | null;
  last_visit: string;
  due_date: string;
  contacted_at: string | null;
  contacted_by: string | null;
  total: number;
}

/**
 * Patients due for a check-up: the last visit plus the clinic's months falls in the window, no
 * appointment today or later, not archived; sorted by due date. The range on `last_visit` uses the
 * partial index patients_recall_idx: month arithmetic clamps at month ends (Aug 31 + 6 months =
 * Feb 28), so the index bound is widened by 3 days and the exact due date filters after it.
 * A contact counts for the due date it answered only.
 */
export async function listRecalls(db: Queryable, query: RecallQuery): Promise<RecallRow[]> {
  return db.query<RecallRow>(
    `with bounds as (
       select $1::date as today,
              (date_trunc('month', $1::date) + interval '1 month - 1 day')::date as month_end,
              make_interval(months => $2) as delay
     ), due as (
       select p.id, p.name, p.phone, p.whatsapp, p.message_language, p.last_visit,
              (p.last_visit + b.delay)::date as due_date, b.today, b.month_end
         from patients p, bounds b
        where not p.archive
          and p.last_visit is not null
          and p.last_visit <= (b.month_end - b.delay)::date + 3
          and (p.latest_appointment is null or p.latest_appointment < b.today)
          and ($8::bigint is null or p.id = $8::bigint)
          and ($3::bigint[] is null or exists (select 1 from patient_doctors pd where pd.patient_id = p.id and pd.doctor_id = any($3::bigint[])))
     )
     select d.id::text as id, d.name, d.phone, d.whatsapp, d.message_language,
            to_char(d.last_visit, 'YYYY-MM-DD') as last_visit, to_char(d.due_date, 'YYYY-MM-DD') as due_date,
            rc.contacted_at::text as contacted_at, u.username as contacted_by,
            count(*) over ()::int as total
       from due d
       left join recall_contacts rc on rc.patient_id = d.id and rc.due_date = d.due_date
       left join users u on u.id = rc.contacted_by
      where d.due_date <= d.month_end
        and case $4::text when 'overdue' then d.due_date < d.today when 'thisMonth' then d.due_date >= d.today else true end
        and case $5::text when 'yes' then rc.patient_id is not null when 'no' then rc.patient_id is null else true end
      order by d.due_date, d.id
      offset $6 limit $7`,
    [query.today, query.months, query.doctorIds, query.window, query.contacted, query.offset, query.limit, query.patientId ?? null],
  );
}
