import { createModuleLifecycles } from '@dental/module-kit';
import { QuickSearch } from './quick-search/QuickSearch';
import { NAMESPACE } from './screen-texts';
import { translations } from './translations';

/** ./QuickSearch: the home screen's patient search, a parcel of its own. */
export default createModuleLifecycles({ namespace: NAMESPACE, translations, App: QuickSearch });
