import { DEFAULT_WHATSAPP_PREFIX, type Patient } from '@dental/contracts';
import { toCents, whatsAppMessageLink, whatsAppNumber } from '@dental/domain';
import { formatMoney } from '@dental/i18n';

/** The debt reminder, always in French, with the amount still owed (the absolute balance). */
export function debtReminderText(name: string, balance: number, clinicName: string): string {
  const owed = Math.abs(toCents(balance)) / 100;
  const clinic = clinicName.trim() || 'cabinet';
  return `Bonjour ${name}, nous vous rappelons qu'il reste ${formatMoney(owed, 'fr')} à régler au ${clinic}. Merci.`;
}

/** The reminder link of a patient who owes money; null when nothing is owed or there is no number. */
export function debtReminderLink(patient: Pick<Patient, 'name' | 'contact' | 'balance'>, clinicName: string): string | null {
  if (toCents(patient.balance) >= 0) return null;
  const digits = whatsAppNumber(patient.contact, DEFAULT_WHATSAPP_PREFIX);
  return digits ? whatsAppMessageLink(digits, debtReminderText(patient.name, patient.balance, clinicName)) : null;
}
