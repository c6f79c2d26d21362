/**
 * A phone number as people type it: digits and spaces, with a leading + for a country code
 * ("+222 36 11 22 33"). The patient schema applies it on the server, the patient form before sending.
 */
export const PHONE_PATTERN = /^\+?[\d ]*\d[\d ]*$/;

/** Whether a typed phone (surrounding spaces aside) is a phone number. */
export function isPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(text.trim());
}
