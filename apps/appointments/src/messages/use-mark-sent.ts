import { problemMessages } from '@dental/api-client';
import { useMessages } from '@dental/ui';
import { recallApi } from '../data/recall-api';

/** Marks an appointment's reminder sent as its link opens; a refusal is kept to show as banners. */
export function useMarkSent() {
  const [markSent] = recallApi.useMarkReminderSentMutation();
  const errors = useMessages();
  const send = (appointmentId: string) => {
    errors.clear();
    markSent(appointmentId)
      .unwrap()
      .catch((error: unknown) => errors.setMessages(problemMessages(error)));
  };
  return { send, errors };
}
