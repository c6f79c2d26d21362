import { i18n } from '@dental/i18n';
import { errorMessages } from './errors';

/** The messages to show for a failed call, in the user's language. */
export function failureMessages(error: unknown): string[] {
  return errorMessages(error, {
    network: i18n.t('common:networkError'),
    unexpected: i18n.t('common:unexpectedError'),
    unexpectedWithReference: (requestId) => i18n.t('common:unexpectedErrorReference', { requestId }),
  });
}
