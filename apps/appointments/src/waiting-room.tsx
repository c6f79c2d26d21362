import { createModuleLifecycles } from '@dental/module-kit';
import { WaitingRoom } from './desk/WaitingRoom';
import { NAMESPACE } from './texts';
import { translations } from './translations';

/** ./WaitingRoom: the home's "Salle d'attente", placed by the module's extensions. */
export default createModuleLifecycles({ namespace: NAMESPACE, translations, App: WaitingRoom });
