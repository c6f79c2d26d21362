import type { Patient } from '@dental/contracts';
import { listView, type ListView, type Page } from '@dental/api-client';

/** What the patient pages query hook answers that a list screen reads. */
export interface PagesResult {
  currentData?: { pages: Page<Patient>[] };
  error?: unknown;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  hasNextPage: boolean;
}

export interface PatientListView extends ListView<Patient> {
  /** How many match in all (the last page's count). */
  total: number;
  /** `total` is the server's estimate. */
  totalEstimated: boolean;
  /** The next page is under way (the list itself stays as it is). */
  loadingMore: boolean;
  hasMore: boolean;
}

/**
 * The pages of a patient list as one list screen (spec part 1 §4): loading, empty and error
 * states as `listView` gives them (a view refusal empties the list), the pages joined without a
 * patient twice (a patient added meanwhile shifts the later pages), and the last page's total.
 */
export function patientListView(result: PagesResult): PatientListView {
  const pages = result.currentData?.pages ?? [];
  const view = listView({
    data: uniqueById(pages.flatMap((page) => page.items)),
    error: result.error,
    isFetching: result.isFetching && !result.isFetchingNextPage,
    isError: result.isError,
    // Only this list's own answer counts: another list's cards are not this one's.
    isSuccess: result.currentData !== undefined,
  });
  const last = view.items.length > 0 ? pages.at(-1) : undefined;
  return {
    ...view,
    total: last?.total ?? 0,
    totalEstimated: last?.totalEstimated === true,
    loadingMore: result.isFetchingNextPage,
    hasMore: view.loaded && view.items.length > 0 && result.hasNextPage,
  };
}

function uniqueById(patients: Patient[]): Patient[] {
  const seen = new Set<string>();
  return patients.filter((patient) => {
    if (seen.has(patient._id)) return false;
    seen.add(patient._id);
    return true;
  });
}
