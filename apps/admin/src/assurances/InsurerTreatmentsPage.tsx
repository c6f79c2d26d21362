import { useTranslation } from 'react-i18next';

import { type Assurance, type Treatment } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { AddButton, CrudOverlays, Modal, PageFrame, Spinner, useCrudDialogs } from '@dental/ui';
import { ListErrors } from '../common/ListErrors';
import { TreatmentForm } from '../treatments/TreatmentForm';
import { TreatmentsTable } from '../treatments/TreatmentsTable';
import { insurerTreatmentsApi } from './insurer-treatments-api';
import { InsurerGate } from './InsurerGate';

/** /assurance/{AssId}/treatments: the insurer's own list; a name already in it is "already insured". */
export function InsurerTreatmentsPage() {
  return <InsurerGate>{(assurance) => <InsurerTreatments assurance={assurance} />}</InsurerGate>;
}

function InsurerTreatments({ assurance }: { assurance: Assurance }) {
  const { t } = useTranslation();
  const assuranceId = assurance._id;
  const query = insurerTreatmentsApi.useInsurerTreatmentsQuery(assuranceId);
  // This insurer's answer only: `data` keeps the previous insurer's list while this one loads.
  const { items, loading, loaded, errors } = listView({ ...query, data: query.currentData });
  const [createTreatment] = insurerTreatmentsApi.useCreateInsurerTreatmentMutation();
  const [updateTreatment] = insurerTreatmentsApi.useUpdateInsurerTreatmentMutation();
  const [removeTreatment] = insurerTreatmentsApi.useRemoveInsurerTreatmentMutation();
  // The list reads again through its tags after a change.
  const crud = useCrudDialogs<Treatment>({
    remove: (treatment) => removeTreatment({ assuranceId, id: treatment._id }).unwrap(),
    onChanged: () => undefined,
  });
  const { canAdd, canEdit, canDelete } = useWriteRights('TRAITEMENTS');
  const { editing } = crud;
  const insurers = useBasePath('assurance');

  return (
    <PageFrame
      title={t('assurances.treatmentsTitle', { name: assurance.name })}
      backTo={insurers}
      actions={
        canAdd && (
          <AddButton onClick={crud.startAdd} />
        )
      }
    >
      <p className="admin-muted">{t('assurances.alreadyInsuredHint')}</p>
      <ListErrors messages={errors} />
      {(loading || !loaded) && items.length === 0 ? (
        <Spinner />
      ) : (
        <TreatmentsTable
          items={items}
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
              (editing.kind === 'edit'
                ? updateTreatment({ assuranceId, id: editing.item._id, body: input })
                : createTreatment({ assuranceId, body: input })
              ).unwrap()
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
