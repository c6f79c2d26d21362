import { clinicNameIn, DEFAULT_WHATSAPP_PREFIX } from '@dental/contracts';
import { useAppSelector } from '@dental/auth';
import { fillTemplate, whatsAppMessageLink, whatsAppNumber, type MessageKind, type MessageLanguage, type Placeholder } from '@dental/domain';
import { recallApi } from '../data/recall-api';
import { useOpeningHours } from './use-opening-hours';

export interface MessageRecipient {
  name: string;
  contact: { phone?: string | null; whatsApp?: string | null };
  /** The patient's language for messages; null for the clinic's. */
  messageLanguage: MessageLanguage | null;
}

/** The facts of a message besides the patient, the clinic and the hours (a reminder's date and time). */
export type MessageFacts = Partial<Record<Exclude<Placeholder, 'patient' | 'clinic' | 'hours'>, string>>;

/**
 * The WhatsApp link of one of the clinic's texts (`kind`) for a doctor's patient: the text in the
 * patient's language (else the clinic's) with {patient}, {clinic} (its Arabic name in Arabic) and {hours} filled in. Null when
 * the patient has no number; undefined while the texts are being read.
 */
export function useMessageLink(kind: MessageKind, doctorId: string): (recipient: MessageRecipient, facts?: MessageFacts) => string | null | undefined {
  const texts = recallApi.useAppointmentMessageTextsQuery().data;
  const settings = useAppSelector((state) => state.settings.data);
  const hoursIn = useOpeningHours(doctorId);
  return (recipient, facts = {}) => {
    const digits = whatsAppNumber(recipient.contact, DEFAULT_WHATSAPP_PREFIX);
    if (!digits) return null;
    if (!texts) return undefined;
    const language = recipient.messageLanguage ?? texts.clinicLanguage;
    const text = fillTemplate(texts[kind][language], { ...facts, patient: recipient.name, clinic: clinicNameIn(settings, language), hours: hoursIn(language) });
    return whatsAppMessageLink(digits, text);
  };
}
