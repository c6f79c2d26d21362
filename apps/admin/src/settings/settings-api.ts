import { dentalApi, routeRequest, type Answer } from '@dental/api-client';
import type { SettingsUpdateInput } from '@dental/contracts';

/** PUT setting (developers only): the fields sent change, the others stay. The store's settings are read again after. */
export const settingsWritesApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    updateSettings: build.mutation<Answer<'settings.update'>, SettingsUpdateInput>({
      query: (body) => routeRequest('settings.update', { body }),
    }),
  }),
});
