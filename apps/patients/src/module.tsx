import { createModuleLifecycles } from '@dental/module-kit';
import { App } from './App';
import { NAMESPACE } from './screen-texts';
import { translations } from './translations';

export default createModuleLifecycles({ namespace: NAMESPACE, translations, App });
