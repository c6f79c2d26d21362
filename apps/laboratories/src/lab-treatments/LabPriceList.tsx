import { useTranslation } from 'react-i18next';
import type { Laboratory, LabTreatment } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, type DataColumn, DataTable, Modal, Money, RowActions, useCrudDialogs } from '@dental/ui';
import { ReadErrors } from '../common/ReadErrors';
import { labTreatmentsApi } from './lab-treatments-api';
import { LabTreatmentForm } from './LabTreatmentForm';
import { prosthesisChoices } from './prosthesis-choices';
import './lab-treatments.css';

/**
 * A laboratory's price list (treatment, price, actions) with its add, edit and delete modals,
 * under the TRAITEMENTS_LABORATOIRES rights; the add offers only the treatments not on it yet.
 */
export function LabPriceList({ laboratory }: { laboratory: Laboratory }) {
  const { t } = useTranslation();
  const labId = laboratory._id;
  const query = labTreatmentsApi.useLabPriceListQuery(labId);
  // This laboratory's answer only: `data` keeps the previous laboratory's list while this one loads.
  const { items, loading, errors } = listView({ ...query, data: query.currentData });
  const catalogue = referenceApi.useTreatmentsQuery();
  const [createPrice] = labTreatmentsApi.useCreateLabPriceMutation();
  const [updatePrice] = labTreatmentsApi.useUpdateLabPriceMutation();
  const [removePrice] = labTreatmentsApi.useRemoveLabPriceMutation();
  // The list reads again through its tags after a change.
  const crud = useCrudDialogs<LabTreatment>({ remove: (entry) => removePrice({ labId, id: entry._id }).unwrap(), onChanged: () => undefined });
  const { canAdd, canEdit, canDelete } = useWriteRights('TRAITEMENTS_LABORATOIRES');
  const { editing } = crud;
  const editedEntry = editing?.kind === 'edit' ? editing.item : undefined;
  const choices = prosthesisChoices(catalogue.data ?? [], items, editedEntry);
  // Only once both lists are read may an empty choice mean that nothing is left to add.
  const nothingToAdd = choices.length === 0 && catalogue.data !== undefined && query.currentData !== undefined;

  const columns: DataColumn<LabTreatment>[] = [
    { id: 'treatment', header: t('labTreatments.treatment'), cell: (entry) => entry.treatment.name },
    { id: 'price', header: t('labTreatments.price'), numeric: true, cell: (entry) => <Money amount={entry.price} /> },
  ];
  if (canEdit || canDelete) {
    columns.push({
      id: 'actions',
      header: t('common:actions'),
      cell: (entry) => (
        <RowActions
          name={entry.treatment.name}
          onEdit={canEdit ? () => crud.startEdit(entry) : undefined}
          onDelete={canDelete ? () => crud.startDelete(entry) : undefined}
        />
      ),
    });
  }

  return (
    <div className="labs-prices">
      {canAdd && (
        <div className="labs-prices__toolbar">
          <AddButton onClick={crud.startAdd} />
        </div>
      )}
      <ReadErrors messages={errors} />
      <DataTable
        columns={columns}
        rows={items}
        rowKey={(entry) => entry._id}
        caption={t('labTreatments.caption')}
        loading={loading || query.isUninitialized}
        empty={t('labTreatments.empty')}
      />
      <Modal open={editing !== null} title={editedEntry ? t('labTreatments.edit') : t('labTreatments.add')} onClose={crud.closeEditor}>
        {editing &&
          (nothingToAdd ? (
            // The list empty, the catalogue has no prothese treatment; else the list holds them all.
            <p role="status">{t(items.length === 0 ? 'labTreatments.noProsthesis' : 'labTreatments.allListed')}</p>
          ) : (
            <LabTreatmentForm
              key={editedEntry?._id ?? 'new'}
              initial={editedEntry}
              choices={choices}
              onSubmit={(body) => (editedEntry ? updatePrice({ labId, id: editedEntry._id, body }) : createPrice({ labId, body })).unwrap()}
              onDone={crud.saved}
              onCancel={crud.closeEditor}
            />
          ))}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('labTreatments.remove')} question={(entry) => t('common:deleteQuestionSpaced', { name: entry.treatment.name })} />
    </div>
  );
}
