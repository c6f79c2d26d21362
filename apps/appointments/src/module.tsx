import { createModuleLifecycles } from '@dental/module-kit';
import { App } from './App';
import { translations } from './translations';

export default createModuleLifecycles({ namespace: 'appointments', translations, App });
