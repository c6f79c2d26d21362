import { createModuleLifecycles } from '@dental/module-kit';
import { App } from './App';
import { NAMESPACE } from './texts';

// No text of its own: each screen adds its texts when it loads (texts.ts).
export default createModuleLifecycles({ namespace: NAMESPACE, translations: { fr: {}, en: {}, ar: {} }, App });
