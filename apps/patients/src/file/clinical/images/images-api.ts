import { dentalApi, listRequest, type Answer } from '@dental/api-client';

/** A patient's images, read again after an upload (by patient id): a view of the same patient providing this tag follows too. */
export const PATIENT_IMAGES_TAG = 'PatientImage' as const;
export const patientImagesTags = (patientId: string) => [{ type: PATIENT_IMAGES_TAG, id: patientId }];

const api = dentalApi.enhanceEndpoints({ addTagTypes: [PATIENT_IMAGES_TAG] });

export const imagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    patientImages: build.query<Answer<'patientImages.list'>, string>({
      query: (patient) => listRequest('patientImages.list', { query: { patient } }),
      providesTags: (_result, _error, patientId) => patientImagesTags(patientId),
    }),
  }),
});
