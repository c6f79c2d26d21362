import { createModuleLifecycles } from '@dental/module-kit';
import { NAMESPACE } from './texts';
import { MyTill } from './till/MyTill';
import { translations } from './translations';

/** ./MyTill: the home's "Ma caisse du jour", placed by the module's extensions. */
export default createModuleLifecycles({ namespace: NAMESPACE, translations, App: MyTill });
