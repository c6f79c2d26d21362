import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { usePatientActions } from '../actions/use-patient-actions';
import './add-patient-button.css';

const nothingToRefresh = () => undefined;

// The form and its library load on the first click: the home shows the button without them.
const PatientDialogs = lazy(() => import('../actions/PatientDialogs').then(({ PatientDialogs }) => ({ default: PatientDialogs })));

/**
 * The "+" widget (home screen, and any module that mounts patients/AddPatientButton): opens the
 * add-patient form, which stays open for the next patient; onSaved follows every patient added.
 */
export function AddPatientButton({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const actions = usePatientActions({ onChanged: onSaved ?? nothingToRefresh });
  const [used, setUsed] = useState(false);
  const add = () => {
    setUsed(true);
    actions.crud.startAdd();
  };
  return (
    <>
      <button type="button" className="dn-button patients-add" aria-label={t('form.addTitle')} title={t('form.addTitle')} onClick={add}>
        <Plus aria-hidden="true" size={24} strokeWidth={2.5} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <PatientDialogs actions={actions} />
        </Suspense>
      )}
    </>
  );
}
