import { dentalApi } from '@dental/api-client';
import { writeEndpoints } from '../common/write-endpoints';

/** Writes of insurers; the list and the insurer's own page (referenceApi) read again after each. */
export const assuranceWritesApi = dentalApi.injectEndpoints({
  endpoints: (build) => {
    const writes = writeEndpoints(build, 'Assurance', { create: 'assurances.create', update: 'assurances.update', remove: 'assurances.remove' });
    return { createAssurance: writes.create, updateAssurance: writes.update, removeAssurance: writes.remove };
  },
});
