import type { ImageUpdateInput } from '@dental/contracts';
import { dentalApi, listRequest, routeRequest, whenSaved, type Answer } from '@dental/api-client';

/**
 * A patient's images, read again after an upload, a change or a removal (by patient id): a view of
 * the same patient providing this tag follows too (the chart's marks, the teeth's histories).
 */
export const PATIENT_IMAGES_TAG = 'PatientImage' as const;
export const patientImagesTags = (patientId: string) => [{ type: PATIENT_IMAGES_TAG, id: patientId }];

const api = dentalApi.enhanceEndpoints({ addTagTypes: [PATIENT_IMAGES_TAG] });

type Write = { patientId: string; id: string };
const ofPatient = whenSaved(({ patientId }: Write) => patientImagesTags(patientId));

export const imagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    patientImages: build.query<Answer<'patientImages.list'>, string>({
      query: (patient) => listRequest('patientImages.list', { query: { patient } }),
      providesTags: (_result, _error, patientId) => patientImagesTags(patientId),
    }),
    updateImage: build.mutation<Answer<'patientImages.update'>, Write & { input: ImageUpdateInput }>({
      query: ({ id, input }) => routeRequest('patientImages.update', { params: { id }, body: input }),
      invalidatesTags: ofPatient,
    }),
    removeImage: build.mutation<Answer<'patientImages.remove'>, Write>({
      query: ({ id }) => routeRequest('patientImages.remove', { params: { id } }),
      invalidatesTags: ofPatient,
    }),
  }),
});
