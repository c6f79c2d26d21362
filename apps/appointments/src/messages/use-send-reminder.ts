import type { MouseEvent } from 'react';
import type { MessageLanguage } from '@dental/domain';
import { useReminderLink, type Reminded } from '../calendar/reminder';
import { openWhenKnown } from './open-when-known';
import type { MarkSent } from './use-mark-sent';

/** A reminder ready to send: the link's address (its text without the personal link) and what a click on it does. */
export interface ReminderAction {
  href: string;
  send: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * The reminders of a doctor's appointments, as every screen sends them: a click marks the reminder
 * sent (`markSent`), which creates the appointment's personal link, then opens WhatsApp with the
 * text holding it. The element's own address stays the text without the link (keyboard, copy).
 * Null when the patient has no number, undefined while the clinic's texts are being read.
 */
export function useSendReminder(doctorId: string, markSent: MarkSent): (appointment: Reminded & { _id: string }, language?: MessageLanguage | null) => ReminderAction | null | undefined {
  const linkOf = useReminderLink(doctorId);
  return (appointment, language) => {
    const href = linkOf(appointment, language);
    if (href === null || href === undefined) return href;
    return {
      href,
      send: (event) => {
        event.preventDefault();
        void openWhenKnown(async () => {
          const link = await markSent(appointment._id);
          return link === null ? null : (linkOf(appointment, language, link) ?? null);
        });
      },
    };
  };
}
