import { screenTextsOf } from '@dental/i18n';

/** The i18next namespace of the module's texts. */
export const NAMESPACE = 'patients';

/** Adds a lazily loaded screen's texts to the module's namespace (at the top level of its chunk). */
export const addScreenTexts = screenTextsOf(NAMESPACE);
