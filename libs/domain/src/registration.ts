/**
 * Registration numbers are shown padded to 4 digits (spec part 1 §9); larger numbers keep all
 * digits. The one home of the rule: the screens, the API's answers (a bigint column arrives as
 * text) and, where SQL must hold it (the search index), `patient_reg_no_text` of migration 003,
 * which a test holds to this function.
 */
export function formatRegNo(regNo: number | string): string {
  return String(regNo).padStart(4, '0');
}

/** Age = current year minus year of birth (spec part 1 §9). */
export function ageFrom(yearOfBirth: number | null, today: Date = new Date()): number | null {
  return yearOfBirth === null ? null : today.getFullYear() - yearOfBirth;
}

/**
 * The patient's WhatsApp number is shown only when it holds more than the default country prefix.
 */
export function hasWhatsApp(whatsApp: string | null | undefined, defaultPrefix = '+222'): boolean {
  const value = (whatsApp ?? '').replace(/\s/g, '');
  return value !== '' && value !== defaultPrefix;
}
