import { createModuleLifecycles } from '@dental/module-kit';
import { App } from './App';
import { NAMESPACE } from './texts';
import { titles } from './translations';

export default createModuleLifecycles({ namespace: NAMESPACE, translations: { fr: { titles: titles.fr }, en: { titles: titles.en }, ar: { titles: titles.ar } }, App });
