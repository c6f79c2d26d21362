import { RECALL_COUNT_CAP } from '@dental/contracts';
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
  /** The latest appointment missed (a no-show) since the last visit, YYYY-MM-DD. */
  missed: string | null;
  /** The patient's doctors, first one first. */
  doctors: { _id: string; username: string }[];
}

type Filters = Omit<RecallQuery, 'offset' | 'limit'>;

/**
 * The patients a query lists, as SQL over `patients p` joined to their contact `rc` for the due
 * date and the user `u` who made it, with its parameters from $1. Due = last visit + the clinic's months; month arithmetic clamps
 * at month ends (Aug 31 + 6 months = Feb 28), so the range on `last_visit` (the partial index
 * patients_recall_idx) is widened by 3 days and the exact due date filters after it. Due by the
 * month's end, no appointment today or later, not archived; a contact counts for the due date it
 * answered only.
 */
function dueSql(filters: Filters): { from: string; params: unknown[] } {
  const params = [filters.today, filters.months, filters.doctorIds, filters.window, filters.contacted, filters.patientId ?? null];
  // Written only when a doctor is named: behind an OR, PostgreSQL hashes every patient of the doctor
  // before the first row, where a probe per patient along the index stops with the page.
  const doctorFilter = filters.doctorIds
    ? 'exists (select 1 from patient_doctors pd where pd.patient_id = p.id and pd.doctor_id = any($3::bigint[]))'
    : '$3::bigint[] is null';
  const from = `patients p
       cross join lateral (select (p.last_visit + make_interval(months => $2))::date as due_date) d
       left join recall_contacts rc on rc.patient_id = p.id and rc.due_date = d.due_date
       left join users u on u.id = rc.contacted_by
      where not p.archive
        and p.last_visit is not null
        and p.last_visit <= ((date_trunc('month', $1::date) + interval '1 month - 1 day')::date - make_interval(months => $2))::date + 3
        and ($4::text <> 'thisMonth' or p.last_visit >= ($1::date - make_interval(months => $2))::date - 3)
        and ($4::text <> 'overdue' or p.last_visit <= ($1::date - make_interval(months => $2))::date + 3)
        and d.due_date <= (date_trunc('month', $1::date) + interval '1 month - 1 day')::date
        and case $4::text when 'overdue' then d.due_date < $1::date when 'thisMonth' then d.due_date >= $1::date else true end
        and (p.latest_appointment is null or p.latest_appointment < $1::date)
        and ($6::bigint is null or p.id = $6::bigint)
        and ${doctorFilter}
        and case $5::text when 'yes' then rc.patient_id is not null when 'no' then rc.patient_id is null else true end`;
  return { from, params };
}

/**
 * Patients due for a check-up (see dueSql), by due date: in the order of the last visit, which the
 * due date follows, so the index gives the page without sorting every patient due.
 */
export async function listRecalls(db: Queryable, query: RecallQuery): Promise<RecallRow[]> {
  const { from, params } = dueSql(query);
  return db.query<RecallRow>(
    `select p.id::text as id, p.name, p.phone, p.whatsapp, p.message_language,
            to_char(p.last_visit, 'YYYY-MM-DD') as last_visit, to_char(d.due_date, 'YYYY-MM-DD') as due_date,
            rc.contacted_at::text as contacted_at, u.username as contacted_by,
            (select to_char(max(a.day), 'YYYY-MM-DD') from appointments a
              where a.patient_id = p.id and a.state = 'noShow' and a.day > p.last_visit) as missed,
            (select coalesce(json_agg(json_build_object('_id', du.id::text, 'username', du.username) order by pd.seq), '[]'::json)
               from patient_doctors pd join users du on du.id = pd.doctor_id where pd.patient_id = p.id) as doctors
       from ${from}
      order by p.last_visit, p.id
      offset $7 limit $8`,
    [...params, query.offset, query.limit],
  );
}

/** How many patients the query lists, counted up to `cap` and one more (which says there are more). */
export async function countRecalls(db: Queryable, filters: Filters, cap: number): Promise<number> {
  const { from, params } = dueSql(filters);
  const [row] = await db.query<{ total: number }>(`select count(*)::int as total from (select 1 from ${from} limit $7) counted`, [...params, cap + 1]);
  return row.total;
}

/** A page of the list and how many patients the list holds, up to RECALL_COUNT_CAP: what GET recall answers. */
export async function recallPage(db: Queryable, query: RecallQuery): Promise<{ rows: RecallRow[]; total: number; totalCapped?: true }> {
  const { offset: _offset, limit: _limit, ...filters } = query;
  const [rows, counted] = await Promise.all([listRecalls(db, query), countRecalls(db, filters, RECALL_COUNT_CAP)]);
  return counted > RECALL_COUNT_CAP ? { rows, total: RECALL_COUNT_CAP, totalCapped: true } : { rows, total: counted };
}
