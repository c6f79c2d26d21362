import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { type Assurance, type Treatment } from '@dental/contracts';
import { insurerTreatmentsApi } from '@dental/api-client';
import { useAppDispatch, useAppSelector, useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, ErrorBanners, Modal, PageFrame, Spinner, useCrudDialogs } from '@dental/ui';
import { insurerTreatments } from '../treatments/treatments-slice';
import { TreatmentForm } from '../treatments/TreatmentForm';
import { TreatmentsTable } from '../treatments/TreatmentsTable';
import { InsurerGate } from './InsurerGate';

/** /assurance/{AssId}/treatments: the insurer's own list; a name already in it is "already insured". */
export function InsurerTreatmentsPage() {
  return <InsurerGate>{(assurance) => <InsurerTreatments assurance={assurance} />}</InsurerGate>;
}

function InsurerTreatments({ assurance }: { assurance: Assurance }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const assuranceId = assurance._id;
  const { items, loading, loaded, error } = useAppSelector(insurerTreatments.select);
  const refetch = useCallback(() => void dispatch(insurerTreatments.fetch(assuranceId)), [dispatch, assuranceId]);
  const crud = useCrudDialogs<Treatment>({ remove: (treatment) => insurerTreatmentsApi.remove(assuranceId, treatment._id), onChanged: refetch });
  const { canAdd, canEdit, canDelete } = useWriteRights('TRAITEMENTS');
  const { editing } = crud;

  useEffect(refetch, [refetch]);
  // A list of another insurer may still be in the store while this one loads.
  const mine = items.filter((treatment) => treatment.assurance === assuranceId);

  return (
    <PageFrame
      title={t('assurances.treatmentsTitle', { name: assurance.name })}
      backTo="/assurance"
      actions={
        canAdd && (
          <AddButton onClick={crud.startAdd} />
        )
      }
    >
      <p className="admin-muted">{t('assurances.alreadyInsuredHint')}</p>
      <ErrorBanners messages={error} onDismiss={() => dispatch(insurerTreatments.actions.clearErrors())} />
      {(loading || !loaded) && mine.length === 0 ? (
        <Spinner />
      ) : (
        <TreatmentsTable
          items={mine}
          emptyText={t('treatments.empty')}
          onEdit={canEdit ? crud.startEdit : undefined}
          onDelete={canDelete ? crud.startDelete : undefined}
        />
      )}
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('treatments.edit') : t('treatments.add')} onClose={crud.closeEditor}>
        {editing && (
          <TreatmentForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            onSubmit={(input) =>
              editing.kind === 'edit'
                ? insurerTreatmentsApi.update(assuranceId, editing.item._id, input)
                : insurerTreatmentsApi.create(assuranceId, input)
            }
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('treatments.remove')} question={(treatment) => t('treatments.deleteQuestion', { name: treatment.name })} />
    </PageFrame>
  );
}
