import { reminderDay, type MessageLanguage } from '@dental/domain';
import { useMessageLink } from '../messages/use-message-link';

/** What an appointment's reminder is written from. */
export interface Reminded {
  date: string;
  time: string;
  patient: { name: string; contact: { phone: string; whatsApp: string }; messageLanguage?: MessageLanguage | null };
}

/**
 * The WhatsApp link of an appointment's reminder: the clinic's reminder text in the patient's
 * language (the clinic's when unknown) with the day, the time, the clinic, the doctor's opening
 * hours and the appointment's personal link (`link`, {lien}: empty until the reminder is marked sent);
 * null when the patient has no number, undefined while the clinic's texts are being read.
 */
export function useReminderLink(doctorId: string): (appointment: Reminded, language?: MessageLanguage | null, link?: string) => string | null | undefined {
  const linkOf = useMessageLink('reminder', doctorId);
  return (appointment, language, link) =>
    linkOf(
      { ...appointment.patient, messageLanguage: language ?? appointment.patient.messageLanguage ?? null },
      { date: reminderDay(appointment.date), time: appointment.time, lien: link },
    );
}
