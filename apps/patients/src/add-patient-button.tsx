import { createModuleLifecycles } from '@dental/module-kit';
import { AddPatientButton } from './add-button/AddPatientButton';
import { translations } from './translations';

/** ./AddPatientButton: the home screen's "+" with the add-patient form, a parcel of its own. */
export default createModuleLifecycles({ namespace: 'patients', translations, App: AddPatientButton });
