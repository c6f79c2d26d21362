import { hasWhatsApp } from './registration';

/**
 * What a calendar cell shows of a patient, and where a WhatsApp message goes (spec part 2 §2, §9);
 * the message's words are the clinic's texts (message-templates.ts).
 */

/**
 * Calendar cells show the first 12 characters of the patient's name (whole characters, never half
 * an emoji), then "…" when the name was longer, so a cut name never passes for a whole one.
 */
export const CELL_NAME_LENGTH = 12;

export function cellName(name: string): string {
  const characters = Array.from(name.trim());
  return characters.length > CELL_NAME_LENGTH ? `${characters.slice(0, CELL_NAME_LENGTH).join('').trimEnd()}…` : characters.join('');
}

/** 2026-11-23 → 23/11/2026, the way the reminder writes a day in both languages. */
export function reminderDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * The number a WhatsApp link opens (country code and number, digits only): the WhatsApp number
 * when it holds more than the default prefix, else the phone. A number written without a country
 * code (no "+", no "00") is local and gets the default prefix's code. Null without any digit.
 */
export function whatsAppNumber(contact: { phone?: string | null; whatsApp?: string | null }, defaultPrefix: string): string | null {
  const raw = (hasWhatsApp(contact.whatsApp, defaultPrefix) ? (contact.whatsApp ?? '') : (contact.phone ?? '')).trim();
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  if (raw.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2) || null;
  return `${defaultPrefix.replace(/\D/g, '')}${digits}`;
}

/** https://wa.me/<digits>?text=<prefilled> */
export function whatsAppMessageLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
