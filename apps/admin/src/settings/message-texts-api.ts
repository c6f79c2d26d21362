import { dentalApi, routeRequest, whenSaved, type Answer } from '@dental/api-client';
import type { MessageTextsInput } from '@dental/contracts';

/**
 * The tag of the clinic's message texts: a module reading GET setting/messages through its own
 * endpoint and providing this tag reads them again after they are saved here.
 */
export const MESSAGE_TEXTS_TAG = 'MessageTexts' as const;
const TEXTS = [{ type: MESSAGE_TEXTS_TAG, id: 'LIST' as const }];

/** The texts with the recall delay and the clinic's language for messages, both answered and sent by the same route. */
export type MessageSettings = Answer<'messageTexts.get'>;

const api = dentalApi.enhanceEndpoints({ addTagTypes: [MESSAGE_TEXTS_TAG] });

export const messageTextsApi = api.injectEndpoints({
  endpoints: (build) => ({
    messageTexts: build.query<MessageSettings, void>({
      query: () => routeRequest('messageTexts.get'),
      providesTags: TEXTS,
    }),
    updateMessageTexts: build.mutation<MessageSettings, MessageTextsInput>({
      query: (body) => routeRequest('messageTexts.update', { body }),
      invalidatesTags: whenSaved(() => TEXTS),
    }),
  }),
});
