import type { PatientInput, PatientReturnInput } from '@dental/contracts';
import { dentalApi, routeRequest, writeTags, type Answer } from '@dental/api-client';

/** A refused write changed nothing: only a success makes the views read again. */
const afterSuccess =
  <Arg>(id: (arg: Arg) => string | undefined) =>
  (result: unknown, _error: unknown, arg: Arg) =>
    result === undefined ? [] : writeTags('Patient', id(arg));

/**
 * Every write on a patient. Each invalidates the patient and the lists, so the cards of any list
 * and the file header shown read them again.
 */
export const patientActionsApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    createPatient: build.mutation<Answer<'patients.create'>, PatientInput>({
      query: (input) => routeRequest('patients.create', { body: input }),
      invalidatesTags: afterSuccess(() => undefined),
    }),
    updatePatient: build.mutation<Answer<'patients.update'>, { id: string; input: PatientInput }>({
      query: ({ id, input }) => routeRequest('patients.update', { params: { id }, body: input }),
      invalidatesTags: afterSuccess(({ id }) => id),
    }),
    // Only the lists: the deleted patient's file is left, not read again (it would be a 404).
    removePatient: build.mutation<Answer<'patients.remove'>, string>({
      query: (id) => routeRequest('patients.remove', { params: { id } }),
      invalidatesTags: afterSuccess(() => undefined),
    }),
    passPatient: build.mutation<Answer<'patients.pass'>, string>({
      query: (patient) => routeRequest('patients.pass', { body: { patient } }),
      invalidatesTags: afterSuccess((id: string) => id),
    }),
    finishPatient: build.mutation<Answer<'patients.finish'>, string>({
      query: (patient) => routeRequest('patients.finish', { body: { patient } }),
      invalidatesTags: afterSuccess((id: string) => id),
    }),
    returnPatient: build.mutation<Answer<'patients.return'>, PatientReturnInput>({
      query: (input) => routeRequest('patients.return', { body: input }),
      invalidatesTags: afterSuccess(({ patient }: PatientReturnInput) => patient),
    }),
  }),
});
