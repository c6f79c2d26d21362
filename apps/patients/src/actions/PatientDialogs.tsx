import { useTranslation } from 'react-i18next';
import { ConfirmDialog, CrudOverlays, Modal } from '@dental/ui';
import { PatientForm } from '../form/PatientForm';
import { patientActionsApi } from './patient-actions-api';
import { ReturnDialog } from './ReturnDialog';
import type { PatientActions } from './use-patient-actions';
import './actions.css';

/** The dialogs behind a page's patient actions: the form, the confirmations, Retourner and the new RegNo. */
export function PatientDialogs({ actions, defaultDoctor }: { actions: PatientActions; defaultDoctor?: string }) {
  const { t } = useTranslation();
  const { crud, confirming, passed } = actions;
  const { editing } = crud;
  const [createPatient] = patientActionsApi.useCreatePatientMutation();
  const [updatePatient] = patientActionsApi.useUpdatePatientMutation();
  return (
    <>
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('form.editTitle') : t('form.addTitle')} onClose={crud.closeEditor} maxWidth={760}>
        {editing && (
          <PatientForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            defaultDoctor={defaultDoctor}
            onSubmit={(input) => (editing.kind === 'edit' ? updatePatient({ id: editing.item._id, input }) : createPatient(input)).unwrap()}
            onSaved={editing.kind === 'edit' ? crud.saved : actions.added}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'finish' ? t('actions.finishTitle') : t('actions.passTitle')}
        question={confirming ? t(confirming.kind === 'finish' ? 'actions.finishQuestion' : 'actions.passQuestion', { name: confirming.patient.name }) : ''}
        busy={actions.busy}
        errors={actions.dialogErrors.messages}
        onDismissError={actions.dialogErrors.dismiss}
        onConfirm={actions.confirmMove}
        onCancel={actions.cancelMove}
      />
      <ReturnDialog patient={actions.returning} defaultDoctor={defaultDoctor} onDone={actions.returned} onCancel={actions.closeReturn} />
      <Modal open={passed !== null} title={t('actions.passedTitle')} onClose={actions.closePassed}>
        {passed && (
          <div className="patients-passed" role="status">
            <p>{t('actions.passedText', { name: passed.name })}</p>
            <p className="patients-passed__regno">{passed.RegNo}</p>
            <div className="dn-form__actions">
              <button type="button" className="dn-button" onClick={actions.closePassed} autoFocus>
                {t('common:close')}
              </button>
            </div>
          </div>
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('actions.removeTitle')} question={(patient) => t('common:deleteQuestion', { name: patient.name })} />
    </>
  );
}
