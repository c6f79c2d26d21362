import { dentalApi } from '@dental/api-client';
import { writeEndpoints } from '../common/write-endpoints';

/** Writes of the chart's conditions' catalogue; the list (referenceApi.conditionTypes) and the patients' charts read again after each. */
export const conditionTypeWritesApi = dentalApi.injectEndpoints({
  endpoints: (build) => {
    const writes = writeEndpoints(build, 'ConditionType', { create: 'conditionTypes.create', update: 'conditionTypes.update', remove: 'conditionTypes.remove' });
    return { createConditionType: writes.create, updateConditionType: writes.update, removeConditionType: writes.remove };
  },
});
