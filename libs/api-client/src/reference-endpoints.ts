import { dentalApi, listRequest, listTags, routeRequest, type Answer } from './api';

/**
 * Reads that several modules show (the admin module edits them, the patient forms choose from
 * them): declared once here so that one server list has one cache entry, and a write in any module
 * refreshes every view of it. A read only one module uses lives beside that module's feature.
 */
export const referenceApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    assurances: build.query<Answer<'assurances.list'>, void>({
      query: () => listRequest('assurances.list'),
      providesTags: listTags('Assurance'),
    }),
    assurance: build.query<Answer<'assurances.get'>, string>({
      query: (id) => routeRequest('assurances.get', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Assurance', id }],
    }),
    paymentModes: build.query<Answer<'paymentModes.list'>, void>({
      query: () => listRequest('paymentModes.list'),
      providesTags: listTags('PaymentMode'),
    }),
    /** The laboratories: their own screens list them, the treatment sheets choose from them. */
    laboratories: build.query<Answer<'laboratories.list'>, void>({
      query: () => listRequest('laboratories.list'),
      providesTags: listTags('Laboratory'),
    }),
    /** The cabinet's catalogue (treatments without an insurer). */
    treatments: build.query<Answer<'treatments.list'>, void>({
      query: () => listRequest('treatments.list'),
      providesTags: listTags('Treatment'),
    }),
    /** The chart's conditions, built-in and added: the admin module edits them, the clinical record draws with them. */
    conditionTypes: build.query<Answer<'conditionTypes.list'>, void>({
      query: () => listRequest('conditionTypes.list'),
      providesTags: listTags('ConditionType'),
    }),
  }),
});
