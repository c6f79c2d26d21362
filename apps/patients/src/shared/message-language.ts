import { useTranslation } from 'react-i18next';
import type { Patient } from '@dental/contracts';
import { dentalApi, routeRequest, type Answer } from '@dental/api-client';

/** The tag the admin module's texts screen invalidates when the clinic's texts and language are saved. */
const TEXTS = [{ type: 'MessageTexts' as const, id: 'LIST' as const }];

const api = dentalApi.enhanceEndpoints({ addTagTypes: ['MessageTexts'] });

/** GET setting/messages (any signed-in user): the clinic's language, for a patient who chose none. */
export const messageTextsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    clinicMessageTexts: build.query<Answer<'messageTexts.get'>, void>({
      query: () => routeRequest('messageTexts.get'),
      providesTags: TEXTS,
    }),
  }),
});

export type MessageLanguageChoice = Patient['messageLanguage'];

/** A patient's language for messages in words: French, Arabic, or the clinic's (named once it is known). */
export function useMessageLanguageWords(): (choice: MessageLanguageChoice) => string {
  const { t } = useTranslation();
  const clinic = messageTextsReadApi.useClinicMessageTextsQuery().currentData?.clinicLanguage;
  return (choice) => {
    if (choice) return t(`form.messageLanguages.${choice}`);
    return clinic ? t('form.clinicLanguage', { language: t(`form.messageLanguages.${clinic}`) }) : t('form.clinicLanguageUnknown');
  };
}
