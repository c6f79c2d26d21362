import { createModuleLifecycles } from '@dental/module-kit';
import { AppointmentModal } from './booking/AppointmentModal';
import { translations } from './translations';

/** ./AppointmentModal: the booking modal other modules mount (see WidgetContracts), a parcel of its own. */
export default createModuleLifecycles({ namespace: 'appointments', translations, App: AppointmentModal });
