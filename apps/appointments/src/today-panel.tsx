import { createModuleLifecycles } from '@dental/module-kit';
import { TodayPanel } from './home/TodayPanel';
import { NAMESPACE } from './texts';
import { translations } from './translations';

/** ./TodayPanel: a doctor's appointments of the day, placed on the home by the module's extensions. */
export default createModuleLifecycles({ namespace: NAMESPACE, translations, App: TodayPanel });
