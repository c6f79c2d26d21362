import { PATIENT_STAGES, PATIENT_SUB_FILTERS, type PatientQuery, type PatientStage, type PatientSubFilter } from '@dental/contracts';

/** Lists load this many patients at a time. */
export const PATIENT_PAGE_SIZE = 30;
/** The quick search shows at most 5 hits (spec part 1 §5 and §9). */
export const QUICK_SEARCH_LIMIT = 5;

/** A list's sub-filter; "all" is the finished list's first tab and is sent as no filter. */
export type ListFilter = PatientSubFilter | 'all';

/** The tabs of each list, the default first (spec part 1 §4). */
export const LIST_FILTERS: Record<PatientStage, readonly ListFilter[]> = {
  consultation: PATIENT_SUB_FILTERS.consultation,
  current: PATIENT_SUB_FILTERS.current,
  finish: ['all', ...PATIENT_SUB_FILTERS.finish],
};

export function isStage(value: unknown): value is PatientStage {
  return typeof value === 'string' && (PATIENT_STAGES as readonly string[]).includes(value);
}

export function defaultFilter(stage: PatientStage): ListFilter {
  return LIST_FILTERS[stage][0];
}

/** The sub-filter named in the address, or the list's default when absent or unknown. */
export function parseFilter(stage: PatientStage, raw: string | null | undefined): ListFilter {
  return LIST_FILTERS[stage].find((filter) => filter === raw) ?? defaultFilter(stage);
}

export interface ListRequest {
  stage: PatientStage;
  filter: ListFilter;
  doctor?: string;
  search?: string;
  offset?: number;
  limit?: number;
}

/** GET patient for one page of a list: empty text and "all" are not sent. */
export function listQuery({ stage, filter, doctor, search, offset = 0, limit = PATIENT_PAGE_SIZE }: ListRequest): PatientQuery {
  const query: PatientQuery = { ptType: stage, offset, limit };
  if (filter !== 'all') query.filter = filter;
  if (doctor) query.doctor = doctor;
  const q = search?.trim();
  if (q) query.q = q;
  return query;
}

/** The home quick search: every stage, 5 hits; nothing is asked for an empty text. */
export function quickSearchQuery(text: string): PatientQuery | null {
  const q = text.trim();
  return q ? { q, offset: 0, limit: QUICK_SEARCH_LIMIT } : null;
}

/** The list's address query: the sub-filter unless default, the search text unless empty. */
export function listSearchParams(stage: PatientStage, filter: ListFilter, search: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter !== defaultFilter(stage)) params.filter = filter;
  const q = search.trim();
  if (q) params.q = q;
  return params;
}
