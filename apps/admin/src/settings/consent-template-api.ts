import { dentalApi, routeRequest, whenSaved, type Answer } from '@dental/api-client';
import type { ConsentTemplate } from '@dental/contracts';

/** The consent template's tag: the patients module reads GET setting/consent under the same tag, so a saved template prints at once. */
export const CONSENT_TEMPLATE_TAG = 'ConsentTemplate' as const;
const TEMPLATE = [{ type: CONSENT_TEMPLATE_TAG, id: 'LIST' as const }];

/** The template's texts, and whether they are still the product's defaults. */
export type ConsentSettings = Answer<'consentTemplate.get'>;

const api = dentalApi.enhanceEndpoints({ addTagTypes: [CONSENT_TEMPLATE_TAG] });

export const consentTemplateApi = api.injectEndpoints({
  endpoints: (build) => ({
    consentTemplate: build.query<ConsentSettings, void>({
      query: () => routeRequest('consentTemplate.get'),
      providesTags: TEMPLATE,
    }),
    updateConsentTemplate: build.mutation<ConsentSettings, ConsentTemplate>({
      query: (body) => routeRequest('consentTemplate.update', { body }),
      invalidatesTags: whenSaved(() => TEMPLATE),
    }),
  }),
});
