import { useTranslation } from 'react-i18next';
import type { CrudEditorTexts, CrudRow } from '@dental/ui';
import type { ConsumablesTab } from './tabs';

/**
 * The words of a tab listing named rows (the consumables, the suppliers): the tab's name for the
 * table, its section's texts, the add button saying what it adds, the module's deletion question.
 */
export function useListTabTexts(tab: ConsumablesTab, section: 'consumableList' | 'suppliers'): CrudEditorTexts<CrudRow> {
  const { t } = useTranslation('consumables');
  return {
    caption: t(`tabs.${tab}`),
    empty: t(`${section}.empty`),
    add: t(`${section}.add`),
    addButton: t(`${section}.add`),
    edit: t(`${section}.edit`),
    remove: t(`${section}.remove`),
    question: (row) => t('common:deleteQuestionSpaced', { name: row.name }),
  };
}
