import { addNamespace, type NamespaceResources } from '@dental/i18n';

export const NAMESPACE = 'finance';

/** A screen's texts, added to the module's namespace when the screen's code loads (not with the module). */
export function addScreenTexts(texts: NamespaceResources): void {
  addNamespace(NAMESPACE, texts);
}
