import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { PatientDialogsOnDemand, preloadPatientDialogs } from '../actions/PatientDialogsOnDemand';
import { usePatientActions } from '../actions/use-patient-actions';
import './add-patient-button.css';

const nothingToRefresh = () => undefined;

/**
 * The "+" widget (home screen, and any module that mounts patients/AddPatientButton): opens the
 * add-patient form, which stays open for the next patient; onSaved follows every patient added.
 * The form and its library load when the button is pointed at, focused or clicked.
 */
export function AddPatientButton({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const actions = usePatientActions({ onChanged: onSaved ?? nothingToRefresh });
  return (
    <>
      <button
        type="button"
        className="dn-button patients-add"
        aria-label={t('form.addTitle')}
        title={t('form.addTitle')}
        onPointerEnter={preloadPatientDialogs}
        onFocus={preloadPatientDialogs}
        onClick={actions.crud.startAdd}
      >
        <Plus aria-hidden="true" size={24} strokeWidth={2.5} />
      </button>
      <PatientDialogsOnDemand actions={actions} />
    </>
  );
}
