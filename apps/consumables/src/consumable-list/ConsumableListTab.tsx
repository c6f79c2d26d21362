import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { CrudEditor } from '@dental/ui';
import { consumablesApi } from '../common/consumables-api';
import { useListTabTexts } from '../common/use-list-tab-texts';
import { ConsumableForm } from './ConsumableForm';
import { sortByName } from './sort';

/** The consumable list (LIST_CONSOMMABLE): names in alphabetical order, edit and delete icons, one-field add modal. */
export function ConsumableListTab() {
  const { t } = useTranslation('consumables');
  const language = useLanguage();
  const list = listView(consumablesApi.useConsumablesQuery());
  const sorted = useMemo(() => sortByName(list.items, language), [list.items, language]);
  const [create] = consumablesApi.useCreateConsumableMutation();
  const [update] = consumablesApi.useUpdateConsumableMutation();
  const [remove] = consumablesApi.useRemoveConsumableMutation();
  const rights = useWriteRights('LIST_CONSOMMABLE');
  const texts = useListTabTexts('consumable_list', 'consumableList');

  return (
    <section aria-label={t('tabs.consumable_list')}>
      <CrudEditor
        list={{ ...list, items: sorted }}
        columns={[{ id: 'name', header: t('consumableList.name'), cell: (row) => row.name }]}
        rights={rights}
        texts={texts}
        writes={{ create, update, remove }}
        form={ConsumableForm}
      />
    </section>
  );
}
