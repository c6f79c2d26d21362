import type { Patient, PatientDuplicatesQuery } from '@dental/contracts';
import { dentalApi, routeRequest } from '@dental/api-client';

export const duplicatesApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The patients the one about to be added may already be (GET patient/duplicates). */
    patientDuplicates: build.query<Patient[], PatientDuplicatesQuery>({
      query: (query) => routeRequest('patients.duplicates', { query }),
      // Asked afresh at each submission (the trigger never reuses an answer), so it provides no
      // tags: a patient saved meanwhile must not make it ask again.
      keepUnusedDataFor: 0,
    }),
  }),
});
