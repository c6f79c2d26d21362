import { addNamespace, type NamespaceResources } from '@dental/i18n';

/** The i18next namespace of the module's texts. */
export const NAMESPACE = 'patients';

/**
 * Adds a lazily loaded screen's texts to the module's namespace. Called at the top level of the
 * screen's module, so its texts arrive with its chunk instead of with the module's entry.
 */
export function addScreenTexts(texts: NamespaceResources): void {
  addNamespace(NAMESPACE, texts);
}
