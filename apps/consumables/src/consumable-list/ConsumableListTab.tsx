import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { CrudEditor } from '@dental/ui';
import { consumablesApi } from '../common/consumables-api';
import { ConsumableForm } from './ConsumableForm';
import { sortByName } from './sort';

/** The consumable list (LIST_CONSOMMABLE): names in alphabetical order, edit and delete icons, one-field add modal. */
export function ConsumableListTab() {
  const { t } = useTranslation('consumables');
  const language = useLanguage();
  const { items, loading, errors } = listView(consumablesApi.useConsumablesQuery());
  const sorted = useMemo(() => sortByName(items, language), [items, language]);
  const [create] = consumablesApi.useCreateConsumableMutation();
  const [update] = consumablesApi.useUpdateConsumableMutation();
  const [remove] = consumablesApi.useRemoveConsumableMutation();
  const rights = useWriteRights('LIST_CONSOMMABLE');

  return (
    <section aria-label={t('tabs.consumable_list')}>
      <CrudEditor
        rows={sorted}
        rowKey={(row) => row._id}
        columns={[{ id: 'name', header: t('consumableList.name'), cell: (row) => row.name }]}
        caption={t('tabs.consumable_list')}
        rowName={(row) => row.name}
        loading={loading}
        errors={errors}
        empty={t('consumableList.empty')}
        rights={rights}
        texts={{
          add: t('consumableList.add'),
          addButton: t('consumableList.add'),
          edit: t('consumableList.edit'),
          remove: t('consumableList.remove'),
          question: (item) => t('common:deleteQuestionSpaced', { name: item.name }),
        }}
        remove={(item) => remove(item._id).unwrap()}
        form={({ initial, onDone, onCancel }) => (
          <ConsumableForm initial={initial} onSubmit={(input) => (initial ? update({ id: initial._id, body: input }) : create(input)).unwrap()} onDone={onDone} onCancel={onCancel} />
        )}
      />
    </section>
  );
}
