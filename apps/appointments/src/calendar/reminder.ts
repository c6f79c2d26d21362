import { DEFAULT_WHATSAPP_PREFIX, type Appointment } from '@dental/contracts';
import { useAppSelector } from '@dental/auth';
import { appointmentReminderText, whatsAppMessageLink, whatsAppNumber } from '@dental/domain';

/**
 * The WhatsApp link of an appointment's reminder, with the clinic's name and opening hours from the
 * clinic's settings (read at start); null when the patient has no number.
 */
export function useReminderLink(): (appointment: Appointment) => string | null {
  const settings = useAppSelector((state) => state.settings.data);
  return (appointment) => {
    const digits = whatsAppNumber(appointment.patient.contact, DEFAULT_WHATSAPP_PREFIX);
    if (!digits) return null;
    const text = appointmentReminderText({
      date: appointment.date,
      time: appointment.time,
      clinicName: settings?.clinicName ?? '',
      openingHours: settings?.openingHours ?? '',
    });
    return whatsAppMessageLink(digits, text);
  };
}
