import { problemMessages } from '@dental/api-client';
import { useMessages } from '@dental/ui';
import { recallApi } from '../data/recall-api';

/** Marks a reminder sent and answers the appointment's new personal link, or null once its refusal is kept to show as banners. */
export type MarkSent = (appointmentId: string) => Promise<string | null>;

/** A screen's sending of reminders: the marking, and the refusals it shows. */
export function useMarkSent(): { send: MarkSent; errors: ReturnType<typeof useMessages> } {
  const [markSent] = recallApi.useMarkReminderSentMutation();
  const errors = useMessages();
  const send: MarkSent = async (appointmentId) => {
    errors.clear();
    try {
      return (await markSent(appointmentId).unwrap()).link;
    } catch (error) {
      errors.setMessages(problemMessages(error));
      return null;
    }
  };
  return { send, errors };
}
