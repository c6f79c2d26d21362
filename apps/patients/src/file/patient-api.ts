import type { Patient } from '@dental/contracts';
import { dentalApi, problemMessages, routeRequest, skipToken, type Answer, type ApiFailure } from '@dental/api-client';

export const patientFileApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    /** One patient, read again whenever a write names it. */
    patientFile: build.query<Answer<'patients.get'>, string>({
      query: (id) => routeRequest('patients.get', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Patient', id }],
    }),
  }),
});

export type PatientFileState =
  | { status: 'loading' }
  | { status: 'found'; patient: Patient }
  | { status: 'missing' }
  | { status: 'failed'; messages: string[] };

/** An unknown or malformed id: the file is a 404. */
const isMissing = (error: unknown) => {
  const status = (error as ApiFailure | undefined)?.status;
  return status === 404 || status === 400;
};

type FileResult = ReturnType<typeof patientFileApi.usePatientFileQuery>;

function fileState(result: FileResult): PatientFileState {
  if (result.isError && !result.isFetching) {
    return isMissing(result.error) ? { status: 'missing' } : { status: 'failed', messages: problemMessages(result.error) };
  }
  return result.currentData ? { status: 'found', patient: result.currentData } : { status: 'loading' };
}

/**
 * The patient of the address. While a re-read is under way the patient already shown stays on
 * screen; another patient's id shows nothing of the previous one.
 */
export function usePatientFile(patientId: string | undefined) {
  const result = patientFileApi.usePatientFileQuery(patientId ?? skipToken);
  const state: PatientFileState = patientId ? fileState(result) : { status: 'missing' };
  return { state, reload: result.refetch };
}
