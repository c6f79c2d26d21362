import { CONSENT_PLACEHOLDERS } from '@dental/contracts';

/** What a consent template's placeholders stand for, by placeholder ('{patient}' → the patient's name). */
export type ConsentFacts = Record<(typeof CONSENT_PLACEHOLDERS)[number], string>;

/** The template with every placeholder filled in, each wherever and however often it appears. */
export const fillConsent = (template: string, facts: ConsentFacts) => CONSENT_PLACEHOLDERS.reduce((text, placeholder) => text.replaceAll(placeholder, facts[placeholder]), template);
