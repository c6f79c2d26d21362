import { dentalApi } from '@dental/api-client';
import { writeEndpoints } from '../common/write-endpoints';

/** Writes of the cabinet's catalogue; the list (referenceApi.treatments) reads again after each. */
export const treatmentWritesApi = dentalApi.injectEndpoints({
  endpoints: (build) => {
    const writes = writeEndpoints(build, 'Treatment', { create: 'treatments.create', update: 'treatments.update', remove: 'treatments.remove' });
    return { createTreatment: writes.create, updateTreatment: writes.update, removeTreatment: writes.remove };
  },
});
