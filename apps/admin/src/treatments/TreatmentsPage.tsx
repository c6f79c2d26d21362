import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { DEFAULT_TREATMENT_TYPE, TREATMENT_TYPES, type Treatment, type TreatmentType } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, Modal, PageFrame, Spinner, Tabs, useCrudDialogs } from '@dental/ui';
import { ListErrors } from '../common/ListErrors';
import { treatmentWritesApi } from './treatments-api';
import { TreatmentForm } from './TreatmentForm';
import { TreatmentsTable } from './TreatmentsTable';

function isTreatmentType(value: string | null): value is TreatmentType {
  return (TREATMENT_TYPES as readonly string[]).includes(value ?? '');
}

/** The cabinet's treatment catalogue, a tab per type (soins first); the open tab is in the address. */
export function TreatmentsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('type');
  const type: TreatmentType = isTreatmentType(requested) ? requested : DEFAULT_TREATMENT_TYPE;
  const { items, loading, loaded, errors } = listView(referenceApi.useTreatmentsQuery());
  const [createTreatment] = treatmentWritesApi.useCreateTreatmentMutation();
  const [updateTreatment] = treatmentWritesApi.useUpdateTreatmentMutation();
  const [removeTreatment] = treatmentWritesApi.useRemoveTreatmentMutation();
  // The catalogue reads again through its tags after a change.
  const crud = useCrudDialogs<Treatment>({ remove: (treatment) => removeTreatment(treatment._id).unwrap(), onChanged: () => undefined });
  const { canAdd, canEdit, canDelete } = useWriteRights('TRAITEMENTS');
  const { editing } = crud;

  return (
    <PageFrame
      title={t('treatments.title')}
      actions={
        canAdd && (
          <AddButton onClick={crud.startAdd} />
        )
      }
    >
      <ListErrors messages={errors} />
      <Tabs
        label={t('treatments.type')}
        items={TREATMENT_TYPES.map((id) => ({ id, label: t(`treatments.types.${id}`) }))}
        active={type}
        onChange={(next) => setSearch(next === DEFAULT_TREATMENT_TYPE ? {} : { type: next }, { replace: true })}
      />
      {(loading || !loaded) && items.length === 0 ? (
        <Spinner />
      ) : (
        <TreatmentsTable
          items={items.filter((treatment) => treatment.type === type)}
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
            defaultType={type}
            onSubmit={(input) =>
              (editing.kind === 'edit' ? updateTreatment({ id: editing.item._id, body: input }) : createTreatment(input)).unwrap()
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
