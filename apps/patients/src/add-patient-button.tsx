import { createModuleLifecycles } from '@dental/module-kit';
import { AddPatientButton } from './add-button/AddPatientButton';
import { NAMESPACE } from './screen-texts';
import { translations } from './translations';

/** ./AddPatientButton: the home screen's "+" with the add-patient form, a parcel of its own. */
export default createModuleLifecycles({ namespace: NAMESPACE, translations, App: AddPatientButton });
