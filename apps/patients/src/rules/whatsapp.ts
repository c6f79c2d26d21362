import { DEFAULT_WHATSAPP_PREFIX, type Patient } from '@dental/contracts';
import { hasWhatsApp, toCents } from '@dental/domain';
import { formatMoney } from '@dental/i18n';

/**
 * The number a WhatsApp link opens, as wa.me wants it (country code and number, digits only): the
 * patient's WhatsApp when it holds more than the prefix, else the phone. A number written without
 * a country code (no "+", no "00") is taken as local and gets the default prefix's code.
 */
export function whatsAppDigits(contact: Patient['contact'], defaultPrefix = DEFAULT_WHATSAPP_PREFIX): string | null {
  const raw = (hasWhatsApp(contact.whatsApp, defaultPrefix) ? contact.whatsApp : contact.phone ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  if (raw.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2) || null;
  return `${defaultPrefix.replace(/\D/g, '')}${digits}`;
}

/** The debt reminder, always in French, with the amount still owed (the absolute balance). */
export function debtReminderText(name: string, balance: number, clinicName: string): string {
  const owed = Math.abs(toCents(balance)) / 100;
  const clinic = clinicName.trim() || 'cabinet';
  return `Bonjour ${name}, nous vous rappelons qu'il reste ${formatMoney(owed, 'fr')} à régler au ${clinic}. Merci.`;
}

/** https://wa.me/<digits>?text=<prefilled> */
export function whatsAppLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The reminder link of a patient who owes money; null when nothing is owed or there is no number. */
export function debtReminderLink(patient: Pick<Patient, 'name' | 'contact' | 'balance'>, clinicName: string): string | null {
  if (toCents(patient.balance) >= 0) return null;
  const digits = whatsAppDigits(patient.contact);
  return digits ? whatsAppLink(digits, debtReminderText(patient.name, patient.balance, clinicName)) : null;
}
