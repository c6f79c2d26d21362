import { useTranslation } from 'react-i18next';
import { conditionName } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { AddButton, ConditionSymbol, CrudEditorDialogs, DataTable, PageFrame, ReadErrors, RowActions, useCrudEditor, type DataColumn } from '@dental/ui';
import { conditionTypeWritesApi } from './condition-types-api';
import { ConditionTypeForm, type CatalogueRow } from './ConditionTypeForm';
import './conditions.css';
import { addScreenTexts } from '../texts';
import { conditionTypesTranslations } from './translations';

addScreenTexts(conditionTypesTranslations);

/**
 * /condition: the conditions the dental chart records (issue 37), built-in and added, each with its
 * symbol and colour. Added ones are added, renamed and deleted; built-in ones only restyled. Rights
 * of the treatments' catalogue (TRAITEMENTS), as the server checks.
 */
export function ConditionTypesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = listView(referenceApi.useConditionTypesQuery());
  const rows: CatalogueRow[] = list.items.map((type) => ({ ...type, name: conditionName(type, language) }));
  const [create] = conditionTypeWritesApi.useCreateConditionTypeMutation();
  const [update] = conditionTypeWritesApi.useUpdateConditionTypeMutation();
  const [remove] = conditionTypeWritesApi.useRemoveConditionTypeMutation();
  const crud = useCrudEditor<CatalogueRow>(remove);
  const { canAdd, canEdit, canDelete } = useWriteRights('TRAITEMENTS');

  const columns: DataColumn<CatalogueRow>[] = [
    { id: 'name', header: t('conditionTypes.name'), cell: (row) => row.name },
    {
      id: 'look',
      header: t('conditionTypes.look'),
      cell: (row) => (
        <span className="admin-conditions__look">
          <ConditionSymbol symbol={row.symbol} colour={row.colour} size={18} />
          {t(`conditionTypes.symbols.${row.symbol}`)} <span dir="ltr">{row.colour}</span>
        </span>
      ),
    },
    { id: 'origin', header: t('conditionTypes.origin'), cell: (row) => (row.code ? t('conditionTypes.builtIn') : t('conditionTypes.added')) },
  ];
  if (canEdit || canDelete) {
    columns.push({
      id: 'actions',
      header: t('common:actions'),
      cell: (row) => (
        <RowActions
          name={row.name}
          onEdit={canEdit ? () => crud.startEdit(row) : undefined}
          // A built-in condition is never deleted: the server refuses it, so nobody is offered it.
          onDelete={canDelete && !row.code ? () => crud.startDelete(row) : undefined}
        />
      ),
    });
  }

  return (
    <PageFrame title={t('conditionTypes.title')} actions={canAdd && <AddButton onClick={crud.startAdd} label={t('conditionTypes.add')} />}>
      <ReadErrors messages={list.errors} />
      <DataTable columns={columns} rows={rows} rowKey={(row) => row._id} caption={t('conditionTypes.caption')} loading={list.loading || !list.loaded} empty={t('conditionTypes.empty')} />
      <CrudEditorDialogs
        crud={crud}
        texts={{ add: t('conditionTypes.add'), edit: t('conditionTypes.edit'), remove: t('conditionTypes.remove') }}
        writes={{ create, update, remove }}
        form={ConditionTypeForm}
      />
    </PageFrame>
  );
}
