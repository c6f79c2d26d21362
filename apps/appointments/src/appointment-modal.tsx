import { createModuleLifecycles } from '@dental/module-kit';
import { AppointmentModal } from './booking/AppointmentModal';
import { NAMESPACE } from './texts';
import { translations } from './translations';

/** ./AppointmentModal: the booking modal other modules mount (see WidgetContracts), a parcel of its own. */
export default createModuleLifecycles({ namespace: NAMESPACE, translations, App: AppointmentModal });
