import { createModuleLifecycles } from '@dental/module-kit';
import { CallbackList } from './home/CallbackList';
import { NAMESPACE } from './texts';
import { translations } from './translations';

/** ./CallbackList: the home's "À rappeler", the patients who answered their reminder by cancelling or asking for another time; placed by the module's extensions. */
export default createModuleLifecycles({ namespace: NAMESPACE, translations, App: CallbackList });
