import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { PatientDialogs } from '../actions/PatientDialogs';
import { usePatientActions } from '../actions/use-patient-actions';
import './add-patient-button.css';

const nothingToRefresh = () => undefined;

/**
 * The "+" widget (home screen, and any module that mounts patients/AddPatientButton): opens the
 * add-patient form, which stays open for the next patient; onSaved follows every patient added.
 */
export function AddPatientButton({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const actions = usePatientActions({ onChanged: onSaved ?? nothingToRefresh });
  return (
    <>
      <button type="button" className="dn-button patients-add" aria-label={t('form.addTitle')} title={t('form.addTitle')} onClick={actions.crud.startAdd}>
        <Plus aria-hidden="true" size={24} strokeWidth={2.5} />
      </button>
      <PatientDialogs actions={actions} />
    </>
  );
}
