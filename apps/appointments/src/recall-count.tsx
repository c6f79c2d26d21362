import { createModuleLifecycles } from '@dental/module-kit';
import { RecallCount } from './recall/RecallCount';
import { NAMESPACE } from './texts';
import { translations } from './translations';

/** ./RecallCount: the number of patients due for a check-up, shown by the home's "Rappels" tile. */
export default createModuleLifecycles({ namespace: NAMESPACE, translations, App: RecallCount });
