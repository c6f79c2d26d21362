import { createModuleLifecycles } from '@dental/module-kit';
import { App } from './App';
import { translations } from './translations';
import { NAMESPACE } from './texts';

export default createModuleLifecycles({ namespace: NAMESPACE, translations, App });
